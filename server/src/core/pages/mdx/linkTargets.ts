// How a link written in a page resolves, the way a browser resolves it on the page Mintlify serves: a URL with a
// scheme (`https:`, `mailto:`) or `//host` is external; `#x` is a place on the same page; `/x` is a route from the
// site root; `x`, `./x` and `../x` are relative to the page file's folder (`..` stops at the root). Query strings
// are dropped, `%` escapes decoded, a trailing slash ignored. Mintlify's routes have no extension: a link ending
// in `.mdx` reaches no page (its checker does not say so), while `/page.md` is the page's Markdown export.
import type { PageFacts } from './pageFacts';
import type { SiteFacts } from '../siteFacts';
import { normalizeRoute } from '../siteFacts';

export type LinkTarget =
  | { kind: 'none' }
  | { kind: 'external' }
  | { kind: 'anchor'; fragment: string }
  | { kind: 'route'; route: string; fragment?: string };

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

export function resolveLink(fromFile: string, href: string): LinkTarget {
  const url = href.trim();
  if (url === '' || url === '#') return { kind: 'none' };
  if (SCHEME.test(url) || url.startsWith('//')) return { kind: 'external' };
  const hash = url.indexOf('#');
  const fragment = hash >= 0 ? decode(url.slice(hash + 1)) : undefined;
  let path = hash >= 0 ? url.slice(0, hash) : url;
  const query = path.indexOf('?');
  if (query >= 0) path = path.slice(0, query);
  if (path === '') return fragment ? { kind: 'anchor', fragment } : { kind: 'none' };
  path = decode(path);
  const absolute = path.startsWith('/') ? path : folderOf(fromFile) + path;
  const route = normalizeRoute(collapseDots(absolute));
  return fragment ? { kind: 'route', route, fragment } : { kind: 'route', route };
}

function decode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** "guides/setup/intro.mdx" -> "/guides/setup/" */
function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '/' : '/' + file.slice(0, slash + 1);
}

/** "/a/./b/../c/" -> "/a/c"; `path` starts with "/". */
function collapseDots(path: string): string {
  // Nearly every link is already collapsed, and a lint resolves each link twice (the check and the link graph).
  if (isCollapsed(path)) return path;
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return '/' + out.join('/');
}

/** No empty, `.` or `..` segment: collapsing would give the same path. */
function isCollapsed(path: string): boolean {
  if (path.length > 1 && path.endsWith('/')) return false;
  return !path.includes('//') && !/\/\.\.?(?:\/|$)/.test(path);
}

/** Routes Mintlify generates beside the pages. */
const GENERATED_ROUTES = new Set(['/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt']);

export type RouteResolution =
  /** A page file serves the route. */
  | { kind: 'page'; file: string }
  /** A generated endpoint page, a redirect, a static file or a generated file: nothing more to check. */
  | { kind: 'other' }
  /** The route names a page with its `.mdx`/`.md` file extension, which Mintlify does not serve. */
  | { kind: 'extension'; file: string; route: string }
  | { kind: 'missing' };

export function resolveRoute(site: SiteFacts, route: string): RouteResolution {
  const file = site.pageAtRoute(route);
  if (file) return { kind: 'page', file };
  if (site.isEndpointRoute(route) || site.isRedirectSource(route) || GENERATED_ROUTES.has(route)) {
    return { kind: 'other' };
  }
  // Checked before plain files: `/guide.mdx` names an existing file, but Mintlify serves no such URL.
  const extension = /\.(mdx|md)$/i.exec(route);
  if (extension) {
    const bare = normalizeRoute(route.slice(0, -extension[0].length).replace(/\/index$/, '') || '/');
    const page = site.pageAtRoute(bare);
    // `.md` is the page's Markdown export; `.mdx` is a 404.
    if (page && extension[1].toLowerCase() === 'md') return { kind: 'other' };
    if (page) return { kind: 'extension', file: page, route: bare };
  }
  if (route.length > 1 && site.fileExists(route.slice(1))) return { kind: 'other' };
  if (route.endsWith('/rss.xml') && site.pageAtRoute(route.slice(0, -'/rss.xml'.length) || '/'))
    return { kind: 'other' };
  return { kind: 'missing' };
}

/** Every id a link's `#fragment` can reach on a page: its headings and element anchors, and its snippets'. */
export function anchorsOf(site: SiteFacts, file: string, facts: PageFacts | undefined): Set<string> {
  const ids = new Set<string>();
  const add = (f: PageFacts) => {
    for (const h of f.headings) ids.add(h.id);
    for (const id of f.elementIds) ids.add(id);
  };
  if (!facts) return ids;
  add(facts);
  for (const i of facts.imports) {
    const target = resolveLink(file, i.source);
    if (target.kind !== 'route') continue;
    const snippet = site.factsOf(target.route.slice(1));
    if (snippet) add(snippet);
  }
  return ids;
}

/** A fragment compared without punctuation, case or hyphens: ids we may compute slightly differently still match. */
export function looseAnchor(id: string): string {
  return id.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Files are imported by path: from the root (`/snippets/x.mdx`) or relative (`./x.mdx`, `../x.jsx`). */
export function isPathImport(source: string): boolean {
  return source.startsWith('/') || source.startsWith('./') || source.startsWith('../');
}

/** The root-relative file an import names, or undefined when it leaves the root. */
export function importedFile(fromFile: string, source: string): string | undefined {
  if (source.startsWith('../')) {
    const depth = fromFile.split('/').length - 1;
    const ups = source.match(/^(\.\.\/)+/)![0].length / 3;
    if (ups > depth) return undefined;
  }
  const target = resolveLink(fromFile, source);
  return target.kind === 'route' && target.route !== '/' ? target.route.slice(1) : undefined;
}

/** A route written relative to a page's folder: from `guides/a.mdx`, `/guides/b` is `./b`, `/api/x` is `../api/x`. */
export function relativeRoute(fromFile: string, route: string): string {
  const from = fromFile.split('/').slice(0, -1);
  const to = route.split('/').filter((s) => s !== '');
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  const ups = from.length - common;
  const rest = to.slice(common).join('/');
  return (ups === 0 ? './' : '../'.repeat(ups)) + rest;
}
