// Questions asked of a resolved navigation: the order sections are shown in, the first page behind a group or a
// division (where selecting it leads), previous and next pages, breadcrumbs.
import type { Division, Route, Section, SidebarEntry, SidebarGroup, SidebarItem } from './resolvedSite';

/** Sections in the order a reader meets them: the navigation's own, then each division's, depth first. */
export function displayOrder(rootSection: Section | undefined, divisions: Division[], all: Section[]): Section[] {
  const ordered: Section[] = [];
  if (rootSection) ordered.push(rootSection);
  const stack = [...divisions].reverse();
  while (stack.length > 0) {
    const d = stack.pop()!;
    if (d.section) ordered.push(d.section);
    for (let i = d.children.length - 1; i >= 0; i--) stack.push(d.children[i]);
  }
  // Sections are all reachable from the divisions; this keeps any that are not (none expected) at the end.
  if (ordered.length !== all.length) for (const s of all) if (!ordered.includes(s)) ordered.push(s);
  return ordered;
}

/** Fills `section.routes` (owned, visible routes in sidebar order) and links each to its neighbours. */
export function linkPrevNext(section: Section): void {
  const routes: Route[] = [];
  forEachVisibleEntry(section.items, (entry) => {
    if (entry.route && entry.route.owner === entry) routes.push(entry.route);
  });
  section.routes = routes;
  for (let i = 0; i < routes.length; i++) {
    routes[i].prev = i > 0 ? routes[i - 1] : undefined;
    routes[i].next = i < routes.length - 1 ? routes[i + 1] : undefined;
  }
}

/** Depth first over entries not hidden (a group's root page before its items), stopping when `visit` returns true. */
export function forEachVisibleEntry(
  items: readonly SidebarItem[],
  visit: (entry: SidebarEntry) => boolean | void,
): boolean {
  for (const item of items) {
    if (item.hidden) continue;
    if (item.kind === 'group') {
      if (item.root && !item.root.hidden && visit(item.root)) return true;
      if (forEachVisibleEntry(item.items, visit)) return true;
    } else if (visit(item)) return true;
  }
  return false;
}

/** The first page a reader reaches through these items (what a group opens with drilldown). */
export function firstRouteOf(items: readonly SidebarItem[]): Route | undefined {
  let found: Route | undefined;
  forEachVisibleEntry(items, (entry) => {
    found = entry.route;
    return found !== undefined;
  });
  return found;
}

export function firstRouteOfGroup(group: SidebarGroup): Route | undefined {
  return group.root?.route ?? firstRouteOf(group.items);
}

/** Where selecting a division leads: the first page of its own section, else of its first sub-division with one. */
export function entryRouteOf(division: Division): Route | undefined {
  const own = division.section ? firstRouteOf(division.section.items) : undefined;
  if (own) return own;
  for (const child of division.children) {
    const found = entryRouteOf(child);
    if (found) return found;
  }
  return undefined;
}

/** Groups from the top of the sidebar down to the entry's own group. */
export function groupChain(entry: SidebarEntry): SidebarGroup[] {
  const chain: SidebarGroup[] = [];
  for (let g = entry.group; g; g = g.parent) chain.unshift(g);
  return chain;
}

/** Labels from the top of the navigation to the page's group (language codes are left out: they name no place). */
export function breadcrumbs(route: Route): string[] {
  const labels = route.owner.section.trail.filter((d) => d.kind !== 'language').map((d) => d.label);
  for (const g of groupChain(route.owner)) if (g.label) labels.push(g.label);
  return labels;
}

/** The eyebrow above a page title: the full breadcrumb trail, or the name of the page's group (or section). */
export function eyebrowOf(route: Route, fullPath: boolean): string | undefined {
  if (fullPath) {
    const trail = breadcrumbs(route);
    return trail.length > 0 ? trail.join(' / ') : undefined;
  }
  return route.owner.group?.label || route.owner.section.trail[route.owner.section.trail.length - 1]?.label;
}
