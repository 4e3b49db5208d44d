// SiteModel -> ResolvedSite in one walk of the navigation. Nodes the builder drops (a second navigation key beside
// the one that wins) are left out, as Mintlify leaves them out. A page listed in several places gets one route,
// owned by the first place that is not hidden (else the first place): its section, sidebar and breadcrumbs are
// that place's. Endpoint pages and their routes are the core's (placeEndpointPages): the builder only lays them out.
// A page listed with no file at an endpoint page's URL leads to that endpoint page (the core's endpointOwnerOf), so
// no two routes share a file.
import {
  endpointOwnerOf,
  isSpecOnly,
  pagePathOf,
  placeEndpointPages,
  prop,
  stringProp,
  type EndpointEntry,
  type EndpointPage,
  type EndpointPages,
  type GeneratedEndpointGroup,
  type JsonPath,
  type NavContainer,
  type NavNode,
  type PageEntry,
  type SiteModel,
} from '../core';
import { externalHref, isSiteRelative } from './html';
import { iconOfNode } from './icons';
import type {
  Division,
  DivisionKind,
  ResolvedSite,
  Route,
  Section,
  SidebarEntry,
  SidebarGroup,
  SidebarItem,
} from './resolvedSite';
import { htmlFileOf, urlPathOf } from './routes';
import { readBanner, readFooter, readNavbar, readSiteSettings } from './siteSettings';
import { displayOrder, linkPrevNext } from './navigationQueries';

export interface ResolveOptions {
  /** The .mdx/.md file serving a canonical page path (the core's PageIndex.fileOf), undefined when there is none. */
  fileOf(pagePath: string): string | undefined;
  /**
   * Every page file of the site (the core's PageIndex.allPageFiles): those the navigation does not list are built
   * too, as Mintlify builds every page file, so that a link lint accepts leads to a page. Default: none.
   */
  pageFiles?(): Iterable<string>;
  /** True for a root-relative file of the docs root (logo, favicon). Default: fileOf-independent "no". */
  fileExists?(relPath: string): boolean;
  /**
   * The endpoint pages the core placed for this model (DocsService.endpointPages); without them, endpoint pages
   * are placed with no spec read (their routes then come from their method and path).
   */
  endpoints?: EndpointPages;
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

export class Resolver {
  private divisionCount = 0;
  private readonly sections: Section[] = [];
  private readonly routeByPage = new Map<string, Route>();
  private readonly ownerVisible = new Map<Route, boolean>();
  private readonly endpointRouteOf = new Map<EndpointPage, Route>();
  private readonly endpointRoutes: Route[] = [];
  /** Entries of pages with no file at an endpoint page's URL: given that page's route once the walk has made it. */
  private readonly yielded: Array<[SidebarEntry, EndpointPage, boolean]> = [];
  private placed?: EndpointPages;

  constructor(
    private readonly model: SiteModel,
    private readonly options: ResolveOptions,
  ) {
    this.placed = options.endpoints;
  }

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
    this.settleYielded();

    site.sections = displayOrder(top.section, top.divisions, this.sections);
    const pageRoutes = [...this.routeByPage.values()];
    const unlisted = this.unlistedRoutes(site.sections);
    site.routes = [...pageRoutes, ...this.endpointRoutes, ...unlisted];
    for (const r of site.routes) if (!site.routeByFile.has(r.file)) site.routeByFile.set(r.file, r);
    for (const r of site.routes) if (!site.routeByUrl.has(r.urlPath)) site.routeByUrl.set(r.urlPath, r);
    for (const section of site.sections) linkPrevNext(section);
    // An index page is what the site root serves; without one, the first page of the first (default) section.
    site.home = site.routeByFile.get('index.html') ?? site.sections.find((s) => s.routes.length > 0)?.routes[0];
    return site;
  }

  /**
   * Routes of the page files no navigation entry lists: built with the first section's navigation around them, in
   * no sidebar and no previous/next chain (a reader reaches them by links).
   */
  private unlistedRoutes(sections: readonly Section[]): Route[] {
    const section = sections[0];
    if (!section || !this.options.pageFiles) return [];
    const routes: Route[] = [];
    for (const file of this.options.pageFiles()) {
      const page = pagePathOf(file);
      if (this.routeByPage.has(page)) continue;
      const route: Route = {
        kind: 'page',
        urlPath: urlPathOf(page),
        file: htmlFileOf(page),
        pagePath: page,
        sourceFile: file,
        endpoint: undefined,
        owner: new UnlistedEntry(page, section),
        prev: undefined,
        next: undefined,
      };
      route.owner.route = route;
      this.routeByPage.set(page, route);
      routes.push(route);
    }
    return routes;
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
    // The `default: true` version or language is walked first: a page it shares with others is its page (its
    // sidebar and breadcrumbs), since the site opens on it.
    const children = [...container.children].sort((a, b) => Number(isDefault(b)) - Number(isDefault(a)));
    for (const child of children) {
      if (child.dropped) continue;
      if (child.kind === 'page' || child.kind === 'endpoint' || child.kind === 'group') content.push(child);
      else if (DIVISION_KINDS.has(child.kind))
        divisions.push(this.division(child as NavContainer, trail, parent, hidden));
    }
    const generated = isSpecOnly(container) ? this.pages().generatedIn(container) : undefined;
    const section =
      content.length > 0 || generated?.length
        ? this.section(trail, content, hidden, generated && { container, groups: generated })
        : undefined;
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
    const icon = iconOfNode(prop(node.node, 'icon'));
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
    if (kind === 'language') {
      const navbar = prop(node.node, 'navbar');
      if (navbar) d.navbar = readNavbar(navbar);
      const footer = prop(node.node, 'footer');
      if (footer) d.footer = readFooter(footer);
      const banner = prop(node.node, 'banner');
      if (banner) d.banner = readBanner(banner);
    }
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
    const generated = isSpecOnly(container) ? this.pages().generatedIn(container) : undefined;
    if (content.length === 0 && !generated?.length) return undefined;
    const section = this.section(
      trail,
      content,
      trail.some((d) => d.hidden),
      generated && { container, groups: generated },
    );
    this.settleYielded();
    linkPrevNext(section);
    return section;
  }

  /**
   * Entries that yielded their URL to an endpoint page lead to its route; when the walk made none (the endpoint's
   * entries are elsewhere, outside what was resolved), the entry gets its own page route after all.
   */
  private settleYielded(): void {
    for (const [entry, endpoint, visible] of this.yielded) {
      const route = this.endpointRouteOf.get(endpoint);
      if (route) entry.route = route;
      else this.givePageRoute(entry, entry.node as PageEntry, visible);
    }
    this.yielded.length = 0;
  }

  private section(
    trail: Division[],
    content: NavNode[],
    hidden: boolean,
    generated?: { container: NavContainer; groups: readonly GeneratedEndpointGroup[] },
  ): Section {
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
    for (const group of generated?.groups ?? [])
      section.items.push(this.generatedGroup(group, generated!.container, section, undefined, 0, hidden));
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
      const page = this.pages().of(node) ?? this.unplaced().of(node);
      if (page) this.endpointEntry(entry, page, !hidden && !entry.hidden);
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
    const icon = iconOfNode(prop(node.node, 'icon'));
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
    if (isSpecOnly(node))
      for (const tagGroup of this.pages().generatedIn(node) ?? [])
        g.items.push(this.generatedGroup(tagGroup, node, section, g, depth + 1, hidden));
    return g;
  }

  /** A group of pages generated from a spec for one tag, inside the element whose `openapi` they come from. */
  private generatedGroup(
    tagGroup: GeneratedEndpointGroup,
    container: NavContainer | undefined,
    section: Section,
    parent: SidebarGroup | undefined,
    depth: number,
    hidden: boolean,
  ): SidebarGroup {
    const g: SidebarGroup = {
      kind: 'group',
      label: tagGroup.label,
      expanded: false,
      hidden: parent?.hidden ?? false,
      items: [],
      parent,
      depth,
      path: container?.path ?? [],
    };
    for (const page of tagGroup.pages) {
      const entry = new GeneratedEntry(page, container, section, g);
      this.endpointEntry(entry, page, !hidden && !entry.hidden);
      g.items.push(entry);
    }
    return g;
  }

  /** The endpoint pages of this model: the core's, or placed here without specs when none were given. */
  private pages(): EndpointPages {
    return (this.placed ??= this.unplaced());
  }

  private unplacedPages?: EndpointPages;
  /** Placed without reading any spec: for entries the given placement does not know (another model's). */
  private unplaced(): EndpointPages {
    return (this.unplacedPages ??= placeEndpointPages(
      this.model,
      () => undefined,
      (route) => {
        const page = route.replace(/^\//, '');
        return (this.options.fileOf(page || 'index') ?? this.options.fileOf(`${page}/index`)) !== undefined;
      },
    ));
  }

  private pageEntry(node: PageEntry, section: Section, group: SidebarGroup | undefined, hidden: boolean): SidebarEntry {
    const entry = sidebarEntry('page', node, section, group);
    const page = node.ref.page;
    if (page === undefined) return entry;
    const visible = !hidden && !entry.hidden;
    const yieldTo = this.yieldsTo(page);
    if (yieldTo) this.yielded.push([entry, yieldTo, visible]);
    else this.givePageRoute(entry, node, visible);
    return entry;
  }

  /** The endpoint page that owns a page's URL: the page has no file and an endpoint page is built there. */
  private yieldsTo(page: string): EndpointPage | undefined {
    return endpointOwnerOf(this.pages(), page, (p) => this.options.fileOf(p) !== undefined);
  }

  /** A route made at an earlier entry is the entry's too; the first visible entry owns it. False when none. */
  private reuse(entry: SidebarEntry, known: Route | undefined, visible: boolean): boolean {
    if (!known) return false;
    if (visible && !this.ownerVisible.get(known)) {
      known.owner = entry;
      this.ownerVisible.set(known, true);
    }
    entry.route = known;
    return true;
  }

  private givePageRoute(entry: SidebarEntry, node: PageEntry, visible: boolean): void {
    const page = node.ref.page!;
    if (this.reuse(entry, this.routeByPage.get(page), visible)) return;
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
  }

  /** Gives the entry the route of its endpoint page, made at its first entry; a visible entry owns it. */
  private endpointEntry(entry: SidebarEntry, page: EndpointPage, visible: boolean): void {
    if (this.reuse(entry, this.endpointRouteOf.get(page), visible)) return;
    const route: Route = {
      kind: 'endpoint',
      urlPath: page.route,
      file: htmlFileOf(page.route),
      pagePath: undefined,
      sourceFile: undefined,
      endpoint: page,
      owner: entry,
      prev: undefined,
      next: undefined,
    };
    this.endpointRouteOf.set(page, route);
    this.ownerVisible.set(route, visible);
    entry.route = route;
    this.endpointRoutes.push(route);
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

/** The owner of a page no navigation entry lists: in its section, yet in no sidebar. */
class UnlistedEntry implements SidebarEntry {
  readonly kind = 'page';
  route?: Route = undefined;
  readonly hidden = true;
  readonly group = undefined;
  readonly node = undefined;
  readonly path: JsonPath = [];

  constructor(
    readonly value: string,
    readonly section: Section,
  ) {}
}

/** The sidebar entry of a page generated from a spec for a navigation element with `openapi` and nothing else. */
class GeneratedEntry implements SidebarEntry {
  readonly kind = 'endpoint';
  route?: Route = undefined;
  readonly value: string;
  readonly hidden: boolean;

  constructor(
    page: EndpointPage,
    readonly node: NavContainer | undefined,
    readonly section: Section,
    readonly group: SidebarGroup | undefined,
  ) {
    this.value = page.method === 'WEBHOOK' ? `webhook ${page.apiPath}` : `${page.method} ${page.apiPath}`;
    this.hidden = group?.hidden ?? false;
  }

  get path() {
    return this.node?.path ?? [];
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

function isDefault(node: NavNode): boolean {
  return node.kind !== 'page' && node.kind !== 'endpoint' && boolProp(node, 'default');
}

function boolProp(node: NavContainer, key: string): boolean {
  return prop(node.node, key)?.value === true;
}

/** `icon: { name: "rocket" }`: the name, as the plain form reads it. */
