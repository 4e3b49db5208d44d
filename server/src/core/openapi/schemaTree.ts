// A JSON Schema of a spec resolved into a finite field tree for display: $refs followed through the core's safe
// reader (inside the docs root only, never fetched, chains capped), allOf merged, oneOf/anyOf kept as variants.
// A schema that refers back to itself stops at the repeat (cycle), and depth and total size are capped, so a
// hostile or enormous spec yields a bounded tree with the reason it stops.
import { BuildContext } from './buildContext';
import type { DocPath } from './docLocator';
import type { PropertyNode, SchemaNode, SchemaStop } from './operationView';
import { followRefs, type Node } from './refFollow';
import { formatPointer, hasOwn, isPlainObject } from './refs';

export interface SchemaLimits {
  /** Levels of nested properties / items shown. */
  maxDepth: number;
  /** Schema nodes resolved per operation. */
  maxNodes: number;
  /** Properties shown per object. */
  maxProperties: number;
  /** oneOf / anyOf options shown. */
  maxVariants: number;
  /** enum values kept. */
  maxEnum: number;
}

export const DEFAULT_SCHEMA_LIMITS: SchemaLimits = {
  maxDepth: 10,
  maxNodes: 3000,
  maxProperties: 250,
  maxVariants: 25,
  maxEnum: 100,
};

const NUMBER_LIMITS: Array<[string, string]> = [
  ['minimum', 'minimum'],
  ['maximum', 'maximum'],
  ['exclusiveMinimum', 'greater than'],
  ['exclusiveMaximum', 'less than'],
  ['multipleOf', 'multiple of'],
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['minProperties', 'min properties'],
  ['maxProperties', 'max properties'],
];

export class SchemaResolver {
  private nodes = 0;
  /** Problems met, each once (an unresolved $ref, a cap). */
  readonly notes = new Set<string>();

  constructor(
    private readonly ctx: BuildContext,
    private readonly limits: SchemaLimits = DEFAULT_SCHEMA_LIMITS,
  ) {}

  async resolve(start: Node, depth = 0, stack: readonly string[] = []): Promise<SchemaNode> {
    if (++this.nodes > this.limits.maxNodes) {
      this.notes.add(`Schemas are shown up to ${this.limits.maxNodes} fields per operation; the rest is left out`);
      return stopped('budget', 'left out: the schema is too large to show in full');
    }
    if (depth > this.limits.maxDepth) return stopped('depth', 'nested too deeply to show');
    let node = start;
    let refName: string | undefined;
    let chain = stack;
    if (isPlainObject(node.value) && hasOwn(node.value, '$ref')) {
      const followed = await followRefs(this.ctx, node, 'schema');
      if (!followed.ok) {
        this.notes.add(`A schema is not shown: ${followed.reason}`);
        return stopped('unresolved', followed.reason);
      }
      node = followed.node;
      refName = node.path.length > 0 ? node.path[node.path.length - 1] : undefined;
      const key = node.file + formatPointer(node.path);
      if (stack.includes(key)) {
        return { ...stopped('cycle', `refers back to ${refName ?? 'itself'}`), type: 'object', refName };
      }
      chain = [...stack, key];
    }
    const v = node.value;
    if (v === true || (isPlainObject(v) && Object.keys(v).length === 0)) return { ...base('any'), refName };
    if (!isPlainObject(v)) return stopped('unresolved', 'not a schema');

    const out: SchemaNode = { ...base(typeName(v)), refName };
    readAnnotations(out, v, this.limits.maxEnum);

    if (Array.isArray(v.allOf)) {
      for (let i = 0; i < v.allOf.length && i < this.limits.maxVariants; i++) {
        merge(out, await this.resolve(child(node, ['allOf', String(i)], v.allOf[i]), depth, chain));
      }
    }
    if (isPlainObject(v.properties)) {
      const required = Array.isArray(v.required) ? new Set(v.required.filter((r) => typeof r === 'string')) : new Set();
      const names = Object.keys(v.properties);
      for (const name of names.slice(0, this.limits.maxProperties)) {
        const schema = await this.resolve(child(node, ['properties', name], v.properties[name]), depth + 1, chain);
        setProperty(out.properties, { name, required: required.has(name), schema });
      }
      if (names.length > this.limits.maxProperties) {
        out.omittedProperties = names.length - this.limits.maxProperties;
      }
    }
    if (isPlainObject(v.items) || v.items === true) {
      out.items = await this.resolve(child(node, ['items'], v.items), depth + 1, chain);
    }
    if (isPlainObject(v.additionalProperties)) {
      out.additional = await this.resolve(
        child(node, ['additionalProperties'], v.additionalProperties),
        depth + 1,
        chain,
      );
    }
    for (const kind of ['oneOf', 'anyOf'] as const) {
      const list = v[kind];
      if (!Array.isArray(list) || list.length === 0) continue;
      const options: SchemaNode[] = [];
      for (let i = 0; i < list.length && i < this.limits.maxVariants; i++) {
        options.push(await this.resolve(child(node, [kind, String(i)], list[i]), depth + 1, chain));
      }
      out.variants = { kind, options };
      if (out.type === 'any') out.type = unique(options.map((o) => o.type)).join(' | ') || 'any';
    }
    if (out.type === 'array' && out.items) out.type = arrayOf(out.items.type);
    if (v.nullable === true && !/\bnull\b/.test(out.type)) out.type += ' | null';
    return out;
  }
}

function base(type: string): SchemaNode {
  return { type, constraints: [], properties: [] };
}

function stopped(stop: SchemaStop, reason: string): SchemaNode {
  return { ...base('any'), stop, stopReason: reason };
}

function child(node: Node, keys: string[], value: unknown): Node {
  return { file: node.file, path: [...node.path, ...keys] as DocPath, value };
}

function typeName(v: Record<string, unknown>): string {
  const t = v.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) {
    const names = t.filter((x): x is string => typeof x === 'string');
    const nonNull = names.filter((x) => x !== 'null');
    return [...nonNull, ...(names.includes('null') ? ['null'] : [])].join(' | ') || 'any';
  }
  if (isPlainObject(v.properties) || isPlainObject(v.additionalProperties)) return 'object';
  if (hasOwn(v, 'items')) return 'array';
  if (Array.isArray(v.enum) && v.enum.length > 0) return typeof v.enum[0] === 'number' ? 'number' : 'string';
  if (hasOwn(v, 'const')) return v.const === null ? 'null' : typeof v.const;
  return 'any';
}

function arrayOf(type: string): string {
  return type.includes(' ') ? `(${type})[]` : `${type}[]`;
}

function readAnnotations(out: SchemaNode, v: Record<string, unknown>, maxEnum: number): void {
  if (typeof v.title === 'string') out.title = v.title;
  if (typeof v.description === 'string') out.description = v.description;
  if (typeof v.format === 'string') out.format = v.format;
  if (v.deprecated === true) out.deprecated = true;
  if (v.readOnly === true) out.readOnly = true;
  if (v.writeOnly === true) out.writeOnly = true;
  if (hasOwn(v, 'default')) out.default = v.default;
  if (hasOwn(v, 'example')) out.example = v.example;
  else if (Array.isArray(v.examples) && v.examples.length > 0) out.example = v.examples[0];
  if (Array.isArray(v.enum)) out.enum = v.enum.slice(0, maxEnum);
  else if (hasOwn(v, 'const')) out.enum = [v.const];
  for (const [key, label] of NUMBER_LIMITS) {
    const x = v[key];
    if (typeof x === 'number' && Number.isFinite(x)) out.constraints.push(`${label} ${x}`);
    // OpenAPI 3.0 writes exclusive bounds as booleans beside minimum / maximum.
    if (x === true && key === 'exclusiveMinimum') out.constraints.push('minimum is exclusive');
    if (x === true && key === 'exclusiveMaximum') out.constraints.push('maximum is exclusive');
  }
  if (typeof v.pattern === 'string') out.constraints.push(`pattern ${v.pattern.slice(0, 200)}`);
  if (v.uniqueItems === true) out.constraints.push('unique items');
}

/** allOf: the part's fields join the schema's; the schema's own annotations win. */
function merge(into: SchemaNode, part: SchemaNode): void {
  if (into.type === 'any' && part.type !== 'any') into.type = part.type;
  for (const key of ['title', 'description', 'format', 'default', 'example', 'enum', 'items', 'additional'] as const) {
    if (into[key] === undefined && part[key] !== undefined)
      (into as unknown as Record<string, unknown>)[key] = part[key];
  }
  into.refName ??= part.refName;
  into.deprecated ||= part.deprecated;
  into.constraints.push(...part.constraints.filter((c) => !into.constraints.includes(c)));
  for (const p of part.properties) setProperty(into.properties, p);
  if (part.variants && !into.variants) into.variants = part.variants;
  if (part.stop && into.properties.length === 0 && !into.stop) {
    into.stop = part.stop;
    into.stopReason = part.stopReason;
  }
}

/** A later definition of a property (allOf) replaces the earlier one in place; required stays required. */
function setProperty(list: PropertyNode[], p: PropertyNode): void {
  const i = list.findIndex((x) => x.name === p.name);
  if (i < 0) list.push(p);
  else list[i] = { ...p, required: p.required || list[i].required };
}

function unique(xs: string[]): string[] {
  return [...new Set(xs)];
}
