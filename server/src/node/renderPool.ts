// Page bodies rendered on worker threads while the main thread writes pages: each worker gets the site's link
// targets once, then jobs, always to the worker with the fewest jobs in flight. With no worker (a small site, or
// the worker script missing) and for any job a worker fails, the main thread renders the body itself.
import * as fs from 'fs';
import * as path from 'path';
import type { LinkTargets } from '../site';
import { runRenderJob, type RenderJob, type RenderReply } from './renderJobs';
import type { TargetTable } from './renderTargets';
import { WorkerThread } from './workerThread';

/** The render worker sits next to this module: server/out/src/node/ in a build, dist/ in the bundle. */
export const RENDER_WORKER_FILE = path.join(__dirname, 'renderWorker.js');

export class RenderPool {
  private readonly threads: Array<{ thread: WorkerThread; busy: number; ready: Promise<unknown> }> = [];

  constructor(
    private readonly targets: LinkTargets,
    table: TargetTable | undefined,
    workers: number,
    workerFile = RENDER_WORKER_FILE,
  ) {
    if (!table || workers <= 0 || !fs.existsSync(workerFile)) return;
    for (let i = 0; i < workers; i++) {
      const thread = new WorkerThread(workerFile);
      this.threads.push({ thread, busy: 0, ready: thread.request({ kind: 'init', table }) });
    }
  }

  get workerCount(): number {
    return this.threads.length;
  }

  async render(job: RenderJob): Promise<RenderReply> {
    if (this.threads.length === 0) return runRenderJob(this.targets, job);
    const slot = this.threads.reduce((a, b) => (b.busy < a.busy ? b : a));
    slot.busy++;
    try {
      const ready = await slot.ready;
      const reply = ready ? await slot.thread.request<RenderReply>(job) : undefined;
      return reply ?? (await runRenderJob(this.targets, job));
    } finally {
      slot.busy--;
    }
  }

  close(): void {
    for (const { thread } of this.threads.splice(0)) thread.close();
  }
}
