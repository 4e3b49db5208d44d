// heading-level: a level-1 heading in a page's body. Mintlify shows the front matter `title` as the page's one
// level-1 heading, so body headings start at level 2 (`##`).
import { defineRule } from '../defineRule';

export const headingLevelRule = defineRule({
  id: 'heading-level',
  defaultSeverity: 'warning',
  description: 'A level-1 heading in the body of a page (the title is the page’s h1; body headings start at ##).',
  reads: 'pages',
  checkPage({ page, report }) {
    for (const heading of page.facts.headings) {
      if (heading.depth !== 1) continue;
      report(
        page.lines.rangeAt(heading.start, heading.end),
        'a level-1 heading in the body: the page title is already its h1, so start body headings at `##`',
      );
    }
  },
});
