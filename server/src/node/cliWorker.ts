// The CLI's worker thread (see workerThread.ts) for two kinds of job, both pure core code run off the main thread:
// - pages (ThreadedPageReader): reads and parses page files, taking chunks of a list shared with the main thread,
//   and sends back each distinct text with what the page rules read (never the syntax tree), most of them in
//   batches while it parses (contentStream.ts);
// - spec (WorkerSpecIndexer): builds the index of one OpenAPI spec through its own Node workspace of the same root,
//   with the same containment and limits as the main thread.
// Front matter alone is read by a smaller worker of its own (frontMatterWorker.ts).
import { parentPort } from 'worker_threads';
import { loadSpec, type LoadedSpec, type SpecLoadOptions } from '../core';
import { NodeWorkspace } from './nodeWorkspace';
import { ContentSender } from './contentStream';
import { ChunkWorker, type ChunkResults } from './pageChunks';

export interface SpecJob {
  kind: 'spec';
  root: string;
  relPath: string;
  options: SpecLoadOptions;
}

/** The loaded spec (plain data and Maps: it crosses threads as a structured clone). */
export type SpecReply = LoadedSpec;

export interface PagesJob {
  kind: 'pages';
  root: string;
  /** Root-relative paths joined by "\0". */
  files: string;
  /** The shared counter (one Int32) both threads claim chunks of `files` from. */
  counter: SharedArrayBuffer;
  /** The shared table of claimed text hashes. */
  claims: SharedArrayBuffer;
  hashing: boolean;
  /** Hashes the cache already has, joined by "\n": those texts are not parsed. */
  known: string;
  /** The BroadcastChannel the contents go ahead on, in batches (contentStream.ts). */
  channel: string;
}

/** The contents not sent ahead, and the number that were (they come first). */
export type PagesReply = ChunkResults & { streamed: number };

function pages(job: PagesJob): PagesReply {
  const worker = new ChunkWorker({
    root: job.root,
    files: job.files.split('\0'),
    counter: new Int32Array(job.counter),
    claims: new Int32Array(job.claims),
    hashing: job.hashing,
    known: new Set(job.known ? job.known.split('\n') : []),
  });
  const sender = new ContentSender(job.channel);
  while (worker.step()) sender.offer(worker.results.contents);
  const streamed = sender.finish();
  return { contents: worker.results.contents.slice(streamed), of: worker.results.of, streamed };
}

/** Workspaces by root, so the specs of one site share the walk-free file access. */
const workspaces = new Map<string, NodeWorkspace>();

parentPort?.on('message', async (job: (SpecJob | PagesJob) & { id: number }) => {
  let result: SpecReply | PagesReply | undefined;
  try {
    if (job.kind === 'pages') result = pages(job);
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
