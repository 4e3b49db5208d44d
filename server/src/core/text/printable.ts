// Text from the docs folder on its way to a terminal or a log (the CLI's reports, the language server's log). An ESC
// or BEL byte printed raw is a command to the terminal: it can recolour or clear the screen, set the window title,
// write a hyperlink, or on some terminals answer back into the input. Every control character is shown escaped
// instead ("\x1b"), with the bidirectional and line-separator characters that make a line read differently from what
// it holds ("\u202e"). See docs/security.md, Terminal output.

/** C0 and C1 controls, DEL, and the invisible characters that reorder or break a line. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character written as an escape: `\x1b`, `\x07`, `\u202e`. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Lines of text (notes, a stack trace): each line printable, the line breaks kept. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}
