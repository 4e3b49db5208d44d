// The pages Mintlify generates from OpenAPI specs, decided once for every surface: lint (a link to one is not
// broken), the editor's preview and the site builder (which writes them) all read this. Two kinds:
// - one page per METHOD entry of the navigation (`GET /users`, `api.yaml POST /x`, `webhook order.created`), one
//   page per distinct operation (spec, method, path, directory) even when listed twice;
// - for a navigation element with `openapi` and nothing else in it, one page per operation of the spec, grouped by
//   the operation's first tag (operations without a tag in a group "API Reference"): groups of the tags the spec
//   declares first, in its `tags` order and labelled as the tag says (`x-group`, `x-displayName`), then the others
//   as they first appear; operations within a group in the spec's order.
// A page's route is Mintlify's (`<directory>/<tag>/<summary slug>`, or `x-mint.href`; see endpointRoute.ts), made
// safe as a file name (routeNames.ts). Routes are given in navigation order; one that a page file or an earlier
// endpoint page already has is numbered `-1`, `-2`, as Mintlify numbers them.
import { specOfEndpoint, type EndpointSpec } from '../model/endpointSpec';
import type { EndpointEntry, NavContainer, NavNode, OpenApiSource, SiteModel } from '../model/siteModel';
import { endpointFactsOf, endpointRoute, endpointTitle, DEFAULT_ENDPOINT_DIRECTORY } from '../openapi/endpointRoute';
import type { EndpointFacts } from '../openapi/endpointRoute';
import { findOperation } from '../openapi/findOperation';
import type { OpenApiIndex, OperationInfo } from '../openapi/types';
import { normalizeRoute } from '../pages/siteFacts';
import { boundedRoute } from './routeNames';

export interface EndpointPage {
  /** The URL path without its leading "/" (lower case), where Mintlify serves the page and the builder writes it. */
  readonly route: string;
  /** `GET`, `POST`, ... or `WEBHOOK`. */
  readonly method: string;
  /** The path key (or, for a webhook, its name) as the entry or the spec writes it. */
  readonly apiPath: string;
  /** The spec the operation is looked up in; undefined when no `openapi` is in force. */
  readonly spec: EndpointSpec | undefined;
  /** The `directory` set beside the spec, when one is. */
  readonly directory?: string;
  /** What the spec says of the operation, when it could be read and has it. */
  readonly facts?: EndpointFacts;
  readonly title: string;
  /** `found`: the spec has the operation; `missing`: it has not; `unknown`: it cannot say (a URL, an unreadable
   * spec, a path item behind a remote `$ref`); `no-spec`: no `openapi` is in force. */
  readonly status: 'found' | 'missing' | 'unknown' | 'no-spec';
  /** When the route is not the one Mintlify's scheme gives: numbered after a clash, shortened, or moved out of a
   * folder the built site keeps for itself; `wanted` is the route before. */
  readonly change?: 'numbered' | 'shortened' | 'reserved';
  readonly wanted?: string;
  /** Numbered: what already had the route (`the page file x.mdx`, `the endpoint page of GET /a`). */
  readonly clash?: string;
}

export interface GeneratedEndpointGroup {
  /** The tag's name; undefined for the operations without one. */
  readonly tag?: string;
  readonly label: string;
  readonly pages: readonly EndpointPage[];
}

export interface EndpointRoutes {
  /** True for the route (leading `/`, no query or fragment) of a generated endpoint page. */
  has(route: string): boolean;
  /** Equal for two sets of routes that answer `has` the same. */
  readonly signature: string;
}

export interface EndpointPages extends EndpointRoutes {
  /** The page of a METHOD entry of the navigation (undefined for an entry the builder drops). */
  of(entry: EndpointEntry): EndpointPage | undefined;
  /** The pages generated for a navigation element with `openapi` and nothing else in it, by tag. */
  generatedIn(container: NavContainer): readonly GeneratedEndpointGroup[] | undefined;
  /** Every distinct page, in navigation order. */
  readonly all: readonly EndpointPage[];
}

export const NO_ENDPOINT_PAGES: EndpointPages = {
  has: () => false,
  signature: '',
  of: () => undefined,
  generatedIn: () => undefined,
  all: [],
};

export const UNTAGGED_GROUP_LABEL = 'API Reference';

/** Routes the home page and the site root keep, whatever an endpoint's `x-mint.href` says. */
const TAKEN_BY_THE_SITE: ReadonlySet<string> = new Set(['', 'index']);

/**
 * Places every endpoint page of the model. `specIndex` answers for spec files already indexed (undefined for one
 * that is not: its operations are then unknown); `isPageRoute` says whether a page file serves a route (leading
 * "/"), since Mintlify builds every page file and an endpoint page never takes a page's route.
 */
export function placeEndpointPages(
  model: SiteModel,
  specIndex: (file: string) => OpenApiIndex | undefined,
  isPageRoute: (route: string) => boolean,
): EndpointPages {
  return new Placement(specIndex, isPageRoute).run(model);
}

/** Navigation elements whose pages are generated from their spec: `openapi` set, nothing else in them. */
export function isSpecOnly(container: NavContainer): boolean {
  return (
    container.kind !== 'navigation' &&
    container.kind !== 'global' &&
    !!container.ownOpenapi?.length &&
    container.children.every((c) => c.dropped)
  );
}

class Placement {
  private readonly byEntry = new Map<EndpointEntry, EndpointPage>();
  private readonly byOperation = new Map<string, EndpointPage>();
  private readonly generated = new Map<number, GeneratedEndpointGroup[]>();
  /** Normalized route -> what has it (for the words of a clash). */
  private readonly routes = new Map<string, string>();
  private readonly unknownUnder = new Set<string>();
  private readonly all: EndpointPage[] = [];

  constructor(
    private readonly specIndex: (file: string) => OpenApiIndex | undefined,
    private readonly isPageRoute: (route: string) => boolean,
  ) {}

  run(model: SiteModel): EndpointPages {
    if (model.navigation) this.walk(model.navigation);
    const routes = this.routes;
    const prefixes = [...this.unknownUnder];
    const byEntry = this.byEntry;
    const routeSet = new Set(routes.keys());
    const generated = this.generated;
    return {
      signature: [...routeSet, '\0', ...prefixes].join('\n'),
      has(route) {
        const r = route.toLowerCase();
        return routeSet.has(r) || prefixes.some((p) => r.startsWith(p));
      },
      of: (entry) => byEntry.get(entry),
      generatedIn: (container) => generated.get(container.id),
      all: this.all,
    };
  }

  private walk(node: NavNode): void {
    if (node.dropped || node.global) return;
    if (node.kind === 'endpoint') {
      this.entry(node);
      return;
    }
    if (node.kind === 'page') return;
    if (isSpecOnly(node)) {
      this.generate(node);
      return;
    }
    for (const child of node.children) this.walk(child);
  }

  private entry(entry: EndpointEntry): void {
    const spec = specOfEndpoint(entry);
    const source = entry.spec === undefined ? entry.openapi[0] : undefined;
    const directory = source?.kind === 'file' ? source.directory : undefined;
    let status: EndpointPage['status'] = spec ? 'unknown' : 'no-spec';
    let facts: EndpointFacts | undefined;
    const apiPath = entry.apiPath;
    if (spec?.kind === 'file') {
      const index = this.specIndex(spec.path);
      const found = index ? findOperation(index, entry.method, entry.apiPath) : undefined;
      if (found?.kind === 'found') {
        status = 'found';
        facts = endpointFactsOf(found.operation);
      } else if (found && found.kind !== 'unknown') status = 'missing';
    }
    if (status === 'unknown') this.unknownUnder.add(directoryRoute(directory));
    const method = entry.method.toLowerCase() === 'webhook' ? 'WEBHOOK' : entry.method.toUpperCase();
    const key = operationKey(spec, method, apiPath, directory);
    const known = this.byOperation.get(key);
    if (known) {
      this.byEntry.set(entry, known);
      return;
    }
    const page = this.place({ method, apiPath, spec, directory, facts, status });
    this.byOperation.set(key, page);
    this.byEntry.set(entry, page);
  }

  private generate(container: NavContainer): void {
    const groups = new Map<string, { tag?: string; label: string; pages: EndpointPage[]; rank: number[] }>();
    const groupOf = (
      tag: string | undefined,
      declared: ReadonlyMap<string, { label: string; at: number }>,
      source: number,
    ) => {
      const key = tag ?? '\0';
      let group = groups.get(key);
      if (!group) {
        const d = tag === undefined ? undefined : declared.get(tag);
        // Declared tags first, in their spec's order; the others after them, as they first appear.
        const rank = d ? [0, source, d.at] : [1, groups.size];
        group =
          tag === undefined
            ? { label: UNTAGGED_GROUP_LABEL, pages: [], rank }
            : { tag, label: d?.label ?? tag, pages: [], rank };
        groups.set(key, group);
      }
      return group;
    };
    (container.ownOpenapi ?? []).forEach((source, sourceAt) => {
      const directory = source.kind === 'file' ? source.directory : undefined;
      const index = source.kind === 'file' ? this.specIndex(source.path) : undefined;
      if (!index || index.unreadable) {
        this.unknownUnder.add(directoryRoute(directory));
        return;
      }
      if (index.opaquePaths?.size || index.opaqueWebhooks?.size) this.unknownUnder.add(directoryRoute(directory));
      const declared = new Map((index.tags ?? []).map((t, at) => [t.name, { label: t.label, at }]));
      const spec = specOfSource(source);
      for (const operation of operationsOf(index)) {
        const method = operation.method === 'webhook' ? 'WEBHOOK' : operation.method.toUpperCase();
        const key = operationKey(spec, method, operation.path, directory);
        let page = this.byOperation.get(key);
        if (!page) {
          page = this.place({
            method,
            apiPath: operation.path,
            spec,
            directory,
            facts: endpointFactsOf(operation),
            status: 'found',
          });
          this.byOperation.set(key, page);
        }
        groupOf(operation.firstTag, declared, sourceAt).pages.push(page);
      }
    });
    const ordered = [...groups.values()].sort((a, b) => compareRanks(a.rank, b.rank));
    this.generated.set(
      container.id,
      ordered.map(({ tag, label, pages }) => (tag === undefined ? { label, pages } : { tag, label, pages })),
    );
  }

  private place(fields: Omit<EndpointPage, 'route' | 'title' | 'change' | 'wanted' | 'clash'>): EndpointPage {
    const written = endpointRoute(fields.method.toLowerCase(), fields.apiPath, fields.facts, fields.directory);
    const bounded = boundedRoute(written);
    let route = bounded.route;
    let change: EndpointPage['change'] = bounded.change;
    const clash = this.holderOf(route);
    for (let n = 1; this.holderOf(route) !== undefined; n++) {
      route = `${bounded.route}-${n}`;
      change ??= 'numbered';
    }
    const title = endpointTitle(fields.method.toLowerCase(), fields.apiPath, fields.facts);
    this.routes.set(`/${route}`, `the endpoint page of ${operationWords(fields.method, fields.apiPath)}`);
    const page: EndpointPage = {
      ...fields,
      route,
      title,
      ...(change ? { change, wanted: written } : {}),
      ...(change === 'numbered' && clash !== undefined ? { clash } : {}),
    };
    this.all.push(page);
    return page;
  }

  /**
   * What already has a route: the site's home, a page file or an earlier endpoint page; undefined when free. Routes
   * are compared as written: a `#` or `?` in a tag or summary is part of the name here, not a fragment or a query,
   * so that numbering always ends (`c#-sdk/get-b-1` is not `c`).
   */
  private holderOf(route: string): string | undefined {
    if (TAKEN_BY_THE_SITE.has(route)) return 'the home page';
    const key = `/${route}`;
    const endpoint = this.routes.get(key);
    if (endpoint !== undefined) return endpoint;
    return this.isPageRoute(key) ? `the page at ${key}` : undefined;
  }
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** `GET /users`, `webhook order.created`: an operation as an author writes it in docs.json. */
export function operationWords(method: string, apiPath: string): string {
  return method.toUpperCase() === 'WEBHOOK' ? `webhook ${apiPath}` : `${method.toUpperCase()} ${apiPath}`;
}

/** The operations of a spec in the order it writes them: paths (methods as written), then webhooks. */
function* operationsOf(index: OpenApiIndex): Iterable<OperationInfo> {
  for (const methods of index.paths.values()) yield* methods.values();
  yield* index.webhooks.values();
}

function specOfSource(source: OpenApiSource): EndpointSpec {
  return source.kind === 'file'
    ? { kind: 'file', path: source.path }
    : source.kind === 'url'
      ? { kind: 'url', url: source.url }
      : { kind: 'invalid', written: source.written };
}

function operationKey(
  spec: EndpointSpec | undefined,
  method: string,
  apiPath: string,
  directory: string | undefined,
): string {
  const specKey = spec?.kind === 'file' ? spec.path : spec?.kind === 'url' ? spec.url : (spec?.written ?? '');
  return `${specKey}\0${method}\0${apiPath}\0${directory ?? ''}`;
}

function directoryRoute(directory: string | undefined): string {
  return normalizeRoute((directory ?? DEFAULT_ENDPOINT_DIRECTORY).toLowerCase()) + '/';
}
