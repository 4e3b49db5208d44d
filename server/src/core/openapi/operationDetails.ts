// Reads one operation of a spec in full for its page: servers, security schemes, parameters (path item and
// operation, the latter winning), request body, responses, each schema resolved by schemaTree.ts. Files go
// through SpecFiles (stat first, size caps, deadline, parsed once per reader), $refs through refFollow.ts (inside
// the docs root, never fetched, cycle-safe). OpenAPI 3.x in full; Swagger 2.0's body, form and inline parameter
// schemas, host and security definitions are mapped onto the same view. Never throws: problems become a reason
// or notes.
import type { Workspace } from '../workspace/workspace';
import { toSafeRelativePath } from '../workspace/safePath';
import { BuildContext } from './buildContext';
import type { DocPath } from './docLocator';
import type {
  BodyView,
  CodeSampleView,
  ExampleView,
  MediaTypeView,
  OperationDetails,
  OperationResult,
  ParameterLocation,
  ParameterView,
  ResponseView,
  SecuritySchemeView,
  ServerView,
} from './operationView';
import { followRefs, type Node } from './refFollow';
import { hasOwn, isPlainObject } from './refs';
import { DEFAULT_SCHEMA_LIMITS, SchemaResolver, type SchemaLimits } from './schemaTree';
import { DEFAULT_SPEC_LIMITS, SpecFiles, type SpecLimits } from './specFiles';
import { HTTP_METHODS, type HttpMethod } from './types';

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);
const LOCATIONS: ReadonlySet<string> = new Set(['path', 'query', 'header', 'cookie']);
const MAX_PARAMETERS = 200;
const MAX_RESPONSES = 100;
const MAX_EXAMPLES = 20;

export interface OperationReaderOptions {
  spec?: Partial<SpecLimits>;
  schema?: Partial<SchemaLimits>;
}

/**
 * Reads operations of the specs of one site build. Each spec file (and every file it refers to) is read and parsed
 * once per reader; make a new reader when files may have changed.
 */
export class OperationReader {
  private readonly files = new Map<string, SpecFiles>();
  private readonly specLimits: SpecLimits;
  private readonly schemaLimits: SchemaLimits;

  constructor(
    private readonly ws: Workspace,
    options: OperationReaderOptions = {},
  ) {
    this.specLimits = { ...DEFAULT_SPEC_LIMITS, ...options.spec };
    this.schemaLimits = { ...DEFAULT_SCHEMA_LIMITS, ...options.schema };
  }

  /** `method` in any case, or `webhook` (then `path` is the webhook's name). */
  async read(spec: string, method: string, path: string): Promise<OperationResult> {
    try {
      return await this.readUnsafe(spec, method.toLowerCase(), path);
    } catch (e) {
      return { ok: false, reason: `the operation could not be read: ${e instanceof Error ? e.message : String(e)}` };
    }
  }

  private async readUnsafe(spec: string, method: string, path: string): Promise<OperationResult> {
    if (/^https?:\/\//i.test(spec))
      return { ok: false, reason: `the spec ${spec} is a URL; it is not fetched offline` };
    const safe = toSafeRelativePath(spec);
    if (!safe.ok) return { ok: false, reason: `the spec path "${spec}" is not inside the docs root` };
    const file = safe.path;
    if (method !== 'webhook' && !METHODS.has(method)) return { ok: false, reason: `"${method}" is not an HTTP method` };
    let files = this.files.get(file);
    if (!files) this.files.set(file, (files = new SpecFiles(this.ws, this.specLimits)));
    const loaded = await files.load(file);
    if (!loaded.ok) return { ok: false, reason: loaded.reason };
    if (!loaded.parsed.ok) return { ok: false, reason: `the spec "${file}" cannot be parsed` };
    const root = loaded.parsed.value;
    if (!isPlainObject(root)) return { ok: false, reason: `the spec "${file}" is not an OpenAPI document` };

    const ctx = new BuildContext(files);
    const found = findItem(root, file, method, path);
    if (!found) {
      return {
        ok: false,
        reason:
          method === 'webhook'
            ? `the spec "${file}" has no webhook named "${path}"`
            : `the spec "${file}" has no path "${path}"`,
      };
    }
    const item = await followRefs(ctx, found.node, method === 'webhook' ? 'webhook' : 'path item');
    if (!item.ok) return { ok: false, reason: `the path item ${item.reason}` };
    if (!isPlainObject(item.node.value)) return { ok: false, reason: `"${path}" is not a path item object` };
    const opMethod = method === 'webhook' ? webhookMethod(item.node.value) : (method as HttpMethod);
    if (!opMethod || !hasOwn(item.node.value, opMethod)) {
      return { ok: false, reason: `"${path}" has no ${method === 'webhook' ? 'operation' : method.toUpperCase()}` };
    }
    const op = await followRefs(ctx, child(item.node, opMethod), 'operation');
    if (!op.ok) return { ok: false, reason: `the operation ${op.reason}` };
    if (!isPlainObject(op.node.value)) return { ok: false, reason: 'the operation is not an object' };

    const reader = new DetailsBuilder(ctx, new SchemaResolver(ctx, this.schemaLimits), root, file);
    const details = await reader.build(item.node, op.node, {
      method: method === 'webhook' ? 'webhook' : opMethod,
      path: found.key,
      webhookMethod: method === 'webhook' ? opMethod : undefined,
    });
    return { ok: true, details };
  }
}

function findItem(
  root: Record<string, unknown>,
  file: string,
  method: string,
  path: string,
): { key: string; node: Node } | undefined {
  const container = method === 'webhook' ? root.webhooks : root.paths;
  if (!isPlainObject(container)) return undefined;
  const keys =
    method === 'webhook'
      ? [path]
      : path.length > 1 && path.endsWith('/')
        ? [path, path.slice(0, -1)]
        : [path, `${path}/`];
  for (const key of keys) {
    if (hasOwn(container, key)) {
      return { key, node: { file, path: [method === 'webhook' ? 'webhooks' : 'paths', key], value: container[key] } };
    }
  }
  return undefined;
}

/** A webhook's path item names the request it sends by method; POST is the usual one. */
function webhookMethod(item: Record<string, unknown>): HttpMethod | undefined {
  if (hasOwn(item, 'post')) return 'post';
  return HTTP_METHODS.find((m) => hasOwn(item, m));
}

function child(node: Node, key: string | number): Node {
  const value = Array.isArray(node.value)
    ? node.value[Number(key)]
    : isPlainObject(node.value) && hasOwn(node.value, String(key))
      ? node.value[String(key)]
      : undefined;
  return { file: node.file, path: [...node.path, String(key)] as DocPath, value };
}

/**
 * `x-codeSamples` (or, when absent, `x-code-samples`) as Mintlify reads it: an array whose entries need a string
 * `lang` and `source`; an entry without them is skipped, and a value that is not an array gives none.
 */
function codeSamplesOf(o: Record<string, unknown>): CodeSampleView[] | undefined {
  const raw = hasOwn(o, 'x-codeSamples')
    ? o['x-codeSamples']
    : hasOwn(o, 'x-code-samples')
      ? o['x-code-samples']
      : undefined;
  if (!Array.isArray(raw)) return undefined;
  const out: CodeSampleView[] = [];
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    if (typeof e.lang !== 'string' || typeof e.source !== 'string') continue;
    out.push(
      typeof e.label === 'string'
        ? { lang: e.lang, label: e.label, source: e.source }
        : { lang: e.lang, source: e.source },
    );
  }
  return out;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

class DetailsBuilder {
  private readonly swagger2: boolean;

  constructor(
    private readonly ctx: BuildContext,
    private readonly schemas: SchemaResolver,
    private readonly root: Record<string, unknown>,
    private readonly file: string,
  ) {
    this.swagger2 = root.swagger === '2.0';
  }

  async build(
    item: Node,
    op: Node,
    id: { method: HttpMethod | 'webhook'; path: string; webhookMethod?: HttpMethod },
  ): Promise<OperationDetails> {
    const o = op.value as Record<string, unknown>;
    const i = item.value as Record<string, unknown>;
    const notes: string[] = [];
    const { parameters, bodyParams, formParams } = await this.parameters(item, op, notes);
    const details: OperationDetails = {
      file: this.file,
      method: id.method,
      path: id.path,
      summary: str(o.summary) ?? str(i.summary),
      description: str(o.description) ?? str(i.description),
      operationId: str(o.operationId),
      deprecated: o.deprecated === true,
      tags: Array.isArray(o.tags) ? o.tags.filter((t): t is string => typeof t === 'string') : [],
      servers: this.servers(o, i),
      security: await this.security(o),
      parameters,
      responses: await this.responses(child(op, 'responses'), o),
      notes,
    };
    if (id.webhookMethod) details.webhookMethod = id.webhookMethod;
    const codeSamples = codeSamplesOf(o);
    if (codeSamples) details.codeSamples = codeSamples;
    const body = this.swagger2
      ? await this.swaggerBody(bodyParams, formParams, o)
      : hasOwn(o, 'requestBody')
        ? await this.requestBody(child(op, 'requestBody'))
        : undefined;
    if (body) details.requestBody = body;
    details.notes.push(...this.schemas.notes);
    return details;
  }

  private servers(o: Record<string, unknown>, i: Record<string, unknown>): ServerView[] {
    if (this.swagger2) {
      const host = str(this.root.host);
      if (!host) return [];
      const schemes = Array.isArray(this.root.schemes) ? this.root.schemes.filter((s) => typeof s === 'string') : [];
      const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
      return [{ url: `${scheme}://${host}${str(this.root.basePath) ?? ''}` }];
    }
    const list = [o.servers, i.servers, this.root.servers].find((s) => Array.isArray(s) && s.length > 0);
    if (!Array.isArray(list)) return [];
    const out: ServerView[] = [];
    for (const s of list.slice(0, 20)) {
      if (!isPlainObject(s) || typeof s.url !== 'string') continue;
      const server: ServerView = { url: withVariables(s.url, s.variables) };
      if (typeof s.description === 'string') server.description = s.description;
      out.push(server);
    }
    return out;
  }

  private async security(o: Record<string, unknown>): Promise<SecuritySchemeView[][]> {
    const requirements = Array.isArray(o.security)
      ? o.security
      : Array.isArray(this.root.security)
        ? this.root.security
        : [];
    const schemesNode: Node = this.swagger2
      ? { file: this.file, path: ['securityDefinitions'], value: this.root.securityDefinitions }
      : child({ file: this.file, path: ['components'], value: this.root.components }, 'securitySchemes');
    const out: SecuritySchemeView[][] = [];
    for (const req of requirements.slice(0, 20)) {
      if (!isPlainObject(req)) continue;
      const alternative: SecuritySchemeView[] = [];
      for (const name of Object.keys(req)) {
        const scopes = Array.isArray(req[name])
          ? (req[name] as unknown[]).filter((s): s is string => typeof s === 'string')
          : [];
        const found = await followRefs(this.ctx, child(schemesNode, name), 'security scheme');
        const v = found.ok && isPlainObject(found.node.value) ? found.node.value : undefined;
        const view: SecuritySchemeView = { name, type: str(v?.type) ?? 'unknown', scopes };
        if (v) {
          const scheme = str(v.scheme);
          if (scheme) view.scheme = scheme.toLowerCase();
          if (str(v.bearerFormat)) view.bearerFormat = str(v.bearerFormat);
          if (str(v.in)) view.in = str(v.in);
          if (str(v.name)) view.paramName = str(v.name);
          if (str(v.description)) view.description = str(v.description);
          if (view.type === 'basic') {
            view.type = 'http';
            view.scheme = 'basic';
          }
        }
        alternative.push(view);
      }
      // `{}` in the list means "or no authentication": an empty alternative.
      out.push(alternative);
    }
    return out.filter((a) => a.length > 0).length === 0 ? [] : out;
  }

  private async parameters(
    item: Node,
    op: Node,
    notes: string[],
  ): Promise<{ parameters: ParameterView[]; bodyParams: Node[]; formParams: Node[] }> {
    const byKey = new Map<string, Node>();
    for (const owner of [item, op]) {
      const list = child(owner, 'parameters');
      if (!Array.isArray(list.value)) continue;
      for (let idx = 0; idx < list.value.length && idx < MAX_PARAMETERS; idx++) {
        const followed = await followRefs(this.ctx, child(list, idx), 'parameter');
        if (!followed.ok) {
          notes.push(`A parameter is not shown: ${followed.reason}`);
          continue;
        }
        const v = followed.node.value;
        if (!isPlainObject(v) || typeof v.name !== 'string' || typeof v.in !== 'string') continue;
        byKey.set(`${v.in}\u0000${v.name}`, followed.node);
      }
    }
    const parameters: ParameterView[] = [];
    const bodyParams: Node[] = [];
    const formParams: Node[] = [];
    for (const node of byKey.values()) {
      const v = node.value as Record<string, unknown>;
      if (v.in === 'body') bodyParams.push(node);
      else if (v.in === 'formData') formParams.push(node);
      else if (LOCATIONS.has(v.in as string)) parameters.push(await this.parameter(node, v.in as ParameterLocation));
    }
    return { parameters, bodyParams, formParams };
  }

  private async parameter(node: Node, location: ParameterLocation): Promise<ParameterView> {
    const v = node.value as Record<string, unknown>;
    const view: ParameterView = {
      name: v.name as string,
      in: location,
      required: v.required === true || location === 'path',
      deprecated: v.deprecated === true,
    };
    if (typeof v.description === 'string') view.description = v.description;
    if (hasOwn(v, 'example')) view.example = v.example;
    // 3.x: `schema` (or `content` with one media type); 2.0: the parameter object is its own schema.
    if (hasOwn(v, 'schema')) view.schema = await this.schemas.resolve(child(node, 'schema'));
    else if (isPlainObject(v.content)) {
      const first = Object.keys(v.content)[0];
      const media = first === undefined ? undefined : child(child(node, 'content'), first);
      if (media && isPlainObject(media.value) && hasOwn(media.value, 'schema')) {
        view.schema = await this.schemas.resolve(child(media, 'schema'));
      }
    } else if (this.swagger2) view.schema = await this.schemas.resolve(node);
    if (view.schema && view.description === undefined && view.schema.description) {
      view.description = view.schema.description;
    }
    return view;
  }

  private async requestBody(start: Node): Promise<BodyView | undefined> {
    const followed = await followRefs(this.ctx, start, 'request body');
    if (!followed.ok || !isPlainObject(followed.node.value)) return undefined;
    const v = followed.node.value;
    const body: BodyView = { required: v.required === true, contents: await this.contents(followed.node) };
    if (typeof v.description === 'string') body.description = v.description;
    return body;
  }

  private async contents(owner: Node): Promise<MediaTypeView[]> {
    const content = child(owner, 'content');
    if (!isPlainObject(content.value)) return [];
    const out: MediaTypeView[] = [];
    for (const mediaType of Object.keys(content.value).slice(0, 20)) {
      const media = child(content, mediaType);
      if (!isPlainObject(media.value)) continue;
      const view: MediaTypeView = { mediaType, examples: await this.examples(media) };
      if (hasOwn(media.value, 'schema')) view.schema = await this.schemas.resolve(child(media, 'schema'));
      out.push(view);
    }
    return out;
  }

  private async examples(media: Node): Promise<ExampleView[]> {
    const v = media.value as Record<string, unknown>;
    if (hasOwn(v, 'example')) return [{ value: v.example }];
    const examples = child(media, 'examples');
    if (!isPlainObject(examples.value)) return [];
    const out: ExampleView[] = [];
    for (const name of Object.keys(examples.value).slice(0, MAX_EXAMPLES)) {
      const followed = await followRefs(this.ctx, child(examples, name), 'example');
      if (!followed.ok || !isPlainObject(followed.node.value) || !hasOwn(followed.node.value, 'value')) continue;
      const ex = followed.node.value;
      const view: ExampleView = { name, value: ex.value };
      if (typeof ex.summary === 'string') view.summary = ex.summary;
      out.push(view);
    }
    return out;
  }

  private async responses(responses: Node, o: Record<string, unknown>): Promise<ResponseView[]> {
    if (!isPlainObject(responses.value)) return [];
    const out: ResponseView[] = [];
    for (const status of Object.keys(responses.value).slice(0, MAX_RESPONSES)) {
      if (status.startsWith('x-')) continue;
      const followed = await followRefs(this.ctx, child(responses, status), 'response');
      if (!followed.ok || !isPlainObject(followed.node.value)) {
        out.push({ status, description: followed.ok ? undefined : followed.reason, headers: [], contents: [] });
        continue;
      }
      const node = followed.node;
      const v = node.value as Record<string, unknown>;
      const view: ResponseView = { status, headers: await this.headers(node), contents: [] };
      if (typeof v.description === 'string') view.description = v.description;
      if (this.swagger2) {
        if (hasOwn(v, 'schema')) {
          const produces = Array.isArray(o.produces)
            ? o.produces
            : Array.isArray(this.root.produces)
              ? this.root.produces
              : [];
          const mediaType = typeof produces[0] === 'string' ? produces[0] : 'application/json';
          const examples =
            isPlainObject(v.examples) && hasOwn(v.examples, mediaType) ? [{ value: v.examples[mediaType] }] : [];
          view.contents.push({ mediaType, schema: await this.schemas.resolve(child(node, 'schema')), examples });
        }
      } else view.contents = await this.contents(node);
      out.push(view);
    }
    return out;
  }

  private async headers(response: Node): Promise<ParameterView[]> {
    const headers = child(response, 'headers');
    if (!isPlainObject(headers.value)) return [];
    const out: ParameterView[] = [];
    for (const name of Object.keys(headers.value).slice(0, MAX_PARAMETERS)) {
      const followed = await followRefs(this.ctx, child(headers, name), 'header');
      if (!followed.ok || !isPlainObject(followed.node.value)) continue;
      const view = await this.parameter(
        { ...followed.node, value: { ...followed.node.value, name, in: 'header' } },
        'header',
      );
      view.required = followed.node.value.required === true;
      out.push(view);
    }
    return out;
  }

  /** Swagger 2.0: the `in: body` parameter's schema, or the `formData` parameters as the fields of a form. */
  private async swaggerBody(
    bodyParams: Node[],
    formParams: Node[],
    o: Record<string, unknown>,
  ): Promise<BodyView | undefined> {
    const consumes = Array.isArray(o.consumes)
      ? o.consumes
      : Array.isArray(this.root.consumes)
        ? this.root.consumes
        : [];
    if (bodyParams.length > 0) {
      const node = bodyParams[0];
      const v = node.value as Record<string, unknown>;
      const mediaType = typeof consumes[0] === 'string' ? consumes[0] : 'application/json';
      const body: BodyView = {
        required: v.required === true,
        contents: [{ mediaType, schema: await this.schemas.resolve(child(node, 'schema')), examples: [] }],
      };
      if (typeof v.description === 'string') body.description = v.description;
      return body;
    }
    if (formParams.length === 0) return undefined;
    const mediaType = consumes.includes('multipart/form-data')
      ? 'multipart/form-data'
      : 'application/x-www-form-urlencoded';
    const properties = [];
    for (const node of formParams) {
      const v = node.value as Record<string, unknown>;
      properties.push({
        name: v.name as string,
        required: v.required === true,
        schema: await this.schemas.resolve(node),
      });
    }
    return {
      required: properties.some((p) => p.required),
      contents: [{ mediaType, examples: [], schema: { type: 'object', constraints: [], properties } }],
    };
  }
}

/** `https://{region}.example.com` with each variable's default. */
function withVariables(url: string, variables: unknown): string {
  if (!isPlainObject(variables)) return url;
  return url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const v = hasOwn(variables, name) ? variables[name] : undefined;
    return isPlainObject(v) && typeof v.default === 'string' ? v.default : whole;
  });
}
