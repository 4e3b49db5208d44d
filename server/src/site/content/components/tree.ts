// Tree, Tree.Folder (name, defaultOpen) and Tree.File (name): a file tree as nested lists, folders as <details>.
// FileTree and its parts are the same (registry.ts aliases them).
import type { ElementContent } from 'hast';
import { h, text } from '../hast';
import { attrFlag, attrText, jsxChildren, type ComponentApi, type ComponentCall, type ComponentRenderer } from './api';

function items(api: ComponentApi, call: ComponentCall): ElementContent[] {
  const { calls, other } = jsxChildren(api, call.children);
  const out: ElementContent[] = calls.map((c) => {
    const name = attrText(c, 'name') ?? '';
    if (/(?:^|\.)Folder$/.test(c.name)) {
      return h('li', { className: ['dj-tree-folder'] }, [
        h('details', { open: attrFlag(c, 'defaultOpen') }, [
          h('summary', {}, [text(name)]),
          h('ul', {}, items(api, c)),
        ]),
      ]);
    }
    if (/(?:^|\.)File$/.test(c.name)) return h('li', { className: ['dj-tree-file'] }, [text(name)]);
    return h('li', {}, api.all([c.node]));
  });
  if (other.length) out.push(h('li', {}, api.all(other)));
  return out;
}

const tree: ComponentRenderer = (call, api) => [h('ul', { className: ['dj-tree'] }, items(api, call))];

/** A folder or file outside a Tree: a one-item tree. */
const part: ComponentRenderer = (call, api) =>
  tree({ ...call, children: [call.node] as ComponentCall['children'] }, api);

export const TREE: Array<[string, ComponentRenderer]> = [
  ['Tree', tree],
  ['Tree.Folder', part],
  ['Tree.File', part],
];
