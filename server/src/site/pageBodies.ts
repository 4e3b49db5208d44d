// What the builder hands the body renderer for an endpoint page, and what a page shows when it cannot be shown as
// written (no file, a file that does not parse): a notice saying what is wrong.
import type { EndpointRenderInput, RenderedContent } from './contentRenderer';
import { escapeHtml } from './html';
import type { Route } from './resolvedSite';

export const EMPTY_BODY: RenderedContent = { html: '', headings: [], text: '', markers: [] };

/**
 * What an endpoint page is rendered from, before its operation is read from the spec (`operation`: the caller reads
 * it with the core's OperationReader, which needs the file system).
 */
export function endpointRenderInput(route: Route): EndpointRenderInput {
  const e = route.endpoint!;
  const input: EndpointRenderInput = { method: e.method, apiPath: e.apiPath };
  if (e.spec?.kind === 'file') input.specFile = e.spec.path;
  else if (e.spec?.kind === 'url') input.specUrl = e.spec.url;
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
