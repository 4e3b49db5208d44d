// The edit of the "disable for this line" quick fix: a `{/* docsjson-disable-next-line RULE */}` line above the
// problem's line, indented like it, or the rule added to such a comment already there. In a table row a line
// above would end the table, so there the comment goes at the end of the row instead, as
// `docsjson-disable-line` (an extra cell past the header's count, which GFM drops). Every edit is tried before it
// is offered: the page must still parse and the comment must silence the rule on that line; where it would not
// (inside a multi-line tag, an import block, the front matter) nothing is offered.
import { parsePage, type ParsedPage } from '../pages/parsedPage';
import type { TextEdit } from '../features/types';
import { applyTextEdits } from '../text/applyEdits';
import { pageDirectives } from './directives';
import { suppressingDirective } from './suppressor';

export function disableNextLineEdit(page: ParsedPage, line: number, rule: string): TextEdit | undefined {
  const edit = candidateEdit(page, line, rule);
  if (!edit) return undefined;
  const after = parsePage(page.file, applyTextEdits(page.text, page.lines, [edit]));
  if (after.mdx.error || after.mdx.limit) return undefined;
  const shift = edit.newText.endsWith('\n') ? 1 : 0;
  const lineStart = after.lines.offsetAt({ line: line + shift, character: 0 });
  return suppressingDirective(pageDirectives(after), rule, line + shift, lineStart) ? edit : undefined;
}

function candidateEdit(page: ParsedPage, line: number, rule: string): TextEdit | undefined {
  const lineStart = page.lines.offsetAt({ line, character: 0 });
  const nextLine = page.text.indexOf('\n', lineStart);
  const lineText = page.text.slice(lineStart, nextLine < 0 ? page.text.length : nextLine).replace(/\r$/, '');
  const existing = pageDirectives(page).find(
    (d) => (d.kind === 'disable-next-line' && d.endLine === line - 1) || (d.kind === 'disable-line' && d.line === line),
  );
  if (existing) {
    if (existing.rules.length === 0 || existing.rules.includes(rule)) return undefined;
    // `{/* docsjson-disable-next-line a */}` → `{/* docsjson-disable-next-line a, b */}`.
    const written = page.text.slice(existing.start, existing.end);
    const last = existing.rules[existing.rules.length - 1];
    const at = written.lastIndexOf(last, written.search(/\s--\s|\*\//));
    if (at < 0) return undefined;
    const offset = existing.start + at + last.length;
    const position = page.lines.positionAt(offset);
    return { range: { start: position, end: position }, newText: `, ${rule}` };
  }
  if (/^\s*\|/.test(lineText)) {
    const end = page.lines.positionAt(lineStart + lineText.length);
    return { range: { start: end, end }, newText: ` {/* docsjson-disable-line ${rule} */}` };
  }
  const indent = /^[ \t]*/.exec(lineText)![0];
  const start = { line, character: 0 };
  const eol = nextLine > 0 && page.text[nextLine - 1] === '\r' ? '\r\n' : '\n';
  return { range: { start, end: start }, newText: `${indent}{/* docsjson-disable-next-line ${rule} */}${eol}` };
}
