// "Did you mean" for page rules: the closest few of many candidates by edit distance, ignoring case.
import { editDistance } from '../../text/editDistance';

/** Up to `limit` candidates within a distance that grows with the length of what was written, closest first. */
export function closest(written: string, candidates: Iterable<string>, limit = 3): string[] {
  const lower = written.toLowerCase();
  const max = Math.max(1, Math.min(4, Math.floor(written.length / 4)));
  const found: Array<{ value: string; distance: number }> = [];
  for (const candidate of candidates) {
    if (candidate === written) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), max);
    if (distance <= max) found.push({ value: candidate, distance });
  }
  found.sort((a, b) => a.distance - b.distance || a.value.localeCompare(b.value));
  return found.slice(0, limit).map((f) => f.value);
}

/** "`a`", "`a` or `b`", "`a`, `b` or `c`". */
export function orList(values: readonly string[]): string {
  const quoted = values.map((v) => `\`${v}\``);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}
