// The choosers above the sidebar, for the divisions on the way to a section: the product switcher (with
// descriptions), language and version selectors, the tab bar (with its menus and `align`), and at the top of the
// sidebar the anchors, dropdowns and other menus. Each option leads to the first page of its own part of the site.
// Menus are native <details> (keyboard-usable without script); hidden divisions are left out of every list,
// except the one the page is in.
import { attr, escapeHtml } from '../html';
import { entryRouteOf } from '../navigationQueries';
import type { Division, ResolvedSite, Route, Section } from '../resolvedSite';
import { divisionTarget } from '../siteQueries';
import { languageName } from '../languageNames';
import { iconHtml, tagHtml } from './fragments';

export interface DivisionChoosers {
  /** Product switcher, language and version selectors, for the header. */
  selectors: string;
  /** The tab bar (empty when the page is in no tab). */
  tabs: string;
  /** Anchors, dropdowns and menus not inside a tab, for the top of the sidebar. */
  sidebarTop: string;
}

/**
 * `link(route)`: attributes that make an <a> lead to a route from the page being written. With `page`, a version
 * or language option leads to the same page in that version or language when there is one (the page path with the
 * current version's or language's folder name replaced). `parts` renders only the selectors, or only the rest
 * (which depends on the section alone, so a build renders it once per section and folder).
 */
export function renderDivisionChoosers(
  site: ResolvedSite,
  section: Section | undefined,
  link: (route: Route) => string,
  page?: Route,
  parts: 'all' | 'selectors' | 'navigation' = 'all',
): DivisionChoosers {
  const out: DivisionChoosers = { selectors: '', tabs: '', sidebarTop: '' };
  const wantSelectors = parts !== 'navigation';
  const wantNavigation = parts !== 'selectors';
  const trail = section?.trail ?? [];
  const entries = new Map<Division, Route | undefined>();
  const entry = (d: Division) => {
    if (!entries.has(d)) entries.set(d, entryRouteOf(d));
    return entries.get(d);
  };
  // The page's key in each division it is in, worked out once: a version menu asks it for every version.
  const keys = new Map<Division, string>();
  const keyOf = (page: Route, from: Division) => {
    let key = keys.get(from);
    if (key === undefined) keys.set(from, (key = keyIn(page, from)));
    return key;
  };
  const option = (d: Division, current: boolean, inner: string, from?: Division) => {
    const same = page && from && !current ? counterpart(site, keyOf(page, from), d) : undefined;
    const target = same ? { route: same } : divisionTarget(site, d, entry);
    const currentAttr = current ? ' aria-current="true"' : '';
    if (!target) return `<span class="dj-option-text"${currentAttr}>${inner}</span>`;
    if ('external' in target)
      return `<a${attr('href', target.external)} rel="noopener noreferrer"${currentAttr}>${inner}</a>`;
    return `<a${link(target.route)}${currentAttr}>${inner}</a>`;
  };
  const label = (d: Division) =>
    `${iconHtml(d.icon)}<span class="dj-label">${escapeHtml(d.kind === 'language' ? languageName(d.label) : d.label)}</span>`;
  // Anchors show their icon in a small box, as Mintlify's sidebar does.
  const anchorLabel = (d: Division) =>
    (d.icon ? `<span class="dj-anchor-icon">${iconHtml(d.icon)}</span>` : '') +
    `<span class="dj-label">${escapeHtml(d.label)}</span>`;
  const shown = (list: Division[], current: Division | undefined) => list.filter((d) => !d.hidden || d === current);

  for (let level = 0; level <= trail.length; level++) {
    const siblings = level === 0 ? site.divisions : trail[level - 1].children;
    const current = trail[level];
    const byKind = new Map<string, Division[]>();
    for (const d of siblings) {
      if (d.kind === 'menuItem' && trail[level - 1]?.kind === 'tab') continue; // shown inside its tab
      const list = byKind.get(d.kind) ?? [];
      list.push(d);
      byKind.set(d.kind, list);
    }
    for (const [kind, list] of byKind) {
      const cur = list.includes(current!) ? current : undefined;
      const visible = shown(list, cur);
      if (visible.length === 0) continue;
      const isSelector = kind === 'product' || kind === 'language' || kind === 'version';
      if (isSelector ? !wantSelectors : !wantNavigation) continue;
      switch (kind) {
        case 'product':
          out.selectors += menu('dj-products', 'Product', cur, visible, (d) =>
            option(
              d,
              d === cur,
              label(d) + (d.description ? `<span class="dj-description">${escapeHtml(d.description)}</span>` : ''),
            ),
          );
          break;
        case 'language':
          out.selectors += menu('dj-languages', 'Language', cur, visible, (d) => option(d, d === cur, label(d), cur));
          break;
        case 'version':
          out.selectors += menu('dj-versions', 'Version', cur, visible, (d) =>
            option(d, d === cur, label(d) + tagHtml(d.tag), cur),
          );
          break;
        case 'tab':
          out.tabs += renderTabs(visible, cur, trail[level + 1], option, label, shown);
          break;
        case 'anchor':
          out.sidebarTop +=
            `<ul class="dj-anchors">` +
            visible.map((d) => `<li>${option(d, d === cur, anchorLabel(d))}</li>`).join('') +
            `</ul>`;
          break;
        default:
          // dropdowns, and menus of a product or another division that is not a tab
          out.sidebarTop += menu('dj-dropdown', kind === 'dropdown' ? 'Dropdown' : 'Menu', cur, visible, (d) =>
            option(
              d,
              d === cur,
              label(d) + (d.description ? `<span class="dj-description">${escapeHtml(d.description)}</span>` : ''),
            ),
          );
      }
    }
  }
  if (!wantNavigation) return out;
  const globalTop = site.global.filter((d) => d.kind === 'anchor' && !d.hidden);
  if (globalTop.length > 0)
    out.sidebarTop +=
      `<ul class="dj-anchors dj-global">` +
      globalTop.map((d) => `<li>${option(d, false, anchorLabel(d))}</li>`).join('') +
      `</ul>`;
  const globalBar = site.global.filter((d) => d.kind !== 'anchor' && !d.hidden);
  if (globalBar.length > 0)
    out.tabs +=
      `<ul class="dj-global-links">` +
      globalBar.map((d) => `<li>${option(d, false, label(d))}</li>`).join('') +
      `</ul>`;
  if (out.tabs) out.tabs = `<nav class="dj-tabs-bar" aria-label="Sections">${out.tabs}</nav>`;
  return out;
}

/** A page's path with the folder named like its version or language left out: `v2/guides/a` -> `guides/a`. */
function keyIn(route: Route, d: Division): string {
  const segments = (route.pagePath ?? route.file.replace(/\.html$/, '')).split('/');
  const at = segments.indexOf(d.label);
  if (at >= 0) segments.splice(at, 1);
  return segments.join('/');
}

/**
 * Routes by keyIn for every division that holds a section, built in one pass over the routes the first time a site
 * is asked (a route is filed under each division of its trail), and kept with the site: a site of 136 versions and
 * 27,000 routes filtered every route once per division.
 */
const counterpartIndexes = new WeakMap<ResolvedSite, Map<Division, Map<string, Route>>>();

function counterpartIndexOf(site: ResolvedSite): Map<Division, Map<string, Route>> {
  let indexes = counterpartIndexes.get(site);
  if (!indexes) {
    indexes = new Map();
    for (const r of site.routes)
      for (const d of r.owner.section.trail) {
        let index = indexes.get(d);
        if (!index) indexes.set(d, (index = new Map()));
        const key = keyIn(r, d);
        if (!index.has(key)) index.set(key, r);
      }
    counterpartIndexes.set(site, indexes);
  }
  return indexes;
}

/**
 * The page in division `to` that corresponds to the page whose key in its own division is `key` (keyIn): the same
 * path once the folders named like them ("v2", "en") are left out, so `v2/guides/a` finds `v1/guides/a`, and
 * `guides/a` (a default language at the root) finds `fr/guides/a`.
 */
function counterpart(site: ResolvedSite, key: string, to: Division): Route | undefined {
  return counterpartIndexOf(site).get(to)?.get(key);
}

/** A chooser as a disclosure: the current choice in the summary, every choice in the list. */
function menu(
  className: string,
  what: string,
  current: Division | undefined,
  options: Division[],
  item: (d: Division) => string,
): string {
  const name = (d: Division) => (d.kind === 'language' ? languageName(d.label) : d.label);
  const summary = current ? escapeHtml(name(current)) : what;
  return (
    `<details class="dj-menu ${className}"><summary aria-expanded="false" aria-label="${what}: ${escapeHtml(current ? name(current) : 'choose')}">` +
    `${summary}</summary><ul>${options.map((d) => `<li>${item(d)}</li>`).join('')}</ul></details>`
  );
}

function renderTabs(
  tabs: Division[],
  current: Division | undefined,
  currentChild: Division | undefined,
  option: (d: Division, current: boolean, inner: string) => string,
  label: (d: Division) => string,
  shown: (list: Division[], current: Division | undefined) => Division[],
): string {
  const item = (tab: Division) => {
    const menuItems = shown(
      tab.children.filter((c) => c.kind === 'menuItem'),
      tab === current ? currentChild : undefined,
    );
    const cls = `dj-tab${tab.align === 'end' ? ' dj-align-end' : ''}`;
    if (menuItems.length === 0) return `<li class="${cls}">${option(tab, tab === current, label(tab))}</li>`;
    const items = menuItems
      .map(
        (m) =>
          `<li>${option(
            m,
            tab === current && m === currentChild,
            label(m) + (m.description ? `<span class="dj-description">${escapeHtml(m.description)}</span>` : ''),
          )}</li>`,
      )
      .join('');
    return (
      `<li class="${cls}"><details class="dj-menu dj-tab-menu"><summary aria-expanded="false"${tab === current ? ' aria-current="true"' : ''}>` +
      `${label(tab)}</summary><ul>${items}</ul></details></li>`
    );
  };
  return `<ul class="dj-tab-list">${tabs.map(item).join('')}</ul>`;
}
