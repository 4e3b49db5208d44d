// The front matter thread of lint and build (see workerThread.ts, WorkerFrontMatterReader): takes chunks of the page
// files it is sent, with the main thread and any other front matter thread, until none are left, and sends back
// which chunks it read and the pages among them that have problems. It imports the core's narrow door for page
// heads, so that its bundle stays a fraction of the whole core and the thread is reading pages soon after it starts.
import { parentPort } from 'worker_threads';
import { FrontMatterChunks, type FrontMatterAnswer } from './frontMatterChunks';

export interface FrontMatterJob {
  kind: 'front-matter';
  root: string;
  /** Root-relative paths joined by "\0" (one string crosses threads far faster than 100,000). */
  files: string;
  /** One Int32: the index of the next file nobody has claimed, shared by every thread reading this list. */
  counter: SharedArrayBuffer;
  headBytes: number;
}

export type FrontMatterReply = FrontMatterAnswer;

parentPort?.on('message', (job: FrontMatterJob & { id: number }) => {
  let result: FrontMatterReply | undefined;
  try {
    const chunks = new FrontMatterChunks({
      root: job.root,
      files: job.files.split('\0'),
      counter: new Int32Array(job.counter),
      headBytes: job.headBytes,
    });
    while (chunks.step());
    result = chunks.answer;
  } catch {
    result = undefined; // the pages this thread claimed are left to the core
  }
  parentPort!.postMessage({ id: job.id, result });
});
