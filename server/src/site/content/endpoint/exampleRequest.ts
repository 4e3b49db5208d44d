// The request an endpoint page's examples show, worked out once from the spec and then written in each language:
// method, URL (the first server, the path), query and header parameters, authentication placeholders and a body
// from the spec's example or its schema. `defaults: "required"` (docs.json `api.examples.defaults`) leaves the
// optional parameters and body properties out, as Mintlify does; its default, `all`, keeps them.
import {
  encodeUriComponent,
  exampleFromSchema,
  exampleJson,
  type MediaTypeView,
  type OperationDetails,
  type ParameterView,
  type SecuritySchemeView,
} from '../../../core';

export type ExampleDefaults = 'all' | 'required';

export interface ExampleRequest {
  /** Upper case. */
  method: string;
  /** The first server's URL without its trailing `/` ('' when the spec has none), then the path as written. */
  url: string;
  /** Name and value, in the spec's order. */
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  body?: ExampleBody;
}

export type ExampleBody =
  | { kind: 'text'; mediaType: string; text: string }
  | { kind: 'form'; mediaType: string; fields: Array<[string, string]> }
  | { kind: 'none'; mediaType: string };

export function exampleRequest(op: OperationDetails, defaults: ExampleDefaults = 'all'): ExampleRequest {
  const wanted = (p: ParameterView) => defaults === 'all' || p.required;
  const method = (op.webhookMethod ?? (op.method === 'webhook' ? 'post' : op.method)).toUpperCase();
  const base = op.servers[0]?.url.replace(/\/+$/, '') ?? '';
  const query = op.parameters
    .filter((p) => p.in === 'query' && wanted(p))
    .map((p): [string, string] => [p.name, placeholder(parameterValue(p))]);
  const headers: Array<[string, string]> = authHeaders(op.security[0] ?? []);
  for (const p of op.parameters) {
    if (p.in === 'header' && wanted(p)) headers.push([p.name, placeholder(parameterValue(p))]);
  }
  const request: ExampleRequest = { method, url: `${base}${op.method === 'webhook' ? '' : op.path}`, query, headers };
  const media = op.requestBody?.contents[0];
  if (media) request.body = exampleBody(media, defaults);
  return request;
}

function exampleBody(media: MediaTypeView, defaults: ExampleDefaults): ExampleBody {
  const mediaType = media.mediaType;
  if (/multipart\/form-data/i.test(mediaType)) {
    const props = (media.schema?.properties ?? []).filter((p) => defaults === 'all' || p.required);
    return { kind: 'form', mediaType, fields: props.map((p) => [p.name, placeholder(exampleFromSchema(p.schema))]) };
  }
  const value = bodyValue(media, defaults);
  if (value === undefined) return { kind: 'none', mediaType };
  if (/json/i.test(mediaType)) return { kind: 'text', mediaType, text: exampleJson(value, 20_000) };
  if (/x-www-form-urlencoded/i.test(mediaType) && value && typeof value === 'object') {
    const text = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${encodeUriComponent(k)}=${placeholder(v)}`)
      .join('&');
    return { kind: 'text', mediaType, text };
  }
  return { kind: 'text', mediaType, text: placeholder(value) };
}

/** The spec's own example as written; else one made from the schema, its optional properties left out on request. */
function bodyValue(media: MediaTypeView, defaults: ExampleDefaults): unknown {
  if (media.examples.length > 0) return media.examples[0].value;
  if (!media.schema) return undefined;
  const value = exampleFromSchema(media.schema);
  if (defaults === 'all' || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const required = new Set(media.schema.properties.filter((p) => p.required).map((p) => p.name));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([k]) => required.has(k)));
}

function parameterValue(p: ParameterView): unknown {
  return p.example ?? (p.schema ? exampleFromSchema(p.schema) : undefined);
}

function authHeaders(schemes: SecuritySchemeView[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const s of schemes) {
    if (s.type === 'http' && s.scheme === 'basic') out.push(['Authorization', 'Basic <encoded-value>']);
    else if (s.type === 'http' || s.type === 'oauth2' || s.type === 'openIdConnect')
      out.push(['Authorization', 'Bearer <token>']);
    else if (s.type === 'apiKey' && s.in === 'header' && s.paramName) out.push([s.paramName, '<api-key>']);
  }
  return out;
}

function placeholder(v: unknown): string {
  if (v === undefined || v === null) return '<value>';
  // A list in a query string or header is written as its values separated by commas.
  if (Array.isArray(v)) return v.map((x) => placeholder(x)).join(',');
  return typeof v === 'string' ? v : typeof v === 'object' ? exampleJson(v, 2000, 8).replace(/\n\s*/g, ' ') : String(v);
}

/** The request as a curl command: one option a line, every word single-quoted for the shell. */
export function curlCommand(req: ExampleRequest): string {
  const query = req.query.map(([k, v]) => `${encodeUriComponent(k)}=${v}`);
  const url = `${req.url}${query.length ? `?${query.join('&')}` : ''}`;
  const lines = [`curl --request ${req.method}`, `--url ${shellQuote(url || '/')}`];
  for (const [name, value] of req.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  const body = req.body;
  if (body?.kind === 'form') {
    for (const [name, value] of body.fields) lines.push(`--form ${shellQuote(`${name}=${value}`)}`);
  } else if (body) {
    lines.push(`--header ${shellQuote(`Content-Type: ${body.mediaType}`)}`);
    if (body.kind === 'text') lines.push(`--data ${shellQuote(body.text)}`);
  }
  return lines.join(' \\\n  ');
}

/** One shell word: single quotes, with any single quote inside written as '\''. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
