// The site as a reader meets it, resolved from the core's SiteModel: divisions (products, languages, versions,
// tabs, menu items, anchors, dropdowns) that choose a section, sections with their sidebar (groups, pages,
// endpoints), and one route per page and per generated endpoint page.
import type { EndpointEntry, EndpointPage, JsonPath, NavContainer, PageEntry } from '../core';
import type { IconRequest } from './icons';
import type { SiteBanner, SiteFooter, SiteNavbar, SiteSettings } from './siteSettings';

export type DivisionKind = 'product' | 'language' | 'version' | 'tab' | 'menuItem' | 'anchor' | 'dropdown';

export interface Division {
  /** Stable within one resolution ("d3"). */
  id: string;
  kind: DivisionKind;
  label: string;
  icon?: IconRequest;
  description?: string;
  /** An external (http, https, mailto) URL, or a site-relative one as written, for a division that only links. */
  href?: string;
  hidden: boolean;
  /** Tabs: `align: "end"` puts the tab at the end of the bar. */
  align?: 'start' | 'end';
  /** Versions: the `tag` label. */
  tag?: string;
  /** Versions and languages: `default: true`. */
  isDefault: boolean;
  /** Languages: their own `navbar`, `footer` and `banner`, which replace the site's on the language's pages. */
  navbar?: SiteNavbar;
  footer?: SiteFooter;
  banner?: SiteBanner;
  /** Inside `navigation.global`: shown on every page. */
  global: boolean;
  parent?: Division;
  /** Sub-divisions in display order (a `default: true` version or language first). */
  children: Division[];
  /** The sidebar content written directly in this division, if any. */
  section?: Section;
  /** JSON path of the division in docs.json. */
  path: JsonPath;
}

export interface Section {
  /** Stable within one resolution ("s0"), used to name the section's shared navigation asset. */
  id: string;
  /** Divisions from the top of the navigation to this section (empty when the navigation holds groups itself). */
  trail: Division[];
  items: SidebarItem[];
  /** Pages and endpoint pages this section owns, in sidebar order (hidden ones left out): previous/next follow it. */
  routes: Route[];
  /** Products, languages and versions in the trail: pages of one scope share a search index. */
  scope: string;
}

export type SidebarItem = SidebarGroup | SidebarEntry;

export interface SidebarGroup {
  kind: 'group';
  label: string;
  icon?: IconRequest;
  tag?: string;
  /** `expanded: true`: open by default. */
  expanded: boolean;
  hidden: boolean;
  /** The group's `root` page, opened by selecting the group. */
  root?: SidebarEntry;
  items: SidebarItem[];
  parent?: SidebarGroup;
  depth: number;
  path: JsonPath;
}

export interface SidebarEntry {
  kind: 'page' | 'endpoint';
  /** The entry as written in docs.json. */
  value: string;
  /** Undefined when the string cannot name a file inside the docs root (an unsafe path). */
  route?: Route;
  hidden: boolean;
  group?: SidebarGroup;
  section: Section;
  path: JsonPath;
  /**
   * The model node (for the editor preview and for messages): the entry, or for a page generated from a spec, the
   * navigation element whose `openapi` it comes from.
   */
  node: PageEntry | EndpointEntry | NavContainer | undefined;
}

export interface Route {
  kind: 'page' | 'endpoint';
  /** The URL path Mintlify serves it at, without the leading "/" ("guides/intro", "" for the home page). */
  urlPath: string;
  /** The HTML file written for it, root-relative ("guides/intro.html"). */
  file: string;
  /** Pages: the canonical page path ("guides/intro"). */
  pagePath?: string;
  /** Pages: the .mdx or .md file; undefined when the page has no file. */
  sourceFile?: string;
  /** Endpoint pages: the page as the core placed it (route, spec, facts, title). */
  endpoint?: EndpointPage;
  /** The place in the navigation that owns the route: its section, groups and breadcrumbs come from there. */
  owner: SidebarEntry;
  prev?: Route;
  next?: Route;
}

export interface ResolvedSite {
  settings: SiteSettings;
  /** The first level of divisions (empty when the navigation holds groups or pages directly). */
  divisions: Division[];
  /** Items of `navigation.global`: links shown on every page. */
  global: Division[];
  sections: Section[];
  /** Every route, pages first in navigation order, then endpoint pages. */
  routes: Route[];
  routeByFile: Map<string, Route>;
  /** Page path -> route, for links between pages. */
  routeByPage: Map<string, Route>;
  /** URL path (as Mintlify serves it, without the leading "/") -> route. */
  routeByUrl: Map<string, Route>;
  /** The page index.html shows: the first page of the first (default) section. */
  home?: Route;
}
