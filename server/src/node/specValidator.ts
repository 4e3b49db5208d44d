// Node implementation of the core's SpecDeepValidator port: swagger-parser's validation in a worker thread, killed
// at a hard deadline, since it can run for minutes on hostile specs. One worker validates the specs one after the
// other (starting a worker and loading the validator costs more than validating a typical spec); a spec that
// overruns its deadline takes that worker down with it, and the specs after it get a fresh one. The main thread
// only waits for messages; a hang, runaway memory use (resourceLimits) or a crash in the worker becomes a status of
// the spec it was validating, never a hang or crash of the caller.
//
// The deadline grows with the spec (the worker says how many bytes it reads, $ref'd files included) and counts
// only the time this thread was free to take the answer (LoopDeadline): an answer that waited behind a busy main
// thread is not late. A spec that still runs out of time is 'timeout', which the core reports as a note saying
// how to give it more time: a busy machine never turns into a problem of the site.
import * as path from 'path';
import { Worker } from 'worker_threads';
import {
  type DeadlineClock,
  type DeepValidationResult,
  type SpecDeepValidator,
  LoopDeadline,
  SYSTEM_CLOCK,
  toSafeRelativePath,
  describeUnsafeReason,
} from '../core';
import type {
  ValidatorWorkerInput,
  ValidatorWorkerProgress,
  ValidatorWorkerReply,
  ValidatorWorkerRequest,
} from './specValidatorWorker';
import { BACKGROUND_WORKER_DATA } from './threadPriority';

/** The time every spec gets, counted from when its validation is sent to the worker. */
export const BASE_DEADLINE_MS = 10_000;
/** And this much more per MB the validation reads (the spec and the files its $refs name). */
export const DEADLINE_MS_PER_MB = 1_000;

export interface WorkerSpecValidatorOptions {
  /**
   * The deadline per spec (ms), counted from when its validation is sent to the worker, whatever the spec's size
   * (`--openapi-timeout`, `openapiTimeout`). Default: BASE_DEADLINE_MS plus DEADLINE_MS_PER_MB per MB read.
   */
  timeoutMs?: number;
  /** The deadline's clock (a test's fake one); default the real one. */
  clock?: DeadlineClock;
  maxFileBytes?: number;
  maxErrors?: number;
  /** Heap cap of the worker (default 512 MB). */
  maxHeapMb?: number;
  /** Answer with the files each validation read and their hashes (for a cache of results; default false). */
  hashInputs?: boolean;
  /** An idle worker is stopped after this long (default 10 s), so a long-lived editor does not keep its memory. */
  idleMs?: number;
  /** The worker gives way to the process's main thread (threadPriority.ts): an editor's keystrokes come first. */
  background?: boolean;
}

interface Job {
  id: number;
  input: ValidatorWorkerInput;
  resolve: (result: DeepValidationResult) => void;
}

/** How long a worker started ahead of its first spec waits for it. */
const WARM_UP_WAIT_MS = 10_000;

export class WorkerSpecValidator implements SpecDeepValidator {
  private worker: Worker | undefined;
  private readonly queue: Job[] = [];
  private running: Job | undefined;
  private deadline: LoopDeadline | undefined;
  /** Bytes the running validation has read so far. */
  private bytesRead = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private timeoutMs: number | undefined;

  constructor(
    private readonly rootPath: string,
    private readonly options: WorkerSpecValidatorOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs;
  }

  /** The deadline of the spec being validated (ms, as it stands: it grows as the spec is read); for tests. */
  get currentDeadlineMs(): number | undefined {
    return this.running ? this.deadline?.limit : undefined;
  }

  /** A new deadline per spec (ms; undefined: the default, which grows with the spec), from the next spec on. */
  setTimeoutMs(ms: number | undefined): void {
    this.timeoutMs = ms;
  }

  validate(relPath: string): Promise<DeepValidationResult> {
    const safe = toSafeRelativePath(relPath);
    if (!safe.ok) {
      return Promise.resolve({
        status: 'invalid',
        errors: [{ message: `The spec path "${relPath}" is not used: ${describeUnsafeReason(safe.reason)}` }],
      });
    }
    const input: ValidatorWorkerInput = {
      root: this.rootPath,
      relPath: safe.path,
      maxFileBytes: this.options.maxFileBytes ?? 32 * 1024 * 1024,
      maxErrors: this.options.maxErrors ?? 50,
      hashInputs: this.options.hashInputs ?? false,
    };
    return new Promise<DeepValidationResult>((resolve) => {
      this.queue.push({ id: this.nextId++, input, resolve });
      this.runNext();
    });
  }

  /** Starts the worker now (loading the validator takes about 0.1 s), stopped again if nothing comes. */
  warmUp(): void {
    if (this.worker || this.running) return;
    // Not the idle time after a validation, which may be none at all: the first spec is still to be named.
    if (!this.spawn()) this.armIdleTimer(WARM_UP_WAIT_MS);
  }

  /** Stops the worker; the spec it was validating and those still waiting are answered as skipped. */
  async dispose(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.deadline?.cancel();
    const worker = this.stopWorker();
    const unanswered = [...(this.running ? [this.running] : []), ...this.queue.splice(0)];
    this.running = undefined;
    for (const job of unanswered) job.resolve({ status: 'skipped', errors: [] });
    await worker?.terminate().catch(() => undefined);
  }

  private runNext(): void {
    if (this.running || this.queue.length === 0) return;
    clearTimeout(this.idleTimer);
    const job = this.queue.shift()!;
    const failure = this.worker ? undefined : this.spawn();
    if (failure) {
      job.resolve(failure);
      this.runNext();
      return;
    }
    this.running = job;
    this.bytesRead = 0;
    this.worker!.ref(); // hold the process while an answer is awaited
    const deadline = new LoopDeadline(
      this.timeoutMs ?? BASE_DEADLINE_MS,
      () => {
        // Only a new worker can stop the one still busy with this spec: the rest of the queue goes to a new one.
        void this.stopWorker()
          ?.terminate()
          .catch(() => undefined);
        this.finish(job, { status: 'timeout', errors: [{ message: this.timeoutMessage(deadline.limit) }] });
      },
      this.options.clock ?? SYSTEM_CLOCK,
    );
    this.deadline = deadline;
    this.worker!.postMessage({ id: job.id, input: job.input } satisfies ValidatorWorkerRequest);
  }

  /** What was not checked, why, and how to allow more time: the note the core shows. */
  private timeoutMessage(limitMs: number): string {
    const allowed =
      this.timeoutMs !== undefined
        ? 'the time set'
        : this.bytesRead > 0
          ? `the time allowed for ${megabytes(this.bytesRead)} of spec`
          : 'the time allowed';
    return (
      `its validation did not finish within ${seconds(limitMs)} (${allowed}; the machine may be busy). ` +
      `Give it more time with "openapiTimeout" (milliseconds) in .docsjsonrc.json or --openapi-timeout on the command line`
    );
  }

  private progress(job: Job, bytes: number): void {
    if (this.running !== job || !(bytes > 0)) return;
    this.bytesRead += bytes;
    if (this.timeoutMs === undefined) this.deadline?.extend((bytes / (1024 * 1024)) * DEADLINE_MS_PER_MB);
  }

  private finish(job: Job, result: DeepValidationResult): void {
    if (this.running !== job) return;
    this.running = undefined;
    this.deadline?.cancel();
    job.resolve(result);
    if (this.queue.length > 0) this.runNext();
    else {
      this.worker?.unref();
      this.armIdleTimer();
    }
  }

  /** Starts a new worker; when none can start, the result of the spec that needed it. */
  private spawn(): DeepValidationResult | undefined {
    let worker: Worker;
    try {
      worker = new Worker(path.join(__dirname, 'specValidatorWorker.js'), {
        workerData: {
          kind: 'docsjson-spec-validator',
          ...(this.options.background ? BACKGROUND_WORKER_DATA : {}),
        },
        // A young generation of 8 MB instead of V8's default: the walk over a large spec makes short-lived objects
        // by the million, and the default lets them add tens of MB to the peak of a lint for no gain in speed.
        resourceLimits: {
          maxOldGenerationSizeMb: this.options.maxHeapMb ?? 512,
          stackSizeMb: 4,
          maxYoungGenerationSizeMb: 8,
        },
        stdout: true,
        stderr: true,
      });
    } catch (e) {
      return {
        status: 'crashed',
        errors: [{ message: `The validator could not start: ${e instanceof Error ? e.message : String(e)}` }],
      };
    }
    worker.unref();
    this.worker = worker;
    const lost = (message: string): void => {
      if (this.worker !== worker) return; // a worker stopped on purpose
      this.worker = undefined;
      const job = this.running;
      if (job) this.finish(job, { status: 'crashed', errors: [{ message }] });
    };
    worker.on('message', (reply: ValidatorWorkerReply | ValidatorWorkerProgress) => {
      const job = this.running;
      if (!job || reply.id !== job.id) return;
      if ('bytesRead' in reply) this.progress(job, reply.bytesRead);
      else
        this.finish(job, {
          status: reply.output.status,
          errors: reply.output.errors.map((e) => ({ ...e, file: e.file ?? job.input.relPath })),
          ...(reply.output.inputs ? { inputs: reply.output.inputs } : {}),
        });
    });
    worker.once('error', (e) => lost(`The validator stopped: ${e.message}`));
    worker.once('exit', (code) => lost(`The validator exited (code ${code})`));
    return undefined;
  }

  /** Detaches the current worker (its late messages and exit are ignored) and returns it for terminating. */
  private stopWorker(): Worker | undefined {
    const worker = this.worker;
    this.worker = undefined;
    worker?.removeAllListeners('message');
    return worker;
  }

  private armIdleTimer(ms = this.options.idleMs ?? 10_000): void {
    clearTimeout(this.idleTimer);
    if (!this.worker || this.running) return;
    this.idleTimer = setTimeout(
      () =>
        void this.stopWorker()
          ?.terminate()
          .catch(() => undefined),
      ms,
    );
    this.idleTimer.unref();
  }
}

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
