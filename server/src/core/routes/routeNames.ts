// Route names made safe to be file names on any host: Mintlify's URL for a generated endpoint page comes from the
// spec's summary, tag or `x-mint.href`, which may be longer than a file name may be (255 bytes on common file
// systems) or name a folder the built site keeps for itself. Such a route is changed in a way that stays unique:
// a long segment keeps its first characters and gains a short hash of the whole segment.

/** A route segment longer than this (in UTF-8 bytes) is shortened: room for `-1234` and `.html` under 255. */
export const MAX_SEGMENT_BYTES = 200;
/** A route with more segments than this keeps its last ones only (the folder depth of the built site). */
export const MAX_ROUTE_SEGMENTS = 32;
/** First segments the built site keeps for its own files (stylesheets, scripts, search, the build marker). */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set(['_docsjson', '.docsjson-build']);

export interface BoundedRoute {
  route: string;
  /** Why the route differs from the one written, when it does. */
  change?: 'shortened' | 'reserved';
}

/** The route (segments joined by "/", no leading "/") as the built site can write it. */
export function boundedRoute(route: string): BoundedRoute {
  let change: BoundedRoute['change'];
  let segments = route.split('/');
  if (segments.length > MAX_ROUTE_SEGMENTS) {
    segments = [segments[0], ...segments.slice(segments.length - MAX_ROUTE_SEGMENTS + 1)];
    change = 'shortened';
  }
  segments = segments.map((segment) => {
    if (utf8Length(segment) <= MAX_SEGMENT_BYTES) return segment;
    change = 'shortened';
    return shortenSegment(segment);
  });
  if (RESERVED_FIRST_SEGMENTS.has(segments[0])) {
    segments[0] = `${segments[0].replace(/^[._]+/, '')}-page`;
    change = 'reserved';
  }
  return change ? { route: segments.join('/'), change } : { route };
}

function shortenSegment(segment: string): string {
  const suffix = `-${hash(segment)}`;
  let kept = '';
  let bytes = 0;
  for (const char of segment) {
    const size = utf8Length(char);
    if (bytes + size > MAX_SEGMENT_BYTES - suffix.length) break;
    kept += char;
    bytes += size;
  }
  return kept + suffix;
}

export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** FNV-1a, 32 bits, as 8 hex digits: short, stable across runs and platforms. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
