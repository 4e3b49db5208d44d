// One worker thread of the CLI, asked questions by id. It never keeps the process alive while idle, and a worker
// that fails to start, throws or exits answers every open question with `undefined`, so callers fall back to
// doing the work themselves.
import * as path from 'path';
import { Worker } from 'worker_threads';
import { BACKGROUND_WORKER_DATA } from './threadPriority';

/** The CLI's worker scripts sit next to the code that starts them: server/out/src/node/ in a build, dist/ in the bundle. */
export const CLI_WORKER_FILE = path.join(__dirname, 'cliWorker.js');
export const FRONT_MATTER_WORKER_FILE = path.join(__dirname, 'frontMatterWorker.js');

export class WorkerThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (reply: unknown) => void>();
  private nextId = 1;
  private dead = false;

  /**
   * `background`: the worker gives way to the process's main thread (threadPriority.ts), for work an editor or the
   * dev server does while someone waits on the main thread. The worker script calls lowerPriorityIfBackground.
   */
  constructor(file: string, options: { youngGenerationMb?: number; background?: boolean } = {}) {
    this.worker = new Worker(file, {
      ...(options.youngGenerationMb ? { resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMb } } : {}),
      ...(options.background ? { workerData: BACKGROUND_WORKER_DATA } : {}),
    });
    this.worker.unref();
    this.worker.on('message', (message: { id: number; result: unknown }) => this.settle(message.id, message.result));
    this.worker.on('error', () => this.fail());
    this.worker.on('exit', () => this.fail());
  }

  /** Sends a job (`id` is added) and resolves with the worker's result, or undefined if the worker failed. */
  request<T>(job: object): Promise<T | undefined> {
    if (this.dead) return Promise.resolve(undefined);
    const id = this.nextId++;
    return new Promise<T | undefined>((resolve) => {
      this.waiting.set(id, resolve as (reply: unknown) => void);
      this.worker.ref(); // hold the process while an answer is awaited
      this.worker.postMessage({ ...job, id });
    });
  }

  close(): void {
    this.fail();
    void this.worker.terminate();
  }

  private settle(id: number, result: unknown): void {
    const resolve = this.waiting.get(id);
    if (!resolve) return;
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.worker.unref();
    resolve(result);
  }

  private fail(): void {
    this.dead = true;
    for (const resolve of this.waiting.values()) resolve(undefined);
    this.waiting.clear();
  }
}
