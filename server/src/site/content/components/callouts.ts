// Callouts: Note, Tip, Warning, Info, Check, Danger (one class each, the stylesheet gives colour and icon), and
// Callout, whose icon the author picks. Its `color` is not used: the sanitizer keeps no inline style.
import { classes, h } from '../hast';
import type { ComponentRenderer } from './api';

const KINDS: Record<string, string> = {
  Note: 'note',
  Tip: 'tip',
  Warning: 'warning',
  Info: 'info',
  Check: 'check',
  Danger: 'danger',
};

function callout(kind: string): ComponentRenderer {
  return (call, api) => {
    const icon = kind === 'custom' ? api.icon(call.attributes.get('icon')) : undefined;
    const body = h('div', { className: ['dj-callout-body'] }, api.all(call.children));
    return [h('div', { className: classes('dj-callout', `dj-callout-${kind}`) }, icon ? [icon, body] : [body])];
  };
}

export const CALLOUTS: Array<[string, ComponentRenderer]> = [
  ...Object.entries(KINDS).map(([name, kind]): [string, ComponentRenderer] => [name, callout(kind)]),
  ['Callout', callout('custom')],
];
