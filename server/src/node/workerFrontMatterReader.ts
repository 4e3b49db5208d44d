// Front matter of many pages read on worker threads (see frontMatterWorker.ts), for the CLI: a lint spends much of its
// time opening page files, and the main thread has the configuration, the specs and the other rules to do
// meanwhile. Workers start on the first read (a small site never pays for one). Only files the walk vetted
// (regular files inside the root) are sent; if the worker script is missing or a worker fails, the answer leaves
// those files out and the core reads them itself.
import * as fs from 'fs';
import type { FrontMatterResult, FrontMatterReader } from '../core';
import type { NodeWorkspace } from './nodeWorkspace';
import type { FrontMatterJob, FrontMatterReply } from './frontMatterWorker';
import { FRONT_MATTER_WORKER_FILE, WorkerThread } from './workerThread';

/** As many bytes as the core's own head reads: front matter longer than that is read whole. */
const HEAD_BYTES = 8192;
const CLEAN: FrontMatterResult = Object.freeze({
  problems: Object.freeze([]) as unknown as FrontMatterResult['problems'],
});

export interface WorkerReaderOptions {
  /** Most worker threads to use (default 1). */
  maxWorkers?: number;
  /** Pages per worker before another one is started (default 25,000). */
  pagesPerWorker?: number;
  /** The worker script (default: the front matter worker next to this module); for tests of a missing one. */
  workerFile?: string;
}

export class WorkerFrontMatterReader implements FrontMatterReader {
  private readonly threads: WorkerThread[] = [];

  constructor(
    private readonly workspace: NodeWorkspace,
    private readonly options: WorkerReaderOptions = {},
  ) {}

  async read(relPaths: readonly string[]): Promise<Map<string, FrontMatterResult>> {
    const out = new Map<string, FrontMatterResult>();
    const vetted = relPaths.filter((p) => this.workspace.isVettedFile(p));
    if (vetted.length === 0) return out;
    this.startThreads(
      Math.min(this.options.maxWorkers ?? 1, Math.ceil(vetted.length / (this.options.pagesPerWorker ?? 25_000))),
    );
    if (this.threads.length === 0) return out;
    const share = Math.ceil(vetted.length / this.threads.length);
    const parts = this.threads
      .map((thread, i) => ({ thread, files: vetted.slice(i * share, (i + 1) * share) }))
      .filter((p) => p.files.length > 0);
    const replies = await Promise.all(
      parts.map(({ thread, files }) => {
        const job: FrontMatterJob = {
          kind: 'front-matter',
          root: this.workspace.rootPath,
          files: files.join('\0'),
          headBytes: HEAD_BYTES,
        };
        return thread.request<FrontMatterReply>(job);
      }),
    );
    parts.forEach(({ files }, i) => {
      const reply = replies[i];
      if (!reply) return; // this worker failed: the core reads its share
      for (const f of files) out.set(f, CLEAN);
      for (const [index, result] of reply) out.set(files[index], result);
    });
    return out;
  }

  /** Starts a worker now, so that it is ready when the first pages are handed over. */
  start(): void {
    this.startThreads(1);
  }

  /** Stops the workers (they never hold the process open, but a long-lived caller may want the memory back). */
  close(): void {
    for (const t of this.threads.splice(0)) t.close();
  }

  /** Stops the reads under way; the next read starts new workers. */
  cancel(): void {
    this.close();
  }

  private startThreads(wanted: number): void {
    const file = this.options.workerFile ?? FRONT_MATTER_WORKER_FILE;
    if (!fs.existsSync(file)) return;
    while (this.threads.length < wanted) {
      try {
        // A small young generation: every head read dies at once, and the default would only add to the peak.
        this.threads.push(new WorkerThread(file, { youngGenerationMb: 4 }));
      } catch {
        return;
      }
    }
  }
}
