// The `redirects` of docs.json as Mintlify applies them: each entry sends a source path to a destination, permanent
// (308) unless `permanent: false` (307). A source may hold parameters and wildcards (`/blog/:slug`, `/docs/:path*`,
// `/legacy/*`, `/articles/concepts-*`); what they capture is put into the destination where it names them
// (`/v2/:path*`, `/new/article-*`). One reading of the entries and one matcher, for the page rules (is a link's
// target a redirect?) and the site builder (redirect pages, `dev`'s HTTP redirects).
import { prop, type ComposedNode } from '../model/composedTree';
import { normalizeRoute } from './route';

export interface RedirectEntry {
  /** As written. */
  source: string;
  destination: string;
  permanent: boolean;
}

export interface RedirectRule extends RedirectEntry {
  /** The source as a route: leading `/`, no trailing slash, no query or fragment. */
  route: string;
  /** Set when the source has parameters or wildcards; a plain source matches its route only. */
  pattern?: RegExp;
  /** Names of the pattern's groups, in order (`*` for a wildcard). */
  names: string[];
}

/** Every entry of `redirects` whose source and destination are strings, in order. */
export function readRedirects(root: ComposedNode | undefined): RedirectEntry[] {
  const out: RedirectEntry[] = [];
  const list = prop(root, 'redirects');
  for (const item of list?.type === 'array' ? (list.items ?? []) : []) {
    const source = prop(item, 'source');
    const destination = prop(item, 'destination');
    if (source?.type !== 'string' || destination?.type !== 'string') continue;
    const permanent = prop(item, 'permanent');
    out.push({
      source: source.value as string,
      destination: destination.value as string,
      permanent: !(permanent?.type === 'boolean' && permanent.value === false),
    });
  }
  return out;
}

/** True when a source has parameters or wildcards (it cannot be one static page). */
export function isRedirectPattern(source: string): boolean {
  return /[:*]/.test(normalizeRoute(source));
}

const PARAM = /^:([A-Za-z0-9_]+)([*+?]?)$/;

export function compileRedirect(entry: RedirectEntry): RedirectRule {
  const route = normalizeRoute(entry.source);
  const rule: RedirectRule = { ...entry, route, names: [] };
  if (!/[:*]/.test(route)) return rule;
  let pattern = '';
  for (const segment of route.split('/').slice(1)) {
    const param = PARAM.exec(segment);
    if (segment === '*') {
      rule.names.push('*');
      pattern += '(?:/(.*))?';
    } else if (param) {
      rule.names.push(param[1]);
      const kind = param[2];
      if (kind === '*') pattern += '(?:/(.*))?';
      else if (kind === '+') pattern += '/(.+)';
      else if (kind === '?') pattern += '(?:/([^/]+))?';
      else pattern += '/([^/]+)';
    } else if (segment.includes('*')) {
      // A partial wildcard: `concepts-*` matches any segment (and what follows) starting with `concepts-`.
      const parts = segment.split('*');
      pattern += '/' + parts.map(escapeRegExp).join('(.*)');
      for (let i = 1; i < parts.length; i++) rule.names.push('*');
    } else pattern += '/' + escapeRegExp(segment);
  }
  rule.pattern = new RegExp(`^${pattern || '/'}$`);
  return rule;
}

/**
 * The destination `route` is sent to by `rule`, with what the source captured put in (`:name`, `:name*` and `*`
 * in the destination); undefined when the rule does not match the route.
 */
export function redirectDestination(rule: RedirectRule, route: string): string | undefined {
  if (!rule.pattern) return normalizeRoute(route) === rule.route ? rule.destination : undefined;
  const m = rule.pattern.exec(normalizeRoute(route));
  if (!m) return undefined;
  const byName = new Map<string, string>();
  const stars: string[] = [];
  rule.names.forEach((name, i) => {
    const value = m[i + 1] ?? '';
    if (name === '*') stars.push(value);
    else byName.set(name, value);
  });
  let star = 0;
  const filled = rule.destination.replace(/:([A-Za-z0-9_]+)[*+?]?|\*/g, (token, name: string | undefined) => {
    if (name === undefined) return stars[star++] ?? '';
    return byName.get(name) ?? token;
  });
  // An empty capture (`/docs/:path*` matching `/docs`) leaves a trailing slash or an empty segment behind.
  return filled.replace(/(?<!:)\/{2,}/g, '/').replace(/(.)\/(?=$|[?#])/, '$1');
}

/** A matcher for redirect sources: true when one of them matches the route. */
export function redirectMatcher(sources: Iterable<string>): (route: string) => boolean {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const source of sources) {
    const rule = compileRedirect({ source, destination: '', permanent: true });
    if (rule.pattern) patterns.push(rule.pattern);
    else exact.add(rule.route);
  }
  return (route) => exact.has(route) || patterns.some((p) => p.test(route));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
