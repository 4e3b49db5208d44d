// One JSON file of the configuration (docs.json or an included file): its text, its positioned tree and the
// syntax errors found while parsing. A SourceFile is a value: it never changes. Typing inside a string makes a new
// version (`withStringEdit`) that shares the parsed tree and maps its offsets through an EditOverlay, so read
// positions and string values through the file (`offsetOf`, `rangeOfNode`, `valueOf`, `nodeAt`), never from the
// tree's nodes directly. Offsets are UTF-16 code units; line/character come from a LineIndex.
import { findNodeAtOffset, Node as JsonNode, ParseError, parseTree } from 'jsonc-parser';
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
  withStringEdit(newText: string): { file: SourceFile; node: JsonNode; change: TextChange } | undefined {
    if (!this.root || this.notParsedReason) return undefined;
    const change = diffTexts(this.text, newText);
    if (!change) return undefined;
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
    const syntaxErrors =
      this.syntaxErrors.length === 0
        ? this.syntaxErrors
        : this.syntaxErrors.map((e) => (e.offset >= end ? { ...e, offset: e.offset + delta } : e));
    const file = new SourceFile(this.path, newText, { root: this.root, syntaxErrors }, overlay);
    file.lines = this.lines?.afterEdit(newText, change.start, change.newEnd - change.oldEnd);
    return { file, node, change };
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
