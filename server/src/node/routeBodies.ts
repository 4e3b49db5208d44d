// What a route's body is rendered from, for `docsjson build` and `docsjson dev` alike: a generated endpoint page's
// operation, a page documenting an operation in its front matter (its prose with the operation's reference), a
// page's text, or a notice saying why the page cannot be shown as written. The drivers only decide where the
// render runs (a worker, a cache) and where its bytes go.
import type { OperationReader } from '../core';
import { renderNotice, type EndpointRenderInput, type Route, type SiteSettings } from '../site';
import { endpointInputFor, frontMatterEndpointInput } from './endpointInput';
import type { RenderJob, RenderReply } from './renderJobs';
import { hashOfText } from './textHash';
import type { SiteSource } from './siteSource';

export type RouteBody =
  | {
      kind: 'job';
      job: RenderJob;
      sourceFile?: string;
      text?: string;
      /**
       * What the body is a function of, besides the links it resolves: two routes with one key get the same body
       * wherever each link in it resolves the same from both (a versioned site lists one operation, or one page
       * text, in every version).
       */
      key: string;
    }
  | { kind: 'notice'; notice: string };

/**
 * The render job of a route written into `outputFile`, or the notice that stands in for its body. `source` has read
 * the route's file beforehand; `missingMessages` says why a listed page has no file (the lint problems at its entry).
 */
export async function routeBody(
  route: Route,
  outputFile: string,
  source: SiteSource,
  operations: OperationReader,
  settings: Pick<SiteSettings, 'apiExamples'>,
  missingMessages: (route: Route) => string[] = defaultMissing,
): Promise<RouteBody> {
  if (route.kind === 'endpoint') {
    const input = { ...(await endpointInputFor(route, operations)), examples: settings.apiExamples };
    return { kind: 'job', job: { kind: 'endpoint', input, outputFile }, key: endpointKey(input) };
  }
  if (!route.sourceFile)
    return { kind: 'notice', notice: renderNotice('This page has no file', missingMessages(route)) };
  const t = source.text(route.sourceFile);
  if (!t || 'error' in t)
    return {
      kind: 'notice',
      notice: renderNotice('This page cannot be read', [t?.error ?? 'The file could not be read.']),
    };
  const documented = source.endpointOf(route.sourceFile);
  if (documented) {
    const input = {
      ...(await frontMatterEndpointInput(documented, operations, { file: route.sourceFile, text: t.text })),
      examples: settings.apiExamples,
    };
    return {
      kind: 'job',
      job: { kind: 'endpoint', input, outputFile },
      sourceFile: route.sourceFile,
      key: endpointKey(input),
    };
  }
  return {
    kind: 'job',
    job: { kind: 'page', sourceFile: route.sourceFile, outputFile, text: t.text },
    sourceFile: route.sourceFile,
    text: t.text,
    key: `page:${hashOfText(t.text)}`,
  };
}

/**
 * An endpoint body's key. The operation itself is left out when it was read, being a function of the spec file,
 * method and path (and, whole, it is large to hash); the settings of the examples are the site's, the same for
 * every page. A page that documents the operation keeps its file in the key: its imports resolve from there.
 */
function endpointKey(input: EndpointRenderInput): string {
  const failed = input.operation && !input.operation.ok ? input.operation.reason : undefined;
  return `endpoint:${hashOfText(
    JSON.stringify([
      input.method,
      input.apiPath,
      input.specFile,
      input.specUrl,
      input.handWritten,
      failed,
      input.page?.file,
      input.page?.text,
    ]),
  )}`;
}

/** The notice a rendered body needs: the page did not render, or does not parse (it is shown as far as it goes). */
export function replyNotice(reply: RenderReply): string | undefined {
  if (!reply.ok) return renderNotice('This page could not be rendered', [reply.error]);
  const e = reply.parseError;
  return e ? renderNotice('This page does not parse', [`Line ${e.line}, column ${e.column}: ${e.message}`]) : undefined;
}

function defaultMissing(route: Route): string[] {
  return [`docs.json lists "${route.owner.value}", but there is no ${route.pagePath}.mdx or ${route.pagePath}.md.`];
}
