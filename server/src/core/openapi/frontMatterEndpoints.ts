// Which operation a page's `openapi` (or `api`) front matter documents, decided once for lint (a value no spec has
// is reported) and the builder (the page shows the operation's reference with its own prose). A value that names
// its spec (`openapi.json POST /x`, `/specs/api.yaml GET /y`) is looked up there. Otherwise the specs are tried in
// turn: those docs.json names (`api.openapi`, then every navigation element's `openapi`, then METHOD entries that
// name theirs), then the OpenAPI files of the repository that docs.json does not name, since Mintlify finds a page's
// operation in any OpenAPI file of the docs folder. The first spec that has the operation is the page's.
import { readOpenapiString } from '../model/buildSiteModel';
import { specOfEndpoint } from '../model/endpointSpec';
import type { SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';
import type { Workspace } from '../workspace/workspace';
import { findOperation } from './findOperation';
import { parseFrontMatterEndpoint } from './methodEntry';
import type { OpenApiIndex, OperationInfo } from './types';

export type FrontMatterEndpointTarget =
  | { kind: 'found'; spec: string; method: string; apiPath: string; operation: OperationInfo }
  /**
   * Nothing to check offline: a spec given by URL (`url` is the spec's, `apiPath` the operation's), or a value with
   * the endpoint's full URL (`api: "GET https://…"`, a page written by hand: `url` is the endpoint's, no `apiPath`).
   */
  | { kind: 'remote'; method: string; url: string; apiPath?: string }
  /** No spec of the site has it: `specs` were tried; `candidates` are close paths of the first. */
  | { kind: 'missing'; method: string; apiPath: string; specs: string[]; candidates: string[]; reason: string }
  /** A spec that would answer cannot be read, or the value is not an endpoint at all. */
  | { kind: 'unknown'; reason: string };

/** How much of a JSON or YAML file is read to tell whether it is an OpenAPI document. */
const HEAD_BYTES = 2048;
const OPENAPI_HEAD = /(^|[\s{,])["']?(openapi|swagger)["']?\s*:\s*["']?\d/m;
const SPEC_FILE = /\.(json|ya?ml)$/i;

export class FrontMatterEndpoints {
  /** Repository specs docs.json does not name, per version of the file set. */
  private discovered?: { files: PageIndex; version: number; specs: Promise<string[]> };

  constructor(
    private readonly workspace: Workspace,
    private readonly spec: (relPath: string) => Promise<OpenApiIndex>,
  ) {}

  /** The operation a front matter value documents, in the site as `model` and `files` describe it. */
  async resolve(value: string, model: SiteModel | undefined, files: PageIndex): Promise<FrontMatterEndpointTarget> {
    const endpoint = parseFrontMatterEndpoint(value);
    if (!endpoint) return { kind: 'unknown', reason: `"${value}" is not an endpoint such as "GET /users"` };
    if ('url' in endpoint) return { kind: 'remote', method: endpoint.method, url: endpoint.url };
    const { method, path: apiPath } = endpoint;
    let specs: string[];
    if (endpoint.spec !== undefined) {
      const named = readOpenapiString(endpoint.spec);
      if (named.kind === 'url') return { kind: 'remote', method, url: named.url, apiPath };
      if (named.kind === 'invalid') return { kind: 'unknown', reason: `the spec "${endpoint.spec}" ${named.reason}` };
      specs = [named.path];
    } else {
      specs = namedSpecs(model);
      const inConfig = await this.firstWith(specs, method, apiPath);
      if (inConfig) return inConfig;
      specs = [...specs, ...(await this.repositorySpecs(files)).filter((f) => !specs.includes(f))];
    }
    const found = await this.firstWith(specs, method, apiPath);
    if (found) return found;
    const missing = { kind: 'missing' as const, method, apiPath, specs };
    if (specs.length === 0) return { ...missing, candidates: [], reason: 'the docs folder has no OpenAPI spec' };
    const first = await this.spec(specs[0]);
    if (specs.length === 1 && first.unreadable)
      return { kind: 'unknown', reason: `the spec "${first.file}" cannot be read` };
    const lookup = findOperation(first, method, apiPath);
    const candidates = lookup.kind === 'path-missing' ? lookup.candidates : [];
    const what = method === 'webhook' ? `a webhook named "${apiPath}"` : `${method.toUpperCase()} ${apiPath}`;
    const reason =
      specs.length === 1
        ? `the spec "${specs[0]}" has no ${what}`
        : `no OpenAPI spec of the site has ${what} (looked in ${specs.join(', ')})`;
    return { ...missing, candidates, reason };
  }

  private async firstWith(
    specs: readonly string[],
    method: string,
    apiPath: string,
  ): Promise<FrontMatterEndpointTarget | undefined> {
    for (const file of specs) {
      const index = await this.spec(file).catch(() => undefined);
      if (!index || index.unreadable) continue;
      const found = findOperation(index, method, apiPath);
      if (found.kind === 'found')
        return { kind: 'found', spec: file, method, apiPath: found.path, operation: found.operation };
    }
    return undefined;
  }

  /** JSON and YAML files of the docs folder whose first bytes declare an OpenAPI (or Swagger) document. */
  private repositorySpecs(files: PageIndex): Promise<string[]> {
    if (this.discovered?.files === files && this.discovered.version === files.version) return this.discovered.specs;
    const specs = this.findRepositorySpecs(files);
    this.discovered = { files, version: files.version, specs };
    return specs;
  }

  private async findRepositorySpecs(files: PageIndex): Promise<string[]> {
    const candidates = [...files.allFiles()].filter((f) => SPEC_FILE.test(f) && f !== 'docs.json').sort();
    if (candidates.length === 0) return [];
    const heads = new Map<string, string>();
    if (this.workspace.readFileHeads) {
      for (const [file, head] of await this.workspace.readFileHeads(candidates, HEAD_BYTES))
        if (!(head instanceof Error)) heads.set(file, head.text);
    } else {
      for (const file of candidates) {
        const text = await this.workspace.readFile(file).catch(() => undefined);
        if (text !== undefined) heads.set(file, text.slice(0, HEAD_BYTES));
      }
    }
    return candidates.filter((f) => OPENAPI_HEAD.test(heads.get(f) ?? ''));
  }
}

/** The local spec files docs.json names, in the order a page's operation is looked for in them. */
function namedSpecs(model: SiteModel | undefined): string[] {
  if (!model) return [];
  const specs: string[] = [];
  const add = (path: string) => {
    if (!specs.includes(path)) specs.push(path);
  };
  for (const source of model.siteOpenapi) if (source.kind === 'file') add(source.path);
  for (const container of model.containers)
    for (const source of container.ownOpenapi ?? []) if (source.kind === 'file') add(source.path);
  for (const entry of model.endpoints) {
    const spec = entry.spec !== undefined ? specOfEndpoint(entry) : undefined;
    if (spec?.kind === 'file') add(spec.path);
  }
  return specs;
}
