// Front matter of many pages read on worker threads (see frontMatterWorker.ts), for the CLI: a lint spends much of
// its time opening page files, and the main thread has the configuration, the specs and the other rules to do
// meanwhile. Workers start on the first read (a small site never pays for one).
// Only files the walk vetted (regular files inside the root) are sent; if the worker script is missing or a
// worker fails, the answer leaves those files out and the core reads them itself.
import * as fs from 'fs';
import * as path from 'path';
import { Worker } from 'worker_threads';
import type { FrontMatterResult } from '../core/pages/frontMatter';
import type { FrontMatterReader } from '../core/pages/frontMatterReader';
import type { NodeWorkspace } from './nodeWorkspace';
import type { FrontMatterJob, FrontMatterReply } from './frontMatterWorker';

/** The compiled worker sits next to this module: server/out/src/node/ in a build, dist/ in the bundle. */
const WORKER_FILE = path.join(__dirname, 'frontMatterWorker.js');
/** As many bytes as the core's own head reads: front matter longer than that is read whole. */
const HEAD_BYTES = 8192;
const CLEAN: FrontMatterResult = Object.freeze({ problems: Object.freeze([]) as unknown as FrontMatterResult['problems'] });

export interface WorkerReaderOptions {
  /** Most worker threads to use (default 1). */
  maxWorkers?: number;
  /** Pages per worker before another one is started (default 25,000). */
  pagesPerWorker?: number;
  /** The worker script (default: frontMatterWorker.js next to this module); for tests of a missing one. */
  workerFile?: string;
}

export class WorkerFrontMatterReader implements FrontMatterReader {
  private readonly workers: Worker[] = [];

  constructor(
    private readonly workspace: NodeWorkspace,
    private readonly options: WorkerReaderOptions = {},
  ) {}

  async read(relPaths: readonly string[]): Promise<Map<string, FrontMatterResult>> {
    const out = new Map<string, FrontMatterResult>();
    const vetted = relPaths.filter((p) => this.workspace.isVettedFile(p));
    if (vetted.length === 0) return out;
    this.startWorkers(Math.min(this.options.maxWorkers ?? 1, Math.ceil(vetted.length / (this.options.pagesPerWorker ?? 25_000))));
    if (this.workers.length === 0) return out;
    const share = Math.ceil(vetted.length / this.workers.length);
    const parts = this.workers.map((worker, i) => ({ worker, files: vetted.slice(i * share, (i + 1) * share) })).filter((p) => p.files.length > 0);
    const replies = await Promise.all(parts.map(({ worker, files }) => this.ask(worker, files)));
    parts.forEach(({ files }, i) => {
      const reply = replies[i];
      if (!reply) return; // this worker failed: the core reads its share
      for (const f of files) out.set(f, CLEAN);
      for (const [index, result] of reply) out.set(files[index], result);
    });
    return out;
  }

  private startWorkers(wanted: number): void {
    const file = this.options.workerFile ?? WORKER_FILE;
    if (!fs.existsSync(file)) return;
    while (this.workers.length < wanted) {
      try {
        // A small young generation: every head read dies at once, and the default would only add to the peak.
        const worker = new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
        worker.unref(); // never keeps the process alive between reads
        worker.on('error', () => undefined); // a pending read learns of it through its own listener
        worker.on('exit', () => this.workers.splice(this.workers.indexOf(worker) >>> 0, 1));
        this.workers.push(worker);
      } catch {
        return;
      }
    }
  }

  /** Stops the workers (they never hold the process open, but a long-lived caller may want the memory back). */
  close(): void {
    for (const w of this.workers.splice(0)) void w.terminate();
  }

  private ask(worker: Worker, files: string[]): Promise<FrontMatterReply | undefined> {
    return new Promise((resolve) => {
      const done = (reply: FrontMatterReply | undefined) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.unref();
        resolve(reply);
      };
      const onMessage = (reply: FrontMatterReply) => done(reply);
      const onError = () => done(undefined);
      const onExit = () => done(undefined);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref(); // hold the process while an answer is awaited
      const job: FrontMatterJob = { root: this.workspace.rootPath, files: files.join('\0'), headBytes: HEAD_BYTES };
      worker.postMessage(job);
    });
  }
}
