// "Did you mean" for path keys: edit distance on a normalised form where every `{param}` counts as one symbol,
// so `/users/{id}` and `/users/{userId}` are the same shape (reported as a near match, never a silent pass).

/** `/users/{userId}/posts` -> `/users/{}/posts`. */
export function pathShape(path: string): string {
  return path.replace(/\{[^{}/]*\}/g, '{}');
}

/** Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`. */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  let prev: number[] = [];
  for (let j = 0; j <= b.length; j++) prev.push(j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prev = cur;
  }
  return Math.min(prev[b.length], limit + 1);
}

/** Up to `max` keys close to `wanted`, best first. Same-shape keys (only parameter names differ) come first. */
export function closestKeys(wanted: string, keys: Iterable<string>, max = 3): string[] {
  const shape = pathShape(wanted).toLowerCase();
  const limit = Math.max(2, Math.floor(shape.length / 4));
  const scored: { key: string; score: number }[] = [];
  for (const key of keys) {
    const keyShape = pathShape(key).toLowerCase();
    const d = keyShape === shape ? 0 : boundedDistance(shape, keyShape, limit);
    if (d <= limit) scored.push({ key, score: d * 2 + (key === wanted ? 0 : 1) });
  }
  scored.sort((x, y) => x.score - y.score || x.key.localeCompare(y.key));
  return scored.slice(0, max).map((s) => s.key);
}
