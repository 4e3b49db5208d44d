// What the builder hands the body renderer for an endpoint page, and what a page shows when it cannot be shown as
// written (no file, a file that does not parse): a notice saying what is wrong.
import type { EndpointRenderInput, RenderedContent } from './contentRenderer';
import { escapeHtml } from './html';
import type { Route } from './resolvedSite';
import { toSitePath } from './sitePaths';

export const EMPTY_BODY: RenderedContent = { html: '', headings: [], text: '', markers: [] };

/** What the content renderer is told about an endpoint page. */
/**
 * What an endpoint page is rendered from, before its operation is read from the spec (`operation`: the caller reads
 * it with the core's OperationReader, which needs the file system).
 */
export function endpointRenderInput(route: Route): EndpointRenderInput {
  const e = route.endpoint!;
  const input: EndpointRenderInput = { method: e.method, apiPath: e.apiPath };
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
