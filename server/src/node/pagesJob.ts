// The pages job a worker thread runs for ThreadedPageReader: its share of reading and parsing a list of page files
// (pageChunks.ts), each distinct text's content sent back, most of them in batches while it parses
// (contentStream.ts). Run by the CLI's worker for lint and by the build's render thread, which keeps the trees.
import type { PageContent } from '../core';
import { ContentSender } from './contentStream';
import { ChunkWorker, type ChunkResults } from './pageChunks';

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

/** One thread's share of a pages job; `parse` as in ChunkJob. */
export function runPagesJob(job: PagesJob, parse?: (text: string) => PageContent): PagesReply {
  const worker = new ChunkWorker({
    root: job.root,
    files: job.files.split('\0'),
    counter: new Int32Array(job.counter),
    claims: new Int32Array(job.claims),
    hashing: job.hashing,
    known: new Set(job.known ? job.known.split('\n') : []),
    parse,
  });
  const sender = new ContentSender(job.channel);
  while (worker.step()) sender.offer(worker.results.contents);
  const streamed = sender.finish();
  return { contents: worker.results.contents.slice(streamed), of: worker.results.of, streamed };
}
