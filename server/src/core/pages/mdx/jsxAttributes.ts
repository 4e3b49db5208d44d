// Reads a JSX attribute's value as a literal from the syntax tree, never by evaluating it: `"text"` is a string,
// `{2}` and `{-1}` are numbers, a bare flag and `{true}`/`{false}` are booleans, `{"text"}` and `` {`text`} ``
// without substitutions are strings, anything else is an expression we do not evaluate.
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx';

export type AttributeValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean; flag: boolean }
  | { kind: 'expression'; source: string };

export interface JsxAttributeFact {
  name: string;
  value: AttributeValue;
  /** The whole attribute, `name="value"`. */
  start: number;
  end: number;
  nameEnd: number;
  /** The value as written: inside the quotes for a string, inside the braces for an expression; absent for a flag. */
  valueStart?: number;
  valueEnd?: number;
}

interface EstreeNode {
  type: string;
  value?: unknown;
  operator?: string;
  argument?: EstreeNode;
  expression?: EstreeNode;
  expressions?: unknown[];
  quasis?: Array<{ value: { cooked?: string | null } }>;
  body?: EstreeNode[];
}

/** A spread (`{...props}`) is not an attribute: undefined. */
export function readAttribute(
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
  text: string,
): JsxAttributeFact | undefined {
  if (attribute.type !== 'mdxJsxAttribute') return undefined;
  const start = attribute.position?.start.offset;
  const end = attribute.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const nameEnd = start + attribute.name.length;
  const raw = attribute.value;
  if (raw === null || raw === undefined) {
    return { name: attribute.name, value: { kind: 'boolean', value: true, flag: true }, start, end, nameEnd };
  }
  const { valueStart, valueEnd } = valueSpan(text, nameEnd, end);
  if (typeof raw === 'string') {
    return { name: attribute.name, value: { kind: 'string', value: raw }, start, end, nameEnd, valueStart, valueEnd };
  }
  const estree = raw.data?.estree as EstreeNode | undefined;
  const literal = literalOf(estree?.body?.[0]?.expression);
  return {
    name: attribute.name,
    value: literal ?? { kind: 'expression', source: raw.value },
    start,
    end,
    nameEnd,
    valueStart,
    valueEnd,
  };
}

function literalOf(node: EstreeNode | undefined): AttributeValue | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal') {
    if (typeof node.value === 'string') return { kind: 'string', value: node.value };
    if (typeof node.value === 'number') return { kind: 'number', value: node.value };
    if (typeof node.value === 'boolean') return { kind: 'boolean', value: node.value, flag: false };
    return undefined;
  }
  if (node.type === 'UnaryExpression' && (node.operator === '-' || node.operator === '+')) {
    const inner = literalOf(node.argument);
    if (inner?.kind === 'number') return { kind: 'number', value: node.operator === '-' ? -inner.value : inner.value };
    return undefined;
  }
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0 && node.quasis?.length === 1) {
    const cooked = node.quasis[0].value.cooked;
    return typeof cooked === 'string' ? { kind: 'string', value: cooked } : undefined;
  }
  return undefined;
}

/** Offsets of the value between its quotes or braces, found after the `=` that follows the name. */
function valueSpan(text: string, nameEnd: number, end: number): { valueStart?: number; valueEnd?: number } {
  let i = nameEnd;
  while (i < end && text[i] !== '=') i++;
  i++;
  while (i < end && /\s/.test(text[i])) i++;
  const open = text[i];
  if (open !== '"' && open !== "'" && open !== '{') return {};
  return { valueStart: i + 1, valueEnd: Math.max(i + 1, end - 1) };
}
