// Parameters and schemas of an operation laid out with the same parts as the ParamField / ResponseField
// components: one field per parameter or property, nested objects under "Show child attributes" (a <details>,
// like Expandable), oneOf/anyOf options one after another, and the reason wherever a schema stops (a cycle, the
// depth or size cap, a $ref that cannot be followed).
import type { ElementContent } from 'hast';
import { exampleJson, type ParameterView, type PropertyNode, type SchemaNode } from '../../../core';
import { fieldElement } from '../components/fields';
import { h, text } from '../hast';

/** Renders a description (Markdown) into content. */
export type DescriptionRenderer = (markdown: string) => ElementContent[];

const MAX_ENUM_SHOWN = 25;

export function parameterField(p: ParameterView, kind: 'param' | 'response', describe: DescriptionRenderer) {
  const schema = p.schema;
  return fieldElement({
    kind,
    name: p.name,
    location: kind === 'param' ? p.in : undefined,
    type: schema?.type,
    required: p.required,
    deprecated: p.deprecated || schema?.deprecated,
    defaultValue: schema?.default === undefined ? undefined : shown(schema.default),
    labels: schema ? labels(schema) : [],
    body: [
      ...(p.description ? describe(p.description) : []),
      ...(schema ? schemaDetails(schema, kind, describe, p.description !== undefined) : []),
    ],
  });
}

/** The fields of a body or response schema: its properties, or one field for a schema that is not an object. */
export function schemaFields(
  schema: SchemaNode,
  kind: 'param' | 'response',
  describe: DescriptionRenderer,
): ElementContent[] {
  if (schema.properties.length > 0) return propertyFields(schema, kind, describe);
  const items = schema.items;
  if (items && items.properties.length > 0) {
    return [
      h('p', { className: ['dj-schema-note'] }, [text(`An array of ${items.refName ?? 'objects'}, each with:`)]),
      ...propertyFields(items, kind, describe),
    ];
  }
  return [
    fieldElement({
      kind,
      type: schema.type,
      labels: labels(schema),
      body: [
        ...(schema.description ? describe(schema.description) : []),
        ...schemaDetails(schema, kind, describe, true),
      ],
    }),
  ];
}

function propertyFields(schema: SchemaNode, kind: 'param' | 'response', describe: DescriptionRenderer) {
  const out: ElementContent[] = schema.properties.map((p) => propertyField(p, kind, describe));
  if (schema.omittedProperties) {
    out.push(
      h('p', { className: ['dj-schema-note'] }, [text(`${schema.omittedProperties} more properties are not shown.`)]),
    );
  }
  return out;
}

function propertyField(p: PropertyNode, kind: 'param' | 'response', describe: DescriptionRenderer) {
  const s = p.schema;
  return fieldElement({
    kind,
    name: p.name,
    type: s.type,
    required: p.required,
    deprecated: s.deprecated,
    defaultValue: s.default === undefined ? undefined : shown(s.default),
    labels: labels(s),
    body: [...(s.description ? describe(s.description) : []), ...schemaDetails(s, kind, describe, true)],
  });
}

/** Labels after the type: format, access, limits, where it stops. */
function labels(s: SchemaNode): string[] {
  const out: string[] = [];
  if (s.format) out.push(s.format);
  if (s.readOnly) out.push('read-only');
  if (s.writeOnly) out.push('write-only');
  out.push(...s.constraints);
  return out;
}

/** Allowed values, nested fields, options and stop notes of one schema. */
function schemaDetails(
  s: SchemaNode,
  kind: 'param' | 'response',
  describe: DescriptionRenderer,
  described: boolean,
): ElementContent[] {
  const out: ElementContent[] = [];
  if (!described && s.description) out.push(...describe(s.description));
  // An array of enum values lists the values of its items.
  const options = s.enum ?? s.items?.enum;
  if (options && options.length > 0) {
    const values = options.slice(0, MAX_ENUM_SHOWN).map((v) => h('code', {}, [text(shown(v))]));
    const list: ElementContent[] = [text('Available options: ')];
    values.forEach((v, i) => list.push(...(i ? [text(', '), v] : [v])));
    if (options.length > MAX_ENUM_SHOWN) list.push(text(`, and ${options.length - MAX_ENUM_SHOWN} more`));
    out.push(h('p', { className: ['dj-schema-enum'] }, list));
  }
  if (s.example !== undefined && typeof s.example !== 'object') {
    out.push(
      h('p', { className: ['dj-schema-example'] }, [text('Example: '), h('code', {}, [text(shown(s.example))])]),
    );
  }
  if (s.stop) out.push(h('p', { className: ['dj-schema-note'] }, [text(stopText(s))]));
  const nested = s.properties.length > 0 ? s : s.items && s.items.properties.length > 0 ? s.items : s.additional;
  if (nested && nested.properties.length > 0) {
    out.push(expandable('Show child attributes', propertyFields(nested, kind, describe)));
  } else if (s.items?.stop) {
    out.push(h('p', { className: ['dj-schema-note'] }, [text(`Items: ${stopText(s.items)}`)]));
  }
  if (s.variants) {
    const word = s.variants.kind === 'oneOf' ? 'One of' : 'Any of';
    s.variants.options.forEach((option, i) => {
      const title = `${word}: option ${i + 1}${option.title || option.refName ? ` · ${option.title ?? option.refName}` : ''} (${option.type})`;
      const inner =
        option.properties.length > 0
          ? propertyFields(option, kind, describe)
          : [
              ...(option.description ? describe(option.description) : []),
              ...schemaDetails(option, kind, describe, true),
            ];
      out.push(expandable(title, inner));
    });
  }
  return out;
}

function stopText(s: SchemaNode): string {
  const what = s.refName ? `${s.refName}: ` : '';
  return `⟨${what}${s.stopReason ?? 'not shown'}⟩`;
}

function expandable(summary: string, children: ElementContent[]): ElementContent {
  return h('details', { className: ['dj-expandable'] }, [
    h('summary', {}, [text(summary)]),
    h('div', { className: ['dj-expandable-body'] }, children),
  ]);
}

/** A value as shown in a label: strings as written, anything else as compact JSON. */
export function shown(v: unknown): string {
  return typeof v === 'string' ? v : exampleJson(v, 500, 6).replace(/\n\s*/g, ' ');
}
