// The body of a route, through the content renderer: a page's parsed MDX, or the generated page of an endpoint.
// Pages that cannot be shown (no file, a file that does not parse) get a notice saying what is wrong instead.
import type { ParsedPage } from '../core';
import {
  renderEndpointContent,
  renderPageContent,
  type ContentContext,
  type EndpointRenderInput,
  type RenderedContent,
} from './contentRenderer';
import { endpointTitle } from './endpointRoutes';
import { escapeHtml } from './html';
import type { Route } from './resolvedSite';
import { toSitePath } from './sitePaths';

export const EMPTY_BODY: RenderedContent = { html: '', headings: [], text: '', markers: [] };

export function renderPageBody(page: ParsedPage, ctx: ContentContext): Promise<RenderedContent> {
  return renderPageContent(page, ctx);
}

export function renderEndpointBody(route: Route, ctx: ContentContext): Promise<RenderedContent> {
  return renderEndpointContent(endpointRenderInput(route), ctx);
}

/** What the content renderer is told about an endpoint page. */
export function endpointRenderInput(route: Route): EndpointRenderInput {
  const e = route.endpoint!;
  const input: EndpointRenderInput = {
    method: e.method,
    apiPath: e.apiPath,
    title: endpointTitle(e.method === 'WEBHOOK' ? 'webhook' : e.method, e.apiPath, e.facts),
  };
  if (e.facts?.summary) input.summary = e.facts.summary;
  const spec = e.spec;
  if (spec?.kind === 'file') input.specFile = spec.path;
  else if (spec?.kind === 'url') input.specUrl = spec.url;
  else if (spec?.kind === 'named') {
    if (/^https?:\/\//i.test(spec.written)) input.specUrl = spec.written;
    else {
      const file = toSitePath(spec.written);
      if (file) input.specFile = file;
    }
  }
  return input;
}

/** A box above the body saying why the page cannot be shown as written. */
export function renderNotice(heading: string, messages: readonly string[]): string {
  return (
    `<div class="dj-notice" role="note"><h2>${escapeHtml(heading)}</h2>` +
    (messages.length > 0 ? `<ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>` : '') +
    `</div>`
  );
}
