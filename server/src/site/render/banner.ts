// docs.json's `banner` (the site's, or the page's language's) as a strip across the top of the page: its text is
// Markdown (links, bold, italic, code), read as plain Markdown, never as MDX, so nothing in it runs and raw HTML is
// dropped. Links to pages of the site lead to their files from the page showing the banner; external links stay; other
// links become text. A dismissible banner gets a close button (shown by the page's script, which remembers the
// choice by the banner's text); a banner once dismissed is hidden before the page paints (the theme script marks the
// root with the dismissed banners' keys, and the rule next to the banner matches its own).
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toHast } from 'mdast-util-to-hast';
import type { Root as MdastRoot } from 'mdast';
import { markdownNodes } from '../content/endpoint/markdownText';
import { sanitizeContent } from '../content/sanitize';
import { attr, externalHref } from '../html';
import { iconElementHtml } from '../icons';
import { onColor } from '../assets/palette';
import type { ResolvedSite } from '../resolvedSite';
import { routeForHref } from '../siteQueries';
import type { SiteBanner } from '../siteSettings';

const MAX_BANNER = 2_000;
const parsed = new WeakMap<SiteBanner, Root>();

/** `hrefTo`: the href of a root-relative file from the page showing the banner. */
export function renderBanner(site: ResolvedSite, banner: SiteBanner, hrefTo: (file: string) => string): string {
  let tree = parsed.get(banner);
  if (!tree) {
    const mdast: MdastRoot = { type: 'root', children: markdownNodes(banner.content.slice(0, MAX_BANNER)) };
    tree = sanitizeContent(toHast(mdast) as Root);
    parsed.set(banner, tree);
  }
  const html = toHtml({
    type: 'root',
    children: (tree.children as ElementContent[]).map((n) => withLinks(n, site, hrefTo)),
  });
  const key = bannerKey(banner);
  const style = [
    banner.color?.light ? `--dj-banner-bg:${banner.color.light};--dj-banner-fg:${onColor(banner.color.light)}` : '',
    banner.color?.dark
      ? `--dj-banner-bg-dark:${banner.color.dark};--dj-banner-fg-dark:${onColor(banner.color.dark)}`
      : '',
  ]
    .filter(Boolean)
    .join(';');
  return (
    (banner.dismissible ? `<style>:root[data-dj-dismissed~="${key}"] .dj-banner{display:none}</style>` : '') +
    `<div class="dj-banner dj-banner-${banner.kind}" role="region" aria-label="Announcement"` +
    `${attr('data-dj-banner', key)}${style ? attr('style', style) : ''}>` +
    `<div class="dj-banner-text">${html}</div>` +
    (banner.dismissible
      ? `<button type="button" class="dj-banner-close" hidden aria-label="Dismiss">` +
        `${iconElementHtml({ name: 'x', library: 'lucide' })}</button>`
      : '') +
    `</div>`
  );
}

/** A short key for a banner's text (FNV-1a), so a new banner shows again after an old one was dismissed. */
export function bannerKey(banner: SiteBanner): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < banner.content.length; i++) {
    hash ^= banner.content.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `b${hash.toString(36)}`;
}

function withLinks(node: ElementContent, site: ResolvedSite, hrefTo: (file: string) => string): ElementContent {
  if (node.type !== 'element') return node;
  const children = node.children.map((c) => withLinks(c, site, hrefTo));
  if (node.tagName !== 'a') return { ...node, children };
  const written = typeof node.properties.href === 'string' ? node.properties.href : '';
  const external = externalHref(written);
  if (external) return { ...node, properties: { href: external, rel: ['noopener', 'noreferrer'] }, children };
  const route = written.startsWith('#') ? undefined : routeForHref(site, written);
  const anchor = /#.*$/.exec(written)?.[0] ?? '';
  if (route) return { ...node, properties: { href: hrefTo(route.file) + anchor }, children };
  return { type: 'element', tagName: 'span', properties: {}, children } satisfies Element;
}
