// page-duplicate: the same page listed twice in one section (the nearest tab, anchor, dropdown, product, version,
// language or menu item). Across sections repeating a page is normal and not reported.
import type { NavContainer, PageEntry, SiteModel } from '../model/siteModel';
import { defineRule } from './defineRule';

/** The id of the section of each entry's container, found once per container (a group holds many entries). */
function sectionIds(model: SiteModel): (entry: PageEntry) => number {
  const byContainer = new Map<NavContainer | undefined, number>();
  return (entry) => {
    const parent = model.parentOf(entry);
    let id = byContainer.get(parent);
    if (id === undefined) {
      let c = parent;
      while (c && c.kind === 'group') c = model.parentOf(c);
      // By id: a section copied after an edit is still the same section.
      byContainer.set(parent, (id = c?.id ?? -1));
    }
    return id;
  };
}

export const pageDuplicateRule = defineRule({
  id: 'page-duplicate',
  defaultSeverity: 'info',
  description: 'The same page appears more than once in one navigation division.',
  reads: 'navigation',
  check({ model, report }) {
    for (const entries of listingOf(model).repeated) {
      const first = entries[0];
      const firstSource = model.source(first.node.filePath)!;
      const line = firstSource.positionAt(firstSource.offsetOf(first.node.json)).line + 1;
      for (const entry of entries.slice(1)) {
        const firstFile =
          first.node.filePath === entry.node.filePath ? `line ${line}` : `${first.node.filePath}:${line}`;
        report.at(
          entry.node,
          `page "${entry.value}" is already listed in this section (${firstFile}); the sidebar will show it twice`,
        );
      }
    }
  },
});

/** The entries of each page in each section, in navigation order, and the lists that hold more than one. */
interface Listing {
  pages: readonly PageEntry[];
  bySection: Map<number, Map<string, PageEntry[]>>;
  repeated: Set<PageEntry[]>;
}

/**
 * The last listing, found through an entry the next model shares with the last one: a keystroke in a page path
 * makes a model that shares every entry but the edited one, which then moves from one list to another instead of
 * the 20,000 entries of a large navigation being listed again. The listing moves on with the newest model.
 */
const listings = new WeakMap<PageEntry, Listing>();

function listingOf(model: SiteModel): Listing {
  const pages = model.pages;
  if (pages.length === 0) return { pages, bySection: new Map(), repeated: new Set() };
  const last = listings.get(pages[0]) ?? listings.get(pages[pages.length - 1]);
  const listing = last && last.pages.length === pages.length ? moveOn(last, model) : listAll(model);
  listings.set(pages[0], listing);
  listings.set(pages[pages.length - 1], listing);
  return listing;
}

function listAll(model: SiteModel): Listing {
  const listing: Listing = { pages: model.pages, bySection: new Map(), repeated: new Set() };
  const sectionOf = sectionIds(model);
  for (const entry of model.pages) add(listing, entry, sectionOf);
  return listing;
}

function moveOn(last: Listing, model: SiteModel): Listing {
  const sectionOf = sectionIds(model);
  const pages = model.pages;
  for (let i = 0; i < pages.length; i++) {
    if (pages[i] === last.pages[i]) continue;
    // An edit inside a string leaves the structure as it was: the old entry sat in the new one's section.
    remove(last, last.pages[i], sectionOf(pages[i]));
    add(last, pages[i], sectionOf);
  }
  return { ...last, pages };
}

/** The page an entry lists in a sidebar, or undefined (a root, a dropped entry, not a page). */
function listedPage(entry: PageEntry): string | undefined {
  // A dropped entry is reported as ignored (key-ignored, navigation-multiple-roots): it never reaches a sidebar.
  return entry.role === 'root' || entry.dropped ? undefined : entry.ref.page;
}

function add(listing: Listing, entry: PageEntry, sectionOf: (entry: PageEntry) => number): void {
  const page = listedPage(entry);
  if (!page) return;
  const section = sectionOf(entry);
  let pagesOf = listing.bySection.get(section);
  if (!pagesOf) listing.bySection.set(section, (pagesOf = new Map()));
  const entries = pagesOf.get(page);
  // Most pages are listed once per section: a list of one made whole, since an empty one grown by an insertion
  // reserves room for 17 (16 MB over the 100,000 entries of a large navigation).
  if (!entries) {
    pagesOf.set(page, [entry]);
    return;
  }
  let at = entries.length;
  while (at > 0 && entries[at - 1].index > entry.index) at--;
  entries.splice(at, 0, entry);
  if (entries.length > 1) listing.repeated.add(entries);
}

function remove(listing: Listing, entry: PageEntry, section: number): void {
  const page = listedPage(entry);
  if (!page) return;
  const pagesOf = listing.bySection.get(section);
  const entries = pagesOf?.get(page);
  const at = entries ? entries.indexOf(entry) : -1;
  if (!entries || at < 0) return;
  entries.splice(at, 1);
  if (entries.length < 2) listing.repeated.delete(entries);
  if (entries.length === 0) pagesOf!.delete(page);
}
