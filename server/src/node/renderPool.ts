// Page bodies rendered on worker threads while the main thread writes pages: each worker gets the site's link
// targets once, then jobs, always to the worker with the fewest jobs in flight. With no worker (a small site, or
// the worker script missing) and for any job a worker fails, the main thread renders the body itself. The first
// thread may be started before the site is known, to parse the page files for lint and keep them for their render.
import * as fs from 'fs';
import * as path from 'path';
import type { LinkTargets } from '../site';
import { forgetParse } from './keptParses';
import { runRenderJob, type RenderJob, type RenderReply } from './renderJobs';
import type { TargetTable } from './renderTargets';
import { WorkerThread } from './workerThread';

/** The render worker sits next to this module: server/out/src/node/ in a build, dist/ in the bundle. */
export const RENDER_WORKER_FILE = path.join(__dirname, 'renderWorker.js');

export class RenderPool {
  private readonly threads: Array<{ thread: WorkerThread; busy: number; ready?: Promise<unknown> }> = [];
  private targets?: LinkTargets;
  private closed = false;

  constructor(private readonly workerFile = RENDER_WORKER_FILE) {}

  /** The first thread, started now if it is not yet; undefined when there is no worker script. */
  firstThread(): WorkerThread | undefined {
    if (this.threads.length === 0 && !this.closed && fs.existsSync(this.workerFile))
      this.threads.push({ thread: new WorkerThread(this.workerFile), busy: 0 });
    return this.threads[0]?.thread;
  }

  get started(): boolean {
    return this.threads.length > 0;
  }

  /**
   * Ready to render: up to `workers` threads (those already started count) get the site's link targets. Without a
   * table, or with no worker wanted and none started, the main thread renders every body.
   */
  start(targets: LinkTargets, table: TargetTable | undefined, workers: number): void {
    this.targets = targets;
    if (!table || this.closed) return this.close();
    while (this.threads.length < workers && fs.existsSync(this.workerFile))
      this.threads.push({ thread: new WorkerThread(this.workerFile), busy: 0 });
    for (const slot of this.threads) slot.ready = slot.thread.request({ kind: 'init', table });
  }

  get workerCount(): number {
    return this.threads.length;
  }

  async render(job: RenderJob): Promise<RenderReply> {
    const targets = this.targets!;
    if (this.threads.length === 0) return runRenderJob(targets, job);
    const slot = this.threads.reduce((a, b) => (b.busy < a.busy ? b : a));
    slot.busy++;
    try {
      const ready = await slot.ready;
      const reply = ready ? await slot.thread.request<RenderReply>(job) : undefined;
      return reply ?? (await runRenderJob(targets, job));
    } finally {
      slot.busy--;
    }
  }

  /** No route is left to render from this page text: the threads may drop what they keep of it. */
  forget(text: string): void {
    forgetParse(text); // the main thread keeps the parses of a site too small for a worker
    for (const { thread } of this.threads) void thread.request({ kind: 'forget', text });
  }

  close(): void {
    this.closed = true;
    for (const { thread } of this.threads.splice(0)) thread.close();
  }
}
