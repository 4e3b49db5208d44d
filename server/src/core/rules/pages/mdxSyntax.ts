// mdx-syntax: a page that does not parse as MDX (Mintlify's build fails on it), reported once at the parser's
// position in words an author understands; or, as a note, a page over the size or nesting limits, which is not
// checked.
import { defineRule } from '../defineRule';
import { explainSyntaxError } from '../../pages/mdx/syntaxMessages';

export const mdxSyntaxRule = defineRule({
  id: 'mdx-syntax',
  defaultSeverity: 'error',
  description: 'A page that is not valid MDX, which fails the Mintlify build.',
  reads: 'pages',
  agentFiles: true,
  checkPage({ page, report }) {
    const { error, limit } = page.mdx;
    if (limit) {
      // The page may well build; it is only too large or too deep for us to check safely: a note that says what
      // was left unchecked, never a problem of the page.
      report(page.lines.rangeAt(limit.start, limit.end), limit.message, undefined, 'info');
    } else if (error) {
      const explained = explainSyntaxError(error, page.text);
      report(page.lines.rangeAt(explained.start, explained.end), explained.message);
    }
  },
});
