// The configuration as one tree after `$ref` includes are resolved, where every node remembers the file (by path)
// and the jsonc node it was written in. Problems found anywhere in the tree therefore point into the right file;
// positions come from the model's version of that file (SiteModel.source), which may be newer than the tree.
import type { Node as JsonNode } from 'jsonc-parser';

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface ComposedProperty {
  key: string;
  /** The key's string node (in `file`). */
  keyNode: JsonNode;
  /** The whole `"key": value` property node (in `filePath`), for "remove this key" fixes. */
  propertyNode: JsonNode;
  /** Root-relative path of the file the property is written in. */
  filePath: string;
  value: ComposedNode;
}

export interface ComposedNode {
  type: JsonType;
  /** Root-relative path of the file this value is written in (for an object assembled from an include, the file
   * of the object that holds `$ref`). */
  filePath: string;
  json: JsonNode;
  /** Leaf value (string, number, boolean, null). */
  value?: string | number | boolean | null;
  /** Object members in source order; included keys first, overridden by siblings of `$ref`. Map: no prototype keys. */
  properties?: Map<string, ComposedProperty>;
  /** Keys written more than once in one object: every occurrence but the last (which wins, as in JSON.parse). */
  shadowed?: ComposedProperty[];
  items?: ComposedNode[];
  /** Root-relative path of the included file, when this object (or value) came from `$ref`. */
  includedFrom?: string;
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
 * The plain JSON value (for schema validation). Keys become own properties even when named `__proto__`: nothing is
 * merged into existing objects, so no prototype is ever polluted. Iterative to survive deep trees.
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

/**
 * A tree equal to `root` but for the node at `path`, which becomes `leaf`. Only the nodes along the path are copied;
 * everything else is shared, so the old tree stays as it was. `copied` receives each replaced node with its copy.
 */
export function replaceAtPath(
  root: ComposedNode,
  path: readonly (string | number)[],
  leaf: ComposedNode,
  copied: Map<ComposedNode, ComposedNode> = new Map(),
): ComposedNode | undefined {
  const chain: ComposedNode[] = [root];
  for (const segment of path) {
    const next = nodeAtPath(chain[chain.length - 1], [segment]);
    if (!next) return undefined;
    chain.push(next);
  }
  copied.set(chain[chain.length - 1], leaf);
  let replacement = leaf;
  for (let i = path.length - 1; i >= 0; i--) {
    const parent = chain[i];
    const segment = path[i];
    let copy: ComposedNode;
    if (parent.type === 'array') {
      const items = parent.items!.slice();
      items[segment as number] = replacement;
      copy = { ...parent, items };
    } else {
      const properties = new Map(parent.properties!);
      const property = properties.get(String(segment))!;
      properties.set(String(segment), { ...property, value: replacement });
      copy = { ...parent, properties };
    }
    copied.set(parent, copy);
    replacement = copy;
  }
  return replacement;
}
