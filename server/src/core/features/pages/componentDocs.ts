// Markdown documentation of catalog components and attributes, for completion items and hover.
import type { AttributeSpec, ComponentSpec } from '../../pages/mdx/components';

export function componentDocumentation(spec: ComponentSpec): string {
  const lines = [`**\`<${spec.name}>\`** — ${spec.doc}`];
  if (spec.parents) lines.push('', `Goes inside ${spec.parents.map((p) => `\`<${p}>\``).join(' or ')}.`);
  if (spec.exactlyOneOf) lines.push('', `Needs exactly one of ${spec.exactlyOneOf.map((a) => `\`${a}\``).join(', ')}.`);
  if (spec.attributes.length > 0) {
    lines.push('');
    for (const a of spec.attributes)
      lines.push(`- \`${a.name}\` (${kindLabel(a)}${a.required ? ', required' : ''}): ${a.doc}`);
  }
  if (spec.reference) lines.push('', `[Mintlify reference](${spec.reference})`);
  return lines.join('\n');
}

export function attributeDocumentation(spec: ComponentSpec, a: AttributeSpec): string {
  return `\`${a.name}\` of \`<${spec.name}>\` (${kindLabel(a)}${a.required ? ', required' : ''}): ${a.doc}`;
}

function kindLabel(a: AttributeSpec): string {
  switch (a.kind) {
    case 'enum':
      return (a.values ?? []).map((v) => `"${v}"`).join(' | ');
    case 'boolean':
      return 'true or false';
    case 'list':
      return 'list';
    case 'link':
      return 'page or URL';
    case 'image':
      return 'image path or URL';
    case 'icon':
      return 'icon name, path or URL';
    default:
      return a.kind;
  }
}
