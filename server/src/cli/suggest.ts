// "Did you mean ...?" for mistyped rule ids, formats, commands and config keys.

/** Edit distance (insert, delete, substitute, transpose adjacent) between two strings. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate closest to `input`, or undefined when none is plausibly meant: close in edit distance (at most
 * 40% of the longer word, and at least 2 edits allowed), or containing / contained in the input.
 */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const hay = c.toLowerCase();
    const dist = editDistance(needle, hay);
    const limit = Math.max(2, Math.floor(Math.max(needle.length, hay.length) * 0.4));
    const contains = needle.length >= 3 && (hay.includes(needle) || needle.includes(hay));
    if (dist > limit && !contains) continue;
    const score = contains ? Math.min(dist, Math.abs(hay.length - needle.length)) : dist;
    if (score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** " (did you mean x?)" or "". */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const c = closest(input, candidates);
  return c === undefined ? '' : ` (did you mean ${c}?)`;
}
