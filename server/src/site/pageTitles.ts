// Titles and sidebar labels of routes, from page front matter when it is known, else as Mintlify derives them.
import type { PageMeta } from './pageMeta';
import type { Route } from './resolvedSite';
import { titleFromPath } from '../core';

/** The front matter fields of a page file, when they have been read. */
export type MetaLookup = (sourceFile: string) => PageMeta | undefined;

export function metaOf(route: Route, meta: MetaLookup): PageMeta | undefined {
  return route.sourceFile ? meta(route.sourceFile) : undefined;
}

export function routeTitle(route: Route, meta: MetaLookup): string {
  if (route.kind === 'endpoint') return route.endpoint!.title;
  return metaOf(route, meta)?.title ?? titleFromPath(route.pagePath ?? route.urlPath);
}

/** The label in the sidebar: `sidebarTitle` when the page sets one. */
export function sidebarLabel(route: Route, meta: MetaLookup): string {
  return (route.kind === 'page' ? metaOf(route, meta)?.sidebarTitle : undefined) ?? routeTitle(route, meta);
}
