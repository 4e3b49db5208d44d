// Reading and parsing page files in chunks, the same way on the CLI's worker thread and on its main thread: both
// take the next chunk of a shared list through one counter in shared memory, so neither idles while the other has
// work left. A distinct text is parsed once by one of the two (versioned sites repeat most pages): each thread
// claims a text by its 32-bit hash in a table in shared memory before parsing it, and a text the other thread
// claimed is answered from that thread's parse when the answers are put together. With a cache, a text whose hash
// the cache knows is not parsed at all.
import * as fs from 'fs';
import * as path from 'path';
import { MAX_FILE_BYTES, parsePageContent, type PageContent } from '../core';
import { hashOfText } from './textHash';

/** Pages claimed at once: small enough that both threads finish together, large enough to keep duplicates together. */
export const PAGE_CHUNK = 8;

/**
 * A distinct text one thread read, with its hash (when hashing) and its content; no content when the cache has it
 * or (`elsewhere`) the other thread claimed the text first.
 */
export interface ChunkContent {
  text: string;
  hash?: string;
  content?: PageContent;
  elsewhere?: true;
}

/** Per file of the list: the index of its content in `contents`, or NOT_MINE / UNREADABLE. */
export const NOT_MINE = -1;
export const UNREADABLE = -2;

export interface ChunkResults {
  contents: ChunkContent[];
  of: Int32Array;
}

export interface ChunkJob {
  root: string;
  files: readonly string[];
  /** One Int32 in shared memory: the index of the next file nobody has claimed. */
  counter: Int32Array;
  /** Shared open-addressing table of claimed text hashes (see `claimTable`). */
  claims: Int32Array;
  /** Hash texts (a cache is in use); `known` hashes are not parsed. */
  hashing: boolean;
  known: ReadonlySet<string>;
  /** How a text is parsed (default: the tree-less `parsePageContent`); the build's render thread keeps its trees. */
  parse?: (text: string) => PageContent;
}

/** One thread's share of a job: what it read and parsed. `yieldEvery` lets the main thread's event loop run. */
export class ChunkWorker {
  readonly results: ChunkResults;
  /**
   * Whether the last chunk was answered by the cache: some text in it was found there and none was parsed (texts
   * claimed elsewhere or seen before do not count: in a lint without a cache they are the other thread's work).
   */
  cacheAnsweredLastChunk = false;
  private parsedInChunk = false;
  private cacheHitInChunk = false;
  private readonly byText = new Map<string, number>();

  constructor(private readonly job: ChunkJob) {
    this.results = { contents: [], of: new Int32Array(job.files.length).fill(NOT_MINE) };
  }

  /** Claims and does one chunk; false when nothing was left to claim. */
  step(): boolean {
    const { files, counter } = this.job;
    const start = Atomics.add(counter, 0, PAGE_CHUNK);
    if (start >= files.length) return false;
    const end = Math.min(start + PAGE_CHUNK, files.length);
    this.parsedInChunk = this.cacheHitInChunk = false;
    for (let i = start; i < end; i++) this.results.of[i] = this.page(files[i]);
    this.cacheAnsweredLastChunk = this.cacheHitInChunk && !this.parsedInChunk;
    return true;
  }

  private page(relPath: string): number {
    const text = readPageText(this.job.root, relPath);
    if (text === undefined) return UNREADABLE;
    const seen = this.byText.get(text);
    if (seen !== undefined) return seen;
    const out: ChunkContent = { text };
    if (this.job.hashing) out.hash = hashOfText(text);
    if (out.hash && this.job.known.has(out.hash)) {
      this.cacheHitInChunk = true; // the cache has it
    } else if (claim(this.job.claims, quickHash(text))) {
      out.content = (this.job.parse ?? parsePageContent)(text);
      this.parsedInChunk = true;
    } else out.elsewhere = true;
    const index = this.results.contents.push(out) - 1;
    this.byText.set(text, index);
    return index;
  }
}

/** A claim table for this many files: at most half full, so probes stay short. */
export function claimTable(files: number): Int32Array {
  let size = 16;
  while (size < files * 2) size *= 2;
  return new Int32Array(new SharedArrayBuffer(size * 4));
}

/**
 * Claims a text hash in the shared table: true for the first thread to claim it. Two different texts with the same
 * 32-bit hash are a claim lost for nothing: the loser's file finds no parse of its text, and the core parses it.
 */
function claim(table: Int32Array, hash: number): boolean {
  const mask = table.length - 1;
  for (let slot = hash & mask, probes = 0; probes < table.length; slot = (slot + 1) & mask, probes++) {
    const seen = Atomics.compareExchange(table, slot, 0, hash);
    if (seen === 0) return true;
    if (seen === hash) return false;
  }
  return true; // a full table (never, at half size): parse rather than lose the page
}

/** FNV-1a over the UTF-16 code units, never 0 (0 marks a free slot). */
function quickHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 1;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a page file the walk vetted (a regular file inside the root), or undefined when it cannot be read
 * as the workspace would read it (gone, not a regular file any more, too large, not UTF-8): the core then reads it
 * itself and reports why.
 */
export function readPageText(root: string, relPath: string): string | undefined {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: a FIFO put in a page's place after the walk must not hang the read (docs/security.md).
    const abs = path.sep === '/' ? `${root}/${relPath}` : path.join(root, relPath);
    fd = fs.openSync(abs, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return undefined;
    return utf8.decode(readUpTo(fd, stat.size));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * At most `size` bytes from the start of an open file (what `readFileSync` reads from a regular file, without the
 * second `fstat` it makes: one system call fewer per page on a 10k-page site).
 */
function readUpTo(fd: number, size: number): Uint8Array {
  const buffer = Buffer.allocUnsafe(size);
  let filled = 0;
  while (filled < size) {
    const read = fs.readSync(fd, buffer, filled, size - filled, null);
    if (read === 0) break;
    filled += read;
  }
  return buffer.subarray(0, filled);
}
