// Which page file each page entry of the navigation names, for one model and one state of the files. A model
// derived by an edit shares every entry but the edited one, so the last resolution is reused entry by entry, and
// the set of files the navigation uses is kept as counts updated for the entries that changed: a keystroke in a
// 10,000-page navigation resolves one path, not 10,000.
import type { PageEntry, SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';

export interface PageFileResolution {
  /** The file of each page entry, by `PageEntry.index`; undefined when it has none. */
  readonly files: readonly (string | undefined)[];
  /** True when some page entry names the file. */
  inNavigation(file: string): boolean;
  /** Every file some page entry names, once. */
  inUse(): Iterable<string>;
  /** Changes whenever the set of files the entries name changes (most keystrokes in a page path leave it). */
  readonly navigationVersion: number;
}

interface Kept {
  pages: readonly PageEntry[];
  indexVersion: number;
  files: (string | undefined)[];
  counts: Map<string, number>;
  navigationVersion: number;
}

let navigationVersions = 0;

/** The last resolution per page index (one per service). */
const lastByIndex = new WeakMap<PageIndex, Kept>();

export function resolvePageFiles(model: SiteModel, index: PageIndex): PageFileResolution {
  const pages = model.pages;
  const last = lastByIndex.get(index);
  let kept: Kept;
  if (last && last.indexVersion === index.version && last.pages.length === pages.length) {
    kept = last.pages === pages ? last : derive(last, pages, index);
  } else {
    const files = new Array<string | undefined>(pages.length);
    for (const entry of pages) files[entry.index] = fileOf(entry, index);
    const counts = new Map<string, number>();
    for (const file of files) if (file) counts.set(file, (counts.get(file) ?? 0) + 1);
    kept = { pages, indexVersion: index.version, files, counts, navigationVersion: ++navigationVersions };
  }
  lastByIndex.set(index, kept);
  return {
    files: kept.files,
    inNavigation: (file) => kept.counts.has(file),
    inUse: () => kept.counts.keys(),
    navigationVersion: kept.navigationVersion,
  };
}

function derive(last: Kept, pages: readonly PageEntry[], index: PageIndex): Kept {
  const files = last.files.slice();
  // The counts move on with the newest resolution; an older one is not read again once a newer exists.
  const counts = last.counts;
  let navigationVersion = last.navigationVersion;
  for (let i = 0; i < pages.length; i++) {
    if (pages[i] === last.pages[i]) continue;
    const before = files[pages[i].index];
    const after = fileOf(pages[i], index);
    if (before === after) continue;
    files[pages[i].index] = after;
    if (before) {
      const n = counts.get(before)! - 1;
      if (n === 0) {
        counts.delete(before);
        navigationVersion = ++navigationVersions;
      } else counts.set(before, n);
    }
    if (after) {
      const n = counts.get(after) ?? 0;
      if (n === 0) navigationVersion = ++navigationVersions;
      counts.set(after, n + 1);
    }
  }
  return { pages, indexVersion: index.version, files, counts, navigationVersion };
}

function fileOf(entry: PageEntry, index: PageIndex): string | undefined {
  return entry.ref.page ? index.fileOf(entry.ref.page) : undefined;
}
