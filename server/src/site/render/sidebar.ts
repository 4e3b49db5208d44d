// The sidebar of one section as HTML: lists for groups, native <details> for collapsible groups (keyboard-usable
// without script), aria-current on the current page. In light mode only the groups on the way to the current page
// (and those marked `expanded`) carry their content; the others are closed and empty, their label a link to their
// first page, so every page stays reachable without script while a page does not repeat the whole sidebar. The
// full sidebar is a shared asset the page's script swaps in.
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
}

export function renderSidebar(items: readonly SidebarItem[], options: SidebarOptions): string {
  const onPath = new Set<SidebarGroup>(options.current ? groupChain(options.current.owner) : []);
  return `<ul class="dj-nav">${renderItems(items, options, onPath)}</ul>`;
}

function renderItems(items: readonly SidebarItem[], options: SidebarOptions, onPath: Set<SidebarGroup>): string {
  let html = '';
  for (const item of items) {
    if (item.hidden && !options.showHidden) continue;
    html += item.kind === 'group' ? renderGroup(item, options, onPath) : renderEntry(item, options);
  }
  return html;
}

// The markup is kept lean (no class on plain entries, styles select by position): a light sidebar repeats in every
// page of a large site, and the full one in its section's asset.
function renderGroup(group: SidebarGroup, options: SidebarOptions, onPath: Set<SidebarGroup>): string {
  const current = onPath.has(group);
  const open = current || group.expanded || (group.depth === 0 && !options.light) || (options.open?.(group) ?? false);
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
  const body = lazy ? '' : `<ul>${renderItems(group.items, options, onPath)}</ul>`;
  return (
    `<li class="${className}"${extra?.attrs ?? ''}><details${open ? ' open' : ''}>` +
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
