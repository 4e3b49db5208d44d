// Components an MDX file defines for itself or for the pages that import it: `export const X = ({ a, b }) => (JSX)`
// (or `function X(props) { return JSX }`). Only components whose body is JSX and nothing else can be shown without
// running code; for those, the props are bound by name and the JSX is rendered with them as literals.
import type { Expression, Node as EstreeNode, Pattern, Program } from 'estree-jsx';
import type { ComponentParams, ComponentSource, JsxBody, JsxValue } from '../nodes';
import { readValue } from './values';

/** Every exported name of `program` that is a component we can render, or why it is not. */
export function exportedComponents(program: Program, file: string, text: string): Map<string, ComponentSource> {
  const out = new Map<string, ComponentSource>();
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
    const decl = statement.declaration;
    if (decl.type === 'FunctionDeclaration' && decl.id) {
      out.set(decl.id.name, componentOf(decl.params, decl.body, file, text));
    } else if (decl.type === 'VariableDeclaration') {
      for (const d of decl.declarations) {
        if (d.id.type !== 'Identifier' || !d.init) continue;
        const init = d.init;
        out.set(
          d.id.name,
          init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression'
            ? componentOf(init.params, init.body, file, text)
            : { kind: 'not-rendered', reason: 'it is a value, not a component' },
        );
      }
    }
  }
  return out;
}

function componentOf(params: Pattern[], body: EstreeNode, file: string, text: string): ComponentSource {
  const jsx = returnedJsx(body);
  if (!jsx) return { kind: 'not-rendered', reason: 'its content is computed by code, which is never run here' };
  const bound = bindParams(params);
  if (!bound) return { kind: 'not-rendered', reason: 'its parameters are computed by code, which is never run here' };
  return { kind: 'exported', file, text, params: bound, body: jsx };
}

/** The JSX a function body returns when that is all it does. */
function returnedJsx(body: EstreeNode): JsxBody | undefined {
  if (body.type === 'JSXElement' || body.type === 'JSXFragment') return body;
  if (body.type === 'BlockStatement' && body.body.length === 1) {
    const only = body.body[0];
    if (only.type === 'ReturnStatement' && only.argument) {
      const arg = only.argument;
      if (arg.type === 'JSXElement' || arg.type === 'JSXFragment') return arg;
    }
  }
  return undefined;
}

function bindParams(params: Pattern[]): ComponentParams | undefined {
  if (params.length === 0) return { kind: 'none' };
  if (params.length > 1) return undefined;
  const p = params[0];
  if (p.type === 'Identifier') return { kind: 'identifier', name: p.name };
  if (p.type !== 'ObjectPattern') return undefined;
  const names = new Map<string, JsxValue | undefined>();
  for (const prop of p.properties) {
    if (prop.type !== 'Property' || prop.computed || prop.key.type !== 'Identifier') return undefined;
    const value = prop.value;
    if (value.type === 'Identifier') names.set(value.name, undefined);
    else if (value.type === 'AssignmentPattern' && value.left.type === 'Identifier') {
      // A default value: a literal, read like an attribute (no JSX converter: JSX defaults stay unknown).
      const dflt = readValue(value.right as Expression, new Map(), '…', () => []);
      names.set(value.left.name, dflt.kind === 'literal' ? dflt : undefined);
    } else return undefined;
    if (prop.key.name !== (value.type === 'Identifier' ? value.name : (value as { left: { name: string } }).left.name))
      return undefined; // `{ a: b }` renames a prop: rare enough to leave unrendered
  }
  return { kind: 'object', names };
}
