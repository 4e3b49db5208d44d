// The CLI's worker thread (see workerThread.ts) for two kinds of job, both pure core code run off the main thread:
// - pages (ThreadedPageReader): reads and parses page files, taking chunks of a list shared with the main thread,
//   and sends back each distinct text with what the page rules read (never the syntax tree), most of them in
//   batches while it parses (contentStream.ts);
// - spec (WorkerSpecIndexer): builds the index of one OpenAPI spec through its own Node workspace of the same root,
//   with the same containment and limits as the main thread.
// Front matter alone is read by a smaller worker of its own (frontMatterWorker.ts).
import { parentPort, workerData } from 'worker_threads';
import { loadSpec, type LoadedSpec, type SpecLoadOptions } from '../core';
import { NodeWorkspace } from './nodeWorkspace';
import { runPagesJob, type PagesJob, type PagesReply } from './pagesJob';
import { lowerPriorityIfBackground } from './threadPriority';

export type { PagesJob, PagesReply } from './pagesJob';

export interface SpecJob {
  kind: 'spec';
  root: string;
  relPath: string;
  options: SpecLoadOptions;
}

/** The loaded spec (plain data and Maps: it crosses threads as a structured clone). */
export type SpecReply = LoadedSpec;

lowerPriorityIfBackground(workerData);

/** Workspaces by root, so the specs of one site share the walk-free file access. */
const workspaces = new Map<string, NodeWorkspace>();

parentPort?.on('message', async (job: (SpecJob | PagesJob) & { id: number }) => {
  let result: SpecReply | PagesReply | undefined;
  try {
    if (job.kind === 'pages') result = runPagesJob(job);
    else {
      let ws = workspaces.get(job.root);
      if (!ws) workspaces.set(job.root, (ws = new NodeWorkspace(job.root)));
      result = await loadSpec(ws, job.relPath, job.options);
    }
  } catch {
    result = undefined; // the main thread does this job itself
  }
  try {
    parentPort!.postMessage({ id: job.id, result });
  } catch {
    parentPort!.postMessage({ id: job.id, result: undefined }); // a result that cannot cross threads
  }
});
