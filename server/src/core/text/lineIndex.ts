// Offset -> LSP position for one file's text. Offsets are JS string indices, i.e. UTF-16 code units, which is
// what LSP wants. Line breaks are "\r\n", "\n" and a lone "\r", as LSP counts them (a lone "\r" is a line break
// there, U+2028 is not). Built lazily, once per text, in one pass of native indexOf calls.
import type { Position, Range } from '../problem';

export class LineIndex {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  /**
   * The index of a new text that differs from this one by an edit that adds and removes no line break (typing in
   * a JSON string): line starts after the edit move by delta instead of being found again. This index is unchanged.
   */
  afterEdit(newText: string, editOffset: number, delta: number): LineIndex {
    const next = new LineIndex(newText);
    if (this.starts) {
      const starts = this.starts.slice();
      if (delta !== 0) for (let i = starts.length - 1; i > 0 && starts[i] > editOffset; i--) starts[i] += delta;
      next.starts = starts;
    }
    return next;
  }

  offsetAt(position: Position): number {
    const starts = this.lineStarts();
    if (position.line < 0) return 0;
    if (position.line >= starts.length) return this.text.length;
    const lineStart = starts[position.line];
    const nextLineStart = position.line + 1 < starts.length ? starts[position.line + 1] : this.text.length;
    return Math.max(lineStart, Math.min(lineStart + Math.max(0, position.character), nextLineStart));
  }

  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const text = this.text;
    const starts = [0];
    const hasCr = text.includes('\r');
    if (!hasCr) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    } else {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 13) {
          if (text.charCodeAt(i + 1) === 10) i++;
          starts.push(i + 1);
        } else if (c === 10) starts.push(i + 1);
      }
    }
    this.starts = starts;
    return starts;
  }

  positionAt(offset: number): Position {
    const starts = this.lineStarts();
    let clamped = Math.max(0, Math.min(offset, this.text.length));
    // Between the two characters of a "\r\n" break is no place on a line: it is the end of the line.
    if (clamped > 0 && this.text.charCodeAt(clamped) === 10 && this.text.charCodeAt(clamped - 1) === 13) clamped--;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: clamped - starts[lo] };
  }

  rangeAt(start: number, end: number): Range {
    return { start: this.positionAt(start), end: this.positionAt(Math.max(start, end)) };
  }
}
