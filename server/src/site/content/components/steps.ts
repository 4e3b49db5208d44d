// Steps: a numbered list whose items carry a title (a paragraph, or a heading when Steps has titleSize="h2"/"h3",
// which then appears in the table of contents as on Mintlify).
import type { ElementContent } from 'hast';
import { h } from '../hast';
import { attrText, jsxChildren, type ComponentApi, type ComponentCall, type ComponentRenderer } from './api';

function stepItem(call: ComponentCall, api: ComponentApi, titleSize: string | undefined): ElementContent {
  const titleContent = api.valueContent(call.attributes.get('title'), true);
  let anchor = api.anchorsOf(call)?.[0];
  const head: ElementContent[] = [];
  const icon = api.icon(call.attributes.get('icon'), call.attributes.get('iconType'));
  if (icon) head.push(icon);
  if (titleContent.length > 0) {
    const depth = titleSize === 'h2' ? 2 : titleSize === 'h3' ? 3 : 0;
    head.push(
      depth
        ? api.heading(depth, titleContent, { className: ['dj-step-title'], anchor })
        : h('p', { className: ['dj-step-title'] }, titleContent),
    );
    if (depth) anchor = undefined;
  }
  // A step's own `id`, when its title is no heading, is on the step.
  return h('li', { className: ['dj-step'], id: anchor }, [
    ...head,
    h('div', { className: ['dj-step-body'] }, api.all(call.children)),
  ]);
}

const steps: ComponentRenderer = (call, api) => {
  const titleSize = attrText(call, 'titleSize');
  const { calls, other } = jsxChildren(api, call.children);
  const items = calls.map((c) =>
    c.name === 'Step' ? stepItem(c, api, titleSize) : h('li', { className: ['dj-step'] }, api.all([c.node])),
  );
  const out: ElementContent[] = [h('ol', { className: ['dj-steps'] }, items)];
  if (other.length > 0) out.push(...api.all(other));
  return out;
};

/** A Step outside Steps: a one-item list, so it still reads as a step. */
const loneStep: ComponentRenderer = (call, api) => [
  h('ol', { className: ['dj-steps'] }, [stepItem(call, api, undefined)]),
];

export const STEPS: Array<[string, ComponentRenderer]> = [
  ['Steps', steps],
  ['Step', loneStep],
];
