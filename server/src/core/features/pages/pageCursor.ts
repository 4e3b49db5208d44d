// What the cursor is on in an MDX page, found from the text alone: completion runs while the author types, when
// the page often does not parse (`<Ca` is not MDX yet). A component name after `<`, an attribute name or value
// inside an open tag, a link target after `](`, a module path in an import. Code (fenced blocks, inline code)
// is never a place for these.
import { lineStartOf } from '../../text/lineStart';

export type PageCursor =
  | { kind: 'componentName'; prefix: string; start: number; end: number }
  | { kind: 'attributeName'; element: string; prefix: string; start: number; end: number; present: string[] }
  | {
      kind: 'attributeValue';
      element: string;
      attribute: string;
      prefix: string;
      start: number;
      end: number;
    }
  | { kind: 'linkTarget'; prefix: string; start: number; end: number }
  | { kind: 'importPath'; prefix: string; start: number; end: number }
  | { kind: 'none' };

/** How far back an open tag is looked for (tags span a few lines at most). */
const TAG_LOOKBACK = 4000;
/** How much of the cursor's line, before it, is read for the patterns. */
const RECENT = 500;

export function pageCursor(text: string, offset: number): PageCursor {
  if (offset < 0 || offset > text.length || inCode(text, offset)) return { kind: 'none' };
  const lineStart = lineStartOf(text, offset);
  // Only the end of the line matters; a bounded slice keeps the patterns below linear on huge lines.
  const before = text.slice(Math.max(lineStart, offset - RECENT), offset);

  const importPath = /^\s*(?:import|export)\b/.test(text.slice(lineStart, lineStart + 20))
    ? /\bfrom\s*(["'])([^"'\s]*)$/.exec(before)
    : null;
  if (importPath) {
    const start = offset - importPath[2].length;
    return { kind: 'importPath', prefix: importPath[2], start, end: tokenEnd(text, offset, importPath[1]) };
  }
  const link = /\]\(\s*<?([^()\s<>]*)$/.exec(before);
  if (link) {
    return { kind: 'linkTarget', prefix: link[1], start: offset - link[1].length, end: tokenEnd(text, offset, ')') };
  }
  const name = /<([A-Za-z][\w.]*)?$/.exec(before);
  if (name) {
    const prefix = name[1] ?? '';
    let end = offset;
    while (end < text.length && /[\w.]/.test(text[end])) end++;
    return { kind: 'componentName', prefix, start: offset - prefix.length, end };
  }
  return openTagCursor(text, offset);
}

/** The end of the token the cursor is in: the next quote, whitespace or `stop` character on the line. */
function tokenEnd(text: string, offset: number, stop: string): number {
  let end = offset;
  while (end < text.length && !/[\s"'`]/.test(text[end]) && text[end] !== stop) end++;
  return end;
}

/**
 * Inside a tag that is still open at the cursor (`<Card title="x" |`): lexes forward from the nearest `<Name`
 * before the cursor, through quoted values and `{…}` expressions, and says whether the cursor is on an attribute
 * name or inside a quoted value.
 */
function openTagCursor(text: string, offset: number): PageCursor {
  const from = Math.max(0, offset - TAG_LOOKBACK);
  // lastIndexOf clamps a negative start to 0, so stepping back from 0 must end the search explicitly.
  let lt = offset > 0 ? text.lastIndexOf('<', offset - 1) : -1;
  while (lt >= from && !/[A-Za-z]/.test(text[lt + 1] ?? '')) lt = lt > 0 ? text.lastIndexOf('<', lt - 1) : -1;
  if (lt < from) return { kind: 'none' };
  const nameMatch = /^<([A-Za-z][\w.]*)/.exec(text.slice(lt, lt + 100));
  if (!nameMatch) return { kind: 'none' };
  const element = nameMatch[1];
  const present: string[] = [];
  let i = lt + nameMatch[0].length;
  let attribute = '';
  while (i < offset) {
    const c = text[i];
    if (c === '>' || (c === '/' && text[i + 1] === '>')) return { kind: 'none' };
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      if (close < 0 || close >= offset) {
        return {
          kind: 'attributeValue',
          element,
          attribute,
          prefix: text.slice(i + 1, offset),
          start: i + 1,
          end: close < 0 ? offset : close,
        };
      }
      i = close + 1;
    } else if (c === '{') {
      const close = matchingBrace(text, i, offset);
      if (close < 0) return { kind: 'none' };
      i = close + 1;
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i;
      while (j < text.length && /[\w$:.-]/.test(text[j])) j++;
      if (j >= offset) {
        const prefix = text.slice(i, offset);
        return { kind: 'attributeName', element, prefix, start: i, end: j, present };
      }
      attribute = text.slice(i, j);
      present.push(attribute);
      i = j;
    } else {
      i++;
    }
  }
  return { kind: 'attributeName', element, prefix: '', start: offset, end: offset, present };
}

/** The `}` closing the `{` at `open`, before `limit`; -1 when it is not closed there. */
function matchingBrace(text: string, open: number, limit: number): number {
  let depth = 0;
  for (let i = open; i < limit; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
    else if (c === '"' || c === "'" || c === '`') {
      const close = text.indexOf(c, i + 1);
      if (close < 0 || close >= limit) return -1;
      i = close;
    }
  }
  return -1;
}

/** Inside a fenced code block, or an inline code span on the cursor's line. */
function inCode(text: string, offset: number): boolean {
  let fence: string | undefined;
  let lineStart = 0;
  while (lineStart < offset) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd >= offset) break;
    const m = /^[ \t]*(`{3,}|~{3,})/.exec(text.slice(lineStart, Math.min(lineEnd, lineStart + 200)));
    if (m) {
      if (!fence) fence = m[1];
      else if (m[1][0] === fence[0] && m[1].length >= fence.length) fence = undefined;
    }
    lineStart = lineEnd + 1;
  }
  if (fence) return true;
  const before = text.slice(lineStart, offset);
  if (/^[ \t]*(`{3,}|~{3,})/.test(before)) return true;
  return (before.match(/`/g)?.length ?? 0) % 2 === 1;
}
