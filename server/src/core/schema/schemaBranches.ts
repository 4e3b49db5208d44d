// Which parts of the docs.json schema apply to a value: `$ref`s resolved, `allOf` taken, and the branch of each union
// (if/then/else chains on a label key or a JSON type, as schema/docs.schema.json is written; anyOf/oneOf) picked by
// the value itself. One walker for every reader of the schema: editor completion and hover read the jsonc tree of
// the file being edited (features/schemaNavigator.ts), key-ignored reads the composed tree of the configuration
// (openObjects.ts); each gives a view of its nodes. Validation is not done here (schemaValidator.ts owns that).
import type { JsonType } from '../model/composedTree';

/** A JSON Schema object (draft-07) or a boolean schema. Only the keywords read here are typed. */
export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  description?: string;
  markdownDescription?: string;
  deprecationMessage?: string;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: Schema;
  propertyNames?: Schema;
  required?: string[];
  items?: Schema | Schema[];
  additionalItems?: Schema;
  enum?: unknown[];
  const?: unknown;
  enumDescriptions?: string[];
  markdownEnumDescriptions?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  not?: Schema;
  if?: Schema;
  then?: Schema;
  else?: Schema;
  doNotSuggest?: boolean;
  definitions?: Record<string, Schema>;
  [key: string]: unknown;
}
export type Schema = SchemaObject | boolean;

/** How the walker reads a node of some tree: its JSON type, its value (leaves), its keys and children. */
export interface ValueView<N> {
  type(node: N): JsonType | 'integer';
  /** The value of a string, number, boolean or null. */
  leaf(node: N): unknown;
  keys(node: N): Iterable<string>;
  /** The value of a key (the last one written, as in JSON.parse), or an array item. */
  child(node: N, segment: string | number): N | undefined;
}

const MAX_EXPANSION = 64;

export class SchemaBranches<N> {
  /**
   * Each schema with its `$ref`s followed, once: the walk meets the same few hundred schemas thousands of times on
   * a large navigation, and one object per schema keeps the results comparable by identity.
   */
  private readonly resolved = new WeakMap<SchemaObject, SchemaObject | null>();

  constructor(
    private readonly root: SchemaObject,
    private readonly view: ValueView<N>,
  ) {}

  /**
   * Resolves `$ref`, `allOf`, unions and if/then/else into the object schemas that apply to `value`; without a
   * value, every branch.
   */
  expand(schema: Schema, value: N | undefined, depth = 0): SchemaObject[] {
    if (typeof schema !== 'object' || schema === null || depth > MAX_EXPANSION) return [];
    const resolved = this.resolve(schema);
    if (!resolved) return [];
    const out: SchemaObject[] = [resolved];
    for (const sub of resolved.allOf ?? []) out.push(...this.expand(sub, value, depth + 1));
    for (const union of [resolved.anyOf, resolved.oneOf]) {
      if (!union) continue;
      const matching = value !== undefined ? union.filter((b) => this.matches(b, value, depth + 1)) : union;
      for (const b of matching.length > 0 ? matching : union) out.push(...this.expand(b, value, depth + 1));
    }
    if (resolved.if !== undefined) {
      const verdict = value !== undefined ? this.matches(resolved.if, value, depth + 1) : undefined;
      if (verdict !== false && resolved.then !== undefined) out.push(...this.expand(resolved.then, value, depth + 1));
      if (verdict !== true && resolved.else !== undefined) out.push(...this.expand(resolved.else, value, depth + 1));
    }
    return out;
  }

  /** A loose match: enough to pick the branch an author meant (types, required keys, consts). */
  matches(schema: Schema, value: N, depth = 0): boolean {
    if (typeof schema === 'boolean') return schema;
    if (depth > MAX_EXPANSION) return true;
    const s = this.resolve(schema);
    if (!s) return true;
    const view = this.view;
    const type = view.type(value);
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      const ok = types.some(
        (t) => t === type || (t === 'integer' && type === 'number') || (t === 'number' && type === 'integer'),
      );
      if (!ok) return false;
    }
    const isLeaf = type !== 'object' && type !== 'array';
    if (s.const !== undefined && !(isLeaf && view.leaf(value) === s.const)) return false;
    if (s.enum && !(isLeaf && s.enum.some((e) => view.leaf(value) === e))) return false;
    if (s.required && type === 'object') {
      const keys = new Set(view.keys(value));
      if (!s.required.every((k) => keys.has(k))) return false;
    }
    if (s.properties && type === 'object') {
      for (const [key, sub] of Object.entries(s.properties)) {
        const child = view.child(value, key);
        if (child !== undefined && !this.matches(sub, child, depth + 1)) return false;
      }
    }
    if (s.not !== undefined && this.matches(s.not, value, depth + 1)) return false;
    if (s.allOf && !s.allOf.every((b) => this.matches(b, value, depth + 1))) return false;
    if (s.anyOf && !s.anyOf.some((b) => this.matches(b, value, depth + 1))) return false;
    if (s.oneOf && !s.oneOf.some((b) => this.matches(b, value, depth + 1))) return false;
    if (s.if !== undefined) {
      const branch = this.matches(s.if, value, depth + 1) ? s.then : s.else;
      if (branch !== undefined && !this.matches(branch, value, depth + 1)) return false;
    }
    return true;
  }

  /** The schemas a property `key` of an object has, in schemas that apply to the object. */
  propertySchemas(schemas: readonly SchemaObject[], key: string): Schema[] {
    const next: Schema[] = [];
    for (const schema of schemas) {
      const direct =
        schema.properties && Object.prototype.hasOwnProperty.call(schema.properties, key)
          ? schema.properties[key]
          : undefined;
      if (direct !== undefined) {
        next.push(direct);
        continue;
      }
      let matched = false;
      for (const [pattern, sub] of Object.entries(schema.patternProperties ?? {})) {
        if (safeRegExp(pattern)?.test(key)) {
          next.push(sub);
          matched = true;
        }
      }
      if (!matched && typeof schema.additionalProperties === 'object') next.push(schema.additionalProperties);
    }
    return next;
  }

  /** The schemas item `index` of an array has, in schemas that apply to the array. */
  itemSchemas(schemas: readonly SchemaObject[], index: number): Schema[] {
    const next: Schema[] = [];
    for (const schema of schemas) {
      if (Array.isArray(schema.items)) {
        const item = schema.items[index] ?? schema.additionalItems;
        if (item !== undefined) next.push(item);
      } else if (schema.items !== undefined) next.push(schema.items);
    }
    return next;
  }

  private resolve(schema: SchemaObject): SchemaObject | undefined {
    if (schema.$ref === undefined) return schema;
    let found = this.resolved.get(schema);
    if (found === undefined) this.resolved.set(schema, (found = this.follow(schema) ?? null));
    return found ?? undefined;
  }

  private follow(schema: SchemaObject): SchemaObject | undefined {
    let current: SchemaObject = schema;
    for (let hops = 0; current.$ref !== undefined && hops < 16; hops++) {
      const target = this.pointer(current.$ref);
      if (target === undefined || typeof target !== 'object') return undefined;
      // Annotations written beside a $ref (draft-07 ignores them, editors show them) are kept.
      const { $ref: _ignored, ...siblings } = current;
      current = Object.keys(siblings).length > 0 ? { ...target, ...siblings } : target;
    }
    return current.$ref === undefined ? current : undefined;
  }

  private pointer(ref: string): Schema | undefined {
    if (!ref.startsWith('#')) return undefined;
    let node: unknown = this.root;
    for (const raw of ref
      .slice(1)
      .split('/')
      .filter((s) => s !== '')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key))
        return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    return node as Schema;
  }
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}
