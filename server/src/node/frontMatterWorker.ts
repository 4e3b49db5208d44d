// The front matter thread of lint and build (see workerThread.ts, WorkerFrontMatterReader): reads the heads of the
// page files it is sent, parses their front matter and sends back only the pages that have problems. It imports
// the core's narrow door for page heads, so that its bundle stays a fraction of the whole core and the thread is
// reading pages soon after it starts.
import * as fs from 'fs';
import * as path from 'path';
import { parentPort } from 'worker_threads';
import {
  frontMatterOfHead,
  parseFrontMatter,
  type FrontMatterResult,
  unreadablePageResult,
  MAX_FILE_BYTES,
} from '../core/pageHeads';
import { readHeadSync } from './readHead';
import { toWorkspaceError } from './workspaceErrors';

export interface FrontMatterJob {
  kind: 'front-matter';
  root: string;
  /** Root-relative paths joined by "\0" (one string crosses threads far faster than 100,000). */
  files: string;
  headBytes: number;
}

/** Index into the job's files, and that page's result. Clean pages are not sent back. */
export type FrontMatterReply = Array<[number, FrontMatterResult]>;

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
  const result = frontMatterOfHead(head.text, head.complete);
  if (result) return result;
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

parentPort?.on('message', (job: FrontMatterJob & { id: number }) => {
  let result: FrontMatterReply | undefined;
  try {
    result = frontMatters(job);
  } catch {
    result = undefined; // the main thread reads these pages itself
  }
  parentPort!.postMessage({ id: job.id, result });
});
