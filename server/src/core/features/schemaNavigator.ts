// Walks the docs.json JSON Schema (draft-07, as schema/docs.schema.json is written: `$ref`s into `definitions`,
// unions as if/then/else chains keyed on a label key or a JSON type) to the schemas that apply at a JSON path,
// using the document's own values to pick branches. Editor completion and hover read descriptions and enums from
// here; validation is not done here (the schema check in core/schema owns that).
import type { Node as JsonNode } from 'jsonc-parser';
import type { JsonPath } from './cursor';

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

const MAX_EXPANSION = 64;

export class SchemaNavigator {
  constructor(
    private readonly root: SchemaObject,
    /** Where the documents this navigator reads sit in docs.json (an included file's place); [] for docs.json. */
    private readonly base: JsonPath = [],
  ) {}

  /** A navigator for a file included at `base` in docs.json: its paths start at that place. */
  rebased(base: JsonPath): SchemaNavigator {
    return new SchemaNavigator(this.root, base);
  }

  /** Every schema (object form, `$ref`s and unions resolved) that applies to the value at `path`. */
  schemasAt(path: JsonPath, docRoot: JsonNode | undefined): SchemaObject[] {
    let value: JsonNode | undefined = docRoot;
    let current =
      this.base.length === 0
        ? this.expand(this.root, value)
        : dedupe(new SchemaNavigator(this.root).schemasAt(this.base, undefined).flatMap((s) => this.expand(s, value)));
    for (const segment of path) {
      const childValue = value ? childOf(value, segment) : undefined;
      const next: Schema[] = [];
      for (const schema of current) {
        if (typeof segment === 'string') {
          const direct =
            schema.properties && Object.prototype.hasOwnProperty.call(schema.properties, segment)
              ? schema.properties[segment]
              : undefined;
          if (direct !== undefined) {
            next.push(direct);
            continue;
          }
          let matched = false;
          for (const [pattern, sub] of Object.entries(schema.patternProperties ?? {})) {
            if (safeRegExp(pattern)?.test(segment)) {
              next.push(sub);
              matched = true;
            }
          }
          if (!matched && typeof schema.additionalProperties === 'object') next.push(schema.additionalProperties);
        } else {
          if (Array.isArray(schema.items)) {
            const item = schema.items[segment] ?? schema.additionalItems;
            if (item !== undefined) next.push(item);
          } else if (schema.items !== undefined) next.push(schema.items);
        }
      }
      value = childValue;
      current = dedupe(next.flatMap((s) => this.expand(s, value)));
      if (current.length === 0) return [];
    }
    return current;
  }

  /** Properties known at an object path, first description wins, in schema order. */
  propertiesAt(path: JsonPath, docRoot: JsonNode | undefined): Map<string, SchemaObject> {
    const out = new Map<string, SchemaObject>();
    for (const schema of this.schemasAt(path, docRoot)) {
      for (const [name, sub] of Object.entries(schema.properties ?? {})) {
        const expanded = this.expand(sub, undefined);
        const merged: SchemaObject = Object.assign(
          {},
          ...expanded.slice().reverse(),
          typeof sub === 'object' ? sub : {},
        );
        const previous = out.get(name);
        if (!previous || (!describe(previous) && describe(merged))) out.set(name, merged);
      }
    }
    return out;
  }

  /** Allowed values at a path: enums (with descriptions), consts and booleans. */
  valuesAt(
    path: JsonPath,
    docRoot: JsonNode | undefined,
  ): Array<{ value: unknown; description?: string; markdownDescription?: string }> {
    const out: Array<{ value: unknown; description?: string; markdownDescription?: string }> = [];
    const seen = new Set<string>();
    const add = (value: unknown, description?: string, markdownDescription?: string) => {
      const key = JSON.stringify(value);
      if (key === undefined || seen.has(key)) return;
      seen.add(key);
      out.push({ value, description, markdownDescription });
    };
    for (const schema of this.schemasAt(path, docRoot)) {
      schema.enum?.forEach((v, i) => add(v, schema.enumDescriptions?.[i], schema.markdownEnumDescriptions?.[i]));
      if (schema.const !== undefined) add(schema.const, schema.description, schema.markdownDescription);
      if (schema.type === 'boolean' || (Array.isArray(schema.type) && schema.type.includes('boolean'))) {
        add(true);
        add(false);
      }
    }
    return out;
  }

  /** Description of the property (or array item) at a path. */
  documentationAt(path: JsonPath, docRoot: JsonNode | undefined): { markdown?: string; plain?: string } | undefined {
    const parentSchemas = path.length > 0 ? this.schemasAt(path.slice(0, -1), docRoot) : [];
    const last = path[path.length - 1];
    // The property's own annotation (written beside a $ref) is more specific than the referenced definition's.
    for (const parent of parentSchemas) {
      const own = typeof last === 'string' ? parent.properties?.[last] : undefined;
      if (own && typeof own === 'object' && describe(own))
        return { markdown: own.markdownDescription, plain: own.description };
    }
    for (const schema of this.schemasAt(path, docRoot)) {
      if (describe(schema)) return { markdown: schema.markdownDescription, plain: schema.description };
    }
    return undefined;
  }

  /** Resolves `$ref`, `allOf`, unions and if/then/else into the object schemas that apply to `value`. */
  expand(schema: Schema, value: JsonNode | undefined, depth = 0): SchemaObject[] {
    if (typeof schema !== 'object' || schema === null || depth > MAX_EXPANSION) return [];
    const resolved = this.resolve(schema);
    if (!resolved) return [];
    const out: SchemaObject[] = [resolved];
    for (const sub of resolved.allOf ?? []) out.push(...this.expand(sub, value, depth + 1));
    for (const union of [resolved.anyOf, resolved.oneOf]) {
      if (!union) continue;
      const matching = value ? union.filter((b) => this.matches(b, value, depth + 1)) : union;
      for (const b of matching.length > 0 ? matching : union) out.push(...this.expand(b, value, depth + 1));
    }
    if (resolved.if !== undefined) {
      const verdict = value ? this.matches(resolved.if, value, depth + 1) : undefined;
      if (verdict !== false && resolved.then !== undefined) out.push(...this.expand(resolved.then, value, depth + 1));
      if (verdict !== true && resolved.else !== undefined) out.push(...this.expand(resolved.else, value, depth + 1));
    }
    return out;
  }

  /** A loose match: enough to pick the branch an author meant (types, required keys, consts). */
  matches(schema: Schema, value: JsonNode, depth = 0): boolean {
    if (typeof schema === 'boolean') return schema;
    if (depth > MAX_EXPANSION) return true;
    const s = this.resolve(schema);
    if (!s) return true;
    const type = jsonType(value);
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      const ok = types.some(
        (t) => t === type || (t === 'integer' && type === 'number') || (t === 'number' && type === 'integer'),
      );
      if (!ok) return false;
    }
    if (s.const !== undefined && !sameValue(value, s.const)) return false;
    if (s.enum && !s.enum.some((e) => sameValue(value, e))) return false;
    if (s.required && value.type === 'object') {
      const keys = keysOfNode(value);
      if (!s.required.every((k) => keys.has(k))) return false;
    }
    if (s.properties && value.type === 'object') {
      for (const [key, sub] of Object.entries(s.properties)) {
        const child = childOf(value, key);
        if (child && !this.matches(sub, child, depth + 1)) return false;
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

  private resolve(schema: SchemaObject): SchemaObject | undefined {
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

export function describe(schema: SchemaObject): string | undefined {
  return schema.markdownDescription ?? schema.description;
}

function dedupe(schemas: SchemaObject[]): SchemaObject[] {
  return [...new Set(schemas)];
}

function childOf(node: JsonNode, segment: string | number): JsonNode | undefined {
  if (typeof segment === 'number') return node.type === 'array' ? node.children?.[segment] : undefined;
  if (node.type !== 'object') return undefined;
  let found: JsonNode | undefined;
  for (const member of node.children ?? []) {
    if (member.children?.[0]?.value === segment) found = member.children[1]; // last one wins, as in JSON.parse
  }
  return found;
}

function keysOfNode(node: JsonNode): Set<string> {
  const keys = new Set<string>();
  for (const member of node.children ?? []) if (member.children?.[0]) keys.add(String(member.children[0].value));
  return keys;
}

function jsonType(node: JsonNode): string {
  if (node.type === 'number') return Number.isInteger(node.value) ? 'integer' : 'number';
  return node.type;
}

function sameValue(node: JsonNode, expected: unknown): boolean {
  if (node.type === 'object' || node.type === 'array') return false;
  return node.value === expected;
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}
