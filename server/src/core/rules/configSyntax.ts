// json-syntax and include: problems found while reading docs.json and the files it includes.
import { ParseErrorCode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import { syntaxErrorMessage } from '../json/syntaxMessages';
import type { IncludeProblem } from '../model/includes';
import type { Problem, ProblemData, Range } from '../problem';

export type RawReport = (
  ruleId: string,
  file: string,
  range: Range,
  message: string,
  data?: ProblemData,
  severity?: Problem['severity'],
) => void;

export function reportSyntax(file: SourceFile, report: RawReport): void {
  if (file.text.charCodeAt(0) === 0xfeff) {
    report(
      'json-syntax',
      file.path,
      file.rangeOf(0, 1),
      `${file.path} starts with a byte order mark (BOM); save it as UTF-8 without BOM`,
      undefined,
      'warning',
    );
  }
  if (file.notParsedReason) {
    report('json-syntax', file.path, file.rangeOf(0, 0), `${file.path} is not checked: ${file.notParsedReason}`);
    return;
  }
  for (const error of file.syntaxErrors) {
    // The BOM itself is reported once above, not as an invalid symbol.
    if (error.offset === 0 && error.error === ParseErrorCode.InvalidSymbol && file.text.charCodeAt(0) === 0xfeff)
      continue;
    let { offset, length } = error;
    if (error.error === ParseErrorCode.InvalidCharacter) {
      // jsonc reports the whole string token; point at the control character itself.
      const at = file.text.slice(offset, offset + length).search(/[\u0000-\u001f]/);
      if (at >= 0) [offset, length] = [offset + at, 1];
    }
    report('json-syntax', file.path, file.rangeOf(offset, Math.max(length, 1)), messageFor(file, offset, error.error));
  }
  if (!file.root && file.syntaxErrors.length === 0)
    report('json-syntax', file.path, file.rangeOf(0, 0), `${file.path} is empty`);
}

function messageFor(file: SourceFile, offset: number, code: ParseErrorCode): string {
  // A trailing comma makes jsonc say "property name expected" or "value expected" at the closing bracket.
  if (code === ParseErrorCode.PropertyNameExpected || code === ParseErrorCode.ValueExpected) {
    const before = file.text.slice(0, offset).trimEnd();
    const at = file.text[offset];
    if (before.endsWith(',') && (at === '}' || at === ']'))
      return 'trailing comma: JSON does not allow a "," before a closing bracket';
  }
  return syntaxErrorMessage(code);
}

export function reportIncludes(problems: IncludeProblem[], report: RawReport): void {
  for (const p of problems) report('include', p.file.path, p.file.rangeOfNode(p.node), p.message);
}
