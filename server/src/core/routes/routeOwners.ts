// Which place of the navigation a URL belongs to when two places come out at the same one. A page with a file owns
// its URL: endpoint pages are numbered away from every page file (endpointPages.ts), and two page paths never share
// a URL file. What is left is a page listed with no file at the URL an endpoint page is built at: Mintlify builds
// nothing for a page with no file, so the endpoint page owns that URL and the entry leads to it. Lint reports it
// (route-duplicate) and the site builder links the entry to the endpoint page, so each URL is written once.
import type { PageEntry } from '../model/siteModel';
import type { EndpointPage, EndpointPages } from './endpointPages';

export interface RouteClash {
  /** The page entry that does not get its own page: it names no file. */
  readonly entry: PageEntry;
  /** The endpoint page built at the entry's URL. */
  readonly owner: EndpointPage;
}

/** Endpoint pages by route, made once per placement (a placement is kept between checks while nothing changes). */
const byRoute = new WeakMap<EndpointPages, Map<string, EndpointPage>>();

function routesOf(endpoints: EndpointPages): Map<string, EndpointPage> {
  let routes = byRoute.get(endpoints);
  if (!routes) {
    routes = new Map();
    for (const page of endpoints.all) if (!routes.has(page.route)) routes.set(page.route, page);
    byRoute.set(endpoints, routes);
  }
  return routes;
}

/**
 * The endpoint page that owns the URL of page path `page` (canonical, no extension), when the page has no file and
 * an endpoint page is built there; undefined otherwise.
 */
export function endpointOwnerOf(
  endpoints: EndpointPages,
  page: string,
  hasFile: (page: string) => boolean,
): EndpointPage | undefined {
  if (endpoints.all.length === 0) return undefined;
  const owner = routesOf(endpoints).get(page);
  return owner && !hasFile(page) ? owner : undefined;
}

/**
 * Every page entry of the navigation that comes out at a URL another place owns, in navigation order, from the
 * entries with no file (`withoutFile`, in navigation order): an entry with a file owns its URL.
 */
export function routeClashes(endpoints: EndpointPages, withoutFile: Iterable<PageEntry>): RouteClash[] {
  if (endpoints.all.length === 0) return [];
  const routes = routesOf(endpoints);
  const clashes: RouteClash[] = [];
  for (const entry of withoutFile) {
    const page = entry.ref.page;
    if (page === undefined || entry.dropped) continue;
    const owner = routes.get(page);
    if (owner) clashes.push({ entry, owner });
  }
  return clashes;
}
