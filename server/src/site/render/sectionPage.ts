// A section's whole navigation as a page of its own (`_docsjson/nav/<section>.html`): every group open, every
// entry a link. Pages show a window of a long list and link here for the rest, so a reader without script reaches
// every page of the section; with script, the page swaps its full sidebar in and never needs this.
import { attr, escapeHtml } from '../html';
import type { MetaLookup } from '../pageTitles';
import type { ResolvedSite, Section } from '../resolvedSite';
import { relativeHref } from '../routes';
import { sectionNavPageFile, STYLESHEET_FILE, THEME_SCRIPT_FILE } from './assetFiles';
import { CSP } from './layout';
import { renderSidebar } from './sidebar';

export function renderSectionNavPage(site: ResolvedSite, section: Section, meta: MetaLookup): string {
  const file = sectionNavPageFile(section.id);
  const where = section.trail.map((d) => d.label).join(' / ');
  const title = where ? `All pages: ${where}` : 'All pages';
  const sidebar = renderSidebar(section.items, {
    link: (r) => attr('href', relativeHref(file, r.file)),
    meta,
    drilldown: site.settings.drilldown ?? false,
    light: false,
    open: () => true,
    anchors: true,
  });
  const name = escapeHtml(site.settings.name);
  const home = site.home ? `<a class="dj-brand"${attr('href', relativeHref(file, 'index.html'))}>${name}</a>` : name;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<title>${escapeHtml(title)} - ${name}</title><meta name="robots" content="noindex">` +
    `<link rel="stylesheet"${attr('href', relativeHref(file, STYLESHEET_FILE))}>` +
    `<script${attr('src', relativeHref(file, THEME_SCRIPT_FILE))}></script></head><body>` +
    `<header class="dj-header"><div class="dj-header-row">${home}</div></header>` +
    `<main class="dj-main dj-section-index"><h1 class="dj-title">${escapeHtml(title)}</h1>` +
    `<nav class="dj-sidebar" aria-label="All pages of this section">${sidebar}</nav></main></body></html>`
  );
}
