// Front matter of many pages read by worker threads and the main thread together (see frontMatterChunks.ts), for
// the CLI: a lint spends much of its time opening page files, and the main thread has the configuration, the specs
// and the other rules to do meanwhile, then joins the reads. Workers start on the first read (a small site never
// pays for one). Only files the walk vetted (regular files inside the root) are sent. Without a worker (its script
// missing) the answer is empty, and when a worker fails it leaves out the chunks that worker had taken: the core
// reads whatever is left out itself.
import * as fs from 'fs';
import type { FrontMatterResult, FrontMatterReader } from '../core';
import type { NodeWorkspace } from './nodeWorkspace';
import { FRONT_MATTER_CHUNK, FrontMatterChunks } from './frontMatterChunks';
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

/** One read: this thread's share, and whether it still takes chunks. */
interface ReadRun {
  mine: FrontMatterChunks;
  joined: boolean;
  /** The workers have answered. */
  over: boolean;
  cancelled: boolean;
}

export class WorkerFrontMatterReader implements FrontMatterReader {
  private readonly threads: WorkerThread[] = [];
  /** The read under way: cancelling it stops this thread's share too. */
  private run?: ReadRun;

  constructor(
    private readonly workspace: NodeWorkspace,
    private readonly options: WorkerReaderOptions = {},
  ) {}

  async read(relPaths: readonly string[]): Promise<Map<string, FrontMatterResult>> {
    const out = new Map<string, FrontMatterResult>();
    const files = relPaths.filter((p) => this.workspace.isVettedFile(p));
    if (files.length === 0) return out;
    this.startThreads(
      Math.min(this.options.maxWorkers ?? 1, Math.ceil(files.length / (this.options.pagesPerWorker ?? 25_000))),
    );
    if (this.threads.length === 0) return out;
    const counter = new SharedArrayBuffer(4);
    const replies = this.send(files, counter);
    const root = this.workspace.rootPath;
    const mine = new FrontMatterChunks({ root, files, counter: new Int32Array(counter), headBytes: HEAD_BYTES });
    const run: ReadRun = (this.run = { cancelled: false, over: false, mine, joined: false });
    const theirs = await replies;
    // Every chunk is taken by now (a worker answers when none is left), unless a worker failed: the core reads
    // what that one left.
    run.over = true;
    if (this.run === run) this.run = undefined; // the list of files goes with it
    const answers = [mine.answer, ...theirs];
    if (run.cancelled) return out;
    for (const answer of answers) {
      if (!answer) continue; // a worker failed: the core reads the chunks it had taken
      for (const start of answer.chunks)
        for (let i = start; i < Math.min(start + FRONT_MATTER_CHUNK, files.length); i++) out.set(files[i], CLEAN);
      for (const [index, result] of answer.problems) out.set(files[index], result);
    }
    return out;
  }

  /** Sends the list to every worker. The joined list (megabytes on a large site) lives only until it is sent. */
  private send(files: readonly string[], counter: SharedArrayBuffer): Promise<Array<FrontMatterReply | undefined>> {
    const job: FrontMatterJob = {
      kind: 'front-matter',
      root: this.workspace.rootPath,
      files: files.join('\0'),
      counter,
      headBytes: HEAD_BYTES,
    };
    return Promise.all(this.threads.map((thread) => thread.request<FrontMatterReply>(job)));
  }

  /**
   * The caller waits for the read now: this thread takes chunks too, one at a time, letting its event loop run in
   * between. Not sooner: until then this thread has the rest of the check to do, and on two cores taking chunks
   * early only slows that down.
   */
  join(): void {
    const run = this.run;
    if (!run || run.joined) return;
    run.joined = true;
    void (async () => {
      while (!run.cancelled && !run.over && run.mine.step()) await new Promise((resolve) => setImmediate(resolve));
    })();
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
    if (this.run) this.run.cancelled = true;
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
