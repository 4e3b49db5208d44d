// One JSON file of the configuration (docs.json or an included file): its text, its positioned tree and the
// syntax errors found while parsing. Offsets are UTF-16 code units; line/character come from a LineIndex, which
// treats \r\n, \r and \n as line breaks exactly as LSP does (ADVERSARIAL C10).
import { Node as JsonNode, ParseError, parseTree } from 'jsonc-parser';
import type { Position, Range } from '../problem';
import { fastParseTree } from './fastParseTree';
import { maxNestingDepth } from './nestingDepth';
import { diffTexts, patchStringNode, stringNodeContaining, TextChange } from './stringEdit';
import { LineIndex } from '../text/lineIndex';

/** Deeper than this, parsers and walkers overflow the stack (ADVERSARIAL C5); real configs stay under 20. */
export const MAX_JSON_DEPTH = 200;

export class SourceFile {
  readonly root: JsonNode | undefined;
  readonly syntaxErrors: ParseError[] = [];
  /** Set when the file was not parsed at all (too deeply nested, not UTF-8 text). */
  readonly notParsedReason?: string;
  /** Where the reason lies, when it is one place (the first byte that is not UTF-8); else the start of the file. */
  readonly notParsedAt?: Position;
  private lines?: LineIndex;
  private currentText: string;

  constructor(
    /** Root-relative POSIX path. */
    readonly path: string,
    text: string,
    /** The file could not be decoded (pass '' as `text`): nothing is parsed, the reason is reported at `at`. */
    undecodable?: { reason: string; at: Position },
  ) {
    this.currentText = text;
    if (undecodable) {
      this.notParsedReason = undecodable.reason;
      this.notParsedAt = undecodable.at;
      return;
    }
    // Well-formed JSON (the usual case) takes the fast parser, which builds jsonc's exact tree in one pass and
    // checks the depth as it goes; it gives up on anything else, which then takes jsonc's path below.
    const fast = fastParseTree(text, MAX_JSON_DEPTH);
    if (fast !== undefined) {
      if ('tooDeep' in fast) this.notParsedReason = `it is nested more than ${MAX_JSON_DEPTH} levels deep`;
      else this.root = fast.root;
      return;
    }
    const depth = maxNestingDepth(text, MAX_JSON_DEPTH);
    if (depth > MAX_JSON_DEPTH) {
      this.notParsedReason = `it is nested more than ${MAX_JSON_DEPTH} levels deep`;
      return;
    }
    // Comments and trailing commas are reported (the builder's acceptance of JSONC is not verified) but the parse
    // recovers from them, so one parse still feeds every check.
    this.root = parseTree(text, this.syntaxErrors, { allowTrailingComma: false, disallowComments: true });
  }

  get text(): string {
    return this.currentText;
  }

  /**
   * Takes a new version of the text in place when it differs from the current one only inside one string value
   * (typing in a page path): the tree is patched instead of parsed again, and every holder of this file (the
   * composed tree, the model) sees the new offsets. Returns the patched string node and the change, or undefined
   * (nothing changed) when the edit is anything else; the caller then parses the new text from scratch.
   */
  applyStringEdit(newText: string, knownChange?: TextChange): { node: JsonNode; change: TextChange } | undefined {
    if (!this.root || this.syntaxErrors.length > 0 || this.notParsedReason) return undefined;
    const change = knownChange ?? diffTexts(this.currentText, newText);
    if (!change) return undefined;
    const node = stringNodeContaining(this.root, change);
    if (!node || !patchStringNode(this.root, node, change, newText)) return undefined;
    this.currentText = newText;
    this.lines?.shiftForEdit(newText, change.start, change.newEnd - change.oldEnd);
    return { node, change };
  }

  positionAt(offset: number): Position {
    this.lines ??= new LineIndex(this.currentText);
    return this.lines.positionAt(offset);
  }

  offsetAt(position: Position): number {
    this.lines ??= new LineIndex(this.currentText);
    return this.lines.offsetAt(position);
  }

  /** Range of [offset, offset+length), clamped to the text (jsonc can report ranges past EOF, ADVERSARIAL C12). */
  rangeOf(offset: number, length: number): Range {
    const start = Math.max(0, Math.min(offset, this.text.length));
    const end = Math.max(start, Math.min(offset + length, this.text.length));
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }

  rangeOfNode(node: JsonNode): Range {
    return this.rangeOf(node.offset, node.length);
  }
}
