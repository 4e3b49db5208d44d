// The last word on every URL written into a page, after the builder's context has mapped it: only http, https and
// mailto, or a URL without a scheme (relative, root-relative, #fragment). Checked on the text the browser will
// see, so `JaVaScRiPt:`, `java\tscript:` and `//host` never become links (docs/security.md, HTML previews).

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);

/** `href` when it is safe to write as a link target, otherwise undefined. */
export function safeLinkUrl(href: string | undefined): string | undefined {
  if (href === undefined || href.length === 0 || href.length > 4096) return undefined;
  if (CONTROL_OR_SPACE.test(href) || href.includes('\\')) return undefined;
  const scheme = SCHEME.exec(href);
  if (scheme) return LINK_SCHEMES.has(scheme[1].toLowerCase()) ? href : undefined;
  // A colon before the first slash without a valid scheme ("1:x") is read as a scheme by some browsers.
  const firstSlash = href.search(/[/?#]/);
  const colon = href.indexOf(':');
  if (colon >= 0 && (firstSlash < 0 || colon < firstSlash)) return undefined;
  if (href.startsWith('//')) return undefined;
  return href;
}

/** `src` when it is an absolute http(s) URL (a remote image or video), otherwise undefined. */
export function remoteMediaUrl(src: string | undefined): string | undefined {
  const safe = safeLinkUrl(src);
  return safe && /^https?:\/\//i.test(safe) ? safe : undefined;
}

export function isExternalUrl(href: string): boolean {
  return /^(https?|mailto):/i.test(href);
}
