// Components Mintlify ships that are small wrappers around things rendered elsewhere: Prompt (a description and a
// prompt to copy, the prompt under a disclosure), Column (one column of Columns), CodeBlock (code with a file name),
// Mermaid (the diagram's source as code: drawing it would need a script), ZoomImage (its image), OptimizedVideo (a
// video), Variation (one section per variation, as View), SnippetGroup (code blocks as tabs) and Heading (a
// heading written as a component; `noAnchor` leaves its id out).
import type { Code } from 'mdast';
import type { ElementContent } from 'hast';
import { h, text } from '../hast';
import { valueNodes } from '../jsx/jsxToNodes';
import { valueText } from '../jsx/values';
import type { JsxValue } from '../nodes';
import { sourceText } from '../plainText';
import { attrFlag, attrText, type ComponentCall, type ComponentRenderer } from './api';
import { htmlElement } from './htmlElements';
import { codeTabs } from './tabs';

const prompt: ComponentRenderer = (call, api) => {
  const head: ElementContent[] = [];
  const icon = api.icon(call.attributes.get('icon'));
  if (icon) head.push(icon);
  head.push(...api.valueContent(call.attributes.get('description'), true));
  return [
    h('div', { className: ['dj-prompt'] }, [
      h('p', { className: ['dj-prompt-description'] }, head),
      h('details', { className: ['dj-prompt-text'] }, [
        h('summary', {}, [text('Prompt')]),
        h('div', { className: ['dj-prompt-body'] }, api.all(call.children)),
      ]),
    ]),
  ];
};

const column: ComponentRenderer = (call, api) => [h('div', { className: ['dj-column'] }, api.all(call.children))];

/** The code of a component written as text: an attribute (`chart`, `code`), else the children's text. */
function codeText(call: ComponentCall, ...attributes: string[]): string {
  for (const name of attributes) {
    const v = valueText(call.attributes.get(name));
    if (v !== undefined) return v;
  }
  return sourceText(call.children).replace(/^\n+|\s+$/g, '');
}

function codeNode(value: string, lang: string | undefined, title: string | undefined): Code {
  return { type: 'code', value, lang: lang ?? null, meta: title ? `title=${JSON.stringify(title)}` : null };
}

const codeBlock: ComponentRenderer = (call, api) => {
  const title = attrText(call, 'filename') ?? attrText(call, 'title');
  const fences = call.children.filter((n): n is Code => n.type === 'code');
  if (fences.length > 0) {
    return fences.map((c) =>
      api.codeBlock(title && !c.meta ? { ...c, meta: codeNode('', undefined, title).meta } : c, true),
    );
  }
  const lang = attrText(call, 'language') ?? attrText(call, 'lang');
  return [api.codeBlock(codeNode(codeText(call, 'code', 'children'), lang, title), true)];
};

const mermaid: ComponentRenderer = (call, api) => [
  api.codeBlock(codeNode(codeText(call, 'chart', 'code'), 'mermaid', undefined), true),
];

const zoomImage: ComponentRenderer = (call, api) => {
  const children = api.all(call.children);
  return call.inline ? children : [h('div', { className: ['dj-zoom-image'] }, children)];
};

const optimizedVideo: ComponentRenderer = (call, api) => {
  const attributes = new Map<string, JsxValue>(call.attributes);
  if (!attributes.has('controls') && !attributes.has('autoPlay') && !attributes.has('autoplay'))
    attributes.set('controls', { kind: 'literal', value: true });
  return htmlElement({ ...call, name: 'video', attributes }, api);
};

const variation: ComponentRenderer = (call, api) => {
  const label = ['title', 'label', 'variation', 'id', 'for']
    .map((n) => call.attributes.get(n))
    .find((v) => v !== undefined && (v.kind !== 'literal' || typeof v.value === 'string'));
  const head = label ? api.all(valueNodes(label, true)) : [];
  return [
    h('section', { className: ['dj-view', 'dj-variation'] }, [
      ...(head.length ? [h('p', { className: ['dj-view-title'] }, head)] : []),
      ...api.all(call.children),
    ]),
  ];
};

const snippetGroup: ComponentRenderer = (call, api) => {
  const items = call.children.filter((n) => !(n.type === 'text' && n.value.trim() === ''));
  return items.length > 0 && items.every((n) => n.type === 'code')
    ? codeTabs(api, items, ['dj-code-group'])
    : api.all(call.children);
};

const heading: ComponentRenderer = (call, api) => {
  const level = Math.min(6, Math.max(1, Math.round(Number(valueText(call.attributes.get('level')) ?? 2)) || 2));
  const children = api.all(call.children);
  if (attrFlag(call, 'noAnchor')) return [h(`h${level}`, {}, children)];
  const anchor = api.anchorsOf(call)?.[0];
  return [api.heading(level, children, anchor !== undefined ? { anchor } : { customId: attrText(call, 'id') })];
};

export const ASSORTED: Array<[string, ComponentRenderer]> = [
  ['Prompt', prompt],
  ['Column', column],
  ['CodeBlock', codeBlock],
  ['Mermaid', mermaid],
  ['ZoomImage', zoomImage],
  ['OptimizedVideo', optimizedVideo],
  ['Variation', variation],
  ['SnippetGroup', snippetGroup],
  ['Heading', heading],
];
