// How a link written in a page resolves. Mintlify's render first rewrites relative links that start with `./` or
// `../` (Markdown links and images, `<a href>`, `<Card href>`, `<img src>`, `<source src>`): they are joined to the
// page file's folder (an `index` page's too), and a link to a page loses its `.mdx`/`.md` extension and a final
// `/index`, so `./security.mdx` on `guides/intro.mdx` is `/guides/security`. Everything else is resolved as a
// browser does on the served page: a URL with a scheme (`https:`, `mailto:`) or `//host` is external; `#x` is a
// place on the same page; `/x` is a route from the site root; `x` is relative to the page's folder (`..` stops at
// the root). Query strings are dropped, `%` escapes decoded, a trailing slash ignored. Mintlify's routes have no
// extension: `/x.mdx` reaches no page (its checker does not say so), while `/page.md` is the page's Markdown export.
import { attributeOf, type ElementFact, type ImageFact, type LinkFact, type PageFacts } from './pageFacts';
import { cleanAnchorId } from './slugs';
import type { SiteFacts } from '../siteFacts';
import { normalizeRoute } from '../siteFacts';

export type LinkTarget =
  | { kind: 'none' }
  | { kind: 'external' }
  | { kind: 'anchor'; fragment: string }
  | { kind: 'route'; route: string; fragment?: string };

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * What Mintlify's render does to a relative (`./`, `../`) URL before the browser sees it: `page` joins it to the
 * page file's folder and drops a page extension; `file` only joins it; `none` leaves it to the browser.
 */
export type LinkRewrite = 'page' | 'file' | 'none';

export function resolveLink(fromFile: string, href: string, rewrite: LinkRewrite = 'none'): LinkTarget {
  const url = href.trim();
  if (url === '' || url === '#') return { kind: 'none' };
  if (SCHEME.test(url) || url.startsWith('//')) return { kind: 'external' };
  const hash = url.indexOf('#');
  const fragment = hash >= 0 ? decode(url.slice(hash + 1)) : undefined;
  let path = hash >= 0 ? url.slice(0, hash) : url;
  const query = path.indexOf('?');
  if (query >= 0) path = path.slice(0, query);
  if (path === '') return fragment ? { kind: 'anchor', fragment } : { kind: 'none' };
  const rewritten = rewrite !== 'none' && (path.startsWith('./') || path.startsWith('../'));
  path = decode(path);
  const absolute = path.startsWith('/') ? path : folderOf(fromFile) + path;
  let route = normalizeRoute(collapseDots(absolute));
  if (rewritten && rewrite === 'page' && /\.mdx?$/i.test(route)) {
    route = route.replace(/\.mdx?$/i, '').replace(/\/index$/, '') || '/';
  }
  return fragment ? { kind: 'route', route, fragment } : { kind: 'route', route };
}

/** Elements whose URL attribute Mintlify's render rewrites, and whether it names a page. */
const REWRITTEN_ATTRIBUTES: Record<string, { attribute: string; rewrite: LinkRewrite }> = {
  a: { attribute: 'href', rewrite: 'page' },
  Card: { attribute: 'href', rewrite: 'page' },
  img: { attribute: 'src', rewrite: 'file' },
  source: { attribute: 'src', rewrite: 'file' },
};

/** How Mintlify's render treats a link of the page (reference definitions and other attributes are left as written). */
export function rewriteOfLink(link: LinkFact, facts: PageFacts): LinkRewrite {
  if (link.source === 'markdown') return 'page';
  if (link.source !== 'jsx' || link.element === undefined) return 'none';
  const element: ElementFact | undefined = facts.elements[link.element];
  const rewritten = element && REWRITTEN_ATTRIBUTES[element.name];
  return rewritten && rewritten.attribute === link.attribute ? rewritten.rewrite : 'none';
}

/** Markdown images and `<img src>` are rewritten as files. */
export function rewriteOfImage(_image: ImageFact): LinkRewrite {
  return 'file';
}

/** Where a link of the page leads, after Mintlify's rewrite. */
export function resolvePageLink(fromFile: string, link: LinkFact, facts: PageFacts): LinkTarget {
  return resolveLink(fromFile, link.url, rewriteOfLink(link, facts));
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
  /** A generated endpoint page, a redirect that arrives, a static file or a generated file: nothing more to check. */
  | { kind: 'other' }
  /** The route names a page with its `.mdx`/`.md` file extension, which Mintlify does not serve. */
  | { kind: 'extension'; file: string; route: string }
  /** A redirect (or a chain of them: `chain` lists every route met) whose last destination is not served. */
  | { kind: 'redirect-broken'; chain: string[]; destination: string }
  /** Redirects that lead back to a route of `chain`. */
  | { kind: 'redirect-loop'; chain: string[] }
  | { kind: 'missing' };

/** Redirects followed from one link before giving up (a loop is found sooner: each route is met once). */
const MAX_REDIRECTS = 50;

export function resolveRoute(site: SiteFacts, route: string): RouteResolution {
  const file = site.pageAtRoute(route);
  if (file) return { kind: 'page', file };
  if (site.isEndpointRoute(route) || GENERATED_ROUTES.has(route)) return { kind: 'other' };
  if (site.isRedirectSource(route)) return followRedirects(site, route);
  return resolveServed(site, route);
}

/** Where a redirect leads, redirect after redirect, until a route that is served, or not. */
function followRedirects(site: SiteFacts, from: string): RouteResolution {
  const chain = [from];
  let route = from;
  for (let i = 0; i < MAX_REDIRECTS; i++) {
    const destination = site.redirectDestination(route);
    // An unknown destination, a URL, or one still holding wildcards: taken on trust, as Mintlify's checker does.
    if (destination === undefined || SCHEME.test(destination) || destination.startsWith('//')) return { kind: 'other' };
    const next = normalizeRoute(decode(destination));
    if (/[:*]/.test(next) || next === '/') return { kind: 'other' };
    if (chain.includes(next)) return { kind: 'redirect-loop', chain: [...chain, next] };
    chain.push(next);
    if (site.pageAtRoute(next) || site.isEndpointRoute(next) || GENERATED_ROUTES.has(next)) return { kind: 'other' };
    if (!site.isRedirectSource(next)) {
      const served = resolveServed(site, next);
      return served.kind === 'missing' || served.kind === 'extension'
        ? { kind: 'redirect-broken', chain, destination }
        : { kind: 'other' };
    }
    route = next;
  }
  return { kind: 'redirect-loop', chain };
}

/** A route no page, endpoint or redirect serves: a file of the root, a Markdown export, an RSS feed, or nothing. */
function resolveServed(site: SiteFacts, route: string): RouteResolution {
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

/**
 * Every id a link's `#fragment` can reach on a page: its headings and element anchors, and those of the snippets
 * it imports or includes with `<Snippet file>` (their content becomes part of the page).
 */
export function anchorsOf(site: SiteFacts, file: string, facts: PageFacts | undefined): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>([file]);
  const add = (from: string, f: PageFacts) => {
    for (const h of f.headings) if (h.id) ids.add(h.id);
    for (const id of f.elementIds) ids.add(id);
    for (const snippet of includedFiles(site, from, f)) {
      if (seen.has(snippet)) continue;
      seen.add(snippet);
      const included = site.factsOf(snippet);
      if (included) add(snippet, included);
    }
  };
  if (facts) add(file, facts);
  return ids;
}

/** The files whose content a page takes in: its path imports and its `<Snippet file>`s (when they exist). */
export function includedFiles(site: SiteFacts, file: string, facts: PageFacts): string[] {
  const out: string[] = [];
  for (const i of facts.imports) {
    if (!isPathImport(i.source)) continue;
    const imported = importedFile(file, i.source);
    if (imported) out.push(imported);
  }
  for (const element of facts.elements) {
    const name = snippetComponentFile(element);
    const found = name === undefined ? undefined : snippetComponentTargets(name).find((f) => site.fileExists(f));
    if (found) out.push(found);
  }
  return out;
}

/** The `file` of a `<Snippet file="…" />`, as written without leading slashes. */
export function snippetComponentFile(element: ElementFact): string | undefined {
  if (element.name !== 'Snippet') return undefined;
  const file = attributeOf(element, 'file');
  return file?.value.kind === 'string' ? file.value.value.replace(/^\/+/, '') : undefined;
}

/**
 * The files a `<Snippet file="name">` may include, in the order they are looked for: Mintlify's folder for that
 * component is `_snippets/` (subfolders allowed); `snippets/`, where imported snippets live, is accepted too.
 */
export function snippetComponentTargets(name: string): string[] {
  const out: string[] = [];
  for (const folder of ['_snippets/', 'snippets/']) {
    const target = resolveLink(folder + 'x', name);
    if (target.kind === 'route' && target.route.startsWith('/' + folder)) out.push(target.route.slice(1));
  }
  return out;
}

/**
 * True when a `#fragment` names one of `ids`, compared as Mintlify's checker compares (percent escapes decoded,
 * `?,;:!'"()[]{}` and emoji dropped on both sides) or exactly, as a browser does.
 */
export function anchorMatches(fragment: string, ids: ReadonlySet<string>): boolean {
  if (ids.has(fragment)) return true;
  const cleaned = cleanAnchorId(fragment);
  if (ids.has(cleaned)) return true;
  for (const id of ids) if (id.includes('%') && cleanAnchorId(id) === cleaned) return true;
  return false;
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
