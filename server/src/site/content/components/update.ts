// Update, the change-log entry: its label is a level-2 heading (so entries get anchors and appear in the table of
// contents, as on Mintlify), then the description and tags, then the content. The label may be JSX.
import type { ElementContent } from 'hast';
import { h, text } from '../hast';
import { attrText, type ComponentRenderer } from './api';

const update: ComponentRenderer = (call, api) => {
  const meta: ElementContent[] = [];
  const label = api.valueContent(call.attributes.get('label'), true);
  const anchor = api.anchorsOf(call)?.[0];
  if (label.length) meta.push(api.heading(2, label, { className: ['dj-update-label'], anchor }));
  const description = attrText(call, 'description');
  if (description) meta.push(h('p', { className: ['dj-update-description'] }, [text(description)]));
  const tags = call.attributes.get('tags');
  if (tags?.kind === 'literal' && Array.isArray(tags.value)) {
    const items = tags.value.filter((t): t is string => typeof t === 'string');
    if (items.length) {
      meta.push(
        h(
          'ul',
          { className: ['dj-update-tags'] },
          items.map((t) => h('li', {}, [text(t)])),
        ),
      );
    }
  }
  return [
    h('div', { className: ['dj-update'] }, [
      h('div', { className: ['dj-update-meta'] }, meta),
      h('div', { className: ['dj-update-body'] }, api.all(call.children)),
    ]),
  ];
};

export const UPDATE: Array<[string, ComponentRenderer]> = [['Update', update]];
