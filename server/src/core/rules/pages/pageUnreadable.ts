// page-unreadable: a page file that cannot be read: bytes that are not UTF-8 (saved in another encoding, or not
// text at all), over the size cap, or no longer a regular file. Its content is neither checked nor built: without a
// word, it would be published as an empty page. Mintlify reads bytes that are not UTF-8 as "�" and builds the page,
// so this is a warning, at the first bad byte.
import type { Range } from '../../problem';
import { NotUtf8Error } from '../../workspace/notUtf8Error';
import { defineRule } from '../defineRule';

export const pageUnreadableRule = defineRule({
  id: 'page-unreadable',
  defaultSeverity: 'warning',
  description: 'A page file that cannot be read (not UTF-8 text, or too large): it is neither checked nor built.',
  reads: 'pages',
  checkPage({ page, report }) {
    const reason = page.unreadable?.reason;
    // A file gone since the folder was walked is no page any more: the next check does not see it.
    if (!reason || reason.code === 'not-found') return;
    if (NotUtf8Error.is(reason)) {
      const at = reason.position;
      const range: Range = { start: at, end: { line: at.line, character: at.character + 1 } };
      report(
        range,
        `${reason.message}: save the file as UTF-8. Mintlify shows such bytes as "\uFFFD"; docsjson neither checks nor builds the page's content`,
      );
      return;
    }
    const origin = { line: 0, character: 0 };
    report({ start: origin, end: origin }, `${reason.message}: docsjson neither checks nor builds the page's content`);
  },
});
