// One page of the site as a complete HTML document: header (brand, choosers, search, theme toggle), tab bar,
// sidebar, the page (eyebrow, title, description, body, previous/next), table of contents, footer. Styles and
// scripts are shared files; the page carries its own navigation, so it reads and navigates without script.
import type { RenderedContent } from '../contentRenderer';
import { attr, escapeHtml } from '../html';
import { eyebrowOf } from '../navigationQueries';
import { metaOf, routeTitle, type MetaLookup } from '../pageTitles';
import type { ResolvedSite, Route } from '../resolvedSite';
import { relativeHref, rootPrefix } from '../routes';
import { renderDivisionChoosers, type DivisionChoosers } from './divisions';
import { renderFooter } from './footer';
import { renderSidebar } from './sidebar';
import { SCRIPT_FILE, STYLESHEET_FILE, THEME_SCRIPT_FILE, sectionNavPageFile } from './assetFiles';

export interface PageView {
  /** The route shown; undefined for a page that is no route (an error page of the dev server). */
  route?: Route;
  /** The root-relative file this HTML is written to (the route's file, or index.html for the home page). */
  outputFile: string;
  body: RenderedContent;
  /** HTML shown above the body (a note that the page is missing or does not parse), already escaped. */
  notice?: string;
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
}

export function renderPage(site: ResolvedSite, view: PageView, options: LayoutOptions): string {
  const { route, outputFile } = view;
  const settings = site.settings;
  const section = route?.owner.section;
  const link = (target: Route) => attr('href', relativeHref(outputFile, target.file));
  const asset = (file: string) => escapeHtml(relativeHref(outputFile, file) + (options.assetQuery ?? ''));
  const title = route ? routeTitle(route, options.meta) : 'Problem';
  const description = route ? metaOf(route, options.meta)?.description : undefined;
  // The selectors lead to this page's counterparts; the rest depends on the section and folder only.
  const cacheKey = `${section?.id ?? ''}|${outputFile.slice(0, outputFile.lastIndexOf('/') + 1)}`;
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
          more: (anchor) => `${relativeHref(outputFile, sectionNavPageFile(section.id))}#dj-nav-${anchor}`,
        },
      })
    : '';
  const eyebrow = route ? eyebrowOf(route, settings.breadcrumbs) : undefined;
  const home = site.home ? relativeHref(outputFile, 'index.html') : undefined;

  const dataAttrs =
    attr('data-dj-root', rootPrefix(outputFile)) +
    attr('data-dj-file', outputFile) +
    attr('data-dj-route', route?.file) +
    attr('data-dj-section', section?.id) +
    attr('data-dj-scope', section?.scope) +
    attr('data-dj-assets', options.assetQuery) +
    (options.dev ? attr('data-dj-dev', options.dev.generation) : '');

  return (
    `<!doctype html><html lang="${languageOf(route)}"${dataAttrs}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<title>${escapeHtml(title)} - ${escapeHtml(settings.name)}</title>` +
    (description ? `<meta name="description"${attr('content', description)}>` : '') +
    (settings.favicon ? `<link rel="icon" href="${asset(settings.favicon)}">` : '') +
    `<link rel="stylesheet" href="${asset(STYLESHEET_FILE)}">` +
    `<script src="${asset(THEME_SCRIPT_FILE)}"></script>` +
    `<script src="${asset(SCRIPT_FILE)}" defer></script></head><body>` +
    `<a class="dj-skip" href="#dj-main">Skip to content</a>` +
    renderHeader(site, home, asset, choosers.selectors, choosers.tabs) +
    `<div class="dj-layout">` +
    `<nav class="dj-sidebar" id="dj-sidebar" aria-label="Main navigation">${choosers.sidebarTop}` +
    `<div class="dj-sidebar-groups">${sidebar}</div></nav>` +
    `<main id="dj-main" class="dj-main" tabindex="-1"><article class="dj-page">` +
    `<header class="dj-page-header">` +
    (eyebrow ? `<p class="dj-eyebrow">${escapeHtml(eyebrow)}</p>` : '') +
    `<h1 class="dj-title">${escapeHtml(title)}</h1>` +
    (description ? `<p class="dj-description">${escapeHtml(description)}</p>` : '') +
    `</header>` +
    (view.notice ?? '') +
    `<div class="dj-content">${view.body.html}</div></article>` +
    renderPager(route, link, options.meta) +
    `</main>` +
    renderToc(view.body) +
    `</div>` +
    renderFooter(site, link) +
    (options.overlay ?? '') +
    `</body></html>`
  );
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

function renderHeader(
  site: ResolvedSite,
  home: string | undefined,
  asset: (file: string) => string,
  selectors: string,
  tabs: string,
): string {
  const s = site.settings;
  const brand = s.logo
    ? `<img class="dj-logo dj-logo-light" src="${asset(s.logo.light)}" alt="${escapeHtml(s.name)}">` +
      `<img class="dj-logo dj-logo-dark" src="${asset(s.logo.dark)}" alt="${escapeHtml(s.name)}">`
    : `<span class="dj-site-name">${escapeHtml(s.name)}</span>`;
  const links = [...s.navbarLinks, ...(s.navbarPrimary ? [s.navbarPrimary] : [])]
    .map(
      (l, i, all) =>
        `<a class="dj-navbar-link${s.navbarPrimary && i === all.length - 1 ? ' dj-primary' : ''}"${attr('href', l.href)} rel="noopener noreferrer">${escapeHtml(l.label)}</a>`,
    )
    .join('');
  return (
    `<header class="dj-header"><div class="dj-header-row">` +
    (home ? `<a class="dj-brand"${attr('href', home)}>${brand}</a>` : `<span class="dj-brand">${brand}</span>`) +
    `<div class="dj-selectors">${selectors}</div>` +
    `<div class="dj-header-end">` +
    `<button type="button" class="dj-search-button" hidden aria-keyshortcuts="/ Control+K" aria-haspopup="dialog">` +
    `<span>Search</span><kbd>/</kbd></button>` +
    links +
    `<button type="button" class="dj-theme-toggle" hidden aria-label="Switch between light and dark theme">` +
    `<span aria-hidden="true">◐</span></button>` +
    `</div></div>${tabs}</header>`
  );
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

function renderToc(body: RenderedContent): string {
  const headings = body.headings.filter((h) => h.depth >= 2 && h.depth <= 3).slice(0, 200);
  if (headings.length === 0) return '';
  return (
    `<aside class="dj-toc" aria-label="On this page"><p class="dj-toc-title">On this page</p><ul>` +
    headings
      .map((h) => `<li class="dj-toc-${h.depth}"><a${attr('href', `#${h.id}`)}>${escapeHtml(h.text)}</a></li>`)
      .join('') +
    `</ul></aside>`
  );
}
