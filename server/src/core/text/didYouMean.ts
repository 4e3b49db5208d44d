// "Did you mean …?": how far a mistyped name may be from the name meant, in one table for every suggestion the
// project makes, and the search for the closest candidate.
import { editDistance } from './editDistance';

/** Most edits (insert, delete, substitute, swap of neighbours) between a typo and the name meant, by kind of name. */
export const TYPO_LIMIT = {
  /** Keys, flags, commands, formats, rule ids, language codes: short, so a third of the length, at most 3. */
  name: (length: number) => Math.min(3, Math.max(1, Math.floor(length / 3))),
  /** Page file names: often long phrases, so a third of the length without a cap. */
  pageName: (length: number) => Math.max(1, Math.floor(length / 3)),
  /** API paths: made of segments and parameters, so a quarter of the length, at least 2. */
  specPath: (length: number) => Math.max(2, Math.floor(length / 4)),
} as const;

/**
 * The candidate closest to `input` (letter case ignored) within the name limit, or undefined. A candidate that
 * contains the input or is contained in it (3 letters or more) counts as close too: `lang` for `language`.
 */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  const limit = TYPO_LIMIT.name(needle.length);
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const hay = candidate.toLowerCase();
    const contains = needle.length >= 3 && (hay.includes(needle) || needle.includes(hay));
    const distance = editDistance(
      needle,
      hay,
      contains ? Math.max(limit, Math.abs(hay.length - needle.length)) : limit,
    );
    if (distance > limit && !contains) continue;
    const score = contains ? Math.min(distance, Math.abs(hay.length - needle.length)) : distance;
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
