// The top-level docs.json settings the site shows, read defensively from the composed configuration: anything of
// the wrong type or unsafe (a colour that is not hex, a logo outside the docs root, a link that is not http(s)) is
// left out rather than passed through.
import { prop, stringProp, type ComposedNode } from '../core';
import { externalHref, isSiteRelative, safeColor } from './html';
import type { ExampleSettings } from './content/endpoint/requestSnippets';
import { iconLibraryOf, iconOfNode, type IconLibrary, type IconRequest } from './icons';
import { toSitePath } from './sitePaths';
import { readContextual, type ContextualSettings } from './contextual';

export interface SiteLink {
  label: string;
  href: string;
  /** A navbar link's `icon`, shown before its label. */
  icon?: IconRequest;
}

export interface SiteSettings {
  name: string;
  description?: string;
  theme?: string;
  /** Accent colour (validated hex) for the light theme, and `colors.light` for the dark theme when given. */
  accent: string;
  accentDark?: string;
  /** `colors.dark`: buttons and hover states. */
  buttonColor?: string;
  /** `background.color` (validated hex). */
  background?: { light?: string; dark?: string };
  /** `fonts.family` and `fonts.heading.family`, used when the reader has them installed. */
  fonts?: { body?: string; heading?: string };
  /** `icons.library`: where icon names are looked up first (Mintlify's default is Font Awesome). */
  iconLibrary: IconLibrary;
  /** `appearance.default` ("system" unless set) and `appearance.strict` (no theme control). */
  appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
  /** Root-relative files inside the docs root. */
  logo?: { light: string; dark: string };
  favicon?: string;
  /** `interaction.drilldown`: true opens a group's first page, false only expands it, undefined the theme's default. */
  drilldown?: boolean;
  /** `styling.eyebrows` is "breadcrumbs": the full path above the title, else the section's name. */
  breadcrumbs: boolean;
  navbarLinks: SiteLink[];
  navbarPrimary?: SiteLink;
  footer: SiteFooter;
  banner?: SiteBanner;
  /** `seo.metatags` (name -> content, written into every page's head) and `seo.indexing` ("all" lets search engines
   * index pages the navigation does not show; the default, "navigable", asks them not to). */
  seo: { metatags: Array<{ key: string; value: string }>; indexAll: boolean };
  /** `errors.404`: send a missing address to the home page (`redirect: true`), or show the page with this title and
   * description (Markdown). */
  notFound: { redirect: boolean; title?: string; description?: string };
  /** `api.examples`: the request examples of endpoint pages (languages, optional parameters, generated or not). */
  apiExamples: ExampleSettings;
  /** `contextual`: the menu beside each page's title, when it lists an option we show. */
  contextual?: ContextualSettings;
}

/** `banner`: a notice across the top of every page. */
export interface SiteBanner {
  /** Markdown: links, bold, italic. */
  content: string;
  dismissible: boolean;
  kind: 'info' | 'warning' | 'critical';
  /** `color.light` / `color.dark` (validated hex): the banner's own background, which wins over its kind's. */
  color?: { light?: string; dark?: string };
}

export interface SiteNavbar {
  links: SiteLink[];
  primary?: SiteLink;
}

/** `footer`: columns of links (`links`: a header and items each) and social profiles (`socials`: key -> URL). */
export interface SiteFooter {
  /** `href` is an external URL or a site-relative path as written; layout resolves the latter per page. */
  columns: Array<{ header?: string; links: SiteLink[] }>;
  /** `key` is the platform as docs.json names it (`github`, `x`, `linkedin`...). */
  socials: Array<{ key: string; href: string }>;
}

export const DEFAULT_ACCENT = '#16a34a';

/**
 * `fileExists` says whether a root-relative path is a file of the docs root; a logo or favicon that is not is
 * dropped (it is never fetched from anywhere).
 */
export function readSiteSettings(
  root: ComposedNode | undefined,
  fileExists: (relPath: string) => boolean,
): SiteSettings {
  const colors = prop(root, 'colors');
  const accent = safeColor(stringProp(colors, 'primary')) ?? DEFAULT_ACCENT;
  const settings: SiteSettings = {
    name: stringProp(root, 'name')?.trim() || 'Documentation',
    accent,
    breadcrumbs: stringProp(prop(root, 'styling'), 'eyebrows') === 'breadcrumbs',
    navbarLinks: [],
    footer: { columns: [], socials: [] },
    iconLibrary: iconLibraryOf(stringProp(prop(root, 'icons'), 'library')) ?? 'fontawesome',
    appearance: { default: 'system', strict: false },
    apiExamples: readApiExamples(prop(prop(root, 'api'), 'examples')),
    notFound: readNotFound(prop(prop(root, 'errors'), '404')),
    seo: readSeo(prop(root, 'seo')),
  };
  const accentDark = safeColor(stringProp(colors, 'light'));
  if (accentDark) settings.accentDark = accentDark;
  const buttonColor = safeColor(stringProp(colors, 'dark'));
  if (buttonColor) settings.buttonColor = buttonColor;
  const backgroundColor = prop(prop(root, 'background'), 'color');
  const bgLight = safeColor(stringProp(backgroundColor, 'light'));
  const bgDark = safeColor(stringProp(backgroundColor, 'dark'));
  if (bgLight || bgDark) settings.background = { light: bgLight, dark: bgDark };
  const fonts = prop(root, 'fonts');
  const bodyFont = stringProp(prop(fonts, 'body'), 'family') ?? stringProp(fonts, 'family');
  const headingFont = stringProp(prop(fonts, 'heading'), 'family') ?? stringProp(fonts, 'family');
  if (bodyFont || headingFont) settings.fonts = { body: bodyFont, heading: headingFont };
  const appearance = prop(root, 'appearance');
  const mode = stringProp(appearance, 'default');
  if (mode === 'light' || mode === 'dark') settings.appearance.default = mode;
  settings.appearance.strict = prop(appearance, 'strict')?.value === true;
  const description = stringProp(root, 'description');
  if (description) settings.description = description;
  const theme = stringProp(root, 'theme');
  if (theme) settings.theme = theme;
  const drilldown = prop(prop(root, 'interaction'), 'drilldown');
  if (drilldown?.type === 'boolean') settings.drilldown = drilldown.value as boolean;

  const localFile = (value: string | undefined) => {
    const file = value === undefined ? undefined : toSitePath(value);
    return file !== undefined && fileExists(file) ? file : undefined;
  };
  const logo = prop(root, 'logo');
  if (logo?.type === 'string') {
    const file = localFile(logo.value as string);
    if (file) settings.logo = { light: file, dark: file };
  } else if (logo?.type === 'object') {
    const light = localFile(stringProp(logo, 'light'));
    const dark = localFile(stringProp(logo, 'dark'));
    if (light || dark) settings.logo = { light: (light ?? dark)!, dark: (dark ?? light)! };
  }
  const favicon = prop(root, 'favicon');
  settings.favicon = localFile(
    favicon?.type === 'string'
      ? (favicon.value as string)
      : (stringProp(favicon, 'light') ?? stringProp(favicon, 'dark')),
  );
  if (!settings.favicon) delete settings.favicon;

  const navbar = readNavbar(prop(root, 'navbar'));
  settings.navbarLinks = navbar.links;
  if (navbar.primary) settings.navbarPrimary = navbar.primary;
  settings.footer = readFooter(prop(root, 'footer'));
  const banner = readBanner(prop(root, 'banner'));
  if (banner) settings.banner = banner;
  const contextual = readContextual(prop(root, 'contextual'));
  if (contextual) settings.contextual = contextual;
  return settings;
}

/** `navbar`: its links (external only) and its primary button. */
export function readNavbar(navbar: ComposedNode | undefined): SiteNavbar {
  const links: SiteLink[] = [];
  for (const item of prop(navbar, 'links')?.items ?? []) {
    const link = readLink(item, 'label');
    if (link) links.push(link);
  }
  const primary = readLink(prop(navbar, 'primary'), 'label');
  return primary ? { links, primary } : { links };
}

/** `banner`, when it has text. */
export function readBanner(node: ComposedNode | undefined): SiteBanner | undefined {
  const content = stringProp(node, 'content')?.trim();
  if (!content) return undefined;
  const type = stringProp(node, 'type');
  const banner: SiteBanner = {
    content,
    dismissible: prop(node, 'dismissible')?.value === true,
    kind: type === 'warning' || type === 'critical' ? type : 'info',
  };
  const color = prop(node, 'color');
  const light = safeColor(stringProp(color, 'light'));
  const dark = safeColor(stringProp(color, 'dark'));
  if (light || dark) banner.color = { light, dark };
  return banner;
}

/** `footer`: its columns of links and its social profiles. */
export function readFooter(footer: ComposedNode | undefined): SiteFooter {
  const out: SiteFooter = { columns: [], socials: [] };
  for (const column of prop(footer, 'links')?.items ?? []) {
    const links: SiteLink[] = [];
    for (const item of prop(column, 'items')?.items ?? []) {
      const link = readLink(item, 'label', true);
      if (link) links.push(link);
    }
    const header = stringProp(column, 'header')?.trim();
    if (links.length > 0 || header) out.columns.push(header ? { header, links } : { links });
  }
  for (const [key, p] of prop(footer, 'socials')?.properties ?? []) {
    const href = p.value.type === 'string' ? externalHref(p.value.value as string) : undefined;
    if (href) out.socials.push({ key, href });
  }
  return out;
}

const META_KEY = /^[A-Za-z][A-Za-z0-9:._-]{0,99}$/;

function readSeo(seo: ComposedNode | undefined): SiteSettings['seo'] {
  const metatags: Array<{ key: string; value: string }> = [];
  for (const [key, p] of prop(seo, 'metatags')?.properties ?? []) {
    if (META_KEY.test(key) && p.value.type === 'string' && metatags.length < 100)
      metatags.push({ key, value: (p.value.value as string).slice(0, 2000) });
  }
  return { metatags, indexAll: stringProp(seo, 'indexing') === 'all' };
}

/** `errors.404`: Mintlify shows its "Page not found" page unless `redirect` is true. */
function readNotFound(node: ComposedNode | undefined): SiteSettings['notFound'] {
  const out: SiteSettings['notFound'] = { redirect: prop(node, 'redirect')?.value === true };
  const title = stringProp(node, 'title')?.trim();
  if (title) out.title = title;
  const description = stringProp(node, 'description')?.trim();
  if (description) out.description = description;
  return out;
}

/** `api.examples`, keeping only values of the right type. */
function readApiExamples(examples: ComposedNode | undefined): ExampleSettings {
  const out: { languages?: string[]; defaults?: 'all' | 'required'; autogenerate?: boolean } = {};
  const languages = prop(examples, 'languages');
  if (languages?.type === 'array') {
    out.languages = (languages.items ?? []).flatMap((i) => (i.type === 'string' ? [i.value as string] : []));
  }
  const defaults = stringProp(examples, 'defaults');
  if (defaults === 'all' || defaults === 'required') out.defaults = defaults;
  const autogenerate = prop(examples, 'autogenerate');
  if (autogenerate?.type === 'boolean') out.autogenerate = autogenerate.value as boolean;
  return out;
}

/** A label and an href: external (http, https, mailto), or with `siteRelative` also a path of the site as written. */
function readLink(node: ComposedNode | undefined, labelKey: string, siteRelative = false): SiteLink | undefined {
  const written = stringProp(node, 'href') ?? '';
  const href = externalHref(written) ?? (siteRelative && isSiteRelative(written) ? written.trim() : undefined);
  const label = stringProp(node, labelKey) ?? stringProp(node, 'type');
  if (!href || !label) return undefined;
  const icon = iconOfNode(prop(node, 'icon'));
  return icon ? { label, href, icon } : { label, href };
}
