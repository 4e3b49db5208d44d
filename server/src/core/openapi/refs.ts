// What a `$ref` string points at, decided on the text alone before any file is touched (see docs/security.md, Files
// outside the docs root): a pointer in the same file, a file inside the docs root (relative to the referring file),
// a remote URL (never fetched), or something refused with a reason the author can act on.
import { describeUnsafeReason, dirnameOf, joinInsideRoot } from '../workspace/safePath';

export type RefTarget =
  | { kind: 'local'; pointer: string[] }
  | { kind: 'file'; file: string; pointer: string[] }
  | { kind: 'remote'; url: string }
  | { kind: 'unsafe'; reason: string }
  | { kind: 'invalid'; reason: string };

export function classifyRef(ref: unknown, fromFile: string): RefTarget {
  if (typeof ref !== 'string') return { kind: 'invalid', reason: '$ref must be a string' };
  if (ref.length === 0) return { kind: 'invalid', reason: '$ref is empty' };
  if (ref.length > 2048) return { kind: 'invalid', reason: '$ref is longer than 2048 characters' };
  if (ref.includes('\0')) return { kind: 'unsafe', reason: 'the $ref contains a NUL character' };
  const hash = ref.indexOf('#');
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? undefined : ref.slice(hash + 1);

  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(filePart);
  if (scheme && scheme[1].length > 1) {
    const name = scheme[1].toLowerCase();
    if (name === 'http' || name === 'https') return { kind: 'remote', url: ref };
    if (name === 'file')
      return { kind: 'unsafe', reason: 'file: URLs are not followed; use a path relative to the spec' };
    return { kind: 'unsafe', reason: `"${scheme[1]}:" references are not followed` };
  }

  const pointer = fragment === undefined ? { ok: true as const, pointer: [] } : parsePointerFragment(fragment);
  if (!pointer.ok) return { kind: 'invalid', reason: pointer.reason };
  if (filePart === '') return { kind: 'local', pointer: pointer.pointer };

  let decoded: string;
  try {
    decoded = decodeURIComponent(filePart);
  } catch {
    return { kind: 'invalid', reason: 'the $ref has invalid percent-encoding' };
  }
  if (decoded.includes('\0')) return { kind: 'unsafe', reason: 'the $ref contains a NUL character' };
  if (decoded.startsWith('/') && !decoded.startsWith('//')) {
    return { kind: 'unsafe', reason: 'absolute paths are not followed; a $ref must stay inside the docs root' };
  }
  const joined = joinInsideRoot(dirnameOf(fromFile), decoded);
  if (!joined.ok) {
    const why =
      joined.reason === 'parent-segment'
        ? 'the path uses ".." and leaves the docs root'
        : describeUnsafeReason(joined.reason);
    return { kind: 'unsafe', reason: why };
  }
  return { kind: 'file', file: joined.path, pointer: pointer.pointer };
}

/** `/paths/~1users/get` (already without "#") -> ["paths", "/users", "get"]. Only JSON Pointers are supported. */
export function parsePointerFragment(
  fragment: string,
): { ok: true; pointer: string[] } | { ok: false; reason: string } {
  let text: string;
  try {
    text = decodeURIComponent(fragment);
  } catch {
    return { ok: false, reason: 'the $ref fragment has invalid percent-encoding' };
  }
  if (text === '') return { ok: true, pointer: [] };
  if (!text.startsWith('/'))
    return { ok: false, reason: `"#${fragment}" is not a JSON Pointer (anchors are not supported)` };
  return {
    ok: true,
    pointer: text
      .slice(1)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')),
  };
}

export function formatPointer(pointer: readonly string[]): string {
  return '#' + pointer.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function hasOwn(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Follows a JSON Pointer with own-property lookups only (`#/__proto__` finds nothing). */
export function resolvePointer(
  value: unknown,
  pointer: readonly string[],
): { found: true; value: unknown } | { found: false; at: number } {
  let node = value;
  for (let i = 0; i < pointer.length; i++) {
    const seg = pointer[i];
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(seg) || Number(seg) >= node.length) return { found: false, at: i };
      node = node[Number(seg)];
    } else if (isPlainObject(node) && hasOwn(node, seg)) {
      node = node[seg];
    } else {
      return { found: false, at: i };
    }
  }
  return { found: true, value: node };
}
