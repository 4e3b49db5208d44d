// How pages and generated endpoint pages are named on the site: the route (the URL path Mintlify gives them),
// the HTML file written for it, and relative URLs between files so that the site works from file:// and from any
// static host, at any folder depth.
import { encodeUriComponent } from '../core';

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
 * Percent-encodes each segment of a root-relative file path for use in an href (a lone surrogate from a name in a
 * spec as the U+FFFD the file's name holds on disk).
 */
export function encodePath(file: string): string {
  return file
    .split('/')
    .map((segment) => encodeUriComponent(segment))
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
