// One JSON file of the configuration (docs.json or an included file): its text, its positioned tree and the
// syntax errors found while parsing. Offsets are UTF-16 code units; line/character come from TextDocument, which
// treats \r\n, \r and \n as line breaks exactly as LSP does (ADVERSARIAL C10).
import { Node as JsonNode, ParseError, parseTree } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Position, Range } from '../problem';
import { maxNestingDepth } from './nestingDepth';

/** Deeper than this, parsers and walkers overflow the stack (ADVERSARIAL C5); real configs stay under 20. */
export const MAX_JSON_DEPTH = 200;

export class SourceFile {
  readonly root: JsonNode | undefined;
  readonly syntaxErrors: ParseError[] = [];
  /** Set when the file was not parsed at all (too deeply nested). */
  readonly notParsedReason?: string;
  private lines?: TextDocument;

  constructor(
    /** Root-relative POSIX path. */
    readonly path: string,
    readonly text: string,
  ) {
    const depth = maxNestingDepth(text, MAX_JSON_DEPTH);
    if (depth > MAX_JSON_DEPTH) {
      this.notParsedReason = `it is nested more than ${MAX_JSON_DEPTH} levels deep`;
      return;
    }
    // Comments and trailing commas are reported (the builder's acceptance of JSONC is not verified) but the parse
    // recovers from them, so one parse still feeds every check.
    this.root = parseTree(text, this.syntaxErrors, { allowTrailingComma: false, disallowComments: true });
  }

  positionAt(offset: number): Position {
    this.lines ??= TextDocument.create('file:///' + this.path, 'json', 0, this.text);
    return this.lines.positionAt(Math.max(0, Math.min(offset, this.text.length)));
  }

  offsetAt(position: Position): number {
    this.lines ??= TextDocument.create('file:///' + this.path, 'json', 0, this.text);
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
