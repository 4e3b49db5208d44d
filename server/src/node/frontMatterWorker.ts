// Worker thread of WorkerFrontMatterReader: reads the heads of the page files it is sent and parses their front
// matter with the core's parser, so the main thread gets back only the pages that have problems.
import * as fs from 'fs';
import * as path from 'path';
import { parentPort } from 'worker_threads';
import { parseFrontMatter, type FrontMatterResult } from '../core/pages/frontMatter';
import { unreadablePageResult } from '../core/pages/frontMatterReader';
import { MAX_FILE_BYTES } from '../core/workspace/workspace';
import { toWorkspaceError } from './nodeWorkspace';
import { readHeadSync } from './readHead';

export interface FrontMatterJob {
  root: string;
  /** Root-relative paths joined by "\0" (one string crosses threads far faster than 100,000). */
  files: string;
  headBytes: number;
}

/** Index into the job's files, and that page's result. Clean pages are not sent back. */
export type FrontMatterReply = Array<[number, FrontMatterResult]>;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function checkPage(root: string, relPath: string, buffer: Buffer): FrontMatterResult {
  const abs = path.join(root, relPath);
  const head = readHeadSync(abs, buffer);
  if (!('text' in head)) {
    return unreadablePageResult(head.notUtf8 ? `"${relPath}" is not UTF-8 text` : toWorkspaceError({ code: head.errorCode }, relPath).message);
  }
  const result = parseFrontMatter(head.text);
  if (head.complete || !result.problems.some((p) => p.message.includes('never closed'))) return result;
  // Front matter longer than the head: read the whole page (rare), with the same size cap as every read.
  try {
    const size = fs.statSync(abs).size;
    if (size > MAX_FILE_BYTES) return unreadablePageResult(`"${relPath}" is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit`);
    return parseFrontMatter(utf8.decode(fs.readFileSync(abs)));
  } catch (e) {
    return unreadablePageResult(e instanceof TypeError ? `"${relPath}" is not UTF-8 text` : toWorkspaceError(e, relPath).message);
  }
}

parentPort?.on('message', (job: FrontMatterJob) => {
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
  parentPort!.postMessage(reply);
});
