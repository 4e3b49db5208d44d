// When the window around an edit does not parse (reparseMdx), tells whether its error is the one a parse of the
// whole page throws, so that a keystroke which breaks a long page is not parsed whole to say where it broke.
//
// The parser works in three phases over the whole page, each to the end before the next: the block structure
// (flow), then the inline content of paragraphs and headings (text), then the syntax tree (compile, where JSX tags
// are matched). The whole parse throws the first error of the earliest phase. The window starts where the whole
// parse is at the start of a top-level block, just as at the start of a page (reparseMdx's window), so:
// - flow: the parser reads the text in order and never looks back; an error it throws having been given only the
//   window and the line break after it (no end of input) is one it throws whatever follows;
// - text and compile: errors the window throws before its last block count only when the window's block structure
//   ends in that last block exactly as before the edit (no block of the window runs into it, so the rest of the page
//   reads as before and throws nothing in those phases), and an element left open at the window's end is reported
//   by the whole parse too, at the page's end: the rest of the page closes every element it opens.
// An error at the window's end of input (a string, expression or tag still open) says nothing about the page: then
// the parser is given the rest of the page, a slice at a time, still without an end of input, until it throws;
// when the page ends first, the caller parses it whole.
import { preprocess } from 'micromark';
import { subtokenize } from 'micromark-util-subtokenize';
import type { Event } from 'micromark-util-types';
import { micromarkExtensions } from './parseMdx';
import { cleanParser } from './reusedParser';

/** The last block of the window: where its line starts and where the block starts, as offsets into the window. */
export interface LastBlock {
  lineStart: number;
  start: number;
}

/** The first slice of the rest of the page given to the parser when the window's end decided its error. */
const FIRST_SLICE = 2048;

/**
 * `thrown`, the error the parse of `window` threw, or another error further on, when it is the error the whole
 * page's parse throws (in window positions); undefined when that cannot be told without parsing the page. `last` is
 * the window's last block, unchanged by the edit; `rest` is the text after the window up to the end of the page
 * (a line break, then more blocks).
 */
export function errorOfWholePage(window: string, thrown: unknown, last: LastBlock, rest: string): unknown {
  const pre = preprocess();
  const document = cleanParser(micromarkExtensions(), window).document();
  try {
    document.write(pre(window + '\n', undefined, false));
  } catch (flowError) {
    return flowError;
  }
  let events: Event[];
  try {
    events = document.write(pre('', undefined, true));
  } catch {
    return flowErrorFurtherOn(window, rest); // the end of the window's input decided it
  }
  try {
    subtokenize(events); // the first pass lays out the blocks; the next ones tokenize their inline content
  } catch {
    return undefined;
  }
  if (!endsInBlock(events, last)) return undefined;
  try {
    while (!subtokenize(events));
  } catch (textError) {
    return placedBefore(textError, last.lineStart) ? textError : undefined;
  }
  // The window's error comes from building the tree: matching tags. An element still open at the end of the window
  // is reported without a place, naming its opening tag.
  const unclosedAtEnd =
    !hasPlace(thrown) && (thrown as { ruleId?: unknown } | undefined)?.ruleId === 'end-tag-mismatch';
  return placedBefore(thrown, last.lineStart) || unclosedAtEnd ? thrown : undefined;
}

/**
 * The error the block phase of the whole parse throws, found by giving the parser the window and then the rest of
 * the page in growing slices; undefined when the page has none (its error is then in a later phase).
 */
function flowErrorFurtherOn(window: string, rest: string): unknown {
  const pre = preprocess();
  const document = cleanParser(micromarkExtensions(), window + rest).document();
  try {
    document.write(pre(window, undefined, false));
    for (let from = 0, size = FIRST_SLICE; from < rest.length; from += size, size *= 2) {
      document.write(pre(rest.slice(from, from + size), undefined, false));
    }
    document.write(pre('', undefined, true));
  } catch (flowError) {
    return flowError;
  }
  return undefined;
}

/** True when no top-level token runs across the start of the last block, and one starts where it starts. */
function endsInBlock(events: readonly Event[], last: LastBlock): boolean {
  let depth = 0;
  let startsThere = false;
  for (const [kind, token] of events) {
    if (kind === 'exit') {
      depth--;
      continue;
    }
    if (depth++ > 0) continue;
    const start = token.start.offset;
    const end = token.end.offset;
    for (const boundary of [last.lineStart, last.start]) if (start < boundary && end > boundary) return false;
    if (start === last.start) startsThere = true;
  }
  return startsThere;
}

interface Placed {
  place?: { offset?: number } | { start: { offset?: number } };
}

function hasPlace(error: unknown): boolean {
  return !!(error as Placed | undefined)?.place;
}

function placedBefore(error: unknown, offset: number): boolean {
  const place = (error as Placed | undefined)?.place;
  if (!place) return false;
  const at = 'start' in place ? place.start.offset : place.offset;
  return typeof at === 'number' && at < offset;
}

type Point = { line: number; column: number; offset?: number };

/**
 * A parser error of the window as the whole page's parse states it: its place and the positions named in its
 * words moved by the lines and characters before the window (which starts a line, so columns stay). Undefined for
 * anything but a parser message (e.g. a stack overflow): the whole parse then says what is wrong.
 */
export function errorInPage(error: unknown, offset: number, lines: number): object | undefined {
  const e = error as {
    reason?: unknown;
    ruleId?: unknown;
    cause?: unknown;
    place?: Point | { start: Point; end: Point };
  };
  if (typeof e?.reason !== 'string') return undefined;
  const move = (p: Point): Point => ({
    line: p.line + lines,
    column: p.column,
    offset: typeof p.offset === 'number' ? p.offset + offset : undefined,
  });
  const place =
    e.place && ('start' in e.place ? { start: move(e.place.start), end: move(e.place.end) } : move(e.place));
  const reason = e.reason.replace(
    /\((\d+):(\d+)(?:-(\d+):(\d+))?\)/g,
    (_, l1: string, c1: string, l2?: string, c2?: string) =>
      `(${+l1 + lines}:${c1}${l2 === undefined ? '' : `-${+l2 + lines}:${c2}`})`,
  );
  return { reason, ruleId: e.ruleId, cause: e.cause, place };
}
