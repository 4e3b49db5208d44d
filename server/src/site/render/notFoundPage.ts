// The host's "page not found" page (`404.html`, which static hosts serve for any address they do not have), as
// docs.json's `errors.404` asks: a page in the site's look with its title and description and a way home, or, with
// `redirect: true`, a page that sends the reader to the home page. The host serves it at whatever address was asked
// for, so relative links would point into a folder that does not exist: every link and asset is written from the
// root of the host, as Mintlify sites are served.
import type { RenderedContent } from '../contentRenderer';
import { attr, escapeHtml } from '../html';
import type { ResolvedSite } from '../resolvedSite';
import { renderPage, type LayoutOptions } from './layout';

export const NOT_FOUND_FILE = '404.html';

const DEFAULT_TITLE = 'Page not found';
const DEFAULT_TEXT = 'The page you are looking for does not exist or has moved.';

/** `description`: the rendered `errors.404.description`, written as if for a page at the root of the site. */
export function renderNotFoundPage(
  site: ResolvedSite,
  description: RenderedContent | undefined,
  options: LayoutOptions,
): string {
  const { notFound, name } = site.settings;
  const title = notFound.title ?? DEFAULT_TITLE;
  if (notFound.redirect && site.home) {
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'none'; base-uri 'none'">` +
      `<title>${escapeHtml(title)} - ${escapeHtml(name)}</title>` +
      `<meta http-equiv="refresh" content="0; url=/"><meta name="robots" content="noindex">` +
      `</head><body><p>This page does not exist. <a href="/">Go to the home page</a>.</p></body></html>`
    );
  }
  const text = description ? fromRoot(description.html) : `<p>${escapeHtml(DEFAULT_TEXT)}</p>`;
  const home = site.home ? `<p class="dj-not-found-home"><a${attr('href', '/')}>Go to the home page</a></p>` : '';
  const body = { html: `<div class="dj-not-found">${text}${home}</div>`, headings: [], text: '', markers: [] };
  // The navigation of the home page's section, so the reader can go on from here.
  const section = site.home?.owner.section;
  return renderPage(site, { outputFile: NOT_FOUND_FILE, title, body, section }, { ...options, rootAbsolute: true });
}

/** Relative links and sources of HTML written for the root folder, made to start at the root of the host. */
function fromRoot(html: string): string {
  return html.replace(/(\s(?:href|src)=")(?![a-zA-Z][a-zA-Z0-9+.-]*:|\/|#)/g, '$1/');
}
