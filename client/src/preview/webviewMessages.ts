// Messages from the preview's webview, checked like any input from outside the extension: a page shown in the
// webview is the author's content, so a message is only ever a request to go to a navigation item, named by its
// JSON path in docs.json, which the server then resolves against the model. Never a file path or a URI.
import type { JsonPath } from './previewProtocol';

export type WebviewMessage = { type: 'ready' } | { type: 'open'; path: JsonPath };

const MAX_SEGMENTS = 64;
const MAX_INDEX = 1_000_000;
/** Navigation keys are plain words ("tabs", "groups", "pages", "root", ...). */
const KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** The message, or undefined when it is not one the preview sends (anything else is dropped). */
export function parseWebviewMessage(data: unknown): WebviewMessage | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type === 'ready') return { type: 'ready' };
  if (message.type === 'open' && isNavigationPath(message.path)) return { type: 'open', path: [...message.path] };
  return undefined;
}

/** A JSON path inside `navigation`: property names that are plain words, array indexes that are small integers. */
export function isNavigationPath(value: unknown): value is JsonPath {
  if (!Array.isArray(value) || value.length < 2 || value.length > MAX_SEGMENTS) return false;
  if (value[0] !== 'navigation') return false;
  return value.every(
    (s) =>
      (typeof s === 'string' && KEY.test(s)) ||
      (typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < MAX_INDEX),
  );
}
