// The configuration as one tree after `$ref` includes are resolved, where every node remembers the file and the
// jsonc node it was written in. Problems found anywhere in the tree therefore point into the right file.
import type { Node as JsonNode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface ComposedProperty {
  key: string;
  /** The key's string node (in `file`). */
  keyNode: JsonNode;
  /** The whole `"key": value` property node (in `file`), for "remove this key" fixes. */
  propertyNode: JsonNode;
  file: SourceFile;
  value: ComposedNode;
}

export interface ComposedNode {
  type: JsonType;
  /** Where this value is written. For an object assembled from an include, the object that holds `$ref`. */
  file: SourceFile;
  json: JsonNode;
  /** Leaf value (string, number, boolean, null). */
  value?: string | number | boolean | null;
  /** Object members in source order; included keys first, overridden by siblings of `$ref`. Map: no prototype keys. */
  properties?: Map<string, ComposedProperty>;
  /** Keys written more than once in one object: every occurrence but the last (which wins, as in JSON.parse). */
  shadowed?: ComposedProperty[];
  items?: ComposedNode[];
  /** The included file, when this object (or value) came from `$ref`. */
  includedFrom?: SourceFile;
  /** The object names a `$ref` that could not be followed (reported by the include rule): its content is unknown. */
  includeFailed?: boolean;
}

export function prop(node: ComposedNode | undefined, key: string): ComposedNode | undefined {
  return node?.properties?.get(key)?.value;
}

export function stringProp(node: ComposedNode | undefined, key: string): string | undefined {
  const v = prop(node, key);
  return v?.type === 'string' ? (v.value as string) : undefined;
}

/**
 * The plain JSON value (for schema validation). Keys become own properties even when named `__proto__`
 * (ADVERSARIAL C1): nothing is merged into existing objects. Iterative to survive deep trees.
 */
export function toPlainValue(root: ComposedNode): unknown {
  const make = (n: ComposedNode): unknown =>
    n.type === 'object' ? {} : n.type === 'array' ? new Array(n.items!.length) : n.value;
  const result = make(root);
  const stack: Array<[ComposedNode, any]> = [[root, result]];
  while (stack.length > 0) {
    const [node, target] = stack.pop()!;
    if (node.type === 'object') {
      for (const [key, p] of node.properties!) {
        const v = make(p.value);
        Object.defineProperty(target, key, { value: v, enumerable: true, writable: true, configurable: true });
        if (v !== null && typeof v === 'object') stack.push([p.value, v]);
      }
    } else if (node.type === 'array') {
      node.items!.forEach((item, i) => {
        const v = make(item);
        target[i] = v;
        if (v !== null && typeof v === 'object') stack.push([item, v]);
      });
    }
  }
  return result;
}

/** Follows a JSON path (property names and array indexes) through the composed tree. */
export function nodeAtPath(root: ComposedNode, path: readonly (string | number)[]): ComposedNode | undefined {
  let node: ComposedNode | undefined = root;
  for (const segment of path) {
    if (!node) return undefined;
    if (node.type === 'array' && typeof segment === 'number') node = node.items![segment];
    else if (node.type === 'object') node = node.properties!.get(String(segment))?.value;
    else return undefined;
  }
  return node;
}

export function propertyAtPath(root: ComposedNode, path: readonly (string | number)[]): ComposedProperty | undefined {
  if (path.length === 0) return undefined;
  const parent = nodeAtPath(root, path.slice(0, -1));
  return parent?.type === 'object' ? parent.properties!.get(String(path[path.length - 1])) : undefined;
}
