// Limits checked on a page's text before the MDX parser sees it. micromark is linear on real pages, even very large
// ones (a 3.3 MB notebook export parses in a few seconds), but some inputs make it slow or make it overflow the
// stack after seconds of work: very deep nesting (10,000 nested components, block quotes or list items), and
// blocks dense with unfinished inline syntax (`[a](` or `a_` repeated: the parser retries every opening within one
// paragraph, so the time grows with the openings times the paragraph's length). A page over a limit is reported
// once, as a note that names what was not checked, and not checked further.

/** Pages longer than this (UTF-16 code units, about 5 MB of text) are not parsed. */
export const MAX_PAGE_LENGTH = 5_000_000;

/** Deepest nesting of components, block quotes and lists accepted. */
export const MAX_NESTING = 100;

/**
 * Largest work estimate of one block (a run of non-blank lines outside fenced code; a table's rows one by one)
 * accepted: the characters that open or close inline syntax (`[ ] ( _ * ~`) times the block's length. A real 19 KB
 * paragraph with a few hundred of them stays under a hundredth of it; 28 KB of `a_` repeated (about 3 seconds of
 * parsing on a busy machine) reaches it. A block of one long line without them, such as an image embedded as a
 * data URL, has no limit but the page's.
 */
export const MAX_BLOCK_WORK = 2 ** 28;

/** What a page over a limit misses. */
const NOT_CHECKED = 'its syntax, headings, components, images and links were not checked';

export interface PageLimitProblem {
  message: string;
  /** Offsets of the place the limit was exceeded (the whole first line for the page size). */
  start: number;
  end: number;
}

export function checkPageLimits(text: string): PageLimitProblem | undefined {
  if (text.length > MAX_PAGE_LENGTH) {
    return {
      message: `this page is ${formatSize(text.length)}, over the ${formatSize(MAX_PAGE_LENGTH)} docsjson reads: ${NOT_CHECKED}`,
      start: 0,
      end: lineEndAt(text, 0),
    };
  }
  return scanBlocks(text);
}

/** Fences at any indentation: code inside list items and components is indented too. */
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/**
 * One pass over the lines: fenced code is skipped; container markers at the start of each line and an estimate of
 * component depth (`<Name` opens, `</` and `/>` close, outside code spans) are tracked; runs of non-blank lines are
 * measured. Table blocks are measured per line, since the parser reads each cell on its own.
 */
function scanBlocks(text: string): PageLimitProblem | undefined {
  let fence: string | undefined;
  let blockStart = -1;
  let blockIsTable = false;
  /** Inline syntax characters in the block so far. */
  let openings = 0;
  let jsxDepth = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1])
        fence = undefined;
    } else if (opening) {
      fence = opening[1];
      blockStart = -1;
    } else if (line.trim() === '') {
      blockStart = -1;
    } else {
      if (blockStart < 0) {
        blockStart = lineStart;
        blockIsTable = isTableDelimiterRow(nextLine(text, lineEnd));
        openings = 0;
      }
      if (blockIsTable) openings = 0;
      const containers = containerDepth(line);
      if (containers > MAX_NESTING) {
        return nestingProblem(lineStart, lineEnd, containers, 'block quotes and lists');
      }
      const components = trackComponentDepth(line, jsxDepth);
      jsxDepth = components.depth;
      if (components.deepest > MAX_NESTING) {
        return nestingProblem(lineStart, lineEnd, components.deepest, 'components');
      }
      const measuredFrom = blockIsTable ? lineStart : blockStart;
      openings += inlineSyntaxCount(line);
      if (openings * (lineEnd - measuredFrom) > MAX_BLOCK_WORK) {
        return {
          message:
            `a block of ${formatSize(lineEnd - measuredFrom)} without a blank line holds ${openings.toLocaleString('en-US')} ` +
            `brackets, underscores or asterisks, more than docsjson parses in one block: add blank lines between paragraphs; ${NOT_CHECKED}`,
          start: measuredFrom,
          end: lineEndAt(text, measuredFrom),
        };
      }
    }
    lineStart = lineEnd + 1;
  }
  return undefined;
}

function nestingProblem(start: number, end: number, depth: number, what: string): PageLimitProblem {
  return {
    message: `${what} are nested ${depth > 10 * MAX_NESTING ? 'thousands of' : 'over ' + MAX_NESTING} levels deep here, more than docsjson follows: ${NOT_CHECKED}`,
    start,
    end,
  };
}

/** `[ ] ( _ * ~` in a line: where the parser may start (and retry) inline syntax. */
function inlineSyntaxCount(line: string): number {
  let n = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 91 || c === 93 || c === 40 || c === 95 || c === 42 || c === 126) n++;
  }
  return n;
}

/**
 * How many containers the start of a line opens or continues: each `>` and each list marker (`-`, `*`, `+`,
 * `1.`, `1)`) followed by a space, and each two columns of indentation before a list marker.
 */
function containerDepth(line: string): number {
  let depth = 0;
  let i = 0;
  let indent = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    if (c === 32 /* space */ || c === 9 /* tab */) {
      indent += c === 9 ? 4 : 1;
      i++;
      continue;
    }
    if (c === 62 /* > */) {
      depth++;
      indent = 0;
      i++;
      continue;
    }
    let markerEnd = -1;
    if ((c === 45 || c === 42 || c === 43) /* - * + */ && isSpace(line.charCodeAt(i + 1))) markerEnd = i + 1;
    else if (c >= 48 && c <= 57) {
      let j = i;
      while (j < line.length && j - i < 9 && line.charCodeAt(j) >= 48 && line.charCodeAt(j) <= 57) j++;
      const d = line.charCodeAt(j);
      if ((d === 46 || d === 41) /* . ) */ && isSpace(line.charCodeAt(j + 1))) markerEnd = j + 1;
    }
    if (markerEnd < 0) break;
    depth += 1 + (indent >> 1);
    indent = 0;
    i = markerEnd;
  }
  return depth;
}

/** A `\<` is text: an odd number of backslashes before the character escapes it. */
function isEscaped(line: string, i: number): boolean {
  let backslashes = 0;
  while (i - backslashes - 1 >= 0 && line.charCodeAt(i - backslashes - 1) === 92) backslashes++;
  return backslashes % 2 === 1;
}

function isIdentifierChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9;
}

/**
 * Component depth after a line, and the deepest point within it: `<Name` (a letter after `<`, not escaped as `\<`)
 * opens, `</` closes, `/>` closes the tag it ends. Inline code spans are skipped. An estimate: it only has to be
 * high when nesting really is deep.
 */
function trackComponentDepth(line: string, depth: number): { depth: number; deepest: number } {
  let deepest = depth;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 96 /* ` */) {
      let run = 1;
      while (line.charCodeAt(i + run) === 96) run++;
      const close = line.indexOf('`'.repeat(run), i + run);
      if (close < 0) {
        i += run - 1;
        continue;
      }
      i = close + run - 1;
    } else if (c === 60 /* < */ && !isEscaped(line, i)) {
      const next = line.charCodeAt(i + 1);
      if (next === 47 /* / */) depth = Math.max(0, depth - 1);
      else if (
        ((next >= 65 && next <= 90) || (next >= 97 && next <= 122)) &&
        !isIdentifierChar(line.charCodeAt(i - 1))
      ) {
        // `Array<string>` in a type attribute is not a tag: a tag never follows a letter or digit.
        deepest = Math.max(deepest, ++depth);
      }
    } else if (c === 47 /* / */ && line.charCodeAt(i + 1) === 62 /* > */) {
      depth = Math.max(0, depth - 1);
    }
  }
  return { depth, deepest };
}

const DELIMITER_CELL = /^:?-+:?$/;

/** A GFM table's second line: cells of dashes with optional colons, between pipes. */
function isTableDelimiterRow(line: string): boolean {
  let row = line.trim();
  if (!row.includes('-')) return false;
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|')) row = row.slice(0, -1);
  return row.split('|').every((cell) => DELIMITER_CELL.test(cell.trim()));
}

function nextLine(text: string, lineEnd: number): string {
  if (lineEnd >= text.length) return '';
  const end = text.indexOf('\n', lineEnd + 1);
  return text.slice(lineEnd + 1, end < 0 ? text.length : end);
}

function lineEndAt(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end;
}

function formatSize(length: number): string {
  return length >= 1_000_000 ? `${(length / 1_000_000).toFixed(1)} MB` : `${Math.round(length / 1000)} KB`;
}
