// Reads JSX attribute values and `{expressions}` from the syntax tree as literals, never by running them: strings,
// numbers, booleans, null, arrays and plain objects of those, template strings without substitutions, props of the
// component being rendered, and JSX itself (kept as nodes to render). Anything else is "unknown" and keeps its
// source text for display. Depth-capped, so a hostile `{[[[[...]]]]}` cannot exhaust the stack.
import type { Expression, Node as EstreeNode, ObjectExpression, Program } from 'estree-jsx';
import type { JsxValue, Literal, RenderNode, Scope } from '../nodes';

const MAX_LITERAL_DEPTH = 32;

/** Turns JSX written as a value into nodes to render (supplied by jsxToNodes, which itself reads values here). */
export type JsxConverter = (expr: Expression, scope: Scope) => RenderNode[];

/** The one expression of an MDX expression's program; undefined when it is empty (a comment) or not one expression. */
export function expressionOf(program: Program | null | undefined): Expression | undefined | 'empty' {
  if (!program) return undefined;
  if (program.body.length === 0) return 'empty';
  const first = program.body[0];
  if (program.body.length !== 1 || first.type !== 'ExpressionStatement') return undefined;
  return first.expression;
}

export function readValue(expr: Expression, scope: Scope, source: string, toNodes: JsxConverter): JsxValue {
  if (expr.type === 'JSXElement' || expr.type === 'JSXFragment') return { kind: 'nodes', nodes: toNodes(expr, scope) };
  if (expr.type === 'Identifier') return scope.get(expr.name) ?? unknown(source);
  if (expr.type === 'MemberExpression' && !expr.computed && expr.object.type === 'Identifier') {
    // `props.title` inside a component written as `(props) => ...`
    const holder = scope.get(expr.object.name);
    if (holder?.kind === 'literal' && isRecord(holder.value) && expr.property.type === 'Identifier') {
      const v = Object.hasOwn(holder.value, expr.property.name) ? holder.value[expr.property.name] : undefined;
      return v === undefined ? unknown(source) : { kind: 'literal', value: v };
    }
    if (holder?.kind === 'nodes') return unknown(source);
  }
  const literal = readLiteral(expr, scope, 0);
  return literal === NOT_LITERAL ? unknown(source) : { kind: 'literal', value: literal };
}

const NOT_LITERAL = Symbol('not a literal');

function readLiteral(node: EstreeNode, scope: Scope, depth: number): Literal | typeof NOT_LITERAL {
  if (depth > MAX_LITERAL_DEPTH) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal': {
      const v = node.value;
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null ? v : NOT_LITERAL;
    }
    case 'TemplateLiteral':
      return node.expressions.length === 0
        ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('')
        : NOT_LITERAL;
    case 'UnaryExpression': {
      if (node.operator !== '-' && node.operator !== '+') return NOT_LITERAL;
      const v = readLiteral(node.argument, scope, depth + 1);
      return typeof v === 'number' ? (node.operator === '-' ? -v : v) : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const out: Literal[] = [];
      for (const el of node.elements) {
        if (!el || el.type === 'SpreadElement') return NOT_LITERAL;
        const v = readLiteral(el, scope, depth + 1);
        if (v === NOT_LITERAL) return NOT_LITERAL;
        out.push(v);
      }
      return out;
    }
    case 'ObjectExpression':
      return readObject(node, scope, depth);
    case 'Identifier': {
      if (node.name === 'undefined') return null;
      const v = scope.get(node.name);
      return v?.kind === 'literal' ? v.value : NOT_LITERAL;
    }
    default:
      return NOT_LITERAL;
  }
}

function readObject(node: ObjectExpression, scope: Scope, depth: number): Literal | typeof NOT_LITERAL {
  // A null-prototype record: keys such as `__proto__` stay plain data and reach no prototype.
  const out: { [key: string]: Literal } = Object.create(null);
  for (const prop of node.properties) {
    if (prop.type !== 'Property' || prop.computed || prop.kind !== 'init') return NOT_LITERAL;
    const key =
      prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? String(prop.key.value) : undefined;
    if (key === undefined) return NOT_LITERAL;
    const v = readLiteral(prop.value, scope, depth + 1);
    if (v === NOT_LITERAL) return NOT_LITERAL;
    out[key] = v;
  }
  return out;
}

function unknown(source: string): JsxValue {
  return { kind: 'unknown', source };
}

export function isRecord(v: Literal | undefined): v is { [key: string]: Literal } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A value as text: strings as they are, numbers and booleans printed, anything else undefined. */
export function valueText(v: JsxValue | undefined): string | undefined {
  if (!v || v.kind !== 'literal') return undefined;
  const x = v.value;
  if (typeof x === 'string') return x;
  if (typeof x === 'number' || typeof x === 'boolean') return String(x);
  return undefined;
}

/** A flag attribute: `required`, `required={true}`, `required="true"`. */
export function valueFlag(v: JsxValue | undefined): boolean {
  if (!v || v.kind !== 'literal') return false;
  return v.value === true || v.value === 'true';
}
