// Which page file each page entry of the navigation names, for one model and one state of the files. A model
// derived by an edit shares every entry but the edited one, so the last resolution is reused entry by entry, and
// the set of files the navigation uses is kept as counts updated for the entries that changed: a keystroke in a
// 10,000-page navigation resolves one path, not 10,000.
import type { PageEntry, SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';

export interface PageFileResolution {
  /** The file of each page entry, by `PageEntry.index`; undefined when it has none. */
  readonly files: readonly (string | undefined)[];
  /**
   * The indexes of the page entries with no file, in navigation order: the rules about missing pages read these
   * few, not every entry of a large navigation on each keystroke.
   */
  withoutFile(): readonly number[];
  /** True when some page entry names the file. */
  inNavigation(file: string): boolean;
  /** Every file some page entry names, once. */
  inUse(): Iterable<string>;
  /** Every file some entry the site shows (not dropped) names, once. */
  shownFiles(): Iterable<string>;
  /** True when some entry the site shows names the file. */
  inShown(file: string): boolean;
  /** Changes whenever the set of files the entries name changes (most keystrokes in a page path leave it). */
  readonly navigationVersion: number;
  /**
   * The files that joined or left the set `inNavigation` answers for since it was at `version`, or undefined when
   * that is too long ago to say (then any may have).
   */
  navigationChangesSince(version: number): Iterable<string> | undefined;
  /** The same for the entries the site shows (not dropped): the files whose pages readers can reach. */
  readonly shownVersion: number;
  /**
   * The files that joined or left `shownFiles` since it was at `version`, or undefined when that is too long ago to
   * say (then any may have).
   */
  shownChangesSince(version: number): Iterable<string> | undefined;
}

/** The changes of a set of files since a resolution made from scratch, as (version, file), a bounded number. */
interface ChangeLog {
  /** The version the log starts after: changes after it are all in `changes`. */
  since: number;
  changes: { version: number; file: string }[];
}

const CHANGE_LOG = 1024;

interface Kept {
  pages: readonly PageEntry[];
  indexVersion: number;
  files: (string | undefined)[];
  withoutFile: Set<number>;
  counts: Map<string, number>;
  navigationVersion: number;
  navigationLog: ChangeLog;
  shown: Map<string, number>;
  shownVersion: number;
  shownLog: ChangeLog;
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
    const withoutFile = new Set<number>();
    const counts = new Map<string, number>();
    const shown = new Map<string, number>();
    for (const entry of pages) {
      const file = (files[entry.index] = fileOf(entry, index));
      if (!file) {
        withoutFile.add(entry.index);
        continue;
      }
      counts.set(file, (counts.get(file) ?? 0) + 1);
      if (!entry.dropped) shown.set(file, (shown.get(file) ?? 0) + 1);
    }
    const version = ++navigationVersions;
    kept = {
      pages,
      indexVersion: index.version,
      files,
      withoutFile,
      counts,
      navigationVersion: version,
      navigationLog: { since: version, changes: [] },
      shown,
      shownVersion: version,
      shownLog: { since: version, changes: [] },
    };
  }
  lastByIndex.set(index, kept);
  let sorted: number[] | undefined;
  return {
    files: kept.files,
    withoutFile: () => (sorted ??= [...kept.withoutFile].sort((a, b) => a - b)),
    inNavigation: (file) => kept.counts.has(file),
    inUse: () => kept.counts.keys(),
    shownFiles: () => kept.shown.keys(),
    inShown: (file) => kept.shown.has(file),
    navigationVersion: kept.navigationVersion,
    navigationChangesSince: (version) => changesSince(kept.navigationLog, version, kept.navigationVersion),
    shownVersion: kept.shownVersion,
    shownChangesSince: (version) => changesSince(kept.shownLog, version, kept.shownVersion),
  };
}

function changesSince(log: ChangeLog, version: number, current: number): Iterable<string> | undefined {
  if (version < log.since || version > current) return undefined;
  const files = new Set<string>();
  for (let i = log.changes.length - 1; i >= 0 && log.changes[i].version > version; i--) files.add(log.changes[i].file);
  return files;
}

function logChange(log: ChangeLog, version: number, file: string): void {
  log.changes.push({ version, file });
  if (log.changes.length > 2 * CHANGE_LOG) {
    const dropped = log.changes.splice(0, log.changes.length - CHANGE_LOG);
    log.since = dropped[dropped.length - 1].version;
  }
}

function derive(last: Kept, pages: readonly PageEntry[], index: PageIndex): Kept {
  const files = last.files.slice();
  // The counts (and the entries without a file) move on with the newest resolution; an older one is not read again once a newer exists.
  const { withoutFile, counts, navigationLog, shown, shownLog } = last;
  let { navigationVersion, shownVersion } = last;
  for (let i = 0; i < pages.length; i++) {
    if (pages[i] === last.pages[i]) continue;
    const before = files[pages[i].index];
    const after = fileOf(pages[i], index);
    const wasShown = !last.pages[i].dropped;
    const isShown = !pages[i].dropped;
    if (before === after && wasShown === isShown) continue;
    files[pages[i].index] = after;
    if (after) withoutFile.delete(pages[i].index);
    else withoutFile.add(pages[i].index);
    if (before && leaves(counts, before)) logChange(navigationLog, (navigationVersion = ++navigationVersions), before);
    if (after && joins(counts, after)) logChange(navigationLog, (navigationVersion = ++navigationVersions), after);
    if (before && wasShown && leaves(shown, before)) logChange(shownLog, (shownVersion = ++navigationVersions), before);
    if (after && isShown && joins(shown, after)) logChange(shownLog, (shownVersion = ++navigationVersions), after);
  }
  return {
    pages,
    indexVersion: index.version,
    files,
    withoutFile,
    counts,
    navigationVersion,
    navigationLog,
    shown,
    shownVersion,
    shownLog,
  };
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
