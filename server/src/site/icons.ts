// Icons as the format names them: a Font Awesome, Lucide or Tabler icon name (`"rocket"`), from the site's
// `icons.library` unless the author picks a library or a Font Awesome style. The markup carries the request as a class
// (`dj-i--rocket`, `dj-i-lucide--rocket`, `dj-i-fa-solid--rocket`), so it survives the content sanitizer and a shared
// stylesheet of the site's icons (assets/iconStylesheet.ts) draws each one. What the stylesheet has no glyph for
// shows as a small neutral dot.
import type { ComposedNode } from '../core';
import { escapeHtml } from './html';

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export interface IconRequest {
  name: string;
  /** Unset: the site's `icons.library`. */
  library?: IconLibrary;
  /** A Font Awesome style (`solid`, `regular`, `brands`, `duotone`, ...); ignored by the other libraries. */
  style?: string;
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STYLES = new Set([
  'regular',
  'solid',
  'light',
  'thin',
  'duotone',
  'brands',
  'sharp-solid',
  'sharp-regular',
  'sharp-light',
  'sharp-thin',
  'sharp-duotone-solid',
]);
const QUALIFIER: Record<IconLibrary, string> = { fontawesome: 'fa', lucide: 'lucide', tabler: 'tabler' };

export function iconLibraryOf(value: unknown): IconLibrary | undefined {
  return value === 'fontawesome' || value === 'lucide' || value === 'tabler' ? value : undefined;
}

/**
 * An icon as docs.json or front matter writes it: a name (`"rocket"`), or `{ name, style?, library? }`; `iconType`
 * is the front matter's style beside a name. Undefined when the name cannot be an icon name (a path or URL).
 */
export function iconRequestOf(value: unknown, iconType?: unknown): IconRequest | undefined {
  const object = value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  const name = typeof value === 'string' ? value : object?.name;
  if (typeof name !== 'string' || !ICON_NAME.test(name)) return undefined;
  const request: IconRequest = { name };
  const style = object ? object.style : iconType;
  if (typeof style === 'string' && STYLES.has(style)) request.style = style;
  const library = iconLibraryOf(object?.library);
  if (library) request.library = library;
  return request;
}

const ICON_NAME = /^[a-z0-9-]{1,64}$/;

/** The icon a docs.json value holds (`"rocket"` or `{ "name", "style", "library" }`). */
export function iconOfNode(node: ComposedNode | undefined): IconRequest | undefined {
  if (node?.type === 'string') return iconRequestOf(node.value);
  if (node?.type !== 'object') return undefined;
  const fields = [...(node.properties ?? [])].flatMap(([key, p]) =>
    p.value.type === 'string' ? [[key, p.value.value] as const] : [],
  );
  return iconRequestOf(Object.fromEntries(fields));
}

/** The class that names an icon request, or undefined when the name cannot be an icon name. */
export function iconClass(request: IconRequest): string | undefined {
  const name = request.name.trim().toLowerCase();
  if (name.length > 64 || !NAME.test(name)) return undefined;
  const style = request.style?.trim().toLowerCase();
  let qualifier = request.library ? QUALIFIER[request.library] : '';
  if (style && STYLES.has(style) && request.library !== 'lucide' && request.library !== 'tabler')
    qualifier = `fa-${style}`;
  return qualifier ? `dj-i-${qualifier}--${name}` : `dj-i--${name}`;
}

const CLASS = /^dj-i(?:-(fa|lucide|tabler|fa-[a-z]+(?:-[a-z]+)*))?--([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The request a class names (the inverse of iconClass). */
export function parseIconClass(className: string): IconRequest | undefined {
  const m = CLASS.exec(className);
  if (!m) return undefined;
  const [, qualifier, name] = m;
  if (qualifier === undefined) return { name };
  if (qualifier === 'lucide' || qualifier === 'tabler') return { name, library: qualifier };
  if (qualifier === 'fa') return { name, library: 'fontawesome' };
  const style = qualifier.slice(3);
  return STYLES.has(style) ? { name, library: 'fontawesome', style } : undefined;
}

/** Every icon class in a piece of HTML (a page, a sidebar asset). */
export function iconClassesIn(html: string, into: Set<string>): void {
  for (const m of html.matchAll(/\bdj-i(?:-(?:fa-[a-z]+(?:-[a-z]+)*|fa|lucide|tabler))?--[a-z0-9]+(?:-[a-z0-9]+)*/g))
    into.add(m[0]);
}

/** An icon element for the navigation renderers; nothing for a name that cannot be an icon. */
export function iconElementHtml(request: IconRequest | string | undefined): string {
  if (request === undefined) return '';
  const cls = iconClass(typeof request === 'string' ? { name: request } : request);
  return cls ? `<span class="dj-icon ${escapeHtml(cls)}" aria-hidden="true"></span>` : '';
}
