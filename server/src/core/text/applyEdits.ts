// Applies LSP-shaped text edits (ranges in lines and UTF-16 characters) to a text: the ranges become offsets and
// jsonc-parser's applyEdits, which the editor's JSON formatting uses too, splices them in, last first. Only the
// edited ranges change: the rest of the file (indentation, line endings, comments) is kept byte for byte.
import { applyEdits } from 'jsonc-parser';
import type { TextEdit } from '../features/types';
import { LineIndex } from './lineIndex';

export function applyTextEdits(text: string, lines: LineIndex | undefined, edits: readonly TextEdit[]): string {
  const index = lines ?? new LineIndex(text);
  return applyEdits(
    text,
    edits.map((e) => {
      const offset = index.offsetAt(e.range.start);
      return { offset, length: index.offsetAt(e.range.end) - offset, content: e.newText };
    }),
  );
}

/**
 * The edits that do not overlap an earlier one in the list (touching is fine, except two insertions at one place,
 * whose order would be a guess). What is left out is for another pass, after the text has changed.
 */
export function nonOverlapping<E extends TextEdit>(
  text: string,
  lines: LineIndex | undefined,
  edits: readonly E[],
): E[] {
  const index = lines ?? new LineIndex(text);
  const taken: Array<{ start: number; end: number }> = [];
  const out: E[] = [];
  for (const e of edits) {
    const start = index.offsetAt(e.range.start);
    const end = index.offsetAt(e.range.end);
    const clash =
      taken.some((t) => start < t.end && t.start < end) ||
      taken.some((t) => t.start === start && (start === end || t.start === t.end));
    if (clash) continue;
    taken.push({ start, end });
    out.push(e);
  }
  return out;
}
