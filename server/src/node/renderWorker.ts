// A worker thread that renders page bodies for `docsjson build` (see renderPool.ts). While lint runs it takes its
// share of reading and parsing the page files (a pages job, as the CLI's worker does for lint) and keeps each
// text's tree for its render (keptParses.ts). Then it is told the site's link targets and snippet texts once, and
// renders the jobs it is sent; apart from the page files of a pages job it reads and writes no file.
import { parentPort } from 'worker_threads';
import { linkTargetsFromTable, type TargetTable } from './renderTargets';
import { runRenderJob, type RenderJob } from './renderJobs';
import { forgetParse, parseAndKeep } from './keptParses';
import { runPagesJob, type PagesJob } from './pagesJob';
import type { LinkTargets } from '../site';

let targets: LinkTargets | undefined;

type RenderThreadJob = (
  { kind: 'init'; table: TargetTable } | { kind: 'forget'; text: string } | PagesJob | RenderJob
) & { id: number };

parentPort?.on('message', async (message: RenderThreadJob) => {
  let result: unknown;
  if (message.kind === 'pages') {
    try {
      result = runPagesJob(message, parseAndKeep);
    } catch {
      result = undefined; // the main thread parses these pages itself
    }
  } else if (message.kind === 'forget') {
    forgetParse(message.text);
    result = true;
  } else if (message.kind === 'init') {
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
