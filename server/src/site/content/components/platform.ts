// Components of Mintlify's own platform that its pipeline accepts in pages: wrappers it places itself (MDX,
// MDXContentController: their content is shown), the API playground (interactive: the live site runs it; the page
// shows what it is about), and the components that run a site's own code (CustomCode, CustomComponent,
// DynamicCustomComponent), which docsjson never runs: their content, when they have some, else a note that names
// them and says why nothing is shown.
import { h, text } from '../hast';
import type { ComponentRenderer } from './api';

const contentOnly: ComponentRenderer = (call, api) => api.all(call.children);

const playground: ComponentRenderer = () => [
  h('p', { className: ['dj-note'] }, [
    text(
      '⟨ApiPlayground: the interactive playground runs on the live site; the reference on this page shows the same endpoint⟩',
    ),
  ]),
];

function runsSiteCode(name: string): ComponentRenderer {
  return (call, api) =>
    call.children.length > 0
      ? api.all(call.children)
      : [
          h('p', { className: ['dj-note'] }, [
            text(`⟨${name}: it runs the site's own code on the live site; docsjson never runs a site's code⟩`),
          ]),
        ];
}

export const PLATFORM: ReadonlyArray<[string, ComponentRenderer]> = [
  ['MDX', contentOnly],
  ['MDXContentController', contentOnly],
  ['ApiPlayground', playground],
  ['CustomCode', runsSiteCode('CustomCode')],
  ['CustomComponent', runsSiteCode('CustomComponent')],
  ['DynamicCustomComponent', runsSiteCode('DynamicCustomComponent')],
];
