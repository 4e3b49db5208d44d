// Mocha reporter: mocha's spec output, then one plain closing line "N passed, N failed" that CI reads.
'use strict';
const Mocha = require('mocha');
const { EVENT_RUN_END } = Mocha.Runner.constants;

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures } = runner.stats;
      // After mocha's epilogue so that it is the last line of the run.
      process.stdout.write(`\n${passes} passed, ${failures} failed\n`);
    });
  }
}
module.exports = SummaryReporter;
