// How pages and generated endpoint pages are named on the site: the route (the URL path Mintlify gives them),
// the HTML file written for it, and relative URLs between files so that the site works from file:// and from any
// static host, at any folder depth.

/** The HTML file of a page path ("guides/intro" -> "guides/intro.html", "index" -> "index.html"). */
export function htmlFileOf(routePath: string): string {
  return `${routePath}.html`;
}

/**
 * The URL path Mintlify serves a page at: the page path, except that an `index` page stands for its folder
 * ("api/index" -> "api", "index" -> "").
 */
export function urlPathOf(pagePath: string): string {
  if (pagePath === 'index') return '';
  return pagePath.endsWith('/index') ? pagePath.slice(0, -'/index'.length) : pagePath;
}

/**
 * The title Mintlify gives a page whose front matter has none: the last segment of its path with "-" and "_" read
 * as spaces, and the first letter capitalised ("guides/getting-started" -> "Getting started").
 */
export function titleFromPath(pagePath: string): string {
  const last = pagePath.slice(pagePath.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** Percent-encodes each segment of a root-relative file path for use in an href. */
export function encodePath(file: string): string {
  return file
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * The href from one generated file to another (both root-relative, POSIX): shared leading folders are skipped, so a
 * sidebar link to a page in the same folder is just its file name.
 */
export function relativeHref(fromFile: string, toFile: string): string {
  const from = fromFile.split('/');
  from.pop();
  const to = toFile.split('/');
  let shared = 0;
  while (shared < from.length && shared < to.length - 1 && from[shared] === to[shared]) shared++;
  const up = '../'.repeat(from.length - shared);
  return up + encodePath(to.slice(shared).join('/'));
}

/** "../../" from a file to the site root ("" at the root). */
export function rootPrefix(fromFile: string): string {
  return '../'.repeat(fromFile.split('/').length - 1);
}
