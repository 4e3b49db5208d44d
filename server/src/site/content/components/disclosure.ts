// Collapsible content as native <details>: Accordion (title, description, icon, defaultOpen), AccordionGroup, and
// Expandable (the nested properties of a field). Works without JavaScript; the browser's find-in-page opens them.
import type { ElementContent } from 'hast';
import { h, text } from '../hast';
import { attrFlag, attrText, type ComponentRenderer } from './api';

const accordion: ComponentRenderer = (call, api) => {
  const summary: ElementContent[] = [];
  const icon = api.icon(call.attributes.get('icon'), call.attributes.get('iconType'));
  if (icon) summary.push(icon);
  const title = api.valueContent(call.attributes.get('title'), true);
  summary.push(h('span', { className: ['dj-accordion-title'] }, title.length ? title : [text('Details')]));
  const description = attrText(call, 'description');
  if (description) summary.push(h('span', { className: ['dj-accordion-description'] }, [text(description)]));
  return [
    h('details', { className: ['dj-accordion'], open: attrFlag(call, 'defaultOpen') }, [
      h('summary', {}, summary),
      h('div', { className: ['dj-accordion-body'] }, api.all(call.children)),
    ]),
  ];
};

const accordionGroup: ComponentRenderer = (call, api) => [
  h('div', { className: ['dj-accordion-group'] }, api.all(call.children)),
];

const expandable: ComponentRenderer = (call, api) => {
  const title = attrText(call, 'title');
  return [
    h('details', { className: ['dj-expandable'], open: attrFlag(call, 'defaultOpen') }, [
      h('summary', {}, [text(title ? `Show ${title}` : 'Show child attributes')]),
      h('div', { className: ['dj-expandable-body'] }, api.all(call.children)),
    ]),
  ];
};

export const DISCLOSURE: Array<[string, ComponentRenderer]> = [
  ['Accordion', accordion],
  ['AccordionGroup', accordionGroup],
  ['Expandable', expandable],
];
