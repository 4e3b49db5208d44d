// component-attribute: a Mintlify component without an attribute it needs, or with a value of the wrong kind
// (`<CardGroup cols="two">`, a `<ParamField>` with no location or with two). An attribute Mintlify's reference
// calls required but whose absence still renders (`<Step>` without `title`) is a note saying what the reader
// sees. Values written as expressions we do not evaluate are never called wrong; an element with a `{...spread}`
// may get any attribute through it, so nothing is called missing there.
import { defineRule } from '../defineRule';
import { AttributeSpec, componentSpec, ComponentSpec } from '../../pages/mdx/components';
import { attributeOf, ElementFact, JsxAttributeFact } from '../../pages/mdx/pageFacts';
import { closestLinkTargets } from '../../text/didYouMean';
import { orList } from './suggestions';

export const componentAttributeRule = defineRule({
  id: 'component-attribute',
  defaultSeverity: 'warning',
  description: 'A Mintlify component missing a required attribute, or given a value of the wrong kind.',
  reads: 'pages',
  checkPage({ page, report }) {
    for (const element of page.facts.elements) {
      const spec = componentSpec(element.name);
      if (!spec) continue;
      const at = (start: number, end: number) => page.lines.rangeAt(start, end);
      for (const problem of missing(spec, element)) {
        report(at(element.nameStart, element.nameEnd), problem.message, undefined, problem.note ? 'info' : undefined);
      }
      for (const attribute of element.attributes) {
        const attributeSpec = spec.attributes.find((a) => a.name === attribute.name);
        if (!attributeSpec) continue;
        const wrong = wrongKind(spec, attributeSpec, attribute);
        if (wrong)
          report(
            at(attribute.start, attribute.end),
            wrong.message,
            wrong.candidates && { candidates: wrong.candidates },
          );
      }
    }
  },
});

function missing(spec: ComponentSpec, element: ElementFact): Array<{ message: string; note?: boolean }> {
  if (element.hasSpread) return [];
  const problems: Array<{ message: string; note?: boolean }> = [];
  for (const a of spec.attributes) {
    if (!a.required || attributeOf(element, a.name)) continue;
    if (a.whenMissing) {
      // Renders without it: a note that says what the reader sees.
      problems.push({
        message: `without \`${a.name}\`, ${a.whenMissing}: add \`${a.name}="…"\``,
        note: true,
      });
    } else problems.push({ message: `\`<${spec.name}>\` needs \`${a.name}\`: ${lowerFirst(a.doc)}` });
  }
  const locations = spec.exactlyOneOf;
  if (locations) {
    const given = locations.filter((name) => attributeOf(element, name));
    if (given.length === 0) {
      const named = attributeOf(element, 'name');
      const example = named?.value.kind === 'string' ? named.value.value : 'limit';
      problems.push({
        message:
          `\`<${spec.name}>\` needs one of ${orList(locations)}, holding the parameter’s name (e.g. \`${locations[1]}="${example}"\`)` +
          (named
            ? '; `name` is not one of them (for a field that is not a request parameter, use `<ResponseField name="…">`)'
            : ''),
      });
    } else if (given.length > 1) {
      problems.push({
        message: `\`<${spec.name}>\` has ${orList(given).replace(' or ', ' and ')}: a parameter has one location`,
      });
    }
  }
  return problems;
}

interface WrongKind {
  message: string;
  candidates?: string[];
}

function wrongKind(component: ComponentSpec, spec: AttributeSpec, attribute: JsxAttributeFact): WrongKind | undefined {
  const value = attribute.value;
  const name = `\`${spec.name}\``;
  if (value.kind === 'expression') return undefined;
  switch (spec.kind) {
    case 'number':
      if (value.kind === 'number') return undefined;
      if (value.kind === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value.value)) return undefined;
      return { message: `${name} takes a number: write \`${spec.name}={2}\`` };
    case 'boolean':
      if (value.kind === 'boolean') return undefined;
      if (value.kind === 'string' && (value.value === 'true' || value.value === 'false')) return undefined;
      return { message: `${name} is on or off: write \`${spec.name}\` alone, or \`${spec.name}={false}\`` };
    case 'enum': {
      if (value.kind !== 'string') return { message: `${name} takes one of ${orList(spec.values ?? [])}` };
      if (spec.values?.includes(value.value)) return undefined;
      const candidates = closestLinkTargets(value.value, spec.values ?? []);
      return {
        message: `\`${spec.name}="${value.value}"\` is not a value of \`<${component.name}>\`: use ${orList(spec.values ?? [])}`,
        candidates: candidates.length ? candidates : undefined,
      };
    }
    case 'list':
      if (value.kind === 'string') {
        return { message: `${name} takes a list: write \`${spec.name}={["${value.value}"]}\`` };
      }
      return undefined;
    case 'text':
    case 'link':
    case 'image':
    case 'icon':
      if (value.kind === 'boolean' && value.flag)
        return { message: `${name} needs a value: write \`${spec.name}="…"\`` };
      return undefined;
    default:
      return undefined;
  }
}

function lowerFirst(s: string): string {
  return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}
