// Which pages a page-path completion offers, and in what order: those directly in a folder the group's other
// pages are in ("near"), then the others, then those the group already lists ("again"), each in the sorted order
// of the site's pages, at most `max` in all. Only the candidates that could be shown are looked at: on a site of
// 20,000 pages, sorting every page into the three lists on each request cost more than the rest of the answer,
// and a request right after a quote matches them all.

/** A site's page paths, sorted, with their lower-case forms at the same indexes. */
export interface PageList {
  pages: readonly string[];
  lower: readonly string[];
}

export interface PageQuery {
  /** What was typed, lower case, without a leading "/" or "./"; a page matches when it holds these letters in order. */
  prefix: string;
  /** The indexes [from, to) of the pages to consider (those under a typed folder, or all). */
  range: readonly [number, number];
  /** Pages the group already lists. */
  used: ReadonlySet<string>;
  /** The folders of the group's pages ('' for the root). */
  groupDirs: ReadonlySet<string>;
  max: number;
}

export interface RankedPages {
  /** [rank, page]: rank '0' near, '1' other, '2' again. */
  ranked: Array<[string, string]>;
  /** More pages match than `ranked` holds. */
  incomplete: boolean;
}

export function rankPages(list: PageList, query: PageQuery): RankedPages {
  const { prefix, used, max } = query;
  const [from, to] = query.range;
  const matches = (i: number) => prefix === '' || isSubsequence(prefix, list.lower[i]);

  // Near pages sit side by side in the sorted list, under their folder: only those ranges are read.
  const near: number[] = [];
  for (const dir of query.groupDirs) {
    const under = dir === '' ? '' : dir + '/';
    const [a, b] = prefixRange(list.pages, under);
    for (let i = Math.max(a, from); i < Math.min(b, to); i++) {
      const page = list.pages[i];
      if (page.indexOf('/', under.length) < 0 && !used.has(page) && matches(i)) near.push(i);
    }
  }
  near.sort((x, y) => x - y);
  const isNear = new Set(near);

  // The others and the pages already used, in order. Once the others alone fill the answer and a match is left
  // out, nothing later can change it. Pages already used come last: one found early may be pushed out by others.
  const other: string[] = [];
  const again: string[] = [];
  const wanted = Math.max(0, max - near.length);
  let leftOut = near.length > max;
  for (let i = from; i < to; i++) {
    if (leftOut && other.length >= wanted) break;
    if (isNear.has(i) || !matches(i)) continue;
    const page = list.pages[i];
    if (used.has(page)) {
      if (other.length + again.length < wanted) again.push(page);
      else leftOut = true;
    } else if (other.length < wanted) {
      other.push(page);
      if (other.length + again.length > wanted) {
        again.pop();
        leftOut = true;
      }
    } else leftOut = true;
  }

  const ranked: Array<[string, string]> = [];
  for (const i of near) if (ranked.length < max) ranked.push(['0', list.pages[i]]);
  for (const page of other) if (ranked.length < max) ranked.push(['1', page]);
  for (const page of again) if (ranked.length < max) ranked.push(['2', page]);
  return { ranked, incomplete: leftOut };
}

/** The indexes [from, to) of the sorted pages that start with `prefix`. */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(sorted, prefix);
  let to = from;
  while (to < sorted.length && sorted[to].startsWith(prefix)) to++;
  return [from, to];
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when `needle`'s characters appear in `haystack` in order. */
export function isSubsequence(needle: string, haystack: string): boolean {
  let i = 0;
  for (let j = 0; j < haystack.length && i < needle.length; j++)
    if (haystack.charCodeAt(j) === needle.charCodeAt(i)) i++;
  return i === needle.length;
}
