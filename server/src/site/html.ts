// Text and attribute escaping, and the checks that decide what may become a link, an icon or a colour. Every
// string that reaches the site's HTML goes through one of these (docs/security.md, HTML previews).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};
const NEEDS_ESCAPE = /[&<>"'`]/g;
/** Bidirectional overrides and isolates reorder the text around them: a label must read as written. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** Escapes text for element content and for quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(NEEDS_ESCAPE, (c) => ESCAPES[c]);
}

/** ` name="value"`, escaped; nothing when the value is undefined. */
export function attr(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`;
}

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL to write for an external link, or undefined when it must not become one: only http, https and mailto
 * URLs, as the URL parser reads them (so ` javascript:`, `java\tscript:` and entity tricks are all refused: the text
 * is never decoded as HTML before this check, and the result is escaped when written).
 */
export function externalHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (!/^(?:https?|mailto):/i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  return EXTERNAL_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}

/** True for a site-relative link such as "/changelog" or "guides/intro" (no scheme, no `//host`). */
export function isSiteRelative(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('//') || /[\\\0]/.test(trimmed)) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
}

const ICON_TOKEN = /^[a-z0-9-]{1,64}$/;

/**
 * The icon name to show, or undefined: an icon is a name (`"rocket"`, or `{ "name": "rocket" }`), never a URL or a
 * path, so anything but lower-case letters, digits and dashes is dropped.
 */
export function iconName(value: unknown): string | undefined {
  const name =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
        ? (value as { name: string }).name
        : undefined;
  return name !== undefined && ICON_TOKEN.test(name) ? name : undefined;
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A colour for the stylesheet: `#rgb` or `#rrggbb` only, so nothing else can reach the CSS. */
export function safeColor(value: unknown): string | undefined {
  return typeof value === 'string' && HEX_COLOR.test(value) ? value.toLowerCase() : undefined;
}

/**
 * JSON for a script asset: `<`, `>`, `&` and the two JavaScript line separators escaped, so the text stays data
 * wherever it is embedded.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
