// One page of the site as a complete HTML document: header (brand, choosers, search, theme toggle), tab bar,
// sidebar, the page (eyebrow, title, description, body, previous/next), table of contents, footer. Styles and
// scripts are shared files; the page carries its own navigation, so it reads and navigates without script. The
// theme decides where the header's parts go (assets/themeVariants.ts): a top bar over the sidebar, or a sidebar
// column that carries the logo, search and links with the tabs above the page. On phones the sidebar opens from
// the menu button and the page comes first.
import type { RenderedContent } from '../contentRenderer';
import { attr, escapeHtml } from '../html';
import { eyebrowOf } from '../navigationQueries';
import { metaOf, routeTitle, type MetaLookup } from '../pageTitles';
import type { ResolvedSite, Route, Section } from '../resolvedSite';
import { relativeHref, rootPrefix } from '../routes';
import { renderDivisionChoosers, type DivisionChoosers } from './divisions';
import { renderBanner } from './banner';
import { renderContextualMenu } from './contextualMenu';
import { renderFooter } from './footer';
import { isNavigable, pageChrome } from '../siteQueries';
import type { SiteNavbar } from '../siteSettings';
import { renderSidebar } from './sidebar';
import {
  ICON_STYLESHEET_FILE,
  SCRIPT_FILE,
  STYLESHEET_FILE,
  THEME_SCRIPT_FILE,
  sectionNavPageFile,
} from './assetFiles';
import { themeVariant } from '../assets/themeVariants';
import { iconElementHtml } from '../icons';

export interface PageView {
  /** The route shown; undefined for a page that is no route (an error page of the dev server). */
  route?: Route;
  /** The root-relative file this HTML is written to (the route's file, or index.html for the home page). */
  outputFile: string;
  body: RenderedContent;
  /** HTML shown above the body (a note that the page is missing or does not parse), already escaped. */
  notice?: string;
  /** The title of a page that is no route. */
  title?: string;
  /** The section whose navigation a page that is no route shows. */
  section?: Section;
}

export interface LayoutOptions {
  meta: MetaLookup;
  /** HTML of an overlay listing problems (the dev server's), already escaped. */
  overlay?: string;
  /** Set by the dev server: the page listens for reloads. */
  dev?: { generation: number };
  /** Appended to shared asset URLs so browsers do not keep stale copies ("?v=3"). */
  assetQuery?: string;
  /**
   * Choosers already rendered, by section and folder: they depend on nothing else, and a build writes thousands of
   * pages per section. Give the same map to every page of one build.
   */
  chooserCache?: Map<string, DivisionChoosers>;
  /** Links and assets from the root of the host (`/guides/intro.html`): the page is served at any address. */
  rootAbsolute?: boolean;
}

export function renderPage(site: ResolvedSite, view: PageView, options: LayoutOptions): string {
  const { route, outputFile } = view;
  const settings = site.settings;
  const section = route?.owner.section ?? view.section;
  // A page served at any address (the host's 404 page) links from the root of the host; the others relatively, so
  // the folder works from file:// and under any path.
  const hrefTo = (file: string) =>
    options.rootAbsolute ? `/${relativeHref('index.html', file)}` : relativeHref(outputFile, file);
  const link = (target: Route) => attr('href', hrefTo(target.file));
  const asset = (file: string) => escapeHtml(hrefTo(file) + (options.assetQuery ?? ''));
  const title = route ? routeTitle(route, options.meta) : (view.title ?? 'Problem');
  const description = route ? metaOf(route, options.meta)?.description : undefined;
  // The selectors lead to this page's counterparts; the rest depends on the section and folder only.
  const folder = options.rootAbsolute ? '/' : outputFile.slice(0, outputFile.lastIndexOf('/') + 1);
  const cacheKey = `${section?.id ?? ''}|${folder}`;
  let navigation = options.chooserCache?.get(cacheKey);
  if (!navigation) {
    navigation = renderDivisionChoosers(site, section, link, undefined, 'navigation');
    options.chooserCache?.set(cacheKey, navigation);
  }
  const choosers = {
    ...navigation,
    selectors: renderDivisionChoosers(site, section, link, route, 'selectors').selectors,
  };
  const sidebar = section
    ? renderSidebar(section.items, {
        link,
        meta: options.meta,
        current: route,
        drilldown: settings.drilldown ?? false,
        light: true,
        window: {
          size: SIDEBAR_WINDOW,
          more: (anchor) => `${hrefTo(sectionNavPageFile(section.id))}#dj-nav-${anchor}`,
        },
      })
    : '';
  const eyebrow = route ? eyebrowOf(route, settings.breadcrumbs) : undefined;
  const home = site.home ? (options.rootAbsolute ? '/' : relativeHref(outputFile, 'index.html')) : undefined;

  const layoutKind = themeVariant(settings.theme).layout;
  const chrome = pageChrome(site, section);
  const parts = headerParts(site, chrome.navbar, home, asset);
  const sidebarNav =
    `<nav class="dj-sidebar" id="dj-sidebar" aria-label="Main navigation">` +
    // The sidebar themes keep logo and search here; every theme repeats the selectors here for phones, where the
    // sidebar is the menu button's panel.
    (layoutKind === 'sidebar' || choosers.selectors
      ? `<div class="dj-sidebar-head">${layoutKind === 'sidebar' ? parts.brand + parts.search : ''}` +
        (choosers.selectors ? `<div class="dj-selectors">${choosers.selectors}</div>` : '') +
        `</div>`
      : '') +
    `${choosers.sidebarTop}<div class="dj-sidebar-groups">${sidebar}</div>` +
    (layoutKind === 'sidebar' || parts.links
      ? `<div class="dj-sidebar-foot">${parts.links}${layoutKind === 'sidebar' ? parts.toggle : ''}</div>`
      : '') +
    `</nav>`;
  const contextual = settings.contextual && route ? renderContextualMenu(settings.contextual, route, hrefTo) : '';
  const tocMenu = settings.contextual?.display === 'toc' ? contextual : '';
  const toc = renderToc(view.body, tocMenu);
  // The menu goes beside the title unless it asked for the table of contents and the page has one.
  const titleMenu = tocMenu && toc ? '' : contextual;
  const titleHtml = `<h1 class="dj-title">${escapeHtml(title)}</h1>`;
  const main =
    `<main id="dj-main" class="dj-main" tabindex="-1"><article class="dj-page">` +
    `<header class="dj-page-header">` +
    (eyebrow ? `<p class="dj-eyebrow">${escapeHtml(eyebrow)}</p>` : '') +
    (titleMenu ? `<div class="dj-title-row">${titleHtml}${titleMenu}</div>` : titleHtml) +
    (description ? `<p class="dj-description">${escapeHtml(description)}</p>` : '') +
    `</header>` +
    (view.notice ?? '') +
    `<div class="dj-content">${view.body.html}</div></article>` +
    renderPager(route, link, options.meta) +
    `</main>`;
  const menuButton = section
    ? `<button type="button" class="dj-menu-button" aria-controls="dj-sidebar" aria-expanded="false" aria-label="Open navigation">` +
      `${iconElementHtml({ name: 'menu', library: 'lucide' })}</button>`
    : '';
  const page =
    layoutKind === 'sidebar'
      ? `<div class="dj-layout">${sidebarNav}<div class="dj-column">` +
        `<header class="dj-header"><div class="dj-header-row">${menuButton}${parts.brand}${choosers.tabs}` +
        `${parts.search}</div></header>${main}</div>${toc}</div>`
      : `<header class="dj-header"><div class="dj-header-row">${menuButton}${parts.brand}` +
        `<div class="dj-selectors">${choosers.selectors}</div><div class="dj-header-end">${parts.search}` +
        `${parts.links}${parts.toggle}</div></div>${choosers.tabs}</header>` +
        `<div class="dj-layout">${sidebarNav}${main}${toc}</div>`;
  const bodyClass = `dj-layout-${layoutKind}${choosers.tabs ? ' dj-has-tabs' : ''}`;

  const dataAttrs =
    attr('data-dj-root', options.rootAbsolute ? '/' : rootPrefix(outputFile)) +
    attr('data-dj-file', outputFile) +
    attr('data-dj-route', route?.file) +
    attr('data-dj-section', section?.id) +
    attr('data-dj-scope', section?.scope) +
    attr('data-dj-assets', options.assetQuery) +
    (options.dev ? attr('data-dj-dev', options.dev.generation) : '') +
    (settings.appearance.default !== 'system' ? attr('data-dj-appearance', settings.appearance.default) : '') +
    (settings.appearance.strict ? ' data-dj-strict' : '');

  return (
    `<!doctype html><html lang="${languageOf(route)}"${dataAttrs}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<title>${escapeHtml(title)} - ${escapeHtml(settings.name)}</title>` +
    (description ? `<meta name="description"${attr('content', description)}>` : '') +
    metaTags(site, route) +
    (settings.favicon ? `<link rel="icon" href="${asset(settings.favicon)}">` : '') +
    `<link rel="stylesheet" href="${asset(STYLESHEET_FILE)}">` +
    `<link rel="stylesheet" href="${asset(ICON_STYLESHEET_FILE)}">` +
    `<script src="${asset(THEME_SCRIPT_FILE)}"></script>` +
    `<script src="${asset(SCRIPT_FILE)}" defer></script></head><body class="${bodyClass}">` +
    `<a class="dj-skip" href="#dj-main">Skip to content</a>` +
    (chrome.banner ? renderBanner(site, chrome.banner, hrefTo) : '') +
    page +
    renderFooter(site, chrome.footer, link) +
    (options.overlay ?? '') +
    `</body></html>`
  );
}

/**
 * `seo.metatags` (Open Graph and article keys as `property`, the others as `name`), and `noindex` on a page the
 * navigation does not show (unlisted or hidden) unless `seo.indexing` is "all", as Mintlify asks of search engines.
 */
function metaTags(site: ResolvedSite, route: Route | undefined): string {
  const tags = site.settings.seo.metatags
    .map(({ key, value }) => {
      const kind = /^(?:og|article|fb):/.test(key) ? 'property' : 'name';
      return `<meta${attr(kind, key)}${attr('content', value)}>`;
    })
    .join('');
  const hidden = route && !site.settings.seo.indexAll && !isNavigable(site, route);
  return tags + (hidden ? '<meta name="robots" content="noindex">' : '');
}

/** Items of one list a page's own sidebar shows (around the way to the page); the rest are a link away. */
const SIDEBAR_WINDOW = 40;

/** Script only from our own files, images also from the web (pages embed them), nothing framed but https. */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; " +
  "media-src 'self' https:; frame-src https:; object-src 'none'; base-uri 'none'; form-action 'none'";

function languageOf(route: Route | undefined): string {
  const language = route?.owner.section.trail.find((d) => d.kind === 'language')?.label;
  return language && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(language) ? language : 'en';
}

interface HeaderParts {
  brand: string;
  search: string;
  links: string;
  toggle: string;
}

/** The header's pieces, placed by the layout of the theme. */
function headerParts(
  site: ResolvedSite,
  navbar: SiteNavbar,
  home: string | undefined,
  asset: (file: string) => string,
): HeaderParts {
  const s = site.settings;
  const logo = s.logo
    ? `<img class="dj-logo dj-logo-light" src="${asset(s.logo.light)}" alt="${escapeHtml(s.name)}">` +
      `<img class="dj-logo dj-logo-dark" src="${asset(s.logo.dark)}" alt="${escapeHtml(s.name)}">`
    : `<span class="dj-site-name">${escapeHtml(s.name)}</span>`;
  const brand = home ? `<a class="dj-brand"${attr('href', home)}>${logo}</a>` : `<span class="dj-brand">${logo}</span>`;
  const links = [...navbar.links, ...(navbar.primary ? [navbar.primary] : [])]
    .map(
      (l, i, all) =>
        `<a class="dj-navbar-link${navbar.primary && i === all.length - 1 ? ' dj-primary' : ''}"${attr('href', l.href)} rel="noopener noreferrer">${iconElementHtml(l.icon)}${escapeHtml(l.label)}</a>`,
    )
    .join('');
  const search =
    `<button type="button" class="dj-search-button" hidden aria-keyshortcuts="/ Control+K" aria-haspopup="dialog" aria-label="Search">` +
    `${iconElementHtml({ name: 'search', library: 'lucide' })}<span>Search...</span><kbd>Ctrl K</kbd></button>`;
  const toggle = s.appearance.strict
    ? ''
    : `<button type="button" class="dj-theme-toggle" hidden aria-label="Switch between light and dark theme">` +
      `<span class="dj-when-light">${iconElementHtml({ name: 'sun', library: 'lucide' })}</span>` +
      `<span class="dj-when-dark">${iconElementHtml({ name: 'moon', library: 'lucide' })}</span></button>`;
  return { brand, search, links, toggle };
}

function renderPager(route: Route | undefined, link: (r: Route) => string, meta: MetaLookup): string {
  if (!route || (!route.prev && !route.next)) return '';
  const item = (r: Route | undefined, rel: 'prev' | 'next') =>
    r
      ? `<a class="dj-pager-${rel}" rel="${rel}"${link(r)}><span class="dj-pager-label">${rel === 'prev' ? 'Previous' : 'Next'}</span>` +
        `<span class="dj-pager-title">${escapeHtml(routeTitle(r, meta))}</span></a>`
      : '<span></span>';
  return `<nav class="dj-pager" aria-label="Previous and next pages">${item(route.prev, 'prev')}${item(route.next, 'next')}</nav>`;
}

/** `top` (the contextual menu, when it asked for this place) heads the table of contents. */
function renderToc(body: RenderedContent, top: string): string {
  if (body.examplesColumn) return '';
  const headings = body.headings.filter((h) => h.depth >= 2 && h.depth <= 3).slice(0, 200);
  if (headings.length === 0) return '';
  return (
    `<aside class="dj-toc" aria-label="On this page">${top}<p class="dj-toc-title">On this page</p><ul>` +
    headings
      .map((h) => `<li class="dj-toc-${h.depth}"><a${attr('href', `#${h.id}`)}>${escapeHtml(h.text)}</a></li>`)
      .join('') +
    `</ul></aside>`
  );
}
