// The bounded edit distance computes only a band around the diagonal: it must give what the whole table gives.
import assert from 'node:assert/strict';
import { editDistance } from '../../src/core/text/editDistance';

/** Optimal string alignment over the whole table, capped at max + 1. */
function wholeTable(a: string, b: string, max: number, transpositions: boolean): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    d.push([]);
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) d[i][j] = i + j;
      else {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return Math.min(d[a.length][b.length], max + 1);
}

describe('edit distance', () => {
  it('gives what the whole table gives, on 20,000 random pairs of names', () => {
    let s = 7;
    const r = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    const alphabet = 'abcde/-';
    const word = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
    for (let k = 0; k < 20000; k++) {
      const a = word(Math.floor(r() * 14));
      // Often a slightly edited copy, so that small distances are common.
      let b = r() < 0.5 ? word(Math.floor(r() * 14)) : a;
      for (let e = Math.floor(r() * 4); e > 0; e--) {
        const at = Math.floor(r() * (b.length + 1));
        const op = Math.floor(r() * 3);
        b =
          op === 0
            ? b.slice(0, at) + word(1) + b.slice(at)
            : op === 1
              ? b.slice(0, at) + b.slice(at + 1)
              : b.slice(0, at) + word(1) + b.slice(at + 1);
      }
      const max = Math.floor(r() * 5);
      const transpositions = r() < 0.8;
      assert.equal(editDistance(a, b, max, transpositions), wholeTable(a, b, max, transpositions), `${a} ${b} ${max}`);
    }
  });

  it('counts a swap of neighbours as one edit, and long paths that differ early', () => {
    assert.equal(editDistance('setpu', 'setup', 2), 1);
    assert.equal(editDistance('setpu', 'setup', 2, false), 2);
    const path = 'changelog/changelog-section-0/update-your-events-151';
    assert.equal(editDistance(`fr/v1/${path}x`, `fr/v1/${path}`, 2), 1);
    assert.equal(editDistance(`fr/v1/${path}`, `de/v24/${path}`, 2), 3);
    assert.equal(editDistance(`fr/v1/${path}`, `fr/v10/${path}`, 2), 1);
  });
});
