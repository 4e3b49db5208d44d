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
 * sidebar link to a page in the same folder is just its file name. A page links to a hundred files or more (its
 * sidebar, version menu, pager), so the last page's folders and each target's encoded segments are kept.
 */
export function relativeHref(fromFile: string, toFile: string): string {
  if (fromFile !== lastFrom) {
    lastFrom = fromFile;
    lastFromFolders = fromFile.split('/');
    lastFromFolders.pop();
  }
  const from = lastFromFolders;
  const to = segmentsOf(toFile);
  let shared = 0;
  while (shared < from.length && shared < to.raw.length - 1 && from[shared] === to.raw[shared]) shared++;
  const rest = shared === 0 ? to.encoded : to.encoded.slice(shared);
  return '../'.repeat(from.length - shared) + rest.join('/');
}

let lastFrom = '';
let lastFromFolders: string[] = [];
/** Target files' segments as written and percent-encoded; emptied when it grows past any real site's files. */
const targetSegments = new Map<string, { raw: string[]; encoded: string[] }>();
const MAX_KEPT_TARGETS = 250_000;
/** Segments encodeURIComponent leaves as they are. */
const PLAIN_SEGMENT = /^[A-Za-z0-9\-_.!~*'()]*$/;

function segmentsOf(file: string): { raw: string[]; encoded: string[] } {
  let segments = targetSegments.get(file);
  if (!segments) {
    if (targetSegments.size >= MAX_KEPT_TARGETS) targetSegments.clear();
    const raw = file.split('/');
    segments = { raw, encoded: raw.map((s) => (PLAIN_SEGMENT.test(s) ? s : encodeUriComponent(s))) };
    targetSegments.set(file, segments);
  }
  return segments;
}

/** "../../" from a file to the site root ("" at the root). */
export function rootPrefix(fromFile: string): string {
  return '../'.repeat(fromFile.split('/').length - 1);
}
