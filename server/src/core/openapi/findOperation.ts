// The one lookup every rule and feature uses to find an operation named by a METHOD entry. Maps and a method
// allowlist only, so `CONSTRUCTOR /users` or `__PROTO__ /x` can never find `Object.prototype` members.
// A trailing slash on either side is tolerated (as Mintlify does); `{id}` vs `{userId}` is a near match.
import { closestKeys, pathShape } from './similarity';
import { HTTP_METHODS, HttpMethod, OpenApiIndex, OperationInfo } from './types';

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

export type OperationLookup =
  | {
      kind: 'found';
      operation: OperationInfo;
      /** The key of `paths` / `webhooks` that matched (differs from the entry by a trailing slash at most). */
      path: string;
    }
  | {
      kind: 'method-missing';
      /** The path key that exists. */
      path: string;
      /** Methods it has, in HTTP_METHODS order. */
      methods: HttpMethod[];
    }
  | {
      kind: 'path-missing';
      /** Close keys of `paths` (or webhook names), best first; empty when nothing is close. */
      candidates: string[];
      /** A key that differs only in parameter names (`/users/{userId}` for `/users/{id}`), when there is one. */
      sameShape?: string;
    }
  | {
      /** The spec cannot answer: unreadable, or this path item is a remote / broken $ref. Not "missing". */
      kind: 'unknown';
      reason: string;
      candidates: string[];
    }
  | {
      /** Not an HTTP method or `webhook` (e.g. `constructor`). */
      kind: 'method-invalid';
      candidates: string[];
    };

/** `method` in any case (`GET`, `get`, `webhook`); `path` as written in the entry. */
export function findOperation(index: OpenApiIndex, method: string, path: string): OperationLookup {
  const m = method.toLowerCase();
  if (m === 'webhook') {
    const r = findIn(index, index.webhooks, index.opaqueWebhooks, path, (op) => op);
    return r.kind === 'exists' ? { kind: 'found', operation: r.value, path: r.path } : r;
  }
  if (!METHODS.has(m)) return { kind: 'method-invalid', candidates: [] };
  const wanted = m as HttpMethod;
  const result = findIn(index, index.paths, index.opaquePaths, path, (ops) => ops.get(wanted));
  if (result.kind !== 'exists') return result;
  const methods = HTTP_METHODS.filter((x) => result.value.has(x));
  return { kind: 'method-missing', path: result.path, methods };
}

type Inner<V> = Exclude<OperationLookup, { kind: 'method-missing' }> | { kind: 'exists'; path: string; value: V };

function findIn<V>(
  index: OpenApiIndex,
  map: Map<string, V>,
  opaque: Map<string, string> | undefined,
  path: string,
  pick: (v: V) => OperationInfo | undefined,
): Inner<V> {
  if (index.unreadable) return { kind: 'unknown', reason: `the spec "${index.file}" cannot be read`, candidates: [] };
  for (const key of variants(path)) {
    const value = map.get(key);
    if (value === undefined) continue;
    const op = pick(value);
    if (op) return { kind: 'found', operation: op, path: key };
    if (opaque?.has(key)) return { kind: 'unknown', reason: opaque.get(key)!, candidates: [] };
    return { kind: 'exists', path: key, value };
  }
  for (const key of variants(path)) {
    const reason = opaque?.get(key);
    if (reason !== undefined) return { kind: 'unknown', reason, candidates: [] };
  }
  const candidates = closestKeys(path, map);
  const shape = pathShape(stripSlash(path));
  const sameShape = candidates.find((c) => pathShape(stripSlash(c)) === shape);
  return sameShape !== undefined
    ? { kind: 'path-missing', candidates, sameShape }
    : { kind: 'path-missing', candidates };
}

function stripSlash(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** The path as written, then with the trailing slash removed or added. */
function variants(path: string): string[] {
  if (path.length > 1 && path.endsWith('/')) return [path, path.slice(0, -1)];
  return [path, path + '/'];
}
