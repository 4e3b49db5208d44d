// Facts about one operation read from a parsed spec document (summary, tags, `x-mint.href`), for endpoint routes
// and titles. Only own keys of plain objects are read, and an operation written as a `$ref` is left without facts
// (its route then comes from its method and path).
import type { EndpointFacts } from '../core/index';

export function endpointFactsFromSpec(spec: unknown, method: string, apiPath: string): EndpointFacts | undefined {
  if (!isObject(spec)) return undefined;
  const lower = method.toLowerCase();
  let op: unknown;
  if (lower === 'webhook') {
    const item = own(own(spec, 'webhooks'), apiPath);
    op = isObject(item) ? (own(item, 'post') ?? Object.values(item).find(isObject)) : undefined;
  } else {
    const paths = own(spec, 'paths');
    const item =
      own(paths, apiPath) ?? (apiPath.endsWith('/') ? own(paths, apiPath.slice(0, -1)) : own(paths, `${apiPath}/`));
    op = own(item, lower);
  }
  if (!isObject(op) || Object.prototype.hasOwnProperty.call(op, '$ref')) return undefined;
  const facts: EndpointFacts = {};
  const summary = own(op, 'summary');
  if (typeof summary === 'string') facts.summary = summary;
  const tags = own(op, 'tags');
  if (Array.isArray(tags)) facts.tags = tags.filter((t): t is string => typeof t === 'string');
  const mint = own(op, 'x-mint');
  const href = own(mint, 'href');
  if (typeof href === 'string') facts.href = href;
  if (own(op, 'deprecated') === true) facts.deprecated = true;
  return facts;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function own(v: unknown, key: string): unknown {
  return isObject(v) && Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined;
}
