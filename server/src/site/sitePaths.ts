// References from docs.json and pages to files of the docs root (logos, images, other pages), turned into
// root-relative paths that are known to stay inside the root. Anything with a scheme, a network path, a backslash
// or a NUL is refused before any lookup.
import { joinInsideRoot, toSafeRelativePath } from '../core';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A root-relative file path for a docs.json reference such as "/logo/light.svg"; undefined when unsafe. */
export function toSitePath(ref: string): string | undefined {
  const trimmed = ref.trim();
  if (trimmed === '' || HAS_SCHEME.test(trimmed) || trimmed.startsWith('//')) return undefined;
  const safe = toSafeRelativePath(trimmed);
  return safe.ok ? safe.path : undefined;
}

/** A URL reference split into its path, and its `?query#fragment` part (kept as written). */
export function splitUrl(ref: string): { path: string; suffix: string } {
  const at = ref.search(/[?#]/);
  return at < 0 ? { path: ref, suffix: '' } : { path: ref.slice(0, at), suffix: ref.slice(at) };
}

/**
 * The root-relative path a URL path written in page `fromFile` points at: from the root when it starts with "/",
 * else from the page's folder. Percent escapes are decoded as a browser would; ".." may not leave the root.
 */
export function resolveFromPage(urlPath: string, fromFile: string): string | undefined {
  if (urlPath === '' || HAS_SCHEME.test(urlPath) || urlPath.startsWith('//')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const dir = decoded.startsWith('/') ? '' : fromFile.slice(0, Math.max(0, fromFile.lastIndexOf('/')));
  const joined = joinInsideRoot(dir, decoded);
  return joined.ok && joined.path !== '' ? joined.path : undefined;
}
