// Page files read and parsed on a worker thread and on the main thread together, for the CLI's lint: MDX parsing
// decides how fast a lint with page rules is, and on two cores one worker plus the main thread use both without a
// third thread competing. Both take chunks of one list through a shared counter and parse each distinct text once
// between them (pageChunks.ts); the main thread takes a chunk whenever its event loop is free, so the rest of the
// check goes on meanwhile. Only files the walk vetted are read; whatever is not answered (unreadable, a failed
// worker) is parsed by the core itself.
import * as fs from 'fs';
import type { PageContent, PageReader, ReadPage } from '../core';
import type { PagesJob, PagesReply } from './cliWorker';
import { ContentReceiver, newChannelName } from './contentStream';
import type { NodeWorkspace } from './nodeWorkspace';
import { ChunkWorker, claimTable, type ChunkResults, type ChunkJob } from './pageChunks';
import type { PageCache } from './pageCache';
import { CLI_WORKER_FILE, WorkerThread } from './workerThread';

/** Below this many pages a worker's start-up (its bundle loads in about 100 ms) is not worth it. */
const MIN_PAGES_FOR_WORKER = 200;
/**
 * How long this thread leaves the chunks to the worker after a chunk that only needed reading: the worker reads
 * about a hundred pages meanwhile, and the wait adds at most this much at the end.
 */
const CACHED_PAUSE_MS = 4;

export interface ThreadedPageReaderOptions {
  /** Known contents by hash, and where new ones go; without it nothing is hashed. */
  cache?: PageCache;
  /** The worker script (default: the CLI's worker next to this module); for tests of a missing or broken one. */
  workerFile?: string;
  /** Use a worker from this many pages (default 200). */
  minPagesForWorker?: number;
  /**
   * A thread of the caller's to run the pages job on, asked for when the job starts, instead of a worker of the
   * reader's own (the reader never closes it). The build hands its render thread, which keeps what it parses for
   * the render.
   */
  thread?: () => WorkerThread | undefined;
  /**
   * False: the worker alone reads and parses, and this thread only receives its answers (an editor, whose thread
   * must stay free for keystrokes); without a worker the answer is empty and the core parses the pages itself.
   * 'without-worker': this thread parses only when no worker takes part (the build: its render thread keeps the
   * parses of its share, and two isolates parsing in parallel cost a third more CPU than one for little gain in wall
   * time, measured on a site of 984 distinct pages). Default true (a lint, which waits for the pages and has this
   * thread to spare).
   */
  mainThreadParses?: boolean | 'without-worker';
  /**
   * How this thread parses its share (default: the tree-less parse lint needs). The build of a site too small for a
   * worker keeps each tree for the text's render, as its render thread does.
   */
  parse?: (text: string) => PageContent;
  /** The reader's own worker gives way to this process's main thread (an editor's: keystrokes come first). */
  background?: boolean;
}

/** Where the pages are: the root, and which files the walk vetted (only those are read). */
export type VettedFiles = Pick<NodeWorkspace, 'rootPath' | 'isVettedFile'>;

export class ThreadedPageReader implements PageReader {
  private thread?: WorkerThread;
  private receiver?: ContentReceiver;
  private cancelled = false;

  constructor(
    private readonly workspace: VettedFiles,
    private readonly options: ThreadedPageReaderOptions = {},
  ) {}

  async read(relPaths: readonly string[]): Promise<Map<string, ReadPage>> {
    this.cancelled = false;
    const files = relPaths.filter((p) => this.workspace.isVettedFile(p));
    const out = new Map<string, ReadPage>();
    if (files.length === 0) return out;
    const cache = this.options.cache;
    const counter = new SharedArrayBuffer(4);
    const job: ChunkJob = {
      root: this.workspace.rootPath,
      files,
      counter: new Int32Array(counter),
      claims: claimTable(files.length),
      hashing: cache !== undefined,
      known: cache?.hashes() ?? new Set(),
    };
    // Listening before the worker starts, so that no batch it sends ahead goes unheard.
    const channel = newChannelName();
    const ahead = (this.receiver = new ContentReceiver(channel));
    const fromWorker = this.startWorker(job, counter, job.claims.buffer as SharedArrayBuffer, channel);
    if (!fromWorker) ahead.close();
    const mine = new ChunkWorker({ ...job, parse: this.options.parse });
    // One chunk at a time, letting the event loop run in between: the rest of the check shares this thread. While
    // the chunks only need reading (their texts are in the cache), the worker, otherwise idle, does them, and this
    // thread takes one now and then only to see whether that is still so.
    const withWorker = fromWorker !== undefined;
    const wanted = this.options.mainThreadParses ?? true;
    const parsesHere = wanted === 'without-worker' ? !withWorker : wanted;
    if (!parsesHere && !withWorker) return out;
    while (parsesHere && !this.cancelled && mine.step()) {
      if (withWorker && mine.cacheAnsweredLastChunk)
        await new Promise((resolve) => setTimeout(resolve, CACHED_PAUSE_MS));
      else await new Promise((resolve) => setImmediate(resolve));
    }
    const reply = await fromWorker;
    const theirs = reply && { of: reply.of, contents: [...(await ahead.upTo(reply.streamed)), ...reply.contents] };
    ahead.close();
    if (this.cancelled) return out;
    const answers = theirs ? [mine.results, theirs] : [mine.results];
    // Texts one thread parsed, for the files of the other thread that found the text claimed.
    const parsed = new Map<string, PageContent>();
    for (const results of answers) for (const c of results.contents) if (c.content) parsed.set(c.text, c.content);
    for (const results of answers) this.collect(files, results, parsed, out);
    return out;
  }

  /** Starts the worker now, so that it is ready when the pages are handed over. */
  start(): void {
    if (!this.options.thread) this.thread ??= this.newThread();
  }

  /** Stops the reads under way: their answers come back empty. */
  cancel(): void {
    this.cancelled = true;
    this.receiver?.close();
    this.close();
  }

  /** Stops the worker (it never holds the process open, but a long-lived caller may want the memory back). */
  close(): void {
    this.thread?.close();
    this.thread = undefined;
  }

  /** The worker's answer, or undefined when no worker takes part. */
  private startWorker(
    job: ChunkJob,
    counter: SharedArrayBuffer,
    claims: SharedArrayBuffer,
    channel: string,
  ): Promise<PagesReply | undefined> | undefined {
    if (job.files.length < (this.options.minPagesForWorker ?? MIN_PAGES_FOR_WORKER)) return undefined;
    const thread = this.options.thread ? this.options.thread() : (this.thread ??= this.newThread());
    if (!thread) return undefined;
    const message: PagesJob = {
      kind: 'pages',
      root: job.root,
      files: job.files.join('\0'),
      counter,
      claims,
      hashing: job.hashing,
      known: job.hashing ? [...job.known].join('\n') : '',
      channel,
    };
    return thread.request<PagesReply>(message);
  }

  private newThread(): WorkerThread | undefined {
    const file = this.options.workerFile ?? CLI_WORKER_FILE;
    if (!fs.existsSync(file)) return undefined;
    try {
      return new WorkerThread(file, { background: this.options.background });
    } catch {
      return undefined;
    }
  }

  /** Adds one thread's answers; a text the cache knew takes the cache's content, a new one goes into the cache. */
  private collect(
    files: readonly string[],
    results: ChunkResults,
    parsed: ReadonlyMap<string, PageContent>,
    out: Map<string, ReadPage>,
  ): void {
    const cache = this.options.cache;
    const pages: (ReadPage | undefined)[] = results.contents.map(({ text, hash, content, elsewhere }) => {
      let known: PageContent | undefined = content;
      if (elsewhere) known = parsed.get(text);
      else if (hash !== undefined && !content) known = cache?.get(hash);
      if (known && hash !== undefined) cache?.set(hash, known);
      return known ? { text, content: known } : undefined;
    });
    for (let i = 0; i < files.length; i++) {
      const index = results.of[i];
      const page = index >= 0 ? pages[index] : undefined;
      if (page) out.set(files[i], page);
    }
  }
}
