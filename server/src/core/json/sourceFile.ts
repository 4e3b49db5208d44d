// One JSON file of the configuration (docs.json or an included file): its text, its positioned tree and the
// syntax errors found while parsing. A SourceFile is a value: it never changes. Typing inside a string makes a new
// version (`withStringEdit`) that shares the parsed tree and maps its offsets through an EditOverlay, so read
// positions and string values through the file (`offsetOf`, `rangeOfNode`, `valueOf`, `nodeAt`), never from the
// tree's nodes directly. Offsets are UTF-16 code units; line/character come from a LineIndex.
import { createScanner, findNodeAtOffset, Node as JsonNode, ParseError, parseTree, SyntaxKind } from 'jsonc-parser';
import type { Position, Range } from '../problem';
import { LineIndex } from '../text/lineIndex';
import { EditOverlay, MAX_EDITED_STRINGS } from './editOverlay';
import { fastParseTree } from './fastParseTree';
import { maxNestingDepth } from './nestingDepth';
import { diffTexts, TextChange } from './stringEdit';

/** Deeper than this, parsers and walkers overflow the stack; real configurations stay under 20 levels. */
export const MAX_JSON_DEPTH = 200;

/** What a parse found; for a file that cannot be decoded (not UTF-8), only why and where, and no tree. */
export interface Parsed {
  root: JsonNode | undefined;
  syntaxErrors: readonly ParseError[];
  notParsedReason?: string;
  notParsedAt?: Position;
}

export class SourceFile {
  readonly root: JsonNode | undefined;
  readonly syntaxErrors: readonly ParseError[];
  /** Set when the file was not parsed at all (too deeply nested, not UTF-8 text). */
  readonly notParsedReason?: string;
  /** Where the reason lies, when it is one place (the first byte that is not UTF-8); else the start of the file. */
  readonly notParsedAt?: Position;
  private lines?: LineIndex;

  constructor(
    /** Root-relative POSIX path. */
    readonly path: string,
    readonly text: string,
    parsed: Parsed = parse(text),
    private readonly overlay: EditOverlay = EditOverlay.NONE,
  ) {
    this.root = parsed.root;
    this.syntaxErrors = parsed.syntaxErrors;
    this.notParsedReason = parsed.notParsedReason;
    this.notParsedAt = parsed.notParsedAt;
  }

  /**
   * A new version for a text that differs from this one only inside one string value (typing in a page path):
   * it shares this file's tree instead of parsing again. Undefined when the edit is anything else (the caller
   * then parses the new text) or when too many strings were edited since the last parse.
   *
   * A file with syntax errors elsewhere qualifies too (a new entry half typed further down, a trailing comma): the
   * string stays one whole token, so the tokens around it and the errors' causes are the same; the errors after it
   * move with the text. An error inside the string (an unterminated one) does not qualify.
   */
  withStringEdit(
    newText: string,
    change = diffTexts(this.text, newText),
  ): { file: SourceFile; node: JsonNode; change: TextChange } | undefined {
    if (!this.root || this.notParsedReason || !change) return undefined;
    const node = this.stringNodeContaining(change);
    if (!node) return undefined;
    const start = this.offsetOf(node);
    const end = this.endOf(node);
    if (this.syntaxErrors.some((e) => e.offset < end && e.offset + Math.max(e.length, 1) > start)) return undefined;
    const delta = change.newEnd - change.oldEnd;
    const newLength = end - start + delta;
    const raw = newText.slice(start, start + newLength);
    const value = parseStringToken(raw);
    if (value === undefined) return undefined;
    const overlay = this.overlay.withEdit(node, newLength, value);
    if (overlay.size > MAX_EDITED_STRINGS) return undefined;
    const syntaxErrors = movedAfter(this.syntaxErrors, end, delta);
    const file = new SourceFile(this.path, newText, { root: this.root, syntaxErrors }, overlay);
    file.lines = this.lines?.afterEdit(newText, change.start, change.newEnd - change.oldEnd);
    return { file, node, change };
  }

  /**
   * A new version for a text that differs from this one only in the whitespace between two tokens (a line break
   * and its indentation typed before a new entry, spaces): it shares this file's tree, whose nodes keep their
   * values and move with the text. Undefined when the edit is anything else or changes the tokens of the lines it
   * touches (whitespace typed inside a string or a comment), when a block comment may span lines, or when too many
   * spans were edited since the last parse.
   */
  withWhitespaceEdit(
    newText: string,
    found = diffTexts(this.text, newText),
  ): { file: SourceFile; change: TextChange } | undefined {
    if (!this.root || this.notParsedReason || !found) return undefined;
    let { start, oldEnd, newEnd } = found;
    if (!isWhitespace(this.text, start, oldEnd) || !isWhitespace(newText, start, newEnd)) return undefined;
    // A pure insertion takes in a whitespace character beside it, so that the span lies between two tokens.
    if (start === oldEnd) {
      if (start > 0 && isWhitespace(this.text, start - 1, start)) start--;
      else if (isWhitespace(this.text, oldEnd, oldEnd + 1)) {
        oldEnd++;
        newEnd++;
      } else return undefined;
    }
    // The same tokens, read the same way, on the lines the edit touches: the parse (its recovery from errors
    // included) is then the same, everything after the edit moved by the same amount. Lines start between tokens
    // (a string ends at a line break) unless a block comment spans them.
    if (this.syntaxErrors.some((e) => isBlockComment(this.text, e))) return undefined;
    if (!sameTokensOnLines(this.text, newText, start, oldEnd, newEnd)) return undefined;
    const delta = newEnd - oldEnd;
    const overlay = this.overlay.withWhitespace(this.overlay.toBase(start), this.overlay.toBase(oldEnd), delta);
    if (overlay.size > MAX_EDITED_STRINGS) return undefined;
    const syntaxErrors = movedAfter(this.syntaxErrors, oldEnd, delta);
    const change = { start, oldEnd, newEnd };
    return { file: new SourceFile(this.path, newText, { root: this.root, syntaxErrors }, overlay), change };
  }

  /** Current offset where a node of the tree starts. */
  offsetOf(node: JsonNode): number {
    return this.overlay.toCurrent(node.offset);
  }

  /** Current offset just past a node. */
  endOf(node: JsonNode): number {
    return this.overlay.toCurrent(node.offset + node.length);
  }

  /** The node's value in this version (an edited string's new text). */
  valueOf(node: JsonNode): unknown {
    return this.overlay.valueOf(node);
  }

  /** The innermost node at a current offset, as jsonc-parser's findNodeAtOffset finds it. */
  nodeAt(offset: number, includeRightBound = false): JsonNode | undefined {
    return this.root ? findNodeAtOffset(this.root, this.overlay.toBase(offset), includeRightBound) : undefined;
  }

  /** Current offset of a property's colon. */
  colonOffsetOf(property: JsonNode): number | undefined {
    return property.colonOffset === undefined ? undefined : this.overlay.toCurrent(property.colonOffset);
  }

  positionAt(offset: number): Position {
    this.lines ??= new LineIndex(this.text);
    return this.lines.positionAt(offset);
  }

  offsetAt(position: Position): number {
    this.lines ??= new LineIndex(this.text);
    return this.lines.offsetAt(position);
  }

  /** Range of [offset, offset+length), clamped to the text (jsonc can report ranges past the end). */
  rangeOf(offset: number, length: number): Range {
    const start = Math.max(0, Math.min(offset, this.text.length));
    const end = Math.max(start, Math.min(offset + length, this.text.length));
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }

  rangeOfNode(node: JsonNode): Range {
    const start = this.offsetOf(node);
    return this.rangeOf(start, this.endOf(node) - start);
  }

  /** The string node whose content (between its quotes) contains the whole change, searched in current offsets. */
  private stringNodeContaining(change: TextChange): JsonNode | undefined {
    let node: JsonNode | undefined = this.root;
    while (node && node.type !== 'string') {
      const children: JsonNode[] = node.children ?? [];
      // Children are in offset order: binary search for the last child starting before the change.
      let lo = 0;
      let hi = children.length - 1;
      let found: JsonNode | undefined;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (this.offsetOf(children[mid]) < change.start) {
          found = children[mid];
          lo = mid + 1;
        } else hi = mid - 1;
      }
      if (!found || change.oldEnd > this.endOf(found)) return undefined;
      node = found;
    }
    if (!node || change.start <= this.offsetOf(node) || change.oldEnd > this.endOf(node) - 1) return undefined;
    return node;
  }
}

/** The errors, those from `at` on moved by `delta` (the text after an edit that ends at `at`). */
function movedAfter(errors: readonly ParseError[], at: number, delta: number): readonly ParseError[] {
  return errors.length === 0 ? errors : errors.map((e) => (e.offset >= at ? { ...e, offset: e.offset + delta } : e));
}

/** jsonc-parser reports a comment as a syntax error (InvalidCommentToken, UnexpectedEndOfComment): a block one? */
function isBlockComment(text: string, error: ParseError): boolean {
  return error.error === 11 || (error.error === 10 && text.startsWith('/*', error.offset));
}

/**
 * True when the lines around [start, oldEnd) of `before` and [start, newEnd) of `after` hold the same tokens, with
 * the same text and the same scan errors; line comments count as tokens (whitespace typed at the end of one joins
 * it).
 */
function sameTokensOnLines(before: string, after: string, start: number, oldEnd: number, newEnd: number): boolean {
  const from = lineStart(before, start);
  const a = tokensOf(before.slice(from, lineEnd(before, oldEnd)));
  const b = tokensOf(after.slice(from, lineEnd(after, newEnd)));
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

function tokensOf(text: string): string[] {
  const scanner = createScanner(text, false);
  const out: string[] = [];
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    if (kind === SyntaxKind.Trivia || kind === SyntaxKind.LineBreakTrivia) continue;
    out.push(`${kind} ${scanner.getTokenError()} ${scanner.getTokenValue()}`);
  }
  return out;
}

function lineStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text.charCodeAt(i - 1) !== 10 && text.charCodeAt(i - 1) !== 13) i--;
  return i;
}

function lineEnd(text: string, offset: number): number {
  let i = offset;
  while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
  return i;
}

/** True when text[start, end) holds only JSON whitespace (space, tab, line feed, carriage return). */
function isWhitespace(text: string, start: number, end: number): boolean {
  if (end > text.length) return false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}

function parse(text: string): Parsed {
  const tooDeep = `it is nested more than ${MAX_JSON_DEPTH} levels deep`;
  // Well-formed JSON (the usual case) takes the fast parser, which builds jsonc's exact tree in one pass and
  // checks the depth as it goes; it gives up on anything else, which then takes jsonc's path below.
  const fast = fastParseTree(text, MAX_JSON_DEPTH);
  if (fast !== undefined) {
    return 'tooDeep' in fast
      ? { root: undefined, syntaxErrors: [], notParsedReason: tooDeep }
      : { root: fast.root, syntaxErrors: [] };
  }
  if (maxNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    return { root: undefined, syntaxErrors: [], notParsedReason: tooDeep };
  }
  // Comments and trailing commas are reported, but the parse recovers from them, so one parse still feeds every
  // check.
  const syntaxErrors: ParseError[] = [];
  const root = parseTree(text, syntaxErrors, { allowTrailingComma: false, disallowComments: true });
  return { root, syntaxErrors };
}

/** The value of a raw JSON string token, or undefined when it is not exactly one valid string. */
function parseStringToken(raw: string): string | undefined {
  if (raw.length < 2 || raw.charCodeAt(0) !== 34 || raw.charCodeAt(raw.length - 1) !== 34) return undefined;
  if (/[\u0000-\u001f]/.test(raw)) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
