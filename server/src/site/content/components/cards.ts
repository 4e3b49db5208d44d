// Cards (title, icon, href, img, cta, horizontal) and the grids that hold them: CardGroup and Columns with `cols`
// (1 to 4; Mintlify's default is 2). A card with a usable href is one link; without, a plain box.
import type { ElementContent } from 'hast';
import { classes, h, text } from '../hast';
import { valueText } from '../jsx/values';
import { attrFlag, attrText, type ComponentCall, type ComponentRenderer } from './api';

const card: ComponentRenderer = (call, api) => {
  const inner: ElementContent[] = [];
  const img = api.asset(attrText(call, 'img'));
  if (img) inner.push(h('img', { className: ['dj-card-image'], src: img, alt: '', loading: 'lazy' }));
  const icon = api.icon(call.attributes.get('icon'), call.attributes.get('iconType'));
  if (icon) inner.push(icon);
  const title = api.valueContent(call.attributes.get('title'), true);
  if (title.length) inner.push(h('p', { className: ['dj-card-title'] }, title));
  const body = api.all(call.children);
  if (body.length) inner.push(h('div', { className: ['dj-card-body'] }, body));
  const cta = attrText(call, 'cta');
  if (cta) inner.push(h('span', { className: ['dj-card-cta'] }, [text(cta)]));
  const className = classes('dj-card', attrFlag(call, 'horizontal') && 'dj-card-horizontal');
  const href = api.link(attrText(call, 'href'), 'page');
  if (!href) return [h('div', { className }, inner)];
  return [h('a', { className, href, ...relFor(href) }, inner)];
};

export function relFor(href: string): { rel?: string[] } {
  return /^https?:/i.test(href) ? { rel: ['noopener', 'noreferrer'] } : {};
}

function columns(call: ComponentCall): number {
  const raw = valueText(call.attributes.get('cols'));
  const n = raw === undefined ? 2 : Math.round(Number(raw));
  return Number.isFinite(n) ? Math.min(4, Math.max(1, n)) : 2;
}

function grid(className: string): ComponentRenderer {
  return (call, api) => [h('div', { className: [className, `dj-cols-${columns(call)}`] }, api.all(call.children))];
}

export const CARDS: Array<[string, ComponentRenderer]> = [
  ['Card', card],
  ['CardGroup', grid('dj-card-group')],
  ['Columns', grid('dj-columns')],
];
