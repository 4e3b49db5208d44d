// What a page rule may ask about the rest of the site, answered by the check engine from the model (navigation,
// redirects, generated endpoint pages), the page index (files) and the page store (other pages' facts). Every
// answer is synchronous: the engine parses pages before it runs page rules. `createSiteFacts` builds one from
// plain data, for tests and for any host that already has those lists.
import type { PageFacts } from './mdx/pageFacts';
import { isPageFile, isUnderSnippets } from './pageIndex';
import { redirectTable, type Redirect } from './redirects';
import { normalizeRoute } from './route';

export { normalizeRoute } from './route';
export { redirectMatcher, redirectTable, type Redirect } from './redirects';

export interface SiteFacts {
  /** True when a root-relative file ("images/a.png", "snippets/x.mdx") exists under the docs root. */
  fileExists(relPath: string): boolean;
  /**
   * The page file served at a route ("/guides/intro" -> "guides/intro.mdx"; "/" -> "index.mdx"), in or out of
   * the navigation: Mintlify builds every page file. Routes start with "/" and have no trailing slash.
   */
  pageAtRoute(route: string): string | undefined;
  /** True for the route of a page generated from an OpenAPI entry of the navigation. */
  isEndpointRoute(route: string): boolean;
  /** True when a redirect's source (with its `:param` and `*` wildcards) matches the route. */
  isRedirectSource(route: string): boolean;
  /**
   * Where the first redirect whose source matches sends the route, wildcards filled in, as written (it may be a
   * URL, carry a `#fragment`, or be a source in turn); undefined when no redirect matches or its destination is
   * unknown.
   */
  redirectDestination(route: string): string | undefined;
  /** The facts of another page or snippet file; undefined when it is not parsed (not a page, or unreadable). */
  factsOf(file: string): PageFacts | undefined;
  /** True for snippet files (under `snippets/` or `_snippets/`): included in pages, never served as pages themselves. */
  isSnippet(file: string): boolean;
  /** True for page files the navigation names (pages, group roots), a redirect leads to, or the home page. */
  isInNavigation(file: string): boolean;
  /** Where the answers of `isInNavigation` stand, for a rule that follows them from check to check; unknown here. */
  navigationState?: NavigationState;
  /**
   * Every page and endpoint route, for completion and "did you mean": one per page (its folder for an index page),
   * with the page's file.
   */
  routes(): Iterable<{ route: string; file?: string }>;
  /** Every file under the root, for completion of snippet paths. */
  files(): Iterable<string>;
}

/** Where the answers of SiteFacts.isInNavigation stand at one check. */
export interface NavigationState {
  /** The version of the files the navigation's entries name. */
  readonly version: number;
  /** What else the navigation reaches (redirect destinations, the home page), as one key. */
  readonly alsoReached: string;
  /** The files whose answer may differ from what it was at `before`; undefined when that cannot be said. */
  changesSince(before: NavigationState): Iterable<string> | undefined;
}

/** "guides/intro.mdx" -> "/guides/intro"; "index.mdx" -> "/"; "guides/index.mdx" -> "/guides". */
export function routeOfPageFile(file: string): string {
  const page = file.replace(/\.(mdx|md)$/i, '');
  if (page === 'index') return '/';
  return '/' + (page.endsWith('/index') ? page.slice(0, -'/index'.length) : page);
}

/** Every route that serves a page file: an index page answers at its folder and at `/…/index`. */
export function routesOfPageFile(file: string): string[] {
  const route = routeOfPageFile(file);
  const page = '/' + file.replace(/\.(mdx|md)$/i, '');
  return route === page ? [route] : [route, page];
}

/** True for files under `snippets/` or `_snippets/` (Mintlify's snippet folders): never pages, used where included. */
export function isSnippetFile(file: string): boolean {
  return isUnderSnippets(file);
}

export interface SiteFactsInput {
  /** Every file under the root (pages, snippets, images…), root-relative. */
  files: Iterable<string>;
  /** Parsed facts by file, for pages and snippets whose headings or imports rules read. */
  facts?: ReadonlyMap<string, PageFacts>;
  /** Page files the navigation reaches (see SiteFacts.isInNavigation). */
  navigation?: Iterable<string>;
  endpointRoutes?: Iterable<string>;
  /** Redirects of docs.json; `redirectSources` for sources alone (their destinations unknown). */
  redirects?: Iterable<Redirect>;
  redirectSources?: Iterable<string>;
}

/** The files and the routes their pages serve, gathered a file at a time (see siteFactsOfFilesInSteps). */
class FileRoutes {
  readonly files = new Set<string>();
  readonly pageByRoute = new Map<string, string>();

  add(file: string): void {
    if (this.files.has(file)) return;
    this.files.add(file);
    if (!isPageFile(file) || isSnippetFile(file)) return;
    for (const route of routesOfPageFile(file)) if (!this.pageByRoute.has(route)) this.pageByRoute.set(route, file);
  }
}

/** SiteFacts from plain lists: page routes come from the page files among `files`. */
export function createSiteFacts(input: SiteFactsInput): SiteFacts {
  const routes = new FileRoutes();
  for (const file of input.files) routes.add(file);
  return siteFactsOf(routes, input);
}

function siteFactsOf({ files, pageByRoute }: FileRoutes, input: Omit<SiteFactsInput, 'files'>): SiteFacts {
  const endpoints = new Set([...(input.endpointRoutes ?? [])].map(normalizeRoute));
  const navigation = new Set(input.navigation ?? []);
  const home = pageByRoute.get('/');
  if (home) navigation.add(home);
  const redirects = redirectTable([
    ...(input.redirects ?? []),
    ...[...(input.redirectSources ?? [])].map((source) => ({ source })),
  ]);
  const facts = input.facts ?? new Map<string, PageFacts>();
  return {
    fileExists: (p) => files.has(p),
    pageAtRoute: (r) => pageByRoute.get(r),
    isEndpointRoute: (r) => endpoints.has(r),
    isRedirectSource: (r) => redirects.match(r) !== undefined,
    redirectDestination: (r) => redirects.match(r)?.destination,
    factsOf: (f) => facts.get(f),
    isSnippet: isSnippetFile,
    isInNavigation: (f) => navigation.has(f),
    *routes() {
      // One route per page: the one it is linked by (an index page's folder, not `/…/index`).
      for (const [route, file] of pageByRoute) if (routeOfPageFile(file) === route) yield { route, file };
      for (const route of endpoints) yield { route };
    },
    files: () => files,
  };
}

/** A file index as site facts need it: its files, and a number that changes whenever they do. */
interface VersionedFiles {
  allFiles(): Iterable<string>;
  readonly version: number;
}

const factsByIndex = new WeakMap<VersionedFiles, { version: number; facts: SiteFacts }>();

/**
 * What the files alone answer (routes, file existence), built once per state of the index: a keystroke asks for it
 * again and again, and building it walks every file.
 */
export function siteFactsOfFiles(index: VersionedFiles): SiteFacts {
  const kept = factsByIndex.get(index);
  if (kept && kept.version === index.version) return kept.facts;
  const facts = createSiteFacts({ files: index.allFiles() });
  factsByIndex.set(index, { version: index.version, facts });
  return facts;
}

/**
 * `siteFactsOfFiles`, built ahead in steps of `filesPerStep` files each (background work between keystrokes: at
 * 25,000 files the whole walk takes tens of milliseconds). Nothing is kept when the files changed meanwhile, nor
 * when facts of this state of the index exist already.
 */
export function* siteFactsOfFilesInSteps(index: VersionedFiles, filesPerStep: number): Generator<() => Promise<void>> {
  if (factsByIndex.get(index)?.version === index.version) return;
  const version = index.version;
  const routes = new FileRoutes();
  const files = [...index.allFiles()];
  for (let i = 0; i < files.length; i += filesPerStep) {
    const slice = files.slice(i, i + filesPerStep);
    yield async () => {
      for (const file of slice) routes.add(file);
    };
  }
  yield async () => {
    if (index.version === version && factsByIndex.get(index)?.version !== version)
      factsByIndex.set(index, { version, facts: siteFactsOf(routes, {}) });
  };
}

/** `base` with the site's endpoint pages and redirects (the files' facts know neither). */
export function withRoutes(
  base: SiteFacts,
  isEndpointRoute: (route: string) => boolean,
  redirects: Iterable<Redirect>,
): SiteFacts {
  const table = redirectTable(redirects);
  return {
    ...base,
    isEndpointRoute: (r) => isEndpointRoute(normalizeRoute(r)),
    isRedirectSource: (r) => table.match(r) !== undefined,
    redirectDestination: (r) => table.match(r)?.destination,
  };
}
