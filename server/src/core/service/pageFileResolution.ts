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
  /** Every file some entry the site shows (not dropped) names, once. */
  shownFiles(): Iterable<string>;
  /** Changes whenever the set of files the entries name changes (most keystrokes in a page path leave it). */
  readonly navigationVersion: number;
  /** The same for the entries the site shows (not dropped): the files whose pages readers can reach. */
  readonly shownVersion: number;
}

interface Kept {
  pages: readonly PageEntry[];
  indexVersion: number;
  files: (string | undefined)[];
  counts: Map<string, number>;
  navigationVersion: number;
  shown: Map<string, number>;
  shownVersion: number;
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
    const counts = new Map<string, number>();
    const shown = new Map<string, number>();
    for (const entry of pages) {
      const file = (files[entry.index] = fileOf(entry, index));
      if (!file) continue;
      counts.set(file, (counts.get(file) ?? 0) + 1);
      if (!entry.dropped) shown.set(file, (shown.get(file) ?? 0) + 1);
    }
    const version = ++navigationVersions;
    kept = {
      pages,
      indexVersion: index.version,
      files,
      counts,
      navigationVersion: version,
      shown,
      shownVersion: version,
    };
  }
  lastByIndex.set(index, kept);
  return {
    files: kept.files,
    inNavigation: (file) => kept.counts.has(file),
    inUse: () => kept.counts.keys(),
    shownFiles: () => kept.shown.keys(),
    navigationVersion: kept.navigationVersion,
    shownVersion: kept.shownVersion,
  };
}

function derive(last: Kept, pages: readonly PageEntry[], index: PageIndex): Kept {
  const files = last.files.slice();
  // The counts move on with the newest resolution; an older one is not read again once a newer exists.
  const { counts, shown } = last;
  let { navigationVersion, shownVersion } = last;
  for (let i = 0; i < pages.length; i++) {
    if (pages[i] === last.pages[i]) continue;
    const before = files[pages[i].index];
    const after = fileOf(pages[i], index);
    const wasShown = !last.pages[i].dropped;
    const isShown = !pages[i].dropped;
    if (before === after && wasShown === isShown) continue;
    files[pages[i].index] = after;
    if (before && leaves(counts, before)) navigationVersion = ++navigationVersions;
    if (after && joins(counts, after)) navigationVersion = ++navigationVersions;
    if (before && wasShown && leaves(shown, before)) shownVersion = ++navigationVersions;
    if (after && isShown && joins(shown, after)) shownVersion = ++navigationVersions;
  }
  return { pages, indexVersion: index.version, files, counts, navigationVersion, shown, shownVersion };
}

/** One entry fewer names the file; true when none is left. */
function leaves(counts: Map<string, number>, file: string): boolean {
  const n = counts.get(file)! - 1;
  if (n > 0) counts.set(file, n);
  else counts.delete(file);
  return n === 0;
}

/** One entry more names the file; true when it is the first. */
function joins(counts: Map<string, number>, file: string): boolean {
  const n = counts.get(file) ?? 0;
  counts.set(file, n + 1);
  return n === 0;
}

function fileOf(entry: PageEntry, index: PageIndex): string | undefined {
  return entry.ref.page ? index.fileOf(entry.ref.page) : undefined;
}
