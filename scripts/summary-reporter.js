// Mocha reporter: mocha's spec output, then how long the run took and its slowest tests and files, then one plain
// closing line "N passed, N failed[, N skipped]" that CI reads.
// A test may be skipped only through server/test/helpers/requirements.ts, which records why (a system program or
// the real site is missing); any other skipped test (`it.skip`, `xit`, a bare `this.skip()`) counts as failed.
// Works in mocha's parallel mode too: the test files then run in worker processes, which record their skips in the
// file named by DOCSJSON_SKIP_LOG (set here, before the workers start, unless the caller set it).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const Mocha = require('mocha');
const { EVENT_RUN_END, EVENT_TEST_PENDING, EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_HOOK_END } = Mocha.Runner.constants;

const SLOWEST = 10;

function readSkipLog(file) {
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * CPU seconds of this process and of the children it has waited for (the worker processes of a parallel run and
 * the programs they started), from /proc on Linux; this process's own elsewhere.
 */
function cpuSeconds() {
  try {
    // Fields after the command name: utime, stime, cutime, cstime are the 12th to 15th, in clock ticks (100 a second
    // on Linux unless the kernel was built otherwise).
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    return { seconds: ticks / 100, withChildren: true };
  } catch {
    const cpu = process.cpuUsage();
    return { seconds: (cpu.user + cpu.system) / 1e6, withChildren: false };
  }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const started = Date.now();
    const startedCpu = cpuSeconds().seconds;
    const ownLog = !process.env.DOCSJSON_SKIP_LOG;
    if (ownLog)
      process.env.DOCSJSON_SKIP_LOG = path.join(os.tmpdir(), `docsjson-skips-${process.pid}-${started}.jsonl`);
    const skipLog = process.env.DOCSJSON_SKIP_LOG;
    const reporterOptions = (options && options.reporterOptions) || {};
    const pending = [];
    const tests = [];
    const fileMs = new Map();
    const addFileTime = (runnable) => {
      if (runnable.file && typeof runnable.duration === 'number')
        fileMs.set(runnable.file, (fileMs.get(runnable.file) || 0) + runnable.duration);
    };
    runner.on(EVENT_TEST_PENDING, (test) => pending.push(test.fullTitle()));
    for (const event of [EVENT_TEST_PASS, EVENT_TEST_FAIL])
      runner.on(event, (test) => {
        if (typeof test.duration === 'number')
          tests.push({ title: test.fullTitle(), file: test.file, ms: test.duration });
        addFileTime(test);
      });
    runner.on(EVENT_HOOK_END, addFileTime);
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures } = runner.stats;
      const recorded = [...(globalThis.__docsjsonSkips ?? []), ...readSkipLog(skipLog)];
      if (ownLog) fs.rmSync(skipLog, { force: true });
      const reasons = new Map(recorded.map((s) => [s.test, s.reason]));
      const hidden = pending.filter((title) => !reasons.has(title));
      const skipped = pending.length - hidden.length;
      for (const title of hidden) process.stdout.write(`\nskipped without a reason (counted as failed): ${title}`);
      for (const title of pending)
        if (reasons.has(title)) process.stdout.write(`\nskipped: ${title}: ${reasons.get(title)}`);
      writeTimes(tests, fileMs, started, startedCpu, reporterOptions);
      const tail = skipped > 0 ? `, ${skipped} skipped` : '';
      // After mocha's epilogue so that it is the last line of the run.
      process.stdout.write(`\n${passes} passed, ${failures + hidden.length} failed${tail}\n`);
      // Counted where mocha reads its result (the run's callback, after this event), so that whichever runner
      // started mocha (scripts/run-tests.js or mocha's own command) exits non-zero.
      runner.failures += hidden.length;
    });
  }
}

/**
 * The slowest tests and files, the run's wall time and (in this process; worker processes report theirs to the
 * runner) CPU time; with the reporter option `timings=<file>`, the per-file times for the next run's order.
 */
function writeTimes(tests, fileMs, started, startedCpu, reporterOptions) {
  if (tests.length === 0) return;
  const root = reporterOptions.testRoot || process.cwd();
  const name = (file) => (file ? path.relative(root, file) : '?');
  const out = [`\n\nslowest tests:`];
  for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
    out.push(`  ${seconds(t.ms).padStart(8)}  ${t.title} (${name(t.file)})`);
  const files = [...fileMs].sort((a, b) => b[1] - a[1]);
  out.push('slowest files (tests and hooks):');
  for (const [file, ms] of files.slice(0, SLOWEST)) out.push(`  ${seconds(ms).padStart(8)}  ${name(file)}`);
  const cpu = cpuSeconds();
  const total = files.reduce((sum, [, ms]) => sum + ms, 0);
  out.push(
    `time: ${seconds(Date.now() - started)} wall, ${seconds(total)} in tests and hooks, ` +
      `${seconds((cpu.seconds - startedCpu) * 1000)} CPU${cpu.withChildren ? ' (with the processes it waited for)' : ''}`,
  );
  process.stdout.write(out.join('\n'));
  if (reporterOptions.timings) {
    let previous = {};
    try {
      previous = JSON.parse(fs.readFileSync(reporterOptions.timings, 'utf8'));
    } catch {
      // first run
    }
    for (const [file, ms] of files) previous[name(file)] = Math.round(ms);
    fs.writeFileSync(reporterOptions.timings, JSON.stringify(previous, null, 1) + '\n');
  }
}

module.exports = SummaryReporter;
