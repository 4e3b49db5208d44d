// What is wrong with a configuration file as JSON, in sentences and at the place to fix: jsonc-parser's errors
// turned into one problem per place (it reports a trailing comma twice, at the closing bracket), a BOM, a file
// that is empty, too deep or not UTF-8 text; and the sentence for a docs.json whose top level is not an object.
import { Node as JsonNode, ParseErrorCode } from 'jsonc-parser';
import type { Range, Severity } from '../problem';
import type { NotUtf8Error } from '../workspace/notUtf8Error';
import { hexByte } from '../workspace/notUtf8Error';
import { SourceFile } from './sourceFile';
import { syntaxErrorMessage } from './syntaxMessages';

export interface SyntaxProblem {
  range: Range;
  message: string;
  /** Milder than the rule's severity (a BOM is only a warning); undefined = the rule's. */
  severity?: Severity;
}

export function syntaxProblems(file: SourceFile): SyntaxProblem[] {
  const out: SyntaxProblem[] = [];
  if (file.text.charCodeAt(0) === 0xfeff) {
    out.push({
      range: file.rangeOf(0, 1),
      message: `${file.path} starts with a byte order mark (BOM); save it as UTF-8 without BOM`,
      severity: 'warning',
    });
  }
  if (file.notParsedReason) {
    const at = file.notParsedAt;
    const range = at ? { start: at, end: { line: at.line, character: at.character + 1 } } : file.rangeOf(0, 0);
    out.push({ range, message: `${file.path} is not checked: ${file.notParsedReason}` });
    return out;
  }
  const reported = new Set<number>();
  for (const error of file.syntaxErrors) {
    // The BOM itself is reported once above, not as an invalid symbol.
    if (error.offset === 0 && error.error === ParseErrorCode.InvalidSymbol && file.text.charCodeAt(0) === 0xfeff)
      continue;
    let { offset, length } = error;
    let message = syntaxErrorMessage(error.error);
    const comma = trailingCommaBefore(file.text, offset, error.error);
    if (comma >= 0) {
      [offset, length] = [comma, 1];
      message = 'trailing comma: JSON does not allow a "," before a closing bracket';
    } else if (error.error === ParseErrorCode.InvalidCharacter) {
      // jsonc reports the whole string token; point at the control character itself.
      const at = file.text.slice(offset, offset + length).search(/[\u0000-\u001f]/);
      if (at >= 0) [offset, length] = [offset + at, 1];
    }
    // jsonc may give several codes for one place ("property name expected" and "value expected" at a "}"): the
    // author has one thing to fix there.
    if (reported.has(offset)) continue;
    reported.add(offset);
    out.push({ range: file.rangeOf(offset, Math.max(length, 1)), message });
  }
  if (!file.root && file.syntaxErrors.length === 0)
    out.push({ range: file.rangeOf(0, 0), message: `${file.path} is empty` });
  return out;
}

/**
 * The offset of the "," that makes jsonc say "property name expected" or "value expected" at a closing bracket,
 * or -1 when the error is something else. Only blanks may stand between the comma and the bracket.
 */
function trailingCommaBefore(text: string, offset: number, code: ParseErrorCode): number {
  if (code !== ParseErrorCode.PropertyNameExpected && code !== ParseErrorCode.ValueExpected) return -1;
  if (text[offset] !== '}' && text[offset] !== ']') return -1;
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return text[i] === ',' ? i : -1;
}

/**
 * docs.json holds the site's settings as one object; anything else at its top level (an array, a string, null) is
 * said so at that value. Included files may hold anything: they are checked where they are included.
 */
export function notAnObjectMessage(docsPath: string, root: Pick<JsonNode, 'type' | 'value'>): string {
  return `${docsPath} must hold a JSON object with the site's settings ({ "name": ..., "navigation": ... }), not ${describeJsonValue(root)}`;
}

/** "an array", "the string "x"", "null", "the number 1": for messages about a value of the wrong kind. */
export function describeJsonValue(node: Pick<JsonNode, 'type' | 'value'>): string {
  switch (node.type) {
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    case 'string':
      return 'a string';
    case 'number':
      return `the number ${String(node.value)}`;
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
    default:
      return 'a value of another kind';
  }
}

/** A configuration file that is not UTF-8 text: nothing to parse, one problem at its first bad byte. */
export function undecodableFile(error: NotUtf8Error): SourceFile {
  return new SourceFile(error.path, '', {
    root: undefined,
    syntaxErrors: [],
    notParsedReason: `it is not UTF-8 text (the byte ${hexByte(error.byte)} here is not valid UTF-8); save the file with UTF-8 encoding`,
    notParsedAt: error.position,
  });
}
