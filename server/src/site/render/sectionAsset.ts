// The full sidebar of one section as a shared script asset: every page of the section loads the same file, and
// the page's script swaps it in for the page's own light sidebar. Links carry their target as a root-relative
// `data-r`, turned into an href relative to the page by the script.
import { attr, scriptJson } from '../html';
import type { MetaLookup } from '../pageTitles';
import type { Section } from '../resolvedSite';
import { renderSidebar } from './sidebar';

export function renderSectionNavAsset(section: Section, meta: MetaLookup, drilldown: boolean): string {
  const markup = renderSidebar(section.items, { link: (r) => attr('data-r', r.file), meta, drilldown, light: false });
  return `window.djNav&&window.djNav(${scriptJson(section.id)},${scriptJson(markup)});\n`;
}
