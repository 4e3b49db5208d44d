// Runs fuzz cases on a worker thread for fuzzInWorker.ts: a case that loops for ever blocks this thread only, and the
// test's thread, still free, stops it and names the case. The case module exports `generate(seed, count)` (the
// inputs) and `check(input)` (throws on a failure).
import { parentPort, workerData } from 'worker_threads';

export interface FuzzJob {
  /** Compiled case module. */
  module: string;
  seed: number;
  count: number;
  /** Inputs given as they are (regression cases) instead of generated ones. */
  inputs?: unknown[];
}

export type FuzzMessage =
  | { kind: 'start'; index: number; input: unknown }
  | { kind: 'failed'; index: number; input: unknown; stack: string }
  | { kind: 'finished'; cases: number };

interface CaseModule {
  generate(seed: number, count: number): Iterable<unknown>;
  check(input: unknown): unknown;
}

async function main(job: FuzzJob): Promise<void> {
  const cases = require(job.module) as CaseModule;
  let index = 0;
  for (const input of job.inputs ?? cases.generate(job.seed, job.count)) {
    parentPort!.postMessage({ kind: 'start', index, input } satisfies FuzzMessage);
    try {
      await cases.check(input);
    } catch (e) {
      const stack = e instanceof Error ? (e.stack ?? e.message) : String(e);
      parentPort!.postMessage({ kind: 'failed', index, input, stack } satisfies FuzzMessage);
      return;
    }
    index++;
  }
  parentPort!.postMessage({ kind: 'finished', cases: index } satisfies FuzzMessage);
}

void main(workerData as FuzzJob);
