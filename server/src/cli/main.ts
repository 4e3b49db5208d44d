#!/usr/bin/env node
// The `docsjson` executable: wires run() to the real process and nothing else.
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

// Ctrl-C asks a long-running command (docsjson dev) to stop cleanly; a second one ends the process at once.
const stop = new AbortController();
process.on('SIGINT', () => {
  if (stop.signal.aborted) process.exit(130);
  stop.abort();
});
process.on('SIGTERM', () => stop.abort());

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
    if (outcome.stdout) process.stdout.write(outcome.stdout);
    if (outcome.stderr) process.stderr.write(outcome.stderr);
    finish(outcome.exitCode);
  })
  .catch(crash);
