// heading-level: a level-1 heading in a page's body. Mintlify shows the front matter `title` (or, without one, a
// title made from the file name) as the page's level-1 heading, so:
//   - an h1 that repeats that title (pages converted from other tools start with one) shows the title twice: a
//     warning, with a quick fix that removes it;
//   - any other h1 is a second heading as large as the title: a note, since it renders as the author wrote it
//     (body headings start at `##` in Mintlify's guides).
// A page in `mode: "custom"` shows no title, so its h1 is the page's own.
import { defineRule } from '../defineRule';
import { frontMatterFields } from '../../pages/frontMatter';
import type { HeadingFact } from '../../pages/mdx/pageFacts';
import type { ParsedPage } from '../../pages/parsedPage';
import { titleFromPath } from '../../pages/pageTitle';

export const headingLevelRule = defineRule({
  id: 'heading-level',
  defaultSeverity: 'warning',
  description:
    'A level-1 heading in the body of a page: one that repeats the title shows it twice; any other is noted (body headings start at ##).',
  reads: 'pages',
  checkPage({ page, report }) {
    const h1s = page.facts.headings.filter((h) => h.depth === 1);
    if (h1s.length === 0 || frontMatterFields(page.text)?.get('mode') === 'custom') return;
    const title = comparable(page.frontMatter.title ?? titleFromPath(page.file));
    for (const heading of h1s) {
      const range = page.lines.rangeAt(heading.start, heading.end);
      if (comparable(heading.text) === title) {
        report(
          range,
          `this heading repeats the page title, which Mintlify already shows as the page’s heading, so readers see it twice: remove it`,
          { fix: { title: 'Remove the heading that repeats the title', edits: [removal(page, heading)] } },
        );
      } else {
        report(
          range,
          'a level-1 heading in the body is as large as the page title above it: start body headings at `##`',
          undefined,
          'info',
        );
      }
    }
  },
});

/** Titles compared as a reader sees them: case, spacing, typographic quotes and trailing punctuation aside. */
function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[\s.:!]+$/, '')
    .trim();
}

/** An edit that deletes the heading's lines and the blank lines after it. */
function removal(page: ParsedPage, heading: HeadingFact) {
  const text = page.text;
  let start = heading.start;
  while (start > 0 && text[start - 1] !== '\n') start--;
  let end = heading.end;
  const lineEnd = text.indexOf('\n', end);
  end = lineEnd < 0 ? text.length : lineEnd + 1;
  while (end < text.length) {
    const next = text.indexOf('\n', end);
    const line = text.slice(end, next < 0 ? text.length : next);
    if (line.trim() !== '') break;
    end = next < 0 ? text.length : next + 1;
  }
  return { range: page.lines.rangeAt(start, end), newText: '' };
}
