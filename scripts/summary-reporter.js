// Mocha reporter: mocha's spec output, then one plain closing line "N passed, N failed[, N skipped]" that CI reads.
// A test may be skipped only through server/test/helpers/requirements.ts, which records why (a system program or
// the real site is missing); any other skipped test (`it.skip`, `xit`, a bare `this.skip()`) counts as failed.
'use strict';
const Mocha = require('mocha');
const { EVENT_RUN_END, EVENT_TEST_PENDING } = Mocha.Runner.constants;

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const pending = [];
    runner.on(EVENT_TEST_PENDING, (test) => pending.push(test.fullTitle()));
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures } = runner.stats;
      const recorded = globalThis.__docsjsonSkips ?? [];
      const reasons = new Map(recorded.map((s) => [s.test, s.reason]));
      const hidden = pending.filter((title) => !reasons.has(title));
      const skipped = pending.length - hidden.length;
      for (const title of hidden) process.stdout.write(`\nskipped without a reason (counted as failed): ${title}`);
      for (const title of pending)
        if (reasons.has(title)) process.stdout.write(`\nskipped: ${title}: ${reasons.get(title)}`);
      const tail = skipped > 0 ? `, ${skipped} skipped` : '';
      // After mocha's epilogue so that it is the last line of the run.
      process.stdout.write(`\n${passes} passed, ${failures + hidden.length} failed${tail}\n`);
      // Counted where mocha reads its result (the run's callback, after this event), so that whichever runner
      // started mocha (scripts/run-tests.js or mocha's own command) exits non-zero.
      runner.failures += hidden.length;
    });
  }
}
module.exports = SummaryReporter;
