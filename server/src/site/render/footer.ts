// The page footer (the site's, or the page's language's): docs.json's `footer.links` as columns (a header and its links) and `footer.socials` as labelled
// links with their platform's icon, then the site's name. Site-relative links lead to the page's counterpart file.
import { attr, escapeHtml, externalHref } from '../html';
import type { ResolvedSite, Route } from '../resolvedSite';
import type { SiteFooter, SiteLink } from '../siteSettings';
import { routeForHref } from '../siteQueries';
import { socialIcon, socialLabel } from './socialIcons';

export function renderFooter(site: ResolvedSite, footer: SiteFooter, link: (target: Route) => string): string {
  const { columns, socials } = footer;
  const anchor = (l: SiteLink) => {
    const external = externalHref(l.href);
    if (external) return `<a${attr('href', external)} rel="noopener noreferrer">${escapeHtml(l.label)}</a>`;
    const route = routeForHref(site, l.href);
    return route ? `<a${link(route)}>${escapeHtml(l.label)}</a>` : `<span>${escapeHtml(l.label)}</span>`;
  };
  const columnHtml = columns
    .map(
      (c) =>
        `<div class="dj-footer-column">` +
        (c.header ? `<p class="dj-footer-header">${escapeHtml(c.header)}</p>` : '') +
        `<ul>${c.links.map((l) => `<li>${anchor(l)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const socialHtml = socials
    .map(
      (s) =>
        `<li><a${attr('href', s.href)} rel="noopener noreferrer"${attr('aria-label', socialLabel(s.key))}>` +
        `${socialIcon(s.key)}<span class="dj-social-label">${escapeHtml(socialLabel(s.key))}</span></a></li>`,
    )
    .join('');
  return (
    `<footer class="dj-footer">` +
    (columnHtml ? `<nav class="dj-footer-columns" aria-label="Footer">${columnHtml}</nav>` : '') +
    (socialHtml ? `<ul class="dj-footer-socials">${socialHtml}</ul>` : '') +
    `<p class="dj-footer-name">${escapeHtml(site.settings.name)}</p></footer>`
  );
}
