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
  /** Link targets and file paths in pages: a quarter of the length, from 1 to 4. */
  linkTarget: (length: number) => Math.max(1, Math.min(4, Math.floor(length / 4))),
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

/** Up to `limit` candidates within the link-target limit of `written` (letter case ignored), closest first. */
export function closestLinkTargets(written: string, candidates: Iterable<string>, limit = 3): string[] {
  const lower = written.toLowerCase();
  const max = TYPO_LIMIT.linkTarget(written.length);
  const found: Array<{ value: string; distance: number }> = [];
  for (const candidate of candidates) {
    if (candidate === written) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), max);
    if (distance <= max) found.push({ value: candidate, distance });
  }
  found.sort((a, b) => a.distance - b.distance || byName(a.value, b.value));
  return found.slice(0, limit).map((f) => f.value);
}

/**
 * Order of names that tie on distance: letter case aside first ("api/intro" before "Caps/Intro"), then by UTF-16
 * code units, the same on every machine. The locale's collation would differ between machines, and its first use
 * loads collation data (several ms, on an author's first typo).
 */
export function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
