// Callouts: Note, Tip, Warning, Info, Check, Danger (one class each: the stylesheet gives the colour, and each
// kind has its icon, as on Mintlify), and Callout, whose icon the author picks. Its `color` is not used: the
// sanitizer keeps no inline style.
import { classes, h } from '../hast';
import { iconClass } from '../../icons';
import type { ComponentRenderer } from './api';

const KINDS: Record<string, string> = {
  Note: 'note',
  Tip: 'tip',
  Warning: 'warning',
  Info: 'info',
  Check: 'check',
  Danger: 'danger',
};

/** Lucide icons closest to the ones Mintlify draws for each kind. */
const KIND_ICONS: Record<string, string> = {
  note: 'info',
  tip: 'lightbulb',
  warning: 'triangle-alert',
  info: 'circle-alert',
  check: 'check',
  danger: 'octagon-alert',
};

function callout(kind: string): ComponentRenderer {
  return (call, api) => {
    const icon =
      kind === 'custom'
        ? api.icon(call.attributes.get('icon'), call.attributes.get('iconType'))
        : h('span', { className: ['dj-icon', iconClass({ name: KIND_ICONS[kind], library: 'lucide' })!] }, []);
    const body = h('div', { className: ['dj-callout-body'] }, api.all(call.children));
    return [h('div', { className: classes('dj-callout', `dj-callout-${kind}`) }, icon ? [icon, body] : [body])];
  };
}

export const CALLOUTS: Array<[string, ComponentRenderer]> = [
  ...Object.entries(KINDS).map(([name, kind]): [string, ComponentRenderer] => [name, callout(kind)]),
  ['Callout', callout('custom')],
];
