// API fields: ParamField (its location attribute, one of path/query/body/header/cookie, holds the parameter name;
// type, required, default, deprecated) and ResponseField (name, type, required, default, deprecated, pre/post
// labels). Generated endpoint pages lay out their parameters and schemas with the same fieldElement.
import type { Element, ElementContent } from 'hast';
import { classes, h, text } from '../hast';
import { valueText } from '../jsx/values';
import { attrFlag, attrText, type ComponentCall, type ComponentRenderer } from './api';

export const PARAM_LOCATIONS = ['path', 'query', 'body', 'header', 'cookie'] as const;

export interface FieldParts {
  kind: 'param' | 'response';
  name?: string;
  /** path, query, header, cookie or body (ParamField only). */
  location?: string;
  type?: string;
  required?: boolean;
  deprecated?: boolean;
  defaultValue?: string;
  /** Extra labels after the type (ResponseField pre/post, enum values, formats...). */
  labels?: string[];
  body: ElementContent[];
}

export function fieldElement(parts: FieldParts): Element {
  const head: ElementContent[] = [];
  if (parts.name !== undefined) head.push(h('code', { className: ['dj-field-name'] }, [text(parts.name)]));
  if (parts.location) head.push(h('span', { className: ['dj-field-location'] }, [text(parts.location)]));
  if (parts.type) head.push(h('span', { className: ['dj-field-type'] }, [text(parts.type)]));
  for (const label of parts.labels ?? []) head.push(h('span', { className: ['dj-field-label'] }, [text(label)]));
  if (parts.required) head.push(h('span', { className: ['dj-field-required'] }, [text('required')]));
  if (parts.deprecated) head.push(h('span', { className: ['dj-field-deprecated'] }, [text('deprecated')]));
  if (parts.defaultValue !== undefined) {
    head.push(
      h('span', { className: ['dj-field-default'] }, [text('default: '), h('code', {}, [text(parts.defaultValue)])]),
    );
  }
  // Spaces between the parts: the head reads as words without a stylesheet and in the search text.
  const spaced = head.flatMap((part, i) => (i ? [text(' '), part] : [part]));
  const children: ElementContent[] = [h('div', { className: ['dj-field-head'] }, spaced)];
  if (parts.body.length > 0) children.push(h('div', { className: ['dj-field-body'] }, parts.body));
  return h('div', { className: classes('dj-field', `dj-${parts.kind}-field`) }, children);
}

/** The value of `default` as shown: strings as written, anything else as JSON. */
function defaultOf(call: ComponentCall): string | undefined {
  const v = call.attributes.get('default');
  if (!v || v.kind !== 'literal') return undefined;
  return typeof v.value === 'string' ? v.value : JSON.stringify(v.value);
}

function labelsOf(call: ComponentCall, ...names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const v = call.attributes.get(name);
    if (v?.kind !== 'literal') continue;
    const list = Array.isArray(v.value) ? v.value : [v.value];
    for (const x of list) if (typeof x === 'string' || typeof x === 'number') out.push(String(x));
  }
  return out;
}

const paramField: ComponentRenderer = (call, api) => {
  const location = PARAM_LOCATIONS.find((l) => call.attributes.has(l));
  const name = location ? attrText(call, location) : attrText(call, 'name');
  return [
    fieldElement({
      kind: 'param',
      name,
      location,
      type: attrText(call, 'type'),
      required: attrFlag(call, 'required'),
      deprecated: attrFlag(call, 'deprecated'),
      defaultValue: defaultOf(call),
      body: api.all(call.children),
    }),
  ];
};

const responseField: ComponentRenderer = (call, api) => [
  fieldElement({
    kind: 'response',
    name: valueText(call.attributes.get('name')),
    type: attrText(call, 'type'),
    required: attrFlag(call, 'required'),
    deprecated: attrFlag(call, 'deprecated'),
    defaultValue: defaultOf(call),
    labels: labelsOf(call, 'pre', 'post'),
    body: api.all(call.children),
  }),
];

export const FIELDS: Array<[string, ComponentRenderer]> = [
  ['ParamField', paramField],
  ['ResponseField', responseField],
];
