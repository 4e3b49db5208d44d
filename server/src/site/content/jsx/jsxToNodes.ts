// JSX found inside expressions (an attribute value such as `label={<>...</>}`, or what a component of the docs
// returns) turned into nodes the renderer walks like the page's own: elements become component calls with their
// attributes worked out (evaluate.ts), text follows JSX's white-space rules, `{expressions}` become their value or
// are kept as source with the reason they cannot be worked out. Nothing is run.
import type {
  Expression,
  JSXAttribute,
  JSXElement,
  JSXFragment,
  JSXSpreadAttribute,
  Node as EstreeNode,
} from 'estree-jsx';
import type { JsxValue, RenderNode, Scope } from '../nodes';
import { readValue, type EvalEnv } from './values';

const MAX_JSX_DEPTH = 64;

/** `text` is the text of the file the JSX was written in (its nodes carry offsets into it). */
export function jsxToNodes(expr: Expression, scope: Scope, text: string, inline = true): RenderNode[] {
  return convertNode(expr, scope, text, inline, 0, envFor(text));
}

/** How expressions in the JSX of file `text` are worked out: JSX inside them converts the same way. */
export function envFor(text: string): EvalEnv {
  return { text, convert: (e, s, t) => jsxToNodes(e, s, t, true) };
}

type Converter = EvalEnv;

function convertNode(
  node: EstreeNode,
  scope: Scope,
  text: string,
  inline: boolean,
  depth: number,
  convert: Converter,
): RenderNode[] {
  if (depth > MAX_JSX_DEPTH) return [{ type: 'djExpression', source: 'JSX nested too deeply', inline }];
  if (node.type === 'JSXFragment') return convertChildren(node, scope, text, depth, convert, inline);
  if (node.type !== 'JSXElement') return [];
  return [
    {
      type: 'djComponent',
      name: elementName(node),
      attributes: readJsxAttributes(node.openingElement.attributes, scope, text, convert),
      children: convertChildren(node, scope, text, depth, convert, inline),
      inline,
    },
  ];
}

function convertChildren(
  parent: JSXElement | JSXFragment,
  scope: Scope,
  text: string,
  depth: number,
  convert: Converter,
  parentInline: boolean,
): RenderNode[] {
  // Elements among words are phrasing content; elements alone on their lines are blocks.
  const hasWords = parent.children.some((c) => c.type === 'JSXText' && c.value.trim() !== '');
  const inline = parentInline || hasWords;
  const out: RenderNode[] = [];
  for (const child of parent.children) {
    if (child.type === 'JSXText') {
      const value = jsxText(child.value);
      if (value) out.push({ type: 'text', value });
    } else if (child.type === 'JSXExpressionContainer') {
      if (child.expression.type === 'JSXEmptyExpression') continue;
      out.push(...valueNodes(readValue(child.expression, scope, sourceOf(child.expression, text), convert), inline));
    } else if (child.type === 'JSXElement' || child.type === 'JSXFragment') {
      out.push(...convertNode(child, scope, text, inline, depth + 1, convert));
    }
  }
  return out;
}

/** The nodes an `{expression}` stands for in content, as React renders values: arrays in order, nothing for
 *  booleans, null and functions. */
export function valueNodes(value: JsxValue, inline: boolean): RenderNode[] {
  if (value.kind === 'nodes') return value.nodes;
  if (value.kind === 'unknown') return [{ type: 'djExpression', source: value.source, inline, reason: value.reason }];
  if (value.kind === 'array') return value.items.flatMap((item) => valueNodes(item, inline));
  if (value.kind === 'function') return [];
  if (value.kind === 'object')
    return [{ type: 'djExpression', source: '{…}', inline, reason: 'an object cannot be shown as content' }];
  const v = value.value;
  if (typeof v === 'string') return v ? [{ type: 'text', value: v }] : [];
  if (typeof v === 'number') return [{ type: 'text', value: String(v) }];
  // React renders nothing for booleans and null, and the items of an array one after the other.
  if (Array.isArray(v)) return v.flatMap((item) => valueNodes({ kind: 'literal', value: item }, inline));
  if (v === null || typeof v === 'boolean') return [];
  return [{ type: 'djExpression', source: JSON.stringify(v), inline, reason: 'an object cannot be shown as content' }];
}

export function readJsxAttributes(
  attributes: Array<JSXAttribute | JSXSpreadAttribute>,
  scope: Scope,
  text: string,
  convert: Converter,
): Map<string, JsxValue> {
  const out = new Map<string, JsxValue>();
  for (const attr of attributes) {
    if (attr.type === 'JSXSpreadAttribute') {
      const v = readValue(attr.argument, scope, sourceOf(attr.argument, text), convert);
      if (v.kind === 'literal' && typeof v.value === 'object' && v.value !== null && !Array.isArray(v.value)) {
        for (const [k, x] of Object.entries(v.value)) out.set(k, { kind: 'literal', value: x });
      } else if (v.kind === 'object') for (const [k, x] of v.entries) out.set(k, x);
      continue;
    }
    const name =
      attr.name.type === 'JSXIdentifier' ? attr.name.name : `${attr.name.namespace.name}:${attr.name.name.name}`;
    const value = attr.value;
    if (value === null || value === undefined) out.set(name, { kind: 'literal', value: true });
    else if (value.type === 'Literal') out.set(name, { kind: 'literal', value: String(value.value) });
    else if (value.type === 'JSXExpressionContainer') {
      if (value.expression.type !== 'JSXEmptyExpression')
        out.set(name, readValue(value.expression, scope, sourceOf(value.expression, text), convert));
    } else out.set(name, { kind: 'nodes', nodes: convert.convert(value as Expression, scope, text) });
  }
  return out;
}

function elementName(node: JSXElement): string {
  const name = node.openingElement.name;
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  const parts: string[] = [];
  let cur: typeof name.object | typeof name = name;
  while (cur.type === 'JSXMemberExpression') {
    parts.unshift(cur.property.name);
    cur = cur.object;
  }
  parts.unshift(cur.name);
  return parts.join('.');
}

/**
 * JSX text as React reads it: lines are trimmed where they meet a line break, lines left empty are dropped, and
 * the rest are joined with one space.
 */
export function jsxText(raw: string): string {
  if (!/[\r\n]/.test(raw)) return raw;
  const lines = raw.split(/\r\n|\r|\n/);
  const kept: string[] = [];
  lines.forEach((line, i) => {
    let l = line.replace(/\t/g, ' ');
    if (i > 0) l = l.replace(/^ +/, '');
    if (i < lines.length - 1) l = l.replace(/ +$/, '');
    if (l) kept.push(l);
  });
  return kept.join(' ');
}

export function sourceOf(node: EstreeNode, text: string): string {
  const { start, end } = node as EstreeNode & { start?: number; end?: number };
  return typeof start === 'number' && typeof end === 'number' ? text.slice(start, end) : '…';
}
