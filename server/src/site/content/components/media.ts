// Small presentational components: Frame (with caption and hint), Icon, Tooltip (the native title attribute, so it
// works without JavaScript), Badge, Latex, and Mintlify's content switchers shown in full offline: View (one
// section per view), Panel (side-panel content shown in place), Visibility (only what is meant for readers).
import type { ElementContent } from 'hast';
import { snippetElementFiles } from '../../../core';
import { h, text } from '../hast';
import { sourceText } from '../plainText';
import { attrText, type ComponentRenderer } from './api';

const frame: ComponentRenderer = (call, api) => {
  const children: ElementContent[] = [];
  const hint = attrText(call, 'hint');
  if (hint) children.push(h('p', { className: ['dj-frame-hint'] }, [text(hint)]));
  children.push(h('div', { className: ['dj-frame-content'] }, api.all(call.children)));
  const caption = api.valueContent(call.attributes.get('caption'), true);
  if (caption.length) children.push(h('figcaption', {}, caption));
  return [h('figure', { className: ['dj-frame'] }, children)];
};

const icon: ComponentRenderer = (call, api) => {
  const el = api.icon(call.attributes.get('icon'), call.attributes.get('iconType'));
  return el ? [el] : [];
};

const tooltip: ComponentRenderer = (call, api) => {
  const tip = attrText(call, 'tip') ?? attrText(call, 'headline') ?? '';
  return [h('span', { className: ['dj-tooltip'], title: tip }, api.all(call.children))];
};

const badge: ComponentRenderer = (call, api) => [h('span', { className: ['dj-badge'] }, api.all(call.children))];

const latex: ComponentRenderer = (call, api) => [api.math(sourceText(call.children), !call.inline)];

const view: ComponentRenderer = (call, api) => {
  const head: ElementContent[] = [];
  const iconEl = api.icon(call.attributes.get('icon'));
  if (iconEl) head.push(iconEl);
  head.push(...api.valueContent(call.attributes.get('title'), true));
  return [
    h('section', { className: ['dj-view'] }, [
      h('p', { className: ['dj-view-title'] }, head),
      ...api.all(call.children),
    ]),
  ];
};

const panel: ComponentRenderer = (call, api) => [h('aside', { className: ['dj-panel'] }, api.all(call.children))];

const visibility: ComponentRenderer = (call, api) => (attrText(call, 'for') === 'agents' ? [] : api.all(call.children));

const snippet: ComponentRenderer = (call, api) => {
  const files = snippetElementFiles(attrText(call, 'file') ?? '');
  if (files.length === 0) return [api.marker('Snippet', call.inline, [], 'it names no file')];
  return api.snippet(call, api.findSnippet(files) ?? files[0]);
};

export const MEDIA: Array<[string, ComponentRenderer]> = [
  ['Frame', frame],
  ['Icon', icon],
  ['Tooltip', tooltip],
  ['Badge', badge],
  ['Latex', latex],
  ['View', view],
  ['Panel', panel],
  ['Visibility', visibility],
  ['Snippet', snippet],
];
