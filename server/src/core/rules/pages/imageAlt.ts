// image-alt: an image or video without alternative text, which screen readers and search engines need (Mintlify's
// own `mint a11y` check counts the same). Reported: a Markdown image with empty brackets; an `<img>` without
// `alt`; an `<img alt="">` that is neither inside a link (whose text names it) nor marked decorative
// (`role="presentation"`, `role="none"`, `aria-hidden="true"`), since an empty `alt` hides an informative image; a
// `<video>` that nothing names (`title`, `aria-label`, `aria-labelledby`, or `alt` as Mintlify's check accepts).
// A `<Frame>` caption does not replace the alternative text of an image or the name of a video: it is shown beside
// them, while a screen reader names the element itself. An `alt={…}` (or `title={…}`) expression is not evaluated
// and is accepted. Each image problem may carry the opt-in fix of alt text from the image's file name.
import { defineRule } from '../defineRule';
import { attributeOf, type ElementFact, type ImageFact, type PageFacts } from '../../pages/mdx/pageFacts';
import type { ParsedPage } from '../../pages/parsedPage';
import type { ProblemData } from '../../problem';
import { altFromFileName } from '../../fixes/altFromFileName';

/** The attributes that give a `<video>` a name a screen reader reads. */
const VIDEO_NAMES = ['title', 'aria-label', 'aria-labelledby', 'alt'];

export const imageAltRule = defineRule({
  id: 'image-alt',
  defaultSeverity: 'warning',
  description: 'An image (Markdown, <img>, or inside a <Frame>) or a <video> without alternative text.',
  reads: 'pages',
  checkPage({ page, report }) {
    const facts = page.facts;
    for (const image of facts.images) {
      const frame = image.inFrame ? ' (a frame caption does not replace it)' : '';
      const at = page.lines.rangeAt(image.start, image.end);
      if (image.source === 'markdown') {
        if (image.alt!.trim() !== '') continue;
        report(
          at,
          `this image has no alternative text${frame}: describe it between the brackets, \`![What the image shows](…)\``,
          altFix(page, image),
        );
      } else if (image.alt === undefined && !image.altIsExpression) {
        report(
          at,
          `this <img> has no \`alt\`${frame}: add \`alt="what the image shows"\` (or \`alt=""\` with \`role="presentation"\` if it is decorative)`,
          altFix(page, image),
        );
      } else if (image.alt?.trim() === '' && !inLink(facts, image) && !markedDecorative(elementOf(facts, image))) {
        report(
          at,
          `\`alt=""\` hides this image from screen readers: describe what it shows, or mark it decorative with \`role="presentation"\``,
          altFix(page, image),
        );
      }
    }
    for (const element of facts.elements) {
      if (element.name !== 'video' || element.hasSpread) continue;
      if (VIDEO_NAMES.some((name) => names(element, name))) continue;
      const frame = inFrame(facts, element) ? ' (a frame caption does not replace it)' : '';
      report(
        page.lines.rangeAt(element.start, element.end),
        `this <video> has no \`title\`${frame}: add \`title="what the video shows"\` so that screen readers can name it`,
      );
    }
  },
});

/**
 * Alt text from the image's file name, as an edit of the page: between the brackets of a Markdown image, in the
 * empty `alt=""` of an `<img>`, or as a new `alt` after its `src`. Undefined when the file name says nothing or the
 * place to write cannot be found exactly.
 */
function altFix(page: ParsedPage, image: ImageFact): ProblemData | undefined {
  const alt = altFromFileName(image.src);
  if (!alt) return undefined;
  let start: number;
  let end: number;
  let newText = alt;
  if (image.source === 'markdown') {
    const brackets = /^!\[([ \t]*)\]/.exec(page.text.slice(image.start, image.end));
    if (!brackets) return undefined;
    start = image.start + 2;
    end = start + brackets[1].length;
  } else {
    const element = elementOf(page.facts, image);
    const written = element && attributeOf(element, 'alt');
    const src = element && attributeOf(element, 'src');
    if (written) {
      if (written.valueStart === undefined || written.valueEnd === undefined) return undefined;
      [start, end] = [written.valueStart, written.valueEnd];
    } else if (src) {
      [start, end] = [src.end, src.end];
      newText = ` alt="${alt}"`;
    } else return undefined;
  }
  return {
    fix: {
      title: `Use "${alt}" (from the file name) as the alternative text`,
      edits: [{ range: page.lines.rangeAt(start, end), newText }],
      optIn: 'image-alt',
    },
  };
}

/** The attribute gives a name: a non-empty text, or an expression (not evaluated). */
function names(element: ElementFact, name: string): boolean {
  const value = attributeOf(element, name)?.value;
  return value?.kind === 'expression' || (value?.kind === 'string' && value.value.trim() !== '');
}

function inFrame(facts: PageFacts, element: ElementFact): boolean {
  for (let i = element.parent; i >= 0; i = facts.elements[i].parent)
    if (facts.elements[i].name === 'Frame') return true;
  return false;
}

/** The `<img>` element of a JSX image. */
function elementOf(facts: PageFacts, image: ImageFact): ElementFact | undefined {
  return facts.elements.find((e) => e.name === 'img' && e.start === image.start);
}

/** Inside a Markdown link or an `<a>`/`<Link>`, whose text names the image's purpose. */
function inLink(facts: PageFacts, image: ImageFact): boolean {
  const encloses = (s: { start: number; end: number }) => s.start <= image.start && image.end <= s.end;
  return (
    facts.links.some((l) => l.source === 'markdown' && encloses(l)) ||
    facts.elements.some((e) => (e.name === 'a' || e.name === 'Link') && e !== elementOf(facts, image) && encloses(e))
  );
}

function markedDecorative(element: ElementFact | undefined): boolean {
  if (!element) return false;
  const text = (name: string) => {
    const v = attributeOf(element, name)?.value;
    return v?.kind === 'string' ? v.value.trim().toLowerCase() : v?.kind === 'boolean' ? String(v.value) : undefined;
  };
  const role = text('role');
  return role === 'presentation' || role === 'none' || text('aria-hidden') === 'true';
}
