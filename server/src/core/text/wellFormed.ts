// Strings from docs.json and specs are JavaScript strings and may hold a lone UTF-16 surrogate (JSON's "\ud800" is
// valid JSON). Written to a file or a page as UTF-8 it becomes U+FFFD; encodeURIComponent throws on it instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with each lone surrogate replaced by U+FFFD, as UTF-8 writes it (String.prototype.toWellFormed). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** encodeURIComponent for any string: a lone surrogate is encoded as the U+FFFD it becomes on disk. */
export function encodeUriComponent(text: string): string {
  return encodeURIComponent(wellFormed(text));
}
