// The OpenAPI build fuzzer (cases in openapiBuildCases.ts): generated specs through the real `docsjson build`, on a
// worker thread so that a spec that makes the build loop fails the test with that spec. Fixed seeds;
// DOCSJSON_FUZZ=long for many more sites.
import assert from 'node:assert/strict';
import { scaledTimeout } from '../helpers/timeScale';
import * as path from 'path';
import { fuzzInWorker } from './fuzzInWorker';
import { fuzzCount } from './fuzzSettings';
import { REGRESSIONS } from './openapiBuildCases';

/** A case is a build of a site of a few pages and at most 120 operations: a second or two on one core. */
const CASE_BUDGET_MS = scaledTimeout(120_000);

describe('OpenAPI build fuzzer', function () {
  this.timeout(0); // each case has its own budget (CASE_BUDGET_MS), enforced from this thread

  it('what it found once: a lone surrogate in a tag (a route) or a query parameter name (the curl example); a tag with # shared by two operations', async () => {
    const { cases } = await fuzzInWorker(path.join(__dirname, 'openapiBuildCases.js'), {
      seed: 0,
      count: 0,
      inputs: REGRESSIONS,
      caseBudgetMs: CASE_BUDGET_MS,
    });
    assert.equal(cases, REGRESSIONS.length);
  });

  for (const seed of [1, 2]) {
    it(`generated specs (names, sizes, $ref shapes), seed ${seed}: built or reported, never a bug, nothing written outside --out`, async () => {
      const count = fuzzCount(6, 150);
      const { cases } = await fuzzInWorker(path.join(__dirname, 'openapiBuildCases.js'), {
        seed,
        count,
        caseBudgetMs: CASE_BUDGET_MS,
      });
      assert.equal(cases, count);
    });
  }
});
