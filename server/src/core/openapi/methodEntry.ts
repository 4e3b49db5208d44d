// Page strings that name an operation (see docs/format.md): `GET /users/{id}`, `post /x` (any case),
// `webhook order.created`, and `api/openapi.yaml GET /x` naming the spec explicitly. Anything else is a page path.
import { HTTP_METHODS, HttpMethod } from './types';

export interface MethodEntry {
  /** The spec named in the entry, as written (a root-relative path or a URL); absent when the nav's `openapi` applies. */
  spec?: string;
  method: HttpMethod | 'webhook';
  /** The endpoint path (starts with "/") or, for `webhook`, the webhook name. */
  path: string;
}

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);
const HAS_SPACE = /\S\s+\S/;

export function parseMethodEntry(entry: string): MethodEntry | undefined {
  if (typeof entry !== 'string' || entry.length > 4096) return undefined;
  // Nearly every entry of a large site is a page path without a space: one scan rejects it without splitting.
  if (!HAS_SPACE.test(entry)) return undefined;
  const parts = entry.trim().split(/\s+/);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const [spec, word, path] = parts.length === 3 ? parts : [undefined, parts[0], parts[1]];
  const method = word.toLowerCase();
  if (method === 'webhook') {
    if (path.length === 0) return undefined;
    return spec === undefined ? { method: 'webhook', path } : { spec, method: 'webhook', path };
  }
  if (!METHODS.has(method) || !path.startsWith('/')) return undefined;
  return spec === undefined ? { method: method as HttpMethod, path } : { spec, method: method as HttpMethod, path };
}

/**
 * What a page's `openapi` or `api` front matter names: a METHOD entry as above (`GET /users`,
 * `openapi.json POST /x`), or a method and a full URL (`api: "GET https://api.example.com/users"`, a page written by
 * hand with no spec behind it). Undefined for anything else.
 */
export type FrontMatterEndpoint = MethodEntry | { method: HttpMethod; url: string };

export function parseFrontMatterEndpoint(value: unknown): FrontMatterEndpoint | undefined {
  if (typeof value !== 'string') return undefined;
  const entry = parseMethodEntry(value);
  if (entry) return entry;
  const withUrl = /^\s*(\S+)\s+(https?:\/\/\S+)\s*$/i.exec(value);
  const method = withUrl?.[1].toLowerCase();
  return withUrl && method && METHODS.has(method) ? { method: method as HttpMethod, url: withUrl[2] } : undefined;
}
