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
    const firstSeen = new Map<number, Map<string, PageEntry>>();
    const sectionOf = sectionIds(model);
    for (const entry of model.pages) {
      // A dropped entry is reported as ignored (key-ignored, navigation-multiple-roots): it never reaches a sidebar.
      if (entry.role === 'root' || entry.dropped) continue;
      const page = entry.ref.page;
      if (!page) continue;
      const section = sectionOf(entry);
      let seen = firstSeen.get(section);
      if (!seen) firstSeen.set(section, (seen = new Map()));
      const first = seen.get(page);
      if (!first) {
        seen.set(page, entry);
        continue;
      }
      const firstSource = model.source(first.node.filePath)!;
      const line = firstSource.positionAt(firstSource.offsetOf(first.node.json)).line + 1;
      const firstFile = first.node.filePath === entry.node.filePath ? `line ${line}` : `${first.node.filePath}:${line}`;
      report.at(
        entry.node,
        `page "${entry.value}" is already listed in this section (${firstFile}); the sidebar will show it twice`,
      );
    }
  },
});
