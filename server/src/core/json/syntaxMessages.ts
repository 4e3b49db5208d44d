// Sentences for jsonc-parser's error codes.
import { ParseErrorCode } from 'jsonc-parser';

export function syntaxErrorMessage(code: ParseErrorCode): string {
  switch (code) {
    case ParseErrorCode.InvalidSymbol:
      return 'unexpected character: this is not valid JSON here';
    case ParseErrorCode.InvalidNumberFormat:
      return 'this number is not written in a valid JSON format';
    case ParseErrorCode.PropertyNameExpected:
      return 'a property name in double quotes is expected here';
    case ParseErrorCode.ValueExpected:
      return 'a value is expected here';
    case ParseErrorCode.ColonExpected:
      return 'a ":" is expected after the property name';
    case ParseErrorCode.CommaExpected:
      return 'a "," is expected between entries';
    case ParseErrorCode.CloseBraceExpected:
      return 'a closing "}" is expected';
    case ParseErrorCode.CloseBracketExpected:
      return 'a closing "]" is expected';
    case ParseErrorCode.EndOfFileExpected:
      return 'unexpected content after the end of the JSON value';
    case ParseErrorCode.InvalidCommentToken:
      return 'comments are not allowed in JSON';
    case ParseErrorCode.UnexpectedEndOfComment:
      return 'this comment is never closed';
    case ParseErrorCode.UnexpectedEndOfString:
      return 'this string is never closed';
    case ParseErrorCode.UnexpectedEndOfNumber:
      return 'this number is incomplete';
    case ParseErrorCode.InvalidUnicode:
      return 'invalid unicode escape sequence';
    case ParseErrorCode.InvalidEscapeCharacter:
      return 'invalid escape character in string';
    case ParseErrorCode.InvalidCharacter:
      return 'invalid character in string (control characters must be escaped)';
    default:
      return 'invalid JSON';
  }
}
