// Front matter of page files in chunks, the same way on the front matter thread and on the CLI's main thread: both
// take the next chunk of one list through a counter in shared memory, so that the main thread, once the rest of its
// check is done, reads pages instead of waiting for the thread to finish them. Only the pages with problems are
// kept; a chunk done is a chunk whose other pages are clean.
import * as fs from 'fs';
import * as path from 'path';
import {
  frontMatterOfHead,
  parseFrontMatter,
  type FrontMatterResult,
  unreadablePageResult,
  MAX_FILE_BYTES,
} from '../core/pageHeads';
import { readHeadSync } from './readHead';
import { toWorkspaceError } from './workspaceErrors';

/** Pages claimed at once: about a millisecond of reads, so that both threads finish within one of each other. */
export const FRONT_MATTER_CHUNK = 64;

export interface FrontMatterChunkJob {
  root: string;
  files: readonly string[];
  /** One Int32 in shared memory: the index of the next file nobody has claimed. */
  counter: Int32Array;
  /** Bytes of a page's head read at first; front matter longer than that is read whole. */
  headBytes: number;
}

/** What one thread did: the first index of each chunk it claimed, and the pages among them with problems. */
export interface FrontMatterAnswer {
  chunks: number[];
  problems: Array<[number, FrontMatterResult]>;
}

/** One thread's share of a job. */
export class FrontMatterChunks {
  readonly answer: FrontMatterAnswer = { chunks: [], problems: [] };
  private readonly buffer: Buffer;

  constructor(private readonly job: FrontMatterChunkJob) {
    this.buffer = Buffer.allocUnsafe(job.headBytes);
  }

  /** Claims and reads one chunk; false when nothing was left to claim. */
  step(): boolean {
    const { files, counter, root } = this.job;
    const start = Atomics.add(counter, 0, FRONT_MATTER_CHUNK);
    if (start >= files.length) return false;
    this.answer.chunks.push(start);
    const end = Math.min(start + FRONT_MATTER_CHUNK, files.length);
    for (let i = start; i < end; i++) {
      let result: FrontMatterResult;
      try {
        result = frontMatterOfPage(root, files[i], this.buffer);
      } catch (e) {
        result = unreadablePageResult(`"${files[i]}" could not be checked: ${(e as Error)?.message ?? e}`);
      }
      if (result.problems.length > 0) this.answer.problems.push([i, { problems: result.problems }]);
    }
    return true;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The front matter of a page file the walk vetted, read from its head (the whole file when the head is too short). */
function frontMatterOfPage(root: string, relPath: string, buffer: Buffer): FrontMatterResult {
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
