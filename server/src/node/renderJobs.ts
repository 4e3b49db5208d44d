// One body render, the same on a worker thread and on the main thread: a page's text parsed and rendered, or an
// endpoint page generated, with the link context of the HTML file it is written into. Never throws: a failure
// comes back as a message for the page's notice.
import {
  createContentContext,
  renderEndpointContent,
  renderPageContent,
  type LinkTargets,
  type RenderedContent,
  type Resolution,
  type EndpointRenderInput,
} from '../site';
import { parsePage } from '../core';
import { keptPage } from './keptParses';

export type RenderJob =
  | { kind: 'page'; sourceFile: string; outputFile: string; text: string }
  | { kind: 'endpoint'; input: EndpointRenderInput; outputFile: string };

export type RenderReply =
  | { ok: true; content: RenderedContent; resolutions: Resolution[]; assets: string[]; parseError?: ParseFailure }
  | { ok: false; error: string };

/** Where a page does not parse, 1-based, for the notice and the report. */
export interface ParseFailure {
  message: string;
  line: number;
  column: number;
}

export async function runRenderJob(targets: LinkTargets, job: RenderJob): Promise<RenderReply> {
  try {
    const ctx = createContentContext(targets, job.outputFile);
    if (job.kind === 'endpoint') {
      const content = await renderEndpointContent(job.input, ctx);
      return { ok: true, content, resolutions: ctx.resolutions, assets: [...ctx.assets] };
    }
    const page = keptPage(job.sourceFile, job.text) ?? parsePage(job.sourceFile, job.text);
    const content = await renderPageContent(page, ctx);
    const reply: RenderReply = { ok: true, content, resolutions: ctx.resolutions, assets: [...ctx.assets] };
    const error = page.mdx.error;
    if (error) {
      const at = page.lines.positionAt(error.start);
      reply.parseError = { message: error.reason, line: at.line + 1, column: at.character + 1 };
    }
    return reply;
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
