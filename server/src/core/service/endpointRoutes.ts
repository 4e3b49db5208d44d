// The endpoint pages of a model (core/routes/endpointPages.ts) with the specs they need read first, kept between
// checks: per list of endpoint entries and spec-only navigation elements (a model derived by an edit elsewhere keeps
// both), per set of page routes (and its version, for a set that changes in place), while the specs read are the
// same.
import type { SiteModel } from '../model/siteModel';
import type { OpenApiIndex } from '../openapi/types';
import { isSpecOnly, NO_ENDPOINT_PAGES, placeEndpointPages, type EndpointPages } from '../routes/endpointPages';
import { specOfEndpoint } from '../model/endpointSpec';

export { NO_ENDPOINT_PAGES, type EndpointPages, type EndpointRoutes } from '../routes/endpointPages';

interface Kept {
  /** The page set's version (a PageIndex changes in place), when it has one. */
  pagesVersion: number | undefined;
  specOnly: string;
  specs: Map<string, OpenApiIndex | undefined>;
  pages: EndpointPages;
}

const known = new WeakMap<object, WeakMap<object, Kept>>();

export async function endpointPagesOf(
  model: SiteModel,
  spec: (relPath: string) => Promise<OpenApiIndex>,
  /** The routes page files serve (an endpoint page never takes one), the same object while the files are. */
  pages: { pageAtRoute(route: string): string | undefined; readonly version?: number },
): Promise<EndpointPages> {
  if (!model.navigation) return NO_ENDPOINT_PAGES;
  let byPages = known.get(model.endpoints);
  if (!byPages) known.set(model.endpoints, (byPages = new WeakMap()));
  const specOnly = specOnlySignature(model);
  const kept = byPages.get(pages);
  if (kept && kept.pagesVersion === pages.version && kept.specOnly === specOnly && (await sameSpecs(kept.specs, spec)))
    return kept.pages;
  const specs = new Map<string, OpenApiIndex | undefined>();
  for (const file of specFilesFor(model)) specs.set(file, await spec(file).catch(() => undefined));
  const placed = placeEndpointPages(
    model,
    (file) => specs.get(file),
    (route) => pages.pageAtRoute(route) !== undefined,
  );
  byPages.set(pages, { pagesVersion: pages.version, specOnly, specs, pages: placed });
  return placed;
}

/** The spec files endpoint pages are placed from: those METHOD entries resolve against, and spec-only elements'. */
export function specFilesFor(model: SiteModel): string[] {
  const files = new Set<string>();
  for (const entry of model.endpoints) {
    const where = specOfEndpoint(entry);
    if (where?.kind === 'file') files.add(where.path);
  }
  for (const container of model.containers)
    if (isSpecOnly(container))
      for (const source of container.ownOpenapi ?? []) if (source.kind === 'file') files.add(source.path);
  return [...files];
}

function specOnlySignature(model: SiteModel): string {
  let signature = '';
  for (const container of model.containers) if (isSpecOnly(container)) signature += `${container.id},`;
  return signature;
}

async function sameSpecs(
  specs: Map<string, OpenApiIndex | undefined>,
  spec: (relPath: string) => Promise<OpenApiIndex>,
): Promise<boolean> {
  for (const [relPath, index] of specs) if ((await spec(relPath).catch(() => undefined)) !== index) return false;
  return true;
}
