// The worker's parsed pages, sent to the main thread in batches while both threads still parse. Sent at the end in
// one message, their copy into the main thread (~0.1 s and a garbage collection for half of a 10k-page site) came
// after the last page, when nothing else runs beside it; in batches it happens between the main thread's own chunks,
// and the shared list of chunks gives the worker more pages meanwhile.
//
// A BroadcastChannel of a name made for one read carries the batches (the worker's answer itself goes through
// WorkerThread, which carries one message per question). Messages of two channels may arrive in any order, so the
// answer says how many contents went ahead in batches, and the receiver waits for all of them.
import { randomUUID } from 'crypto';
import { BroadcastChannel } from 'worker_threads';
import type { ChunkContent } from './pageChunks';

/** Contents per batch: about 4 chunks of pages, a few milliseconds to copy. */
const BATCH = 32;

export function newChannelName(): string {
  return `docsjson-pages-${randomUUID()}`;
}

/** The worker's side: call `offer` after each chunk, `finish` once at the end. */
export class ContentSender {
  private readonly channel: BroadcastChannel;
  private sent = 0;

  constructor(name: string) {
    this.channel = new BroadcastChannel(name);
  }

  offer(contents: readonly ChunkContent[]): void {
    if (contents.length - this.sent < BATCH) return;
    this.channel.postMessage(contents.slice(this.sent));
    this.sent = contents.length;
  }

  /** How many of the contents went ahead; the rest goes with the answer. */
  finish(): number {
    this.channel.close();
    return this.sent;
  }
}

/** The main thread's side: collects batches as they come; `upTo` waits for the first `count` contents. */
export class ContentReceiver {
  private readonly channel: BroadcastChannel;
  private readonly contents: ChunkContent[] = [];
  private waiting?: { count: number; resolve: (contents: ChunkContent[]) => void };
  private closed = false;

  constructor(name: string) {
    this.channel = new BroadcastChannel(name);
    // Holds the process only while a batch is awaited.
    this.channel.unref();
    this.channel.onmessage = (event) => {
      for (const content of (event as { data: ChunkContent[] }).data) this.contents.push(content);
      this.settle();
    };
  }

  upTo(count: number): Promise<ChunkContent[]> {
    if (this.closed) return Promise.resolve(this.contents);
    return new Promise((resolve) => {
      this.waiting = { count, resolve };
      this.channel.ref();
      this.settle();
    });
  }

  /** Stops listening; an `upTo` still waiting gets what came so far. */
  close(): void {
    this.closed = true;
    this.channel.close();
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(this.contents);
  }

  private settle(): void {
    if (!this.waiting || this.contents.length < this.waiting.count) return;
    const { resolve } = this.waiting;
    this.waiting = undefined;
    this.channel.unref();
    resolve(this.contents);
  }
}
