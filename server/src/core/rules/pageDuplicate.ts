// page-duplicate: the same page listed twice in one section (the nearest tab, anchor, dropdown, product, version,
// language or menu item). Across sections repeating a page is normal and not reported.
import type { NavContainer, PageEntry } from '../model/siteModel';
import type { Rule } from './rule';

function sectionOf(entry: PageEntry): NavContainer | undefined {
  let c = entry.parent;
  while (c && c.kind === 'group') c = c.parent;
  return c;
}

export const pageDuplicateRule: Rule = {
  id: 'page-duplicate',
  check({ model, report }) {
    const firstSeen = new Map<NavContainer | undefined, Map<string, PageEntry>>();
    for (const entry of model.pages) {
      if (entry.role === 'root') continue;
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
      const line = first.node.file.positionAt(first.node.json.offset).line + 1;
      const firstFile = first.node.file === entry.node.file ? `line ${line}` : `${first.node.file.path}:${line}`;
      report.at(
        entry.node,
        `page "${entry.value}" is already listed in this section (${firstFile}); the sidebar will show it twice`,
      );
    }
  },
};
