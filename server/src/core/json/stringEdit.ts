// The single span where two versions of a text differ: what SourceFile.withStringEdit needs to tell typing inside
// one JSON string (a page path) from any other edit.

export interface TextChange {
  /** First changed offset (same in both texts). */
  start: number;
  /** End of the replaced span in the old text. */
  oldEnd: number;
  /** End of the inserted span in the new text. */
  newEnd: number;
}

/** The single span where two texts differ, found from their common prefix and suffix; undefined when equal. */
export function diffTexts(before: string, after: string): TextChange | undefined {
  if (before === after) return undefined;
  const max = Math.min(before.length, after.length);
  // Skip equal blocks with native comparisons of slices, then finish character by character.
  const BLOCK = 4096;
  let start = 0;
  while (start + BLOCK <= max && before.slice(start, start + BLOCK) === after.slice(start, start + BLOCK))
    start += BLOCK;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let oldEnd = before.length;
  let newEnd = after.length;
  while (
    oldEnd - BLOCK >= start &&
    newEnd - BLOCK >= start &&
    before.slice(oldEnd - BLOCK, oldEnd) === after.slice(newEnd - BLOCK, newEnd)
  ) {
    oldEnd -= BLOCK;
    newEnd -= BLOCK;
  }
  while (oldEnd > start && newEnd > start && before.charCodeAt(oldEnd - 1) === after.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  return { start, oldEnd, newEnd };
}
