// The CLI's worker thread (see workerThread.ts). Three kinds of job, all pure core code run off the main thread:
// - front matter (WorkerFrontMatterReader): reads the heads of the page files it is sent and parses their front
//   matter, and sends back only the pages that have problems;
// - pages (ThreadedPageReader): reads and parses page files, taking chunks of a list shared with the main thread,
//   and sends back each distinct text with what the page rules read (never the syntax tree);
// - spec (WorkerSpecIndexer): builds the index of one OpenAPI spec through its own Node workspace of the same root,
//   with the same containment and limits as the main thread.
import * as fs from 'fs';
import * as path from 'path';
import { parentPort } from 'worker_threads';
import {
  parseFrontMatter,
  type FrontMatterResult,
  unreadablePageResult,
  MAX_FILE_BYTES,
  loadSpec,
  type LoadedSpec,
  type SpecLoadOptions,
} from '../core';
import { toWorkspaceError } from './nodeWorkspace';
import { readHeadSync } from './readHead';
import { NodeWorkspace } from './nodeWorkspace';
import { ChunkWorker, type ChunkResults } from './pageChunks';

export interface FrontMatterJob {
  kind: 'front-matter';
  root: string;
  /** Root-relative paths joined by "\0" (one string crosses threads far faster than 100,000). */
  files: string;
  headBytes: number;
}

/** Index into the job's files, and that page's result. Clean pages are not sent back. */
export type FrontMatterReply = Array<[number, FrontMatterResult]>;

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
}

export type PagesReply = ChunkResults;

function pages(job: PagesJob): PagesReply {
  const worker = new ChunkWorker({
    root: job.root,
    files: job.files.split('\0'),
    counter: new Int32Array(job.counter),
    claims: new Int32Array(job.claims),
    hashing: job.hashing,
    known: new Set(job.known ? job.known.split('\n') : []),
  });
  while (worker.step());
  return worker.results;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function checkPage(root: string, relPath: string, buffer: Buffer): FrontMatterResult {
  // Walked paths are already normal ("a/b.mdx", no "." or ".."): joining by hand saves path.join's normalisation,
  // which adds up over the pages of a large site.
  const abs = path.sep === '/' ? `${root}/${relPath}` : path.join(root, relPath);
  const head = readHeadSync(abs, buffer);
  if (!('text' in head)) {
    return unreadablePageResult(
      head.notUtf8 ? `"${relPath}" is not UTF-8 text` : toWorkspaceError({ code: head.errorCode }, relPath).message,
    );
  }
  const result = parseFrontMatter(head.text);
  if (head.complete || !result.problems.some((p) => p.message.includes('never closed'))) return result;
  // Front matter longer than the head: read the whole page (rare), with the same size cap as every read.
  try {
    const size = fs.statSync(abs).size;
    if (size > MAX_FILE_BYTES)
      return unreadablePageResult(`"${relPath}" is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit`);
    return parseFrontMatter(utf8.decode(fs.readFileSync(abs)));
  } catch (e) {
    return unreadablePageResult(
      e instanceof TypeError ? `"${relPath}" is not UTF-8 text` : toWorkspaceError(e, relPath).message,
    );
  }
}

function frontMatters(job: FrontMatterJob): FrontMatterReply {
  const reply: FrontMatterReply = [];
  const buffer = Buffer.allocUnsafe(job.headBytes);
  const files = job.files.split('\0');
  for (let i = 0; i < files.length; i++) {
    let result: FrontMatterResult;
    try {
      result = checkPage(job.root, files[i], buffer);
    } catch (e) {
      result = unreadablePageResult(`"${files[i]}" could not be checked: ${(e as Error)?.message ?? e}`);
    }
    if (result.problems.length > 0) reply.push([i, { problems: result.problems }]);
  }
  return reply;
}

/** Workspaces by root, so the specs of one site share the walk-free file access. */
const workspaces = new Map<string, NodeWorkspace>();

parentPort?.on('message', async (job: (FrontMatterJob | SpecJob | PagesJob) & { id: number }) => {
  let result: FrontMatterReply | SpecReply | PagesReply | undefined;
  try {
    if (job.kind === 'front-matter') result = frontMatters(job);
    else if (job.kind === 'pages') result = pages(job);
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
