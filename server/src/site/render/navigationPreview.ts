// The navigation of one section as the editor preview shows it: the divisions on the way (tab bar, selectors)
// with their siblings, and the sidebar with pages that have no file marked, endpoint entries with their method,
// and the entry under the editor's cursor highlighted. Every item carries its JSON path (`data-path`) so the
// preview can take the editor there. No link leads anywhere by itself.
import { attr, escapeHtml } from '../html';
import type { MetaLookup } from '../pageTitles';
import type { SidebarEntry, SidebarGroup } from '../resolvedSite';
import type { ResolvedSection, SectionFocus } from '../resolveSection';
import { iconHtml, tagHtml } from './fragments';
import { renderSidebar } from './sidebar';

export interface PreviewOptions {
  meta: MetaLookup;
  /** The JSON path under the cursor: the entry or group written there is highlighted. */
  highlight?: SectionFocus;
}

const KIND_LABEL: Record<string, string> = {
  product: 'Products',
  language: 'Languages',
  version: 'Versions',
  tab: 'Tabs',
  menuItem: 'Menu',
  anchor: 'Anchors',
  dropdown: 'Dropdowns',
};

export function renderNavigationPreview(resolved: ResolvedSection, options: PreviewOptions): string {
  const highlight = options.highlight;
  const isHighlighted = (path: readonly (string | number)[]) =>
    highlight !== undefined && path.length === highlight.length && path.every((s, i) => s === highlight[i]);
  const levels = resolved.levels
    .map(
      (level) =>
        `<div class="dj-preview-level"><span class="dj-preview-kind">${escapeHtml(KIND_LABEL[level.current.kind] ?? level.current.kind)}</span>` +
        `<ul>${level.siblings
          .map(
            (d) =>
              `<li${d === level.current ? ' aria-current="true"' : ''}${attr('data-path', JSON.stringify(d.path))}` +
              `${isHighlighted(d.path) ? ' class="dj-selected"' : ''}>${iconHtml(d.icon)}${escapeHtml(d.label)}${tagHtml(d.tag)}` +
              `${d.hidden ? ' <span class="dj-preview-note">hidden</span>' : ''}</li>`,
          )
          .join('')}</ul></div>`,
    )
    .join('');
  const open = new Set<SidebarGroup>();
  if (highlight && resolved.section) markOpen(resolved.section.items, highlight, open);
  const sidebar = resolved.section
    ? renderSidebar(resolved.section.items, {
        link: (route) => attr('data-route', route.file),
        meta: options.meta,
        drilldown: false,
        light: false,
        showInvalid: true,
        open: (g) => open.has(g),
        showHidden: true,
        decorate: (item) => decorate(item, isHighlighted),
      })
    : '<p class="dj-preview-empty">This part of the navigation has no groups or pages.</p>';
  return `<div class="dj-preview"><div class="dj-preview-levels">${levels}</div><nav aria-label="Navigation preview">${sidebar}</nav></div>`;
}

function decorate(
  item: SidebarEntry | SidebarGroup,
  isHighlighted: (path: readonly (string | number)[]) => boolean,
): { className?: string; attrs?: string } {
  const classes: string[] = [];
  if (item.kind !== 'group') {
    if (!item.route) classes.push('dj-invalid');
    else if (item.kind === 'page' && !item.route.sourceFile) classes.push('dj-missing');
  }
  if (item.hidden) classes.push('dj-hidden');
  const selected = isHighlighted(item.path);
  if (selected) classes.push('dj-selected');
  return {
    className: classes.join(' ') || undefined,
    attrs: attr('data-path', JSON.stringify(item.path)) + (selected ? ' aria-current="location"' : ''),
  };
}

/** Opens every group on the way to the highlighted path. */
function markOpen(
  items: readonly (SidebarEntry | SidebarGroup)[],
  path: SectionFocus,
  open: Set<SidebarGroup>,
): boolean {
  for (const item of items) {
    if (!startsWith(path, item.path)) continue;
    if (item.kind === 'group') {
      open.add(item);
      markOpen(item.items, path, open);
    }
    return true;
  }
  return false;
}

function startsWith(path: SectionFocus, prefix: readonly (string | number)[]): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => s === path[i]);
}
