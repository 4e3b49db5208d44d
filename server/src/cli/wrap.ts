// Word wrapping for terminal output, by display width (an emoji or a CJK character takes two columns).
import { displayWidth } from './ansi';

/**
 * Lines of at most `width` columns, broken at spaces; a word wider than a line (a long path) is cut. Never an
 * empty list: an empty text is one empty line.
 */
export function wrapText(text: string, width: number): string[] {
  if (displayWidth(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const wordWidth = displayWidth(word);
    if (lineWidth > 0 && lineWidth + 1 + wordWidth <= width) {
      line += ' ' + word;
      lineWidth += 1 + wordWidth;
      continue;
    }
    if (lineWidth > 0) lines.push(line);
    if (wordWidth <= width) {
      [line, lineWidth] = [word, wordWidth];
      continue;
    }
    const pieces = cut(word, width);
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1];
    lineWidth = displayWidth(line);
  }
  lines.push(line);
  return lines;
}

/** A word in pieces of at most `width` columns (at least one character each). */
function cut(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const char of word) {
    const w = displayWidth(char);
    if (pieceWidth > 0 && pieceWidth + w > width) {
      pieces.push(piece);
      [piece, pieceWidth] = ['', 0];
    }
    piece += char;
    pieceWidth += w;
  }
  pieces.push(piece);
  return pieces;
}
