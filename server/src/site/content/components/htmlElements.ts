// Lower-case JSX tags: HTML written in a page. Known harmless elements are kept with a few attributes (never `id`,
// `style` or event handlers); links, images and media go through the same URL checks as Markdown; an <iframe>
// becomes a link to its https address; script, style and other active elements are dropped with a marker.
import type { Element, ElementContent, Properties } from 'hast';
import { h, text } from '../hast';
import { valueFlag, valueText } from '../jsx/values';
import type { ComponentApi, ComponentCall } from './api';
import { relFor } from './cards';
import { remoteMediaUrl } from '../urls';

const KEPT = new Set([
  'div',
  'span',
  'p',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'small',
  'mark',
  'kbd',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'details',
  'summary',
  'abbr',
  'cite',
  'q',
  'time',
  'section',
  'article',
  'aside',
  'br',
  'hr',
]);
/** Old presentational tags, kept as their modern equivalent. */
const RENAMED: Record<string, string> = { center: 'div', font: 'span', header: 'div', footer: 'div', nav: 'div' };
const ACTIVE = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'object',
  'embed',
  'applet',
  'form',
  'template',
  'noscript',
  'frame',
  'frameset',
  'portal',
]);
const VOID = new Set(['br', 'hr', 'img', 'source', 'input', 'wbr']);
/** Form controls: their text is kept, the control is not. */
const CONTROLS = new Set(['button', 'select', 'option', 'textarea', 'input', 'label', 'fieldset', 'legend', 'output']);

export function isHtmlName(name: string): boolean {
  return /^[a-z]/.test(name) || name.includes('-');
}

export function htmlElement(call: ComponentCall, api: ComponentApi): ElementContent[] {
  const tag = call.name.toLowerCase();
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) {
    const anchor = api.anchorsOf(call)?.[0];
    return [api.heading(Number(heading[1]), api.all(call.children), anchor !== undefined ? { anchor } : {})];
  }
  switch (tag) {
    case 'a':
      return [anchor(call, api)];
    case 'img':
      return image(call, api);
    case 'video':
    case 'audio':
      return [media(tag, call, api)];
    case 'source': {
      const src = api.asset(valueText(call.attributes.get('src')));
      return src ? [h('source', { src, type: valueText(call.attributes.get('type')) })] : [];
    }
    case 'iframe':
      return [embed(call, api)];
    case 'svg':
    case 'canvas':
    case 'math':
      // Drawings: nothing readable to keep, and inline SVG can carry script.
      return [];
  }
  if (ACTIVE.has(tag)) return [api.marker(`<${tag}>`, call.inline, [], `a <${tag}> element is never run or loaded`)];
  const children = VOID.has(tag) ? [] : api.all(call.children);
  if (KEPT.has(tag) || RENAMED[tag]) return [h(RENAMED[tag] ?? tag, keptProperties(tag, call), children)];
  if (CONTROLS.has(tag)) return children.length ? [h('span', {}, children)] : [];
  // Unknown tags and custom elements: their content, as a browser shows an unknown element's children.
  return call.inline ? children : [h('div', {}, children)];
}

function keptProperties(tag: string, call: ComponentCall): Properties {
  const props: Properties = {};
  const title = valueText(call.attributes.get('title'));
  if (title) props.title = title;
  const themed = themeClass(call);
  if (themed) props.className = [themed];
  if (tag === 'td' || tag === 'th') {
    const align = valueText(call.attributes.get('align'));
    if (align === 'left' || align === 'center' || align === 'right') props.align = align;
    for (const key of ['colSpan', 'rowSpan']) {
      const n = Number(valueText(call.attributes.get(key)) ?? valueText(call.attributes.get(key.toLowerCase())));
      if (Number.isInteger(n) && n > 1 && n <= 100) props[key] = n;
    }
  }
  if (tag === 'ol') {
    const start = Number(valueText(call.attributes.get('start')));
    if (Number.isInteger(start)) props.start = start;
  }
  if (tag === 'details' && valueFlag(call.attributes.get('open'))) props.open = true;
  return props;
}

/**
 * Pages show one image in light mode and another in dark mode with Tailwind's `dark:hidden` / `hidden dark:block`;
 * those become our own classes so each image shows in its mode only.
 */
function themeClass(call: ComponentCall): string | undefined {
  const raw = valueText(call.attributes.get('className')) ?? valueText(call.attributes.get('class'));
  if (!raw) return undefined;
  const names = raw.split(/\s+/);
  if (names.includes('dark:hidden')) return 'dj-light-only';
  if (names.includes('hidden') && names.some((n) => /^dark:(block|inline|flex)/.test(n))) return 'dj-dark-only';
  return undefined;
}

function anchor(call: ComponentCall, api: ComponentApi): Element {
  const children = api.all(call.children);
  const href = api.link(valueText(call.attributes.get('href')), 'page');
  if (!href) return h('span', { className: ['dj-unlinked'] }, children);
  return h('a', { href, ...relFor(href) }, children);
}

function image(call: ComponentCall, api: ComponentApi): ElementContent[] {
  const written = valueText(call.attributes.get('src'));
  const src = api.asset(written);
  if (!src) return [missingImage(written)];
  const props: Properties = { src, alt: valueText(call.attributes.get('alt')) ?? '', loading: 'lazy' };
  for (const key of ['width', 'height']) {
    const v = valueText(call.attributes.get(key));
    if (v && /^\d{1,5}(px)?$/.test(v)) props[key] = v.replace(/px$/, '');
  }
  const title = valueText(call.attributes.get('title'));
  if (title) props.title = title;
  const themed = themeClass(call);
  if (themed) props.className = [themed];
  return [h('img', props)];
}

export function missingImage(src: string | undefined): Element {
  const shown = src === undefined ? '(no source)' : src.length > 120 ? `${src.slice(0, 117)}...` : src;
  return h('span', { className: ['dj-missing-image'] }, [text(`⟨image not shown: ${shown}⟩`)]);
}

function media(tag: 'video' | 'audio', call: ComponentCall, api: ComponentApi): Element {
  const props: Properties = { controls: true, preload: 'metadata' };
  const src = api.asset(valueText(call.attributes.get('src')));
  if (src) props.src = src;
  const muted = valueFlag(call.attributes.get('muted'));
  if (tag === 'video') {
    if (muted) props.muted = true;
    // Autoplay only for muted video, as browsers themselves allow.
    if (muted && valueFlag(call.attributes.get('autoPlay'))) props.autoPlay = true;
    if (valueFlag(call.attributes.get('playsInline'))) props.playsInline = true;
    const poster = api.asset(valueText(call.attributes.get('poster')));
    if (poster) props.poster = poster;
  }
  if (valueFlag(call.attributes.get('loop'))) props.loop = true;
  const children = api.all(call.children).filter((c) => c.type === 'element' && c.tagName === 'source');
  return h(tag, props, children);
}

/** An embedded frame as a link to what it shows (https only); nothing is embedded. */
function embed(call: ComponentCall, api: ComponentApi): Element {
  const src = remoteMediaUrl(valueText(call.attributes.get('src')));
  const title = valueText(call.attributes.get('title'));
  if (!src || !src.toLowerCase().startsWith('https:')) {
    return api.marker('<iframe>', call.inline, [], 'an embedded frame is shown only as a link to an https address');
  }
  return h(call.inline ? 'span' : 'p', { className: ['dj-embed'] }, [
    text(`${title ?? 'Embedded content'}: `),
    h('a', { href: src, rel: ['noopener', 'noreferrer'] }, [text(src)]),
  ]);
}
