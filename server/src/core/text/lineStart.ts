/**
 * The offset where the line holding `offset` starts. Spelled out because `lastIndexOf('\n', offset - 1)` at offset 0
 * searches from 0 again (a negative start counts as 0), which would put the start after the offset when the text
 * begins with a line break, and makes a loop that steps back with it never end.
 */
export function lineStartOf(text: string, offset: number): number {
  return offset <= 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
}
