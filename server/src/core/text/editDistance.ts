// Edit distance for "did you mean" suggestions (page paths, config keys, language codes, spec paths), bounded so
// that comparing one name with thousands of candidates stays cheap: only the cells within `max` of the diagonal are
// computed (any path through a cell further out costs more than `max`), and it gives up as soon as the answer must
// exceed `max`. Two 60-character paths that differ early cost 60 x 5 cells instead of 60 x 60. Three reused rows,
// no allocation per call.

let before = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * The number of single-character insertions, deletions and substitutions from `a` to `b`, or `max + 1` once it
 * must be more than `max`. With `transpositions` (the default), swapping two neighbouring characters counts as one
 * edit (optimal string alignment): "setpu" is one slip of the fingers from "setup".
 */
export function editDistance(a: string, b: string, max: number, transpositions = true): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (current.length <= b.length + 1) {
    before = new Int32Array(b.length * 2 + 2);
    previous = new Int32Array(b.length * 2 + 2);
    current = new Int32Array(b.length * 2 + 2);
  }
  const far = max + 1; // what every cell outside the band stands for
  for (let j = 0; j <= b.length; j++) previous[j] = j <= max ? j : far;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    // The cells just outside the band on this row, read by the next row.
    current[from - 1] = from === 1 ? (i <= max ? i : far) : far;
    if (to < b.length) current[to + 1] = far;
    let rowMin = current[from - 1];
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca === cb ? 0 : 1));
      if (transpositions && i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        d = Math.min(d, before[j - 2] + 1);
      if (d > far) d = far;
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Row minimums never decrease: once every cell is past `max`, so is the answer.
    if (rowMin > max) return far;
    const t = before;
    before = previous;
    previous = current;
    current = t;
  }
  return Math.min(previous[b.length], far);
}
