// Color (variant compact or table), Color.Row (title) and Color.Item (name, value): a palette of swatches. A value is
// a colour (`"#3B82F6"`) or a light/dark pair (`{{ light: "#..", dark: "#.." }}`). The swatch's colour is the one
// inline style the renderer writes: a custom property whose value is checked against a colour grammar (hex, rgb(),
// hsl() or a colour name), so nothing else can reach CSS; the value is also written as text.
import type { ElementContent } from 'hast';
import { h, text } from '../hast';
import { isRecord } from '../jsx/values';
import { attrText, jsxChildren, type ComponentApi, type ComponentCall, type ComponentRenderer } from './api';

/** A colour as CSS may take it in a custom property: no `;`, `url(`, quotes or anything but colour syntax. */
export const SAFE_COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?)\([0-9.,%\s/]{1,60}\)|[a-z]{3,24})$/i;

function swatchStyle(light: string | undefined, dark: string | undefined): string | undefined {
  const parts: string[] = [];
  if (light && SAFE_COLOR.test(light)) parts.push(`--dj-swatch:${light}`);
  if (dark && SAFE_COLOR.test(dark)) parts.push(`--dj-swatch-dark:${dark}`);
  return parts.length ? parts.join(';') : undefined;
}

const item: ComponentRenderer = (call) => {
  const v = call.attributes.get('value');
  let light: string | undefined;
  let dark: string | undefined;
  if (v?.kind === 'literal' && typeof v.value === 'string') light = v.value.trim();
  else if (v?.kind === 'literal' && isRecord(v.value)) {
    if (typeof v.value.light === 'string') light = v.value.light.trim();
    if (typeof v.value.dark === 'string') dark = v.value.dark.trim();
  }
  const style = swatchStyle(light ?? dark, dark);
  const shown = [light, dark].filter((x): x is string => !!x).join(' / ');
  const name = attrText(call, 'name');
  const children: ElementContent[] = [
    h('span', style ? { className: ['dj-color-swatch'], style } : { className: ['dj-color-swatch'] }),
  ];
  if (name) children.push(h('span', { className: ['dj-color-name'] }, [text(name)]));
  if (shown) children.push(h('code', { className: ['dj-color-value'] }, [text(shown)]));
  return [h('div', { className: ['dj-color-item'] }, children)];
};

function items(api: ComponentApi, call: ComponentCall): ElementContent[] {
  const { calls, other } = jsxChildren(api, call.children);
  return [...calls.map((c) => api.all([c.node])).flat(), ...api.all(other)];
}

const row: ComponentRenderer = (call, api) => {
  const title = attrText(call, 'title');
  return [
    h('div', { className: ['dj-color-row'] }, [
      ...(title ? [h('p', { className: ['dj-color-row-title'] }, [text(title)])] : []),
      h('div', { className: ['dj-color-items'] }, items(api, call)),
    ]),
  ];
};

const palette: ComponentRenderer = (call, api) => {
  const variant = attrText(call, 'variant') === 'table' ? 'table' : 'compact';
  return [h('div', { className: ['dj-color', `dj-color-${variant}`] }, items(api, call))];
};

export const PALETTE: Array<[string, ComponentRenderer]> = [
  ['Color', palette],
  ['Color.Row', row],
  ['Color.Item', item],
];
