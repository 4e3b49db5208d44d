// Parses a page again after an edit by parsing only the top-level blocks around the edit, when that gives the very
// tree a whole parse would give. A keystroke in a long page must be checked within a few tens of milliseconds, and
// micromark takes well over that for a 1,000-line page; an edit almost always stays inside one paragraph, heading,
// list or component, and the blocks before and after it parse the same as before.
//
// The window parsed again runs from the start of the line of the block before the edit to the end of the line of
// the block after it. Its result is used only when those two neighbours come out of it with the same type and the
// same extent as before: then the edit did not reach past them (an opened code fence or component would swallow
// the next block, a lazy continuation line would join the previous one), and the blocks outside the window are the
// old ones, moved by the edit's length. A window that does not parse gives the page's error when that is provably
// the error of a whole parse (windowSyntaxError.ts). Everything else falls back to a whole parse: reference or
// footnote definitions anywhere (they change how `[text][label]` parses in every other block), an edit whose
// neighbours share a line with other blocks.
import type { Root, RootContent } from 'mdast';
import { stripCustomHeadingIds } from './customHeadingIds';
import { checkPageLimits } from './pageLimits';
import { markdownTree, syntaxErrorOf, type MdxParseResult } from './parseMdx';
import { errorInPage, errorOfWholePage } from './windowSyntaxError';
import { lineStartOf } from '../../text/lineStart';

interface Parsed {
  text: string;
  mdx: MdxParseResult;
}

/** The parse of `text`, re-using `before` (the same file's parse before an edit); undefined when it cannot. */
export function reparseMdx(before: Parsed, text: string): MdxParseResult | undefined {
  try {
    return reparse(before, text);
  } catch {
    return undefined; // e.g. a stack overflow copying a pathological tree: the whole parse says what is wrong
  }
}

function reparse(before: Parsed, text: string): MdxParseResult | undefined {
  const tree = before.mdx.tree;
  if (!tree) return undefined;
  if (text === before.text) return before.mdx;
  const old = before.text;
  // Definitions are the one thing a block's parse reads from elsewhere in the page; a definition always has `]:`.
  if (old.includes(']:') || checkPageLimits(text)) return undefined;

  const change = changedRange(old, text);
  const blocks = tree.children;
  // A `---` that opens the page but closes no front matter changes how the parser reads lists far below it.
  if (text.startsWith('---') && !(blocks[0]?.type === 'yaml' && change.start > lineEnd(old, endOf(blocks[0]))))
    return undefined;
  let first = 0;
  while (first < blocks.length && endOf(blocks[first]) < change.start) first++;
  let last = blocks.length - 1;
  while (last >= 0 && startOf(blocks[last]) > change.oldEnd) last--;
  // The neighbours kept in the window: the block before the edit and the block after it, when there are such.
  const previous = first - 1;
  const following = last + 1;

  const windowStart = previous >= 0 ? lineStart(old, startOf(blocks[previous])) : 0;
  const windowEnd = following < blocks.length ? lineEnd(old, endOf(blocks[following])) : old.length;
  if (windowStart === 0 && windowEnd === old.length) return undefined;
  // Blocks outside the window must not share its first or last line.
  if (previous >= 1 && endOf(blocks[previous - 1]) > windowStart) return undefined;
  if (following + 1 < blocks.length && startOf(blocks[following + 1]) <= windowEnd) return undefined;

  const delta = text.length - old.length;
  const { text: stripped, customIds } = stripCustomHeadingIds(text);
  const windowText = stripped.slice(windowStart, windowEnd + delta);
  // Window positions count from the window's first line, which starts a line of the page: columns stay.
  const windowLine = previous >= 0 ? blocks[previous].position!.start.line - 1 : 0;
  // The whole parse is at the start of a top-level block where the window starts (so the window's own error is the
  // page's) unless the edit is on that line or the window could open front matter.
  const freshStart =
    (previous < 0 || lineStart(old, change.start) > windowStart) &&
    !(windowStart > 0 && stripped.startsWith('---', windowStart));

  const fromWindow = (): MdxParseResult | undefined => {
    let windowTree: Root;
    try {
      windowTree = markdownTree(windowText);
    } catch (thrown) {
      // The edit broke the page: the window may still tell the whole parse's error.
      if (!freshStart) return undefined;
      const last =
        windowEnd < old.length
          ? {
              lineStart: lineStart(old, startOf(blocks[following])) + delta - windowStart,
              start: startOf(blocks[following]) + delta - windowStart,
            }
          : undefined;
      const error = last ? errorOfWholePage(windowText, thrown, last, stripped.slice(windowEnd + delta)) : thrown;
      const inPage = error && errorInPage(error, windowStart, windowLine);
      return inPage ? { error: syntaxErrorOf(inPage, text), customIds } : undefined;
    }
    if (windowText.includes(']:') && hasDefinition(windowTree)) return undefined;

    const parsed = windowTree.children;
    const needed = (previous >= 0 ? 1 : 0) + (following < blocks.length ? 1 : 0);
    if (parsed.length < needed) return undefined;
    if (previous >= 0 && !sameBlock(parsed[0], windowStart, blocks[previous], 0)) return undefined;
    if (following < blocks.length && !sameBlock(parsed[parsed.length - 1], windowStart, blocks[following], delta))
      return undefined;

    const lineDelta = lineBreaks(text, change.start, change.newEnd) - lineBreaks(old, change.start, change.oldEnd);
    const children: RootContent[] = blocks.slice(0, Math.max(previous, 0));
    for (const block of parsed) children.push(moved(block, windowStart, windowLine));
    for (let i = following + 1; i < blocks.length; i++) children.push(moved(blocks[i], delta, lineDelta));
    const position = {
      start: previous >= 0 ? tree.position!.start : moved(windowTree.position!.start, windowStart, windowLine),
      end:
        following < blocks.length
          ? moved(tree.position!.end, delta, lineDelta)
          : moved(windowTree.position!.end, windowStart, windowLine),
    };
    return { tree: { type: 'root', children, position }, customIds };
  };

  /** The blocks before the window kept, and the page parsed from the window's start to its end. */
  const fromWindowToEnd = (): MdxParseResult | undefined => {
    const rest = stripped.slice(windowStart);
    let restTree: Root;
    try {
      restTree = markdownTree(rest);
    } catch (thrown) {
      const inPage = errorInPage(thrown, windowStart, windowLine);
      return inPage ? { error: syntaxErrorOf(inPage, text), customIds } : undefined;
    }
    if (rest.includes(']:') && hasDefinition(restTree)) return undefined;
    const parsed = restTree.children;
    if (parsed.length === 0 || !sameBlock(parsed[0], windowStart, blocks[previous], 0)) return undefined;
    const children: RootContent[] = blocks.slice(0, previous);
    for (const block of parsed) children.push(moved(block, windowStart, windowLine));
    const position = { start: tree.position!.start, end: moved(restTree.position!.end, windowStart, windowLine) };
    return { tree: { type: 'root', children, position }, customIds };
  };

  // When the window cannot tell (an opened fence swallows the rest of the page, the window's error depends on what
  // follows), the part of the page before the window is still what it was: only the rest is parsed.
  return fromWindow() ?? (previous >= 0 && windowEnd < old.length && freshStart ? fromWindowToEnd() : undefined);
}

/** The edit between two texts: a common prefix and suffix, and what lies between in each. */
function changedRange(old: string, text: string): { start: number; oldEnd: number; newEnd: number } {
  const max = Math.min(old.length, text.length);
  let start = 0;
  while (start < max && old.charCodeAt(start) === text.charCodeAt(start)) start++;
  let suffix = 0;
  while (suffix < max - start && old.charCodeAt(old.length - 1 - suffix) === text.charCodeAt(text.length - 1 - suffix))
    suffix++;
  return { start, oldEnd: old.length - suffix, newEnd: text.length - suffix };
}

function startOf(node: RootContent): number {
  return node.position!.start.offset!;
}

function endOf(node: RootContent): number {
  return node.position!.end.offset!;
}

function lineStart(text: string, offset: number): number {
  return lineStartOf(text, offset);
}

function lineEnd(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end;
}

function lineBreaks(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', start); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** A block of the window parse is the old block (type and extent; the same text then parses the same). */
function sameBlock(parsed: RootContent, windowStart: number, old: RootContent, delta: number): boolean {
  return (
    parsed.type === old.type &&
    startOf(parsed) + windowStart === startOf(old) + delta &&
    endOf(parsed) + windowStart === endOf(old) + delta
  );
}

function hasDefinition(node: Root | RootContent): boolean {
  if (node.type === 'definition' || node.type === 'footnoteDefinition') return true;
  return 'children' in node && (node.children as RootContent[]).some(hasDefinition);
}

/**
 * A copy of a syntax tree moved by `offset` characters and `lines` lines: unist points (`line`, `column`, `offset`)
 * and, inside the JavaScript syntax trees of expressions and ESM (`data.estree`), `start`, `end` and `range`.
 * Trees are shared between parses, so the old one is never changed.
 */
function moved<T>(value: T, offset: number, lines: number, estree = false): T {
  if (Array.isArray(value)) return value.map((v) => moved(v, offset, lines, estree)) as T;
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  // Same prototype: acorn's nodes are instances of its Node class.
  const copy = Object.create(Object.getPrototypeOf(source)) as Record<string, unknown>;
  for (const key in source) {
    const v = source[key];
    copy[key] = typeof v === 'object' && v !== null ? moved(v, offset, lines, estree || key === 'estree') : v;
  }
  if (typeof source.line === 'number' && typeof source.column === 'number') {
    copy.line = source.line + lines;
    if (typeof source.offset === 'number') copy.offset = source.offset + offset;
  }
  if (estree) {
    if (typeof source.start === 'number') copy.start = source.start + offset;
    if (typeof source.end === 'number') copy.end = source.end + offset;
    if (Array.isArray(source.range)) copy.range = source.range.map((n) => (typeof n === 'number' ? n + offset : n));
  }
  return copy as T;
}
