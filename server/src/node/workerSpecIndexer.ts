// OpenAPI specs indexed on a worker thread (see cliWorker.ts), for the CLI: a large spec takes a good part of a
// lint's main thread, and the index crosses threads as plain data. If the worker script is missing or the worker
// fails, each spec is indexed on the main thread as usual.
import * as fs from 'fs';
import type { LoadedSpec, SpecLoadOptions, SpecIndexer } from '../core';
import type { SpecJob, SpecReply } from './cliWorker';
import { CLI_WORKER_FILE, WorkerThread } from './workerThread';

export class WorkerSpecIndexer implements SpecIndexer {
  private thread?: WorkerThread;
  private unavailable = false;

  constructor(
    private readonly rootPath: string,
    private readonly workerFile = CLI_WORKER_FILE,
  ) {}

  async index(relPath: string, options: SpecLoadOptions): Promise<LoadedSpec | undefined> {
    const thread = this.start();
    if (!thread) return undefined;
    const job: SpecJob = { kind: 'spec', root: this.rootPath, relPath, options };
    return thread.request<SpecReply>(job);
  }

  close(): void {
    this.thread?.close();
    this.thread = undefined;
  }

  private start(): WorkerThread | undefined {
    if (this.thread || this.unavailable) return this.thread;
    try {
      if (fs.existsSync(this.workerFile)) this.thread = new WorkerThread(this.workerFile);
    } catch {
      // no thread: index here
    }
    this.unavailable = !this.thread;
    return this.thread;
  }
}
