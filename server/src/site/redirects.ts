// The site's redirects (docs.json `redirects`, read and matched by the core): a plain source becomes a small page
// at the source's address that sends the browser on (a meta refresh and a link, so it works from file:// and on
// any static host); sources with parameters or wildcards cannot be files, so `dev` serves them as HTTP redirects
// and the build lists them for the host's configuration. A page of the site at a redirect's source is kept (our
// choice: a static folder cannot hold both, and dropping a written page would surprise its author).
import { compileRedirect, redirectDestination, type RedirectEntry, type RedirectRule } from '../core';
import { attr, escapeHtml, externalHref } from './html';
import type { ResolvedSite, Route } from './resolvedSite';
import { encodePath, htmlFileOf, relativeHref } from './routes';
import { STYLESHEET_FILE } from './render/assetFiles';
import { routeForHref } from './siteQueries';
import { splitUrl, toSitePath } from './sitePaths';

export interface RedirectPage {
  rule: RedirectRule;
  /** Root-relative HTML file written at the source ("old/page.html"). */
  file: string;
  /** The source as a root-relative path without extension ("old/page"), as links name it. */
  key: string;
}

export interface RedirectPlan {
  /** Every entry, in order (the first that matches a request wins, as on Mintlify). */
  rules: RedirectRule[];
  /** Plain sources, written as pages. */
  pages: RedirectPage[];
  /** Sources with parameters or wildcards: served by `dev`, for the host to configure on a static site. */
  patterns: RedirectRule[];
  /** Entries not written, and why. */
  skipped: Array<{ rule: RedirectRule; reason: string }>;
  /** The redirect page for a root-relative path ("old/page"), if one is written. */
  pageAt(path: string): RedirectPage | undefined;
}

/** Where a destination leads: a route of the site, another redirect page, an external URL, or nowhere we know. */
export type RedirectTarget =
  | { kind: 'file'; file: string; suffix: string; route?: Route }
  | { kind: 'external'; url: string }
  | { kind: 'unknown'; path: string };

export function planRedirects(site: ResolvedSite, entries: readonly RedirectEntry[]): RedirectPlan {
  const rules = entries.map(compileRedirect);
  const pages: RedirectPage[] = [];
  const patterns: RedirectRule[] = [];
  const skipped: RedirectPlan['skipped'] = [];
  const byPath = new Map<string, RedirectPage>();
  for (const rule of rules) {
    if (rule.pattern) {
      patterns.push(rule);
      continue;
    }
    const path = toSitePath(rule.route.slice(1) || '.');
    if (rule.route === '/' || routeForHref(site, rule.route)) {
      skipped.push({ rule, reason: 'a page of the site is served at this address' });
    } else if (path === undefined || path === '' || path.startsWith('_docsjson/') || path === '_docsjson') {
      skipped.push({ rule, reason: 'the source is not a path a page can be written at' });
    } else if (/\.[A-Za-z0-9]+$/.test(path) && !/\.html?$/i.test(path)) {
      // `/spec.json`: a static host serves a file by its exact name, never an .html page for it.
      patterns.push(rule);
    } else if (byPath.has(path.replace(/\.html?$/i, ''))) {
      skipped.push({ rule, reason: 'an earlier redirect has the same source' });
    } else {
      const bare = path.replace(/\.html?$/i, '');
      const page = { rule, file: /\.html?$/i.test(path) ? path : htmlFileOf(path), key: bare };
      byPath.set(bare, page);
      pages.push(page);
    }
  }
  return {
    rules,
    pages,
    patterns,
    skipped,
    pageAt: (path) => byPath.get(path.replace(/^\/+|\/+$/g, '').replace(/\.html?$/i, '')),
  };
}

/** What a destination names: a page of the site (or another redirect page), an external URL, or nothing known. */
export function redirectTarget(site: ResolvedSite, plan: RedirectPlan, destination: string): RedirectTarget {
  const external = externalHref(destination);
  if (external) return { kind: 'external', url: external };
  const { path, suffix } = splitUrl(destination.trim());
  const route = routeForHref(site, path);
  if (route) return { kind: 'file', file: route.file, suffix, route };
  if (path.replace(/^\/+|\/+$/g, '') === '' && site.home) return { kind: 'file', file: 'index.html', suffix };
  const page = plan.pageAt(path);
  if (page) return { kind: 'file', file: page.file, suffix };
  return { kind: 'unknown', path: path.startsWith('/') ? path : `/${path}` };
}

/**
 * What `dev` answers for a request path ("old/page" or "old/page.html") that no page of the site serves: the
 * status and the Location of the first redirect whose source matches, or undefined.
 */
export function redirectResponse(
  site: ResolvedSite,
  plan: RedirectPlan,
  requestPath: string,
): { status: 307 | 308; location: string } | undefined {
  const route = '/' + requestPath.replace(/^\/+|\/+$/g, '').replace(/\.html$/i, '');
  for (const rule of plan.rules) {
    const destination = redirectDestination(rule, route);
    if (destination === undefined) continue;
    const target = redirectTarget(site, plan, destination);
    const location =
      target.kind === 'external'
        ? target.url
        : target.kind === 'file'
          ? `/${encodePath(target.file)}${target.suffix}`
          : encodeURI(target.path);
    return { status: rule.permanent ? 308 : 307, location };
  }
  return undefined;
}

/** The page written at a plain source: sends the browser on at once, and says where to in words. */
export function renderRedirectPage(
  site: ResolvedSite,
  plan: RedirectPlan,
  page: RedirectPage,
  titleOf: (route: Route) => string,
): string {
  const target = redirectTarget(site, plan, page.rule.destination);
  const href =
    target.kind === 'external'
      ? target.url
      : target.kind === 'file'
        ? relativeHref(page.file, target.file) + target.suffix
        : undefined;
  const name = escapeHtml(site.settings.name);
  const where = target.kind === 'file' && target.route ? titleOf(target.route) : page.rule.destination;
  const body = href
    ? `<p>This page has moved to <a${attr('href', href)}>${escapeHtml(where)}</a>.</p>`
    : `<p>This page has moved to ${escapeHtml(page.rule.destination)}, which this site does not have.</p>` +
      (site.home ? `<p><a${attr('href', relativeHref(page.file, 'index.html'))}>Go to the home page</a></p>` : '');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'none'; base-uri 'none'">` +
    `<title>Moved - ${name}</title>` +
    (href
      ? `<meta http-equiv="refresh"${attr('content', `0; url=${href}`)}><link rel="canonical"${attr('href', href)}>`
      : '') +
    `<meta name="robots" content="noindex">` +
    `<link rel="stylesheet"${attr('href', relativeHref(page.file, STYLESHEET_FILE))}>` +
    `</head><body><main class="dj-main dj-redirect">${body}</main></body></html>`
  );
}
