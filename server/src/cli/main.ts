#!/usr/bin/env node
// The `docsjson` executable: wires run() to the real process and nothing else.
import { SIGNAL_EXIT_CODES } from './interrupt';
import { internalError, run } from './run';

function finish(code: number): void {
  process.exitCode = code; // not process.exit(): let piped output drain
}

function crash(e: unknown): void {
  process.stderr.write(internalError(e, process.env));
  process.exit(2);
}

// Whatever escapes run() (a stray callback in a dependency) still ends as "internal error", exit 2, no raw stack.
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

// `docsjson lint | head`: a closed pipe is not our failure.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  crash(e);
});

// Ctrl-C, SIGTERM or SIGHUP stops the command (see interrupt.ts): it releases its threads and output and ends with
// 128 + the signal's number. A second signal ends the process at once.
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stop.signal.aborted) process.exit(SIGNAL_EXIT_CODES[signal]);
    stop.abort(signal);
  });
}

run(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTTY: process.stdout.isTTY === true,
  stdoutColumns: process.stdout.columns,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: stop.signal,
})
  .then((outcome) => {
    if (!stop.signal.aborted) {
      if (outcome.stdout) process.stdout.write(outcome.stdout);
      if (outcome.stderr) process.stderr.write(outcome.stderr);
      return finish(outcome.exitCode);
    }
    // A stopped command may leave work behind it (a check still running on this thread): once its last words are
    // written, the process ends.
    process.stdout.write(outcome.stdout, () =>
      process.stderr.write(outcome.stderr, () => process.exit(outcome.exitCode)),
    );
  })
  .catch(crash);
