// Tabs without JavaScript: each tab is a radio input, its label and its panel, side by side in one container; the
// stylesheet shows the panel after the checked input (`input:checked + label + .dj-tab-panel`). Keyboard users get
// the radio group's arrow keys for free, and with no stylesheet at all every panel is simply shown in order.
// Used by Tabs, CodeGroup (tabs titled from each fence's meta) and RequestExample / ResponseExample.
import type { Code } from 'mdast';
import type { Element, ElementContent } from 'hast';
import { parseCodeMeta } from '../code/codeMeta';
import { h, text } from '../hast';
import type { RenderNode } from '../nodes';
import { jsxChildren, type ComponentApi, type ComponentRenderer } from './api';

export interface TabContent {
  label: ElementContent[];
  panel: ElementContent[];
  /** The id a link to the tab lands on (the core's), on its label. */
  anchor?: string;
}

export function tabGroup(api: ComponentApi, className: string[], tabs: TabContent[]): Element {
  const group = api.groupId();
  const children: ElementContent[] = [];
  tabs.forEach((tab, i) => {
    const id = `${group}-${i + 1}`;
    children.push(h('input', { type: 'radio', name: group, id, className: ['dj-tab-input'], checked: i === 0 }));
    children.push(h('label', { htmlFor: [id], className: ['dj-tab-label'], id: tab.anchor }, tab.label));
    children.push(h('div', { className: ['dj-tab-panel'] }, tab.panel));
  });
  return h('div', { className: ['dj-tabs', ...className] }, children);
}

const tabs: ComponentRenderer = (call, api) => {
  const { calls, other } = jsxChildren(api, call.children);
  const items = calls.filter((c) => c.name === 'Tab');
  const out: ElementContent[] = [];
  if (items.length > 0) {
    out.push(
      tabGroup(
        api,
        [],
        items.map((tab, i) => ({
          label: titleOf(api, tab.attributes.get('title'), `Tab ${i + 1}`),
          panel: api.all(tab.children),
          anchor: api.anchorsOf(tab)?.[0],
        })),
      ),
    );
  }
  // Anything else written inside <Tabs> is shown after them rather than dropped.
  const rest = [...calls.filter((c) => c.name !== 'Tab').map((c) => c.node), ...other];
  if (rest.length > 0) out.push(...api.all(rest));
  return out;
};

/** A Tab outside Tabs: its content under its title. */
const loneTab: ComponentRenderer = (call, api) => [
  h('div', { className: ['dj-tab-panel', 'dj-tab-alone'] }, [
    h('p', { className: ['dj-tab-title'] }, titleOf(api, call.attributes.get('title'), 'Tab')),
    ...api.all(call.children),
  ]),
];

/** Code blocks (and anything else) of a CodeGroup as tabs titled from the fence meta, else the language. */
export function codeTabs(api: ComponentApi, nodes: readonly RenderNode[], className: string[]): ElementContent[] {
  const items = nodes.filter((n) => !(n.type === 'text' && n.value.trim() === ''));
  const tabsOut: TabContent[] = items.map((node, i) => {
    if (node.type === 'code') {
      const code = node as Code;
      const title = parseCodeMeta(code.meta).title ?? code.lang ?? `Tab ${i + 1}`;
      return { label: [text(title)], panel: [api.codeBlock(code, false)] };
    }
    return { label: [text(`Tab ${i + 1}`)], panel: api.all([node]) };
  });
  if (tabsOut.length === 0) return [];
  return [tabGroup(api, className, tabsOut)];
}

const codeGroup: ComponentRenderer = (call, api) => codeTabs(api, call.children, ['dj-code-group']);

function example(kind: 'request' | 'response', title: string): ComponentRenderer {
  return (call, api) => {
    const items = call.children.filter((n) => !(n.type === 'text' && n.value.trim() === ''));
    const single = items.length === 1 && items[0].type === 'code';
    const body = single ? [api.codeBlock(items[0] as Code, true)] : codeTabs(api, items, ['dj-code-group']);
    return [
      h('div', { className: ['dj-example', `dj-${kind}-example`] }, [
        h('p', { className: ['dj-example-title'] }, [text(title)]),
        ...body,
      ]),
    ];
  };
}

function titleOf(api: ComponentApi, value: Parameters<ComponentApi['valueContent']>[0], fallback: string) {
  const content = api.valueContent(value, true);
  return content.length > 0 ? content : [text(fallback)];
}

export const TABS: Array<[string, ComponentRenderer]> = [
  ['Tabs', tabs],
  ['Tab', loneTab],
  ['CodeGroup', codeGroup],
  ['RequestExample', example('request', 'Request')],
  ['ResponseExample', example('response', 'Response')],
];
