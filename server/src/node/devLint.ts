// Lint for `docsjson dev`: on a worker thread when the worker script is there (devLintWorker.ts), else on this
// thread. Changes are handed over with the next check, so the checker redoes only what changed.
import * as fs from 'fs';
import * as path from 'path';
import type { DocsService, FileChange, Problem } from '../core';
import { devLintService, type DevLintSettings } from './devLintService';
import type { DevLintJob } from './devLintWorker';
import { WorkerThread } from './workerThread';

export const DEV_LINT_WORKER_FILE = path.join(__dirname, 'devLintWorker.js');

export class DevLint {
  private thread?: WorkerThread;
  private ready?: Promise<unknown>;
  private local?: DocsService;
  private pending: FileChange[] = [];
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly docsFile: string,
    private readonly settings: DevLintSettings,
    workerFile = DEV_LINT_WORKER_FILE,
  ) {
    if (fs.existsSync(workerFile)) {
      this.thread = new WorkerThread(workerFile, { background: true }); // page requests come first
      const init: DevLintJob = { kind: 'init', root, docsFile, settings };
      this.ready = this.thread.request(init);
    }
  }

  filesChanged(changes: readonly FileChange[]): void {
    this.pending.push(...changes);
  }

  /** The problems of the site as it is now on disk. Throws when the check itself fails. */
  async check(): Promise<Problem[]> {
    const changes = this.pending;
    this.pending = [];
    if (this.thread && (await this.ready)) {
      const job: DevLintJob = { kind: 'check', changes };
      const reply = await this.thread.request<Problem[] | { error: string }>(job);
      if (Array.isArray(reply)) return reply;
      if (reply) throw new Error(reply.error);
      if (this.closed) return [];
      this.thread = undefined; // the worker died: lint here from now on
    }
    this.local ??= devLintService(this.root, this.docsFile, this.settings);
    if (changes.length > 0) this.local.filesChanged(changes);
    return (await this.local.check()).problems;
  }

  close(): void {
    this.closed = true;
    this.thread?.close();
  }
}
