// The sidebar of one section as HTML: lists for groups, native <details> for collapsible groups (keyboard-usable
// without script), aria-current on the current page. In light mode only the groups on the way to the current page
// (and those marked `expanded`, while the page has room) carry their content; the others are closed and empty,
// their label a link to their first page. A long list shows a window of items around the way to the current page,
// and links for the rest to the section's navigation page, which lists everything: so a page's HTML stays the size
// of what it shows, however large its group, and every page stays reachable without script. The full sidebar is a
// shared asset the page's script swaps in.
import { attr, escapeHtml } from '../html';
import { firstRouteOfGroup, groupChain } from '../navigationQueries';
import type { MetaLookup } from '../pageTitles';
import { metaOf, sidebarLabel } from '../pageTitles';
import type { Route, SidebarEntry, SidebarGroup, SidebarItem } from '../resolvedSite';
import { iconHtml, methodBadge, tagHtml } from './fragments';

export interface SidebarOptions {
  /** Attributes that make an <a> lead to a route (` href="..."`, or ` data-r="..."` in the shared asset). */
  link(route: Route): string;
  meta: MetaLookup;
  current?: Route;
  /** Selecting a group opens its first page (true) or only expands it (false). */
  drilldown: boolean;
  light: boolean;
  /** Editor preview: entries whose string names no file inside the docs root are shown (the site leaves them out),
   *  hidden groups and entries are shown, pages without a file say so. */
  showInvalid?: boolean;
  showHidden?: boolean;
  /** Groups to open besides those on the way to the current page and those marked `expanded`. */
  open?(group: SidebarGroup): boolean;
  /** Extra class and attributes for an entry or a group (the editor preview marks missing pages and a selection). */
  decorate?(item: SidebarEntry | SidebarGroup): { className?: string; attrs?: string } | undefined;
  /**
   * Light mode: lists longer than `size` show `size` items around the way to the current page; `more` gives the
   * href (to the section's navigation page) of the list whose items are left out, by its anchor.
   */
  window?: { size: number; more(anchor: string): string };
  /** Ids on groups (`dj-nav-…`), for the links of `window` to land on: the section's navigation page. */
  anchors?: boolean;
}

/** Items a light sidebar shows in full besides the way to the current page (groups marked `expanded`). */
const EXPANDED_BUDGET = 300;

interface Walk {
  options: SidebarOptions;
  onPath: Set<SidebarGroup>;
  /** Entries written so far (light mode spends EXPANDED_BUDGET on expanded groups off the path). */
  written: number;
}

export function renderSidebar(items: readonly SidebarItem[], options: SidebarOptions): string {
  const walk: Walk = {
    options,
    onPath: new Set<SidebarGroup>(options.current ? groupChain(options.current.owner) : []),
    written: 0,
  };
  return `<ul class="dj-nav"${options.anchors ? ' id="dj-nav-n"' : ''}>${renderItems(items, walk, 'n')}</ul>`;
}

function renderItems(items: readonly SidebarItem[], walk: Walk, anchor: string): string {
  const { options } = walk;
  const shown: Array<[SidebarItem, number]> = [];
  items.forEach((item, i) => {
    if (item.hidden && !options.showHidden) return;
    if (item.kind !== 'group' && !item.route && !options.showInvalid) return;
    shown.push([item, i]);
  });
  let from = 0;
  let to = shown.length;
  const size = options.window?.size;
  if (size !== undefined && shown.length > size) {
    const focus = shown.findIndex(([item]) =>
      item.kind === 'group' ? walk.onPath.has(item) : item.route !== undefined && item.route === options.current,
    );
    from = Math.min(Math.max(0, (focus < 0 ? 0 : focus) - Math.floor(size / 2)), shown.length - size);
    to = from + size;
  }
  const more = (count: number) =>
    `<li class="dj-nav-more"><a${attr('href', options.window!.more(anchor))}>… ${count} more</a></li>`;
  let html = from > 0 ? more(from) : '';
  for (let k = from; k < to; k++) {
    const [item, i] = shown[k];
    html += item.kind === 'group' ? renderGroup(item, walk, `${anchor}-${i}`) : renderEntry(item, options);
    walk.written++;
  }
  if (to < shown.length) html += more(shown.length - to);
  return html;
}

// The markup is kept lean (no class on plain entries, styles select by position): a light sidebar repeats in every
// page of a large site, and the full one in its section's asset.
function renderGroup(group: SidebarGroup, walk: Walk, anchor: string): string {
  const { options } = walk;
  const current = walk.onPath.has(group);
  const expanded = group.expanded && (!options.light || walk.written < EXPANDED_BUDGET);
  const open = current || expanded || (group.depth === 0 && !options.light) || (options.open?.(group) ?? false);
  const lazy = options.light && !open;
  const target = group.root?.route ?? (lazy || options.drilldown ? firstRouteOfGroup(group) : undefined);
  const extra = options.decorate?.(group);
  // A group without a name shows no label; left closed (light sidebar), it is named by the page it leads to.
  const name = group.label || (lazy && target ? sidebarLabel(target, options.meta) : '');
  const label = `${iconHtml(group.icon)}${escapeHtml(name)}${tagHtml(group.tag)}`;
  const isCurrentRoot = options.current !== undefined && group.root?.route === options.current;
  const summary = target
    ? `<a${options.link(target)}${isCurrentRoot ? ' aria-current="page"' : ''}>${label}</a>`
    : label;
  const className = `dj-group${name ? '' : ' dj-unlabelled'}${extra?.className ? ` ${extra.className}` : ''}`;
  const body = lazy ? '' : `<ul>${renderItems(group.items, walk, anchor)}</ul>`;
  const id = options.anchors ? attr('id', `dj-nav-${anchor}`) : '';
  return (
    `<li class="${className}"${id}${extra?.attrs ?? ''}><details${open ? ' open' : ''}>` +
    `<summary aria-expanded="${open}">${summary}</summary>${body}</details></li>`
  );
}

function renderEntry(entry: SidebarEntry, options: SidebarOptions): string {
  const extra = options.decorate?.(entry);
  const li =
    extra?.className || extra?.attrs
      ? `<li${extra.className ? ` class="${extra.className}"` : ''}${extra.attrs ?? ''}>`
      : '<li>';
  const route = entry.route;
  if (!route) {
    if (!options.showInvalid) return '';
    return `${li}<s class="dj-nav-invalid">${escapeHtml(entry.value)}</s></li>`;
  }
  const meta = metaOf(route, options.meta);
  const method = route.endpoint?.method ?? meta?.method;
  const inner =
    (method ? methodBadge(method) : '') +
    iconHtml(meta?.icon) +
    escapeHtml(sidebarLabel(route, options.meta)) +
    tagHtml(meta?.tag) +
    (options.showInvalid && route.kind === 'page' && !route.sourceFile ? '<small class="dj-note">no file</small>' : '');
  const current = options.current === route;
  const href = meta?.url ? `${attr('href', meta.url)} rel="noopener noreferrer"` : options.link(route);
  return `${li}<a${href}${current ? ' aria-current="page"' : ''}>${inner}</a></li>`;
}
