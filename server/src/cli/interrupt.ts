// Ctrl-C (SIGINT), SIGTERM (`timeout`, CI cancelling a job, a process manager) and SIGHUP (the terminal closed).
// main.ts aborts the run's signal
// with the signal's name as the reason; each long command (lint, build, dev) stops its work at once when it is
// aborted, whatever it was waiting for, and ends with the shell's code for the signal: 128 + its number.
import type { RunOutcome } from './run';

export const SIGNAL_EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;

export type StopSignal = keyof typeof SIGNAL_EXIT_CODES;

/** The signal an aborted run was stopped by: the one main.ts names, Ctrl-C for any other abort. */
export function stopSignalOf(signal: AbortSignal): StopSignal {
  const reason: unknown = signal.reason;
  return typeof reason === 'string' && Object.hasOwn(SIGNAL_EXIT_CODES, reason) ? (reason as StopSignal) : 'SIGINT';
}

/**
 * `work`'s result, or the signal that stopped the run first. The work is not cancelled (it may go on until the
 * process exits): what it holds (threads, an output folder) is released by the abort listeners of its owner.
 */
export function untilStopped<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<{ done: T } | { stopped: StopSignal }> {
  const done = work.then((value) => ({ done: value }));
  if (!signal) return done;
  if (signal.aborted) {
    done.catch(() => undefined); // whatever the abandoned work ends with is no longer anyone's
    return Promise.resolve({ stopped: stopSignalOf(signal) });
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      done.catch(() => undefined);
      resolve({ stopped: stopSignalOf(signal) });
    };
    signal.addEventListener('abort', onAbort, { once: true });
    done.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** How a command stopped by a signal ends: one line on stderr (what became of its output), the signal's exit code. */
export function stoppedOutcome(command: string, stop: StopSignal, what = ''): RunOutcome {
  return {
    exitCode: SIGNAL_EXIT_CODES[stop],
    stdout: '',
    stderr: `docsjson ${command}: stopped by ${stop}${what ? `; ${what}` : ''}\n`,
  };
}
