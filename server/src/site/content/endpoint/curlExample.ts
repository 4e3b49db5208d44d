// The request example of an endpoint page: a curl command built from the spec (method, first server, required
// query and header parameters, authentication placeholders, a body from the spec's example or its schema).
import {
  encodeUriComponent,
  exampleFromSchema,
  exampleJson,
  type OperationDetails,
  type SecuritySchemeView,
} from '../../../core';

export function curlCommand(op: OperationDetails): string {
  const method = (op.webhookMethod ?? (op.method === 'webhook' ? 'post' : op.method)).toUpperCase();
  const base = op.servers[0]?.url.replace(/\/+$/, '') ?? '';
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map(
      (p) =>
        `${encodeUriComponent(p.name)}=${placeholder(p.example ?? (p.schema ? exampleFromSchema(p.schema) : undefined))}`,
    );
  const url = `${base}${op.method === 'webhook' ? '' : op.path}${query.length ? `?${query.join('&')}` : ''}`;
  const lines = [`curl --request ${method}`, `--url ${shellQuote(url || '/')}`];
  for (const h of authHeaders(op.security[0] ?? [])) lines.push(`--header ${shellQuote(h)}`);
  for (const p of op.parameters) {
    if (p.in === 'header' && p.required) {
      lines.push(
        `--header ${shellQuote(`${p.name}: ${placeholder(p.example ?? (p.schema ? exampleFromSchema(p.schema) : undefined))}`)}`,
      );
    }
  }
  const media = op.requestBody?.contents[0];
  if (media) {
    const value = media.examples[0]?.value ?? (media.schema ? exampleFromSchema(media.schema) : undefined);
    if (/multipart\/form-data/i.test(media.mediaType)) {
      for (const p of media.schema?.properties ?? []) {
        lines.push(`--form ${shellQuote(`${p.name}=${placeholder(exampleFromSchema(p.schema))}`)}`);
      }
    } else {
      lines.push(`--header ${shellQuote(`Content-Type: ${media.mediaType}`)}`);
      if (value !== undefined) {
        const body = /json/i.test(media.mediaType)
          ? exampleJson(value, 20_000)
          : /x-www-form-urlencoded/i.test(media.mediaType) && value && typeof value === 'object'
            ? Object.entries(value as Record<string, unknown>)
                .map(([k, v]) => `${encodeUriComponent(k)}=${placeholder(v)}`)
                .join('&')
            : placeholder(value);
        lines.push(`--data ${shellQuote(body)}`);
      }
    }
  }
  return lines.join(' \\\n  ');
}

function authHeaders(schemes: SecuritySchemeView[]): string[] {
  const out: string[] = [];
  for (const s of schemes) {
    if (s.type === 'http' && s.scheme === 'basic') out.push('Authorization: Basic <encoded-value>');
    else if (s.type === 'http' || s.type === 'oauth2' || s.type === 'openIdConnect')
      out.push('Authorization: Bearer <token>');
    else if (s.type === 'apiKey' && s.in === 'header' && s.paramName) out.push(`${s.paramName}: <api-key>`);
  }
  return out;
}

function placeholder(v: unknown): string {
  if (v === undefined || v === null) return '<value>';
  // A list in a query string or header is written as its values separated by commas.
  if (Array.isArray(v)) return v.map((x) => placeholder(x)).join(',');
  return typeof v === 'string' ? v : typeof v === 'object' ? exampleJson(v, 2000, 8).replace(/\n\s*/g, ' ') : String(v);
}

/** One shell word: single quotes, with any single quote inside written as '\''. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
