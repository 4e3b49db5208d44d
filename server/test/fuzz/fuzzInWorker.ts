// Runs a fuzzer's cases on a worker thread (fuzzWorker.ts) and fails with the case that failed: its input and the
// stack of what it threw, or, when a case does not end within its budget, the input that hangs. The budget only
// ends a case that would never end; it is far above what a case costs even on a loaded machine.
import * as path from 'path';
import { Worker } from 'worker_threads';
import type { FuzzJob, FuzzMessage } from './fuzzWorker';

export interface FuzzOutcome {
  cases: number;
}

export class FuzzFailure extends Error {}

/** Describes an input for a failure message: strings as JSON (control characters visible), cut when long. */
function shown(input: unknown): string {
  const text = JSON.stringify(input);
  return text.length > 4000 ? `${text.slice(0, 4000)}… (${text.length} characters)` : text;
}

/**
 * `caseModule`: the compiled module of the cases (its `generate` and `check`); `caseBudgetMs`: how long one case may
 * take before it counts as a hang.
 */
export function fuzzInWorker(
  caseModule: string,
  options: { seed: number; count: number; inputs?: unknown[]; caseBudgetMs: number },
): Promise<FuzzOutcome> {
  const job: FuzzJob = { module: caseModule, seed: options.seed, count: options.count, inputs: options.inputs };
  const worker = new Worker(path.join(__dirname, 'fuzzWorker.js'), { workerData: job, stdout: true, stderr: true });
  return new Promise<FuzzOutcome>((resolve, reject) => {
    let current: { index: number; input: unknown } | undefined;
    let watchdog: NodeJS.Timeout | undefined;
    const fail = (message: string) => {
      clearTimeout(watchdog);
      void worker.terminate();
      reject(new FuzzFailure(`seed ${options.seed}, ${message}`));
    };
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        const what = current
          ? `case ${current.index} hangs (no end within ${options.caseBudgetMs / 1000} s)`
          : 'the fuzzer did not start';
        fail(`${what}; input: ${current ? shown(current.input) : '-'}`);
      }, options.caseBudgetMs);
    };
    arm();
    worker.on('message', (m: FuzzMessage) => {
      if (m.kind === 'start') {
        current = { index: m.index, input: m.input };
        arm();
      } else if (m.kind === 'failed') fail(`case ${m.index} failed: ${m.stack}\ninput: ${shown(m.input)}`);
      else {
        clearTimeout(watchdog);
        void worker.terminate();
        resolve({ cases: m.cases });
      }
    });
    worker.on('error', (e) => fail(`the fuzzer's thread stopped: ${e.stack ?? e.message}`));
    worker.on('exit', (code) => {
      clearTimeout(watchdog);
      reject(new FuzzFailure(`seed ${options.seed}: the fuzzer's thread exited (code ${code}) before it finished`));
    });
  });
}
