// A worker thread that renders page bodies for `docsjson build` (see renderPool.ts). It is told the site's link
// targets and snippet texts once, then renders the jobs it is sent; nothing here reads or writes files.
import { parentPort } from 'worker_threads';
import { linkTargetsFromTable, type TargetTable } from './renderTargets';
import { runRenderJob, type RenderJob } from './renderJobs';
import type { LinkTargets } from '../site';

let targets: LinkTargets | undefined;

parentPort?.on('message', async (message: ({ kind: 'init'; table: TargetTable } | RenderJob) & { id: number }) => {
  let result: unknown;
  if (message.kind === 'init') {
    targets = linkTargetsFromTable(message.table);
    result = true;
  } else if (targets) result = await runRenderJob(targets, message);
  else result = { ok: false, error: 'the render worker was not initialised' };
  try {
    parentPort!.postMessage({ id: message.id, result });
  } catch {
    parentPort!.postMessage({
      id: message.id,
      result: { ok: false, error: 'the rendered page could not be sent back' },
    });
  }
});
