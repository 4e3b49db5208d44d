#!/usr/bin/env node
// Runs the compiled test files with mocha and ends with the one line CI reads: "N passed, N failed".
// `.only` is refused (forbidOnly); a skipped test counts as failed unless it was skipped through
// server/test/helpers/requirements.ts, which records why (see summary-reporter.js).
//
// The files run in several processes at once (mocha's parallel mode, one process per core by default): most of the
// suite's time is spent in a few long files (the real site, real editors, built programs), each of which is
// independent of the others. Longest first, so that the processes finish together (scripts/test-files.js).
//
//   node scripts/run-tests.js [substring of a test path ...] [--kind corpus|editor|process|unit] [--jobs N]
//
// DOCSJSON_TEST_JOBS sets the number of processes too; with one process, or one file, everything runs in this one.
'use strict';
const os = require('os');
const path = require('path');
const Mocha = require('mocha');
const { testFiles, testRoot, timingsFile, KIND_ORDER } = require('./test-files');

function parseArgs(argv) {
  const args = { filters: [], kind: undefined, jobs: undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--kind') args.kind = argv[++i];
    else if (argv[i] === '--jobs') args.jobs = Number(argv[++i]);
    else args.filters.push(argv[i]);
  }
  if (args.kind !== undefined && !KIND_ORDER.includes(args.kind))
    throw new Error(`--kind must be one of ${KIND_ORDER.join(', ')}`);
  return args;
}

const args = parseArgs(process.argv.slice(2));
const files = testFiles(args.filters).filter((f) => !args.kind || f.kind === args.kind);
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
const jobs = Math.max(1, Math.min(files.length, args.jobs || Number(process.env.DOCSJSON_TEST_JOBS) || cores));
const parallel = jobs > 1;
// A full run records its per-file times for the order of the next; a run of a few files keeps them.
const wholeSuite = args.filters.length === 0 && !args.kind;

// Timeouts only catch hangs: on a busy machine they grow with the load, so that a test that is merely slow is not
// failed (server/test/helpers/timeScale.ts reads the factor in every test process).
if (!process.env.DOCSJSON_TEST_TIME_SCALE) {
  const load = os.loadavg()[0] / cores;
  process.env.DOCSJSON_TEST_TIME_SCALE = String(Math.max(2, Math.ceil(load * 2) / 2));
}
const timeScale = Number(process.env.DOCSJSON_TEST_TIME_SCALE);

const kinds = KIND_ORDER.map((k) => `${files.filter((f) => f.kind === k).length} ${k}`).join(', ');
process.stdout.write(
  `${files.length} test files (${kinds}) in ${jobs} process${jobs > 1 ? 'es' : ''}, timeouts x${timeScale}\n`,
);

const mocha = new Mocha({
  reporter: path.join(__dirname, 'summary-reporter.js'),
  reporterOptions: { testRoot, ...(wholeSuite ? { timings: timingsFile } : {}) },
  timeout: Math.round(60000 * timeScale),
  forbidOnly: true,
  // Loaded into every test process before the test files (fixed seeds for property tests).
  require: [path.join(testRoot, 'helpers', 'propertySeed.js')],
  parallel,
  jobs,
});
if (!parallel) require(path.join(testRoot, 'helpers', 'propertySeed.js')); // `require` serves workers only
for (const f of files) mocha.addFile(f.file);

mocha.run((failures) => {
  // Includes the tests skipped without a reason, which the reporter counts as failed.
  process.exitCode = failures > 0 ? 1 : 0;
});
