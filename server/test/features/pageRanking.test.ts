// The page candidates of a completion: the answer reads only what it can show, and gives exactly what sorting
// every matching page into near / other / already used and cutting the lists would give.
import assert from 'node:assert/strict';
import { type PageList, type PageQuery, prefixRange, rankPages } from '../../src/core/features/pageRanking';

/** The plain way: every page in range classified, each list cut to `max`, then the answer cut to `max`. */
function rankEveryPage(list: PageList, q: PageQuery) {
  const dirs = [...q.groupDirs].map((d) => (d === '' ? '' : d + '/'));
  const isNear = (page: string) => dirs.some((d) => page.startsWith(d) && page.indexOf('/', d.length) < 0);
  const near: string[] = [];
  const other: string[] = [];
  const again: string[] = [];
  let matches = 0;
  for (let i = q.range[0]; i < q.range[1]; i++) {
    const page = list.pages[i];
    const lower = list.lower[i];
    let k = 0;
    for (let j = 0; j < lower.length && k < q.prefix.length; j++) if (lower[j] === q.prefix[k]) k++;
    if (k < q.prefix.length) continue;
    matches++;
    const into = q.used.has(page) ? again : isNear(page) ? near : other;
    if (into.length < q.max) into.push(page);
  }
  const ranked: Array<[string, string]> = [];
  for (const [rank, l] of [
    ['0', near],
    ['1', other],
    ['2', again],
  ] as const)
    for (const page of l) if (ranked.length < q.max) ranked.push([rank, page]);
  return { ranked, incomplete: matches > ranked.length };
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function pageList(pages: string[]): PageList {
  const sorted = [...new Set(pages)].sort();
  return { pages: sorted, lower: sorted.map((p) => p.toLowerCase()) };
}

describe('completion: ranking the page candidates', () => {
  it('gives what classifying every page gives, on 2,000 random sites and queries', () => {
    const folders = ['', 'guides', 'guides/deep', 'api', 'api/v2', 'Reference'];
    const words = ['intro', 'setup', 'deploy', 'Auth', 'index', 'overview', 'quickstart'];
    for (let seed = 1; seed <= 2000; seed++) {
      const r = random(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
      const pages: string[] = [];
      const count = Math.floor(r() * 60);
      for (let i = 0; i < count; i++) {
        const folder = pick(folders);
        pages.push((folder ? folder + '/' : '') + pick(words) + (r() < 0.5 ? '' : String(Math.floor(r() * 9))));
      }
      const list = pageList(pages);
      const used = new Set(list.pages.filter(() => r() < 0.3));
      const groupDirs = new Set(folders.filter(() => r() < 0.3));
      const prefix = pick(['', '', 'i', 'se', 'de', 'auth', 'zz', 'a/']);
      const folder = pick(['', '', 'guides/', 'api/']);
      const range = folder ? prefixRange(list.pages, folder) : ([0, list.pages.length] as const);
      const query: PageQuery = { prefix, range, used, groupDirs, max: 1 + Math.floor(r() * 12) };
      assert.deepEqual(rankPages(list, query), rankEveryPage(list, query), `seed ${seed}`);
    }
  });

  it('reads no further than the answer needs on a large site (a query right after a quote)', () => {
    const pages = Array.from({ length: 20000 }, (_, i) => `section-${Math.floor(i / 100)}/page-${i}`);
    const list = pageList(pages);
    let reads = 0;
    const counted: PageList = {
      pages: list.pages,
      lower: new Proxy(list.lower as string[], {
        get: (target, key, receiver) => {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
          return Reflect.get(target, key, receiver);
        },
      }),
    };
    const query: PageQuery = {
      prefix: 'p',
      range: [0, list.pages.length],
      used: new Set(['section-5/page-500']),
      groupDirs: new Set(['section-5']),
      max: 100,
    };
    const answer = rankPages(counted, query);
    assert.deepEqual(answer, rankEveryPage(list, query));
    assert.equal(
      answer.ranked[0][1],
      list.pages.find((p) => p.startsWith('section-5/') && p !== 'section-5/page-500'),
    );
    assert.ok(reads < 300, `read ${reads} of 20,000 pages`);
  });
});
