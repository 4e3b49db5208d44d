// Lint for `docsjson dev`, on a worker thread: a large site's check takes seconds of CPU, and on the server's own
// thread it would hold up requests and the reload events it pushes. The worker keeps one DocsService, so each check
// after a change redoes only what changed. See devLint.ts for the main thread's side.
import { parentPort, workerData } from 'worker_threads';
import type { DocsService, FileChange } from '../core';
import { devLintService, type DevLintSettings } from './devLintService';
import { lowerPriorityIfBackground } from './threadPriority';

lowerPriorityIfBackground(workerData);

export type DevLintJob =
  | { kind: 'init'; root: string; docsFile: string; settings: DevLintSettings }
  | { kind: 'check'; changes: FileChange[] };

let checker: DocsService | undefined;

parentPort?.on('message', async (job: DevLintJob & { id: number }) => {
  let result: unknown;
  try {
    if (job.kind === 'init') {
      checker = devLintService(job.root, job.docsFile, job.settings);
      result = true;
    } else if (checker) {
      if (job.changes.length > 0) checker.filesChanged(job.changes);
      result = (await checker.check()).problems;
    }
  } catch (e) {
    result = { error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage({ id: job.id, result });
});
