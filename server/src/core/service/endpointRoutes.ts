// The URLs of the pages Mintlify generates for the navigation's endpoint entries, so that a page linking to one is
// not told its link leads nowhere. Routes follow the same scheme the site builder writes pages at (one route per
// distinct operation, a clash numbered `-1`, `-2` after the page routes). Where a spec cannot be read (a URL, never
// fetched, or a broken file), the route of its operations is unknown: every route under the endpoint's directory is
// then given the benefit of the doubt.
import { specOfEndpoint } from '../model/endpointSpec';
import type { SiteModel } from '../model/siteModel';
import {
  DEFAULT_ENDPOINT_DIRECTORY,
  endpointFactsOf,
  endpointRoute,
  type EndpointFacts,
} from '../openapi/endpointRoute';
import { findOperation } from '../openapi/findOperation';
import type { OpenApiIndex } from '../openapi/types';
import { normalizeRoute } from '../pages/siteFacts';

export interface EndpointRoutes {
  /** True for the route (leading `/`, no query or fragment) of a generated endpoint page. */
  has(route: string): boolean;
  /** Equal for two sets of routes that answer `has` the same. */
  readonly signature: string;
}

export const NO_ENDPOINT_ROUTES: EndpointRoutes = { has: () => false, signature: '' };

/**
 * Kept per list of endpoint entries (a model derived by an edit elsewhere keeps the list) and per set of page
 * routes, while the specs read are the same.
 */
const known = new WeakMap<object, WeakMap<object, { specs: Map<string, OpenApiIndex>; routes: EndpointRoutes }>>();

export async function endpointRoutesOf(
  model: SiteModel,
  spec: (relPath: string) => Promise<OpenApiIndex>,
  /** The routes page files serve (an endpoint page never takes one), the same object while the files are. */
  pages: { pageAtRoute(route: string): string | undefined },
): Promise<EndpointRoutes> {
  let byPages = known.get(model.endpoints);
  if (!byPages) known.set(model.endpoints, (byPages = new WeakMap()));
  const kept = byPages.get(pages);
  if (kept && (await sameSpecs(kept.specs, spec))) return kept.routes;
  const specs = new Map<string, OpenApiIndex>();
  const read = async (relPath: string) => {
    const index = await spec(relPath);
    specs.set(relPath, index);
    return index;
  };
  const routes = await computeRoutes(model, read, (route) => pages.pageAtRoute(route) !== undefined);
  byPages.set(pages, { specs, routes });
  return routes;
}

async function sameSpecs(
  specs: Map<string, OpenApiIndex>,
  spec: (relPath: string) => Promise<OpenApiIndex>,
): Promise<boolean> {
  for (const [relPath, index] of specs) if ((await spec(relPath)) !== index) return false;
  return true;
}

async function computeRoutes(
  model: SiteModel,
  spec: (relPath: string) => Promise<OpenApiIndex>,
  isPageRoute: (route: string) => boolean,
): Promise<EndpointRoutes> {
  const routes = new Set<string>();
  const unknownUnder = new Set<string>();
  const seen = new Set<string>();
  for (const entry of model.endpoints) {
    const source = entry.spec === undefined ? entry.openapi[0] : undefined;
    const directory = source?.kind === 'file' ? source.directory : undefined;
    const where = specOfEndpoint(entry);
    const specKey = where?.kind === 'file' ? where.path : where?.kind === 'url' ? where.url : '';
    const key = `${specKey}\0${entry.method.toLowerCase()}\0${entry.apiPath}\0${directory ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let facts: EndpointFacts | undefined;
    if (where?.kind === 'file') {
      const index = await spec(where.path);
      const found = findOperation(index, entry.method, entry.apiPath);
      if (found.kind === 'found') {
        facts = endpointFactsOf(found.operation);
      } else if (found.kind === 'unknown') unknownUnder.add(directoryRoute(directory));
    } else if (where) unknownUnder.add(directoryRoute(directory));
    const base = normalizeRoute(endpointRoute(entry.method.toLowerCase(), entry.apiPath, facts, directory));
    let route = base;
    for (let n = 1; routes.has(route) || isPageRoute(route); n++) route = `${base}-${n}`;
    routes.add(route);
  }
  const prefixes = [...unknownUnder];
  return {
    signature: [...routes, '\0', ...prefixes].join('\n'),
    has(route) {
      const r = route.toLowerCase();
      return routes.has(r) || prefixes.some((p) => r.startsWith(p));
    },
  };
}

function directoryRoute(directory: string | undefined): string {
  return normalizeRoute((directory ?? DEFAULT_ENDPOINT_DIRECTORY).toLowerCase()) + '/';
}
