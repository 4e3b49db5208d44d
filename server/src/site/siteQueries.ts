// Lookups on a resolved site that several renderers and the adapters share.
import { externalHref } from './html';
import type { LinkTargets } from './linkResolver';
import type { ParsedPage } from '../core';
import type { RedirectPlan } from './redirects';
import type { Division, ResolvedSite, Route, Section } from './resolvedSite';
import type { SiteBanner, SiteFooter, SiteNavbar } from './siteSettings';

/** The route a site-relative href ("/changelog", "guides/intro.mdx", "/api/") names, if any. */
export function routeForHref(site: ResolvedSite, href: string): Route | undefined {
  const path = href
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(?:mdx|md|html)$/i, '');
  return site.routeByUrl.get(path) ?? site.routeByPage.get(path) ?? site.routeByPage.get(`${path}/index`);
}

/** Where a division links: out (its external href), to a route of the site, or nowhere. */
export type DivisionTarget = { external: string } | { route: Route } | undefined;

export function divisionTarget(
  site: ResolvedSite,
  division: Division,
  entry: (d: Division) => Route | undefined,
): DivisionTarget {
  if (division.href && !division.section && division.children.length === 0) {
    const external = externalHref(division.href);
    if (external) return { external };
    const route = routeForHref(site, division.href);
    return route ? { route } : undefined;
  }
  const route = entry(division);
  return route ? { route } : undefined;
}

/**
 * The link targets of a site for page bodies: generated pages, the redirect pages written at plain redirect
 * sources, and files of the docs root.
 */
export function linkTargetsOf(
  site: ResolvedSite,
  fileExists: (relPath: string) => boolean,
  snippet: (relPath: string) => ParsedPage | undefined,
  redirects?: RedirectPlan,
  script?: LinkTargets['script'],
): LinkTargets {
  return {
    script,
    htmlFileOf: (path) =>
      (site.routeByUrl.get(path) ?? site.routeByPage.get(path))?.file ?? redirects?.pageAt(path)?.file,
    fileExists,
    snippet,
  };
}

/**
 * The navbar, footer and banner a page of this section shows: its language's own, where the language gives them (a
 * language's `banner` without text hides the site's).
 */
export function pageChrome(
  site: ResolvedSite,
  section: Section | undefined,
): { navbar: SiteNavbar; footer: SiteFooter; banner?: SiteBanner } {
  const trail = [...(section?.trail ?? [])].reverse();
  const navbar = trail.find((d) => d.navbar)?.navbar;
  const footer = trail.find((d) => d.footer)?.footer;
  const bannerOwner = trail.find((d) => 'banner' in d);
  const s = site.settings;
  return {
    navbar: navbar ?? (s.navbarPrimary ? { links: s.navbarLinks, primary: s.navbarPrimary } : { links: s.navbarLinks }),
    footer: footer ?? s.footer,
    banner: bannerOwner ? bannerOwner.banner : s.banner,
  };
}

const navigable = new WeakMap<ResolvedSite, Set<Route>>();

/**
 * Whether the navigation shows the route somewhere (a section's own routes); hidden and unlisted pages are not, and
 * Mintlify keeps them out of search engines and its own search unless `seo.indexing` is "all".
 */
export function isNavigable(site: ResolvedSite, route: Route): boolean {
  let set = navigable.get(site);
  if (!set) {
    set = new Set(site.sections.flatMap((s) => s.routes));
    navigable.set(site, set);
  }
  return set.has(route);
}
