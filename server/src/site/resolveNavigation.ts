// SiteModel -> ResolvedSite in one walk of the navigation. Nodes the builder drops (a second navigation key beside
// the one that wins) are left out, as Mintlify leaves them out. A page listed in several places gets one route,
// owned by the first place that is not hidden (else the first place): its section, sidebar and breadcrumbs are
// that place's. Endpoint pages get their routes after every page, numbered "-1", "-2" on a clash.
import {
  prop,
  stringProp,
  type EndpointEntry,
  type NavContainer,
  type NavNode,
  type PageEntry,
  type SiteModel,
} from '../core';
import { endpointRoute, type EndpointFacts } from '../core/index';
import { externalHref, iconName, isSiteRelative } from './html';
import type {
  Division,
  DivisionKind,
  EndpointTarget,
  ResolvedSite,
  Route,
  Section,
  SidebarEntry,
  SidebarGroup,
  SidebarItem,
} from './resolvedSite';
import { htmlFileOf, urlPathOf } from './routes';
import { readSiteSettings } from './siteSettings';
import { displayOrder, linkPrevNext } from './navigationQueries';

export interface ResolveOptions {
  /** The .mdx/.md file serving a canonical page path (the core's PageIndex.fileOf), undefined when there is none. */
  fileOf(pagePath: string): string | undefined;
  /** True for a root-relative file of the docs root (logo, favicon). Default: fileOf-independent "no". */
  fileExists?(relPath: string): boolean;
  /** What the spec says about an operation (summary, tags, `x-mint.href`), when the spec could be read. */
  endpointFacts?(spec: string, method: string, apiPath: string): EndpointFacts | undefined;
}

export const DIVISION_KINDS: ReadonlySet<string> = new Set<DivisionKind>([
  'product',
  'language',
  'version',
  'tab',
  'menuItem',
  'anchor',
  'dropdown',
]);

const LABEL_FALLBACK: Record<DivisionKind, string> = {
  product: 'Product',
  language: 'Language',
  version: 'Version',
  tab: 'Tab',
  menuItem: 'Item',
  anchor: 'Anchor',
  dropdown: 'Dropdown',
};

export function resolveSite(model: SiteModel, options: ResolveOptions): ResolvedSite {
  return new Resolver(model, options).resolve();
}

interface EndpointOccurrence {
  entry: SidebarEntry;
  node: EndpointEntry;
  visible: boolean;
}

export class Resolver {
  private divisionCount = 0;
  private readonly sections: Section[] = [];
  private readonly routeByPage = new Map<string, Route>();
  private readonly ownerVisible = new Map<Route, boolean>();
  private readonly endpoints: EndpointOccurrence[] = [];

  constructor(
    private readonly model: SiteModel,
    private readonly options: ResolveOptions,
  ) {}

  resolve(): ResolvedSite {
    const settings = readSiteSettings(this.model.root, this.options.fileExists ?? (() => false));
    const site: ResolvedSite = {
      settings,
      divisions: [],
      global: [],
      sections: [],
      routes: [],
      routeByFile: new Map(),
      routeByPage: this.routeByPage,
      routeByUrl: new Map(),
    };
    const nav = this.model.navigation;
    if (!nav) return site;
    const top = this.level(nav, [], undefined, false);
    site.divisions = top.divisions;
    const global = nav.children.find((c): c is NavContainer => c.kind === 'global');
    if (global) site.global = this.globalItems(global);

    const pageRoutes = [...this.routeByPage.values()];
    for (const r of pageRoutes) site.routeByFile.set(r.file, r);
    const endpointRoutes = this.endpointRoutes(site.routeByFile);
    site.routes = [...pageRoutes, ...endpointRoutes];
    for (const r of site.routes) if (!site.routeByUrl.has(r.urlPath)) site.routeByUrl.set(r.urlPath, r);
    site.sections = displayOrder(top.section, top.divisions, this.sections);
    for (const section of site.sections) linkPrevNext(section);
    site.home = site.sections.find((s) => s.routes.length > 0)?.routes[0];
    return site;
  }

  /** The content of a container: its own section (groups and pages) and its sub-divisions. */
  private level(
    container: NavContainer,
    trail: Division[],
    parent: Division | undefined,
    hidden: boolean,
  ): { section?: Section; divisions: Division[] } {
    const content: NavNode[] = [];
    const divisions: Division[] = [];
    for (const child of container.children) {
      if (child.dropped) continue;
      if (child.kind === 'page' || child.kind === 'endpoint' || child.kind === 'group') content.push(child);
      else if (DIVISION_KINDS.has(child.kind))
        divisions.push(this.division(child as NavContainer, trail, parent, hidden));
    }
    // The `default: true` version or language is listed first and is the one the site opens on.
    divisions.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    const section = content.length > 0 ? this.section(trail, content, hidden) : undefined;
    return { section, divisions };
  }

  private division(
    node: NavContainer,
    trail: Division[],
    parent: Division | undefined,
    parentHidden: boolean,
  ): Division {
    const d = this.divisionShell(node, parent);
    const { section, divisions } = this.level(node, [...trail, d], d, parentHidden || d.hidden);
    if (section) d.section = section;
    d.children = divisions;
    return d;
  }

  /** A division's own fields, without its content (the editor preview lists siblings this way). */
  divisionShell(node: NavContainer, parent: Division | undefined): Division {
    const kind = node.kind as DivisionKind;
    const d: Division = {
      id: `d${this.divisionCount++}`,
      kind,
      label: node.label?.trim() || LABEL_FALLBACK[kind],
      hidden: boolProp(node, 'hidden'),
      isDefault: boolProp(node, 'default'),
      global: node.global,
      parent,
      children: [],
      path: node.path,
    };
    const icon = iconName(prop(node.node, 'icon')?.value ?? toIconObject(node));
    if (icon) d.icon = icon;
    const description = stringProp(node.node, 'description');
    if (description) d.description = description;
    const tag = stringProp(node.node, 'tag');
    if (tag) d.tag = tag;
    const align = stringProp(node.node, 'align');
    if (align === 'start' || align === 'end') d.align = align;
    const href =
      node.href === undefined
        ? undefined
        : (externalHref(node.href) ?? (isSiteRelative(node.href) ? node.href.trim() : undefined));
    if (href) d.href = href;
    return d;
  }

  private globalItems(global: NavContainer): Division[] {
    const items: Division[] = [];
    for (const child of global.children) {
      if (child.dropped || !DIVISION_KINDS.has(child.kind)) continue;
      const d = this.division(child as NavContainer, [], undefined, false);
      if (d.href) items.push(d);
    }
    return items;
  }

  /** The section of one container's own groups and pages (its routes numbered and linked), nothing else. */
  sectionOf(container: NavContainer, trail: Division[]): Section | undefined {
    const content = container.children.filter(
      (c) => !c.dropped && (c.kind === 'page' || c.kind === 'endpoint' || c.kind === 'group'),
    );
    if (content.length === 0) return undefined;
    const section = this.section(
      trail,
      content,
      trail.some((d) => d.hidden),
    );
    this.endpointRoutes(new Map());
    linkPrevNext(section);
    return section;
  }

  private section(trail: Division[], content: NavNode[], hidden: boolean): Section {
    const scope = trail
      .filter((d) => d.kind === 'product' || d.kind === 'language' || d.kind === 'version')
      .map((d) => d.id)
      .join('-');
    const section: Section = { id: `s${this.sections.length}`, trail, items: [], routes: [], scope: scope || 'all' };
    this.sections.push(section);
    for (const node of content) {
      const item = this.item(node, section, undefined, 0, hidden);
      if (item) section.items.push(item);
    }
    return section;
  }

  private item(
    node: NavNode,
    section: Section,
    group: SidebarGroup | undefined,
    depth: number,
    hidden: boolean,
  ): SidebarItem | undefined {
    if (node.kind === 'page') return this.pageEntry(node, section, group, hidden);
    if (node.kind === 'endpoint') {
      const entry = sidebarEntry('endpoint', node, section, group);
      this.endpoints.push({ entry, node, visible: !hidden && !entry.hidden });
      return entry;
    }
    if (node.kind !== 'group') return undefined;
    const g: SidebarGroup = {
      kind: 'group',
      // A blank name shows no label (Mintlify draws the group's pages without a heading).
      label: node.label?.trim() ?? '',
      expanded: boolProp(node, 'expanded'),
      hidden: (group?.hidden ?? false) || boolProp(node, 'hidden'),
      items: [],
      parent: group,
      depth,
      path: node.path,
    };
    const icon = iconName(prop(node.node, 'icon')?.value ?? toIconObject(node));
    if (icon) g.icon = icon;
    const tag = stringProp(node.node, 'tag');
    if (tag) g.tag = tag;
    for (const child of node.children) {
      if (child.kind === 'page' && child.role === 'root') {
        g.root = this.pageEntry(child, section, g, hidden);
        continue;
      }
      const item = this.item(child, section, g, depth + 1, hidden);
      if (item) g.items.push(item);
    }
    return g;
  }

  private pageEntry(node: PageEntry, section: Section, group: SidebarGroup | undefined, hidden: boolean): SidebarEntry {
    const entry = sidebarEntry('page', node, section, group);
    const page = node.ref.page;
    if (page === undefined) return entry;
    const visible = !hidden && !entry.hidden;
    const known = this.routeByPage.get(page);
    if (known) {
      if (visible && !this.ownerVisible.get(known)) {
        known.owner = entry;
        this.ownerVisible.set(known, true);
      }
      entry.route = known;
      return entry;
    }
    // Every field set at once, in one order: routes then share one shape.
    const route: Route = {
      kind: 'page',
      urlPath: urlPathOf(page),
      file: htmlFileOf(page),
      pagePath: page,
      sourceFile: this.options.fileOf(page),
      endpoint: undefined,
      owner: entry,
      prev: undefined,
      next: undefined,
    };
    this.routeByPage.set(page, route);
    this.ownerVisible.set(route, visible);
    entry.route = route;
    return entry;
  }

  /** Routes for endpoint entries: one per distinct operation (spec, method, path, directory), after the pages. */
  private endpointRoutes(taken: Map<string, Route>): Route[] {
    const routes: Route[] = [];
    const byOperation = new Map<string, Route>();
    for (const { entry, node, visible } of this.endpoints) {
      const target = endpointTarget(node, this.options);
      const specKey = target.spec ? specKeyOf(target.spec) : '';
      const directory = target.spec?.kind === 'file' ? target.spec.directory : undefined;
      const key = `${specKey}\0${target.method}\0${target.apiPath}\0${directory ?? ''}`;
      const known = byOperation.get(key);
      if (known) {
        if (visible && !this.ownerVisible.get(known)) {
          known.owner = entry;
          this.ownerVisible.set(known, true);
        }
        entry.route = known;
        continue;
      }
      const base = endpointRoute(target.method.toLowerCase(), target.apiPath, target.facts, directory);
      let urlPath = base;
      for (let n = 1; taken.has(htmlFileOf(urlPath)); n++) urlPath = `${base}-${n}`;
      const route: Route = {
        kind: 'endpoint',
        urlPath,
        file: htmlFileOf(urlPath),
        pagePath: undefined,
        sourceFile: undefined,
        endpoint: target,
        owner: entry,
        prev: undefined,
        next: undefined,
      };
      taken.set(route.file, route);
      byOperation.set(key, route);
      this.ownerVisible.set(route, visible);
      entry.route = route;
      routes.push(route);
    }
    return routes;
  }
}

/** An entry whose JSON path is computed when asked: a large site has 100,000 of them and few paths are read. */
class Entry implements SidebarEntry {
  route?: Route = undefined;
  readonly value: string;
  readonly hidden: boolean;

  constructor(
    readonly kind: SidebarEntry['kind'],
    readonly node: PageEntry | EndpointEntry,
    readonly section: Section,
    readonly group: SidebarGroup | undefined,
  ) {
    this.value = node.value;
    this.hidden = group?.hidden ?? false;
  }

  get path() {
    return this.node.path;
  }
}

function sidebarEntry(
  kind: SidebarEntry['kind'],
  node: PageEntry | EndpointEntry,
  section: Section,
  group: SidebarGroup | undefined,
): SidebarEntry {
  return new Entry(kind, node, section, group);
}

function endpointTarget(node: EndpointEntry, options: ResolveOptions): EndpointTarget {
  const method = node.method === 'webhook' ? 'WEBHOOK' : node.method.toUpperCase();
  const target: EndpointTarget = { method, apiPath: node.apiPath };
  if (node.spec !== undefined) target.spec = { kind: 'named', written: node.spec };
  else if (node.openapi.length > 0) target.spec = node.openapi[0];
  const key = target.spec ? specKeyOf(target.spec) : undefined;
  const facts = key !== undefined ? options.endpointFacts?.(key, node.method, node.apiPath) : undefined;
  if (facts) target.facts = facts;
  return target;
}

/** The spec file (root-relative) or URL an endpoint resolves against, as the caller's fact lookup knows it. */
export function specKeyOf(spec: NonNullable<EndpointTarget['spec']>): string {
  switch (spec.kind) {
    case 'file':
      return spec.path;
    case 'url':
      return spec.url;
    case 'invalid':
      return spec.written;
    case 'named':
      return spec.written.replace(/^\.?\//, '');
  }
}

function boolProp(node: NavContainer, key: string): boolean {
  return prop(node.node, key)?.value === true;
}

/** `icon: { name: "rocket" }`: the name, as the plain form reads it. */
function toIconObject(node: NavContainer): { name: string } | undefined {
  const name = stringProp(prop(node.node, 'icon'), 'name');
  return name === undefined ? undefined : { name };
}
