// json-syntax: docs.json or a file it includes is not valid JSON. Comments and trailing commas are errors (the
// parse still recovers, so the other rules run); a byte order mark is only a warning.
import { ParseErrorCode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import { syntaxErrorMessage } from '../json/syntaxMessages';
import { defineRule } from './defineRule';

export const jsonSyntaxRule = defineRule({
  id: 'json-syntax',
  defaultSeverity: 'error',
  description: 'docs.json (or a file it includes) is not valid JSON.',
  reads: 'text',
  check({ files, report }) {
    for (const file of files) {
      const at = (offset: number, length: number, message: string, severity?: 'warning') =>
        report(file.path, file.rangeOf(offset, length), message, undefined, severity);
      if (file.text.charCodeAt(0) === 0xfeff) {
        at(0, 1, `${file.path} starts with a byte order mark (BOM); save it as UTF-8 without BOM`, 'warning');
      }
      if (file.notParsedReason) {
        at(0, 0, `${file.path} is not checked: ${file.notParsedReason}`);
        continue;
      }
      for (const error of file.syntaxErrors) {
        // The BOM itself is reported once above, not as an invalid symbol.
        if (error.offset === 0 && error.error === ParseErrorCode.InvalidSymbol && file.text.charCodeAt(0) === 0xfeff)
          continue;
        let { offset, length } = error;
        if (error.error === ParseErrorCode.InvalidCharacter) {
          // jsonc reports the whole string token; point at the control character itself.
          const control = file.text.slice(offset, offset + length).search(/[\u0000-\u001f]/);
          if (control >= 0) [offset, length] = [offset + control, 1];
        }
        at(offset, Math.max(length, 1), messageFor(file, offset, error.error));
      }
      if (!file.root && file.syntaxErrors.length === 0) at(0, 0, `${file.path} is empty`);
    }
  },
});

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
