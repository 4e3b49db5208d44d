// The URL Mintlify gives a page generated from an OpenAPI operation: `<directory>/<tag>/<slug>`, where the
// directory is the `directory` set beside the spec in docs.json (lower case, "api-reference" by default), the tag
// is the operation's first tag, and the slug its summary; both are converted by replacing spaces with "-",
// dropping `{ } ( ) , . ' /` and lower-casing. Without a summary the slug is the method and the path's literal
// segments ("GET /users/{id}/posts" -> "get-users-posts"). `x-mint.href` on the operation replaces the whole URL.
import type { OperationInfo } from './types';

export const DEFAULT_ENDPOINT_DIRECTORY = 'api-reference';

/** What the builder knows about one operation (from the spec), for its route and title. */
export interface EndpointFacts {
  summary?: string;
  tags?: readonly string[];
  /** `x-mint.href` (or `x-mint: { href }`) on the operation. */
  href?: string;
  deprecated?: boolean;
}

/** The facts of an operation from the spec index. */
export function endpointFactsOf(op: OperationInfo): EndpointFacts {
  const facts: EndpointFacts = {};
  if (op.summary !== undefined) facts.summary = op.summary;
  if (op.firstTag !== undefined) facts.tags = [op.firstTag];
  if (op.mintHref !== undefined) facts.href = op.mintHref;
  if (op.deprecated) facts.deprecated = true;
  return facts;
}

/** Mintlify's conversion of a summary or tag name into a URL segment. */
export function endpointSegment(text: string): string {
  return text
    .replace(/ /g, '-')
    .replace(/[{}(),.'/]/g, '')
    .toLowerCase();
}

/** "get" + "/users/{id}/posts" -> "get-users-posts"; a webhook's slug is "webhook-" and its name. */
export function methodPathSlug(method: string, apiPath: string): string {
  const literal = apiPath
    .split('/')
    .filter((s) => s !== '' && !/^\{.*\}$/.test(s))
    .map(endpointSegment);
  return [method.toLowerCase(), ...literal].filter((s) => s !== '').join('-');
}

/**
 * The route (URL path without the leading "/") of an endpoint page, before duplicates are numbered. Every segment
 * is made safe as a file name: no empty, "." or ".." segment can come out.
 */
export function endpointRoute(
  method: string,
  apiPath: string,
  facts: EndpointFacts | undefined,
  directory: string | undefined,
): string {
  if (facts?.href) {
    const fromHref = safeSegments(facts.href.toLowerCase().replace(/\.[^./]*$/, ''));
    if (fromHref.length > 0) return fromHref.join('/');
  }
  const dir = safeSegments((directory ?? DEFAULT_ENDPOINT_DIRECTORY).toLowerCase());
  const tag = facts?.tags?.[0] !== undefined ? endpointSegment(facts.tags[0]) : '';
  let slug = facts?.summary !== undefined ? endpointSegment(facts.summary) : '';
  if (!isUsableSegment(slug)) slug = methodPathSlug(method === 'webhook' ? 'webhook' : method, apiPath);
  if (!isUsableSegment(slug)) slug = method.toLowerCase();
  const parts = dir.length > 0 ? [...dir] : [DEFAULT_ENDPOINT_DIRECTORY];
  if (isUsableSegment(tag)) parts.push(tag);
  parts.push(slug);
  return parts.join('/');
}

/** The title of an endpoint page: the operation's summary, else the entry as written ("GET /users"). */
export function endpointTitle(method: string, apiPath: string, facts: EndpointFacts | undefined): string {
  const summary = facts?.summary?.trim();
  if (summary) return summary;
  return method === 'webhook' ? apiPath : `${method.toUpperCase()} ${apiPath}`;
}

function isUsableSegment(s: string): boolean {
  return s !== '' && s !== '.' && s !== '..' && !/[\\\0]/.test(s);
}

function safeSegments(path: string): string[] {
  return path.split('/').filter(isUsableSegment);
}
