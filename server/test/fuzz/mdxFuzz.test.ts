// The MDX mutation fuzzer (cases in mdxCases.ts), on a worker thread so that a page that makes a feature loop for ever
// fails the test with that page instead of stopping the suite. Fixed seeds; DOCSJSON_FUZZ=long for many more cases.
import assert from 'node:assert/strict';
import { scaledTimeout } from '../helpers/timeScale';
import * as path from 'path';
import { fuzzInWorker } from './fuzzInWorker';
import { fuzzCount } from './fuzzSettings';
import { REGRESSIONS } from './mdxCases';

const CASES = path.join(__dirname, 'mdxCases.js');
/** A case is a page of at most a few KB and a few hundred offsets: well under a second on one core. */
const CASE_BUDGET_MS = scaledTimeout(30_000);

describe('MDX mutation fuzzer', function () {
  this.timeout(0); // each case has its own budget (CASE_BUDGET_MS), enforced from this thread

  it('pages that start inside a construct (`</`, `< `, `<!--`, …): every feature at every offset ends', async () => {
    const inputs = REGRESSIONS.map((text) => ({ before: '', text }));
    const { cases } = await fuzzInWorker(CASES, { seed: 0, count: 0, inputs, caseBudgetMs: CASE_BUDGET_MS });
    assert.equal(cases, REGRESSIONS.length);
  });

  for (const seed of [1, 2]) {
    it(`mutated pages, seed ${seed}: nothing throws or loops, ranges stay inside, a parse from the page before equals a whole parse`, async () => {
      const count = fuzzCount(60, 1500);
      const { cases } = await fuzzInWorker(CASES, { seed, count, caseBudgetMs: CASE_BUDGET_MS });
      assert.equal(cases, count);
    });
  }
});
