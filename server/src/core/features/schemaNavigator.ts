// Walks the docs.json JSON Schema (draft-07, as schema/docs.schema.json is written: `$ref`s into `definitions`,
// unions as if/then/else chains keyed on a label key or a JSON type) to the schemas that apply at a JSON path,
// using the document's own values to pick branches. Editor completion and hover read descriptions and enums from
// here; the walking itself ($refs, unions, branches picked by value) is core/schema/schemaBranches.ts.
import type { Node as JsonNode } from 'jsonc-parser';
import { SchemaBranches, type Schema, type SchemaObject, type ValueView } from '../schema/schemaBranches';
import type { JsonType } from '../model/composedTree';
import type { JsonPath } from './cursor';

export type { SchemaObject, Schema } from '../schema/schemaBranches';

/** The jsonc tree as the schema walker reads it. */
const JSONC_VIEW: ValueView<JsonNode> = {
  type: jsonType,
  leaf: (node) => node.value as unknown,
  keys: keysOfNode,
  child: childOf,
};

export class SchemaNavigator {
  private readonly branches: SchemaBranches<JsonNode>;

  constructor(
    private readonly root: SchemaObject,
    /** Where the documents this navigator reads sit in docs.json (an included file's place); [] for docs.json. */
    private readonly base: JsonPath = [],
  ) {
    this.branches = new SchemaBranches(root, JSONC_VIEW);
  }

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
      const next =
        typeof segment === 'string'
          ? this.branches.propertySchemas(current, segment)
          : this.branches.itemSchemas(current, segment);
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
  expand(schema: Schema, value: JsonNode | undefined): SchemaObject[] {
    return this.branches.expand(schema, value);
  }

  /** A loose match: enough to pick the branch an author meant (types, required keys, consts). */
  matches(schema: Schema, value: JsonNode): boolean {
    return this.branches.matches(schema, value);
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

function jsonType(node: JsonNode): JsonType | 'integer' {
  if (node.type === 'number') return Number.isInteger(node.value) ? 'integer' : 'number';
  return node.type as JsonType; // (a value node is never a 'property')
}
