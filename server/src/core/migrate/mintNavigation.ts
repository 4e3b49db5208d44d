// mint.json's navigation (a list of groups, with `tabs`, `anchors` and `versions` beside it that claim pages by URL
// prefix or by a group's `version`) as docs.json's nested navigation, the way Mintlify's upgrade nests it:
//   - every page goes to the first relative anchor whose `url` prefixes it, else to the first tab that does, else
//     to the primary division (`topAnchor` / `primaryTab`, named "Documentation" unless they say otherwise);
//   - a group split across divisions appears in each with the pages that belong there (nested groups likewise);
//     a division left with no page is left out;
//   - the outermost division is `versions` when there are any (each holds the groups marked with it and those
//     marked with none), else anchors when there are any (local or links), else tabs, else the groups;
//   - tabs and anchors whose `url` is a full URL are links: `navigation.global`, with `href`.
// A tab's `openapi` becomes `{ source, directory: url }`.
type Json = Record<string, unknown>;

interface Division {
  name: string;
  url?: string;
  icon?: unknown;
  openapi?: unknown;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

export function convertNavigation(mint: Json): Json {
  const groups = Array.isArray(mint.navigation) ? (mint.navigation as unknown[]) : [];
  const tabs = divisions(mint.tabs);
  const anchors = divisions(mint.anchors);
  const navigation: Json = {};
  const global: Json = {};
  const externalTabs = tabs.filter((t) => isExternal(t.url));
  const externalAnchors = anchors.filter((a) => isExternal(a.url));
  if (externalAnchors.length) global.anchors = externalAnchors.map((a) => link('anchor', a));
  if (externalTabs.length) global.tabs = externalTabs.map((t) => link('tab', t));
  const localTabs = tabs.filter((t) => !isExternal(t.url));
  const localAnchors = anchors.filter((a) => !isExternal(a.url));
  const primaryTab = String((mint.primaryTab as Json | undefined)?.name ?? 'Documentation');
  const top = (mint.topAnchor as Json | undefined) ?? {};

  const anchorOf = (page: string) => localAnchors.findIndex((a) => underUrl(page, a.url!));
  const tabOf = (page: string) => localTabs.findIndex((t) => underUrl(page, t.url!));

  /** The navigation of the pages `keep` accepts: tabs when mint.json has any, else groups. */
  const content = (source: unknown[], keep: (page: string) => boolean, withTabs: boolean): Json | undefined => {
    if (withTabs) {
      const list: Json[] = [];
      const primary = filterGroups(source, (p) => keep(p) && tabOf(p) < 0);
      if (primary.length) list.push({ tab: primaryTab, groups: primary });
      localTabs.forEach((t, i) => {
        const own = filterGroups(source, (p) => keep(p) && tabOf(p) === i);
        if (own.length)
          list.push({
            tab: t.name,
            ...(t.openapi !== undefined && { openapi: tabOpenapi(t) }),
            ...(t.icon !== undefined && { icon: t.icon }),
            groups: own,
          });
      });
      return list.length ? { tabs: list } : undefined;
    }
    const own = filterGroups(source, keep);
    return own.length ? { groups: own } : undefined;
  };

  const versions = Array.isArray(mint.versions) ? (mint.versions as unknown[]) : [];
  if (versions.length > 0) {
    navigation.versions = versions.map((v) => {
      if (typeof v === 'string') {
        const mine = groups.filter((g) => !isObject(g) || g.version === undefined || g.version === v);
        return { version: v, ...(content(mine, () => true, tabs.length > 0) ?? {}) };
      }
      const o = isObject(v) ? v : {};
      return { version: o.name, ...(o.url !== undefined && { href: o.url }) };
    });
  } else if (anchors.length > 0) {
    const list: Json[] = [];
    const primary = content(groups, (p) => anchorOf(p) < 0, localTabs.length > 0);
    if (primary) list.push({ anchor: top.name ?? 'Documentation', icon: top.icon ?? 'book-open', ...primary });
    localAnchors.forEach((a, i) => {
      const own = content(groups, (p) => anchorOf(p) === i, false);
      if (own) list.push({ anchor: a.name, ...(a.icon !== undefined && { icon: a.icon }), ...own });
    });
    navigation.anchors = list;
  } else {
    Object.assign(navigation, content(groups, () => true, tabs.length > 0) ?? { groups: [] });
  }
  if (Object.keys(global).length) navigation.global = global;
  return navigation;
}

function tabOpenapi(t: Division): unknown {
  return typeof t.openapi === 'string' ? { source: t.openapi, directory: t.url } : t.openapi;
}

function link(key: 'tab' | 'anchor', d: Division): Json {
  return { [key]: d.name, href: d.url, ...(d.icon !== undefined && { icon: d.icon }) };
}

function divisions(value: unknown): Division[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((o) => ({
    name: String(o.name ?? ''),
    url: typeof o.url === 'string' ? o.url : undefined,
    icon: o.icon,
    openapi: o.openapi,
  }));
}

function isExternal(url: string | undefined): boolean {
  return url !== undefined && EXTERNAL.test(url);
}

function underUrl(page: string, url: string): boolean {
  const prefix = url.replace(/^\/+|\/+$/g, '');
  const p = page.replace(/^\/+/, '');
  return prefix !== '' && (p === prefix || p.startsWith(prefix + '/'));
}

/** The groups with only the pages `keep` accepts, nested groups likewise; empty groups are left out. */
function filterGroups(groups: readonly unknown[], keep: (page: string) => boolean): Json[] {
  const out: Json[] = [];
  for (const g of groups) {
    if (!isObject(g)) continue;
    const pages = filterPages(Array.isArray(g.pages) ? g.pages : [], keep);
    if (pages.length === 0) continue;
    const { version: _version, pages: _pages, ...rest } = g;
    out.push({ ...rest, pages });
  }
  return out;
}

function filterPages(pages: readonly unknown[], keep: (page: string) => boolean): unknown[] {
  const out: unknown[] = [];
  for (const p of pages) {
    if (typeof p === 'string') {
      if (keep(p)) out.push(p);
    } else if (isObject(p)) {
      out.push(...filterGroups([p], keep));
    }
  }
  return out;
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
