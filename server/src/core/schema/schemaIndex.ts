// Texts and key lists the schema carries for its error messages, indexed once from the bundled schema: the words
// each `pattern` stands for (`patternErrorMessage`), the message of each key the builder rejects (`errorMessage`
// beside `not: {}`), the keys of each object that rejects unknown keys, by the name of the property holding it, and
// why names outside a `propertyNames` list are refused, by the list.
// (ajv reports where an error arose relative to the definition it was compiled in, so the message layer looks
// these up by pattern, key and property name rather than by schema path.)
import { DOCS_SCHEMA } from './bundledSchema';

type JsonObject = { readonly [key: string]: unknown };

interface SchemaIndex {
  patternMessages: Map<string, string>;
  rejectedKeyMessages: Map<string, string>;
  closedObjectKeys: Map<string, Set<string>>;
  keyNameMessages: Map<string, string>;
}

let index: SchemaIndex | undefined;

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

function definitionOf(ref: unknown): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return undefined;
  const defs = DOCS_SCHEMA.definitions as JsonObject;
  return defs[ref.slice('#/definitions/'.length)];
}

/** The object schemas a property's schema may stand for (through $ref and if/then/else branches). */
function objectSchemas(s: unknown, out: JsonObject[] = [], depth = 0): JsonObject[] {
  if (!isObject(s) || depth > 8) return out;
  if (s.type === 'object' || s.properties) out.push(s);
  objectSchemas(definitionOf(s.$ref), out, depth + 1);
  objectSchemas(s.then, out, depth + 1);
  objectSchemas(s.else, out, depth + 1);
  if (isObject(s.items)) objectSchemas(s.items, out, depth + 1);
  return out;
}

function build(): SchemaIndex {
  const idx: SchemaIndex = {
    patternMessages: new Map(),
    rejectedKeyMessages: new Map(),
    closedObjectKeys: new Map(),
    keyNameMessages: new Map(),
  };
  const seen = new Set<unknown>();
  const walk = (s: unknown): void => {
    if (Array.isArray(s)) return s.forEach(walk);
    if (!isObject(s) || seen.has(s)) return;
    seen.add(s);
    if (typeof s.pattern === 'string' && typeof s.patternErrorMessage === 'string')
      idx.patternMessages.set(s.pattern, s.patternErrorMessage);
    if (isObject(s.properties)) {
      for (const [key, p] of Object.entries(s.properties)) {
        if (isObject(p) && isObject(p.not) && typeof p.errorMessage === 'string')
          idx.rejectedKeyMessages.set(key, p.errorMessage);
        for (const o of objectSchemas(p)) {
          if (o.additionalProperties === false && isObject(o.properties)) {
            const keys = idx.closedObjectKeys.get(key) ?? new Set<string>();
            for (const k of Object.keys(o.properties)) if (k !== '$ref') keys.add(k);
            idx.closedObjectKeys.set(key, keys);
          }
        }
      }
    }
    const names = s.propertyNames;
    if (isObject(names) && Array.isArray(names.enum) && typeof names.errorMessage === 'string')
      idx.keyNameMessages.set(JSON.stringify(names.enum), names.errorMessage);
    for (const v of Object.values(s)) walk(v);
  };
  walk(DOCS_SCHEMA);
  return idx;
}

function get(): SchemaIndex {
  index ??= build();
  return index;
}

/** The words a pattern of the schema stands for ("Must be a hex colour ..."), if the schema gives them. */
export function patternMessage(pattern: string): string | undefined {
  return get().patternMessages.get(pattern);
}

/** Why the builder fails on this key where the schema rejects it whatever its value. */
export function rejectedKeyMessage(key: string): string | undefined {
  return get().rejectedKeyMessages.get(key);
}

/** The keys of the object held by `property` when that object rejects unknown keys (`colors` → primary, ...). */
export function closedObjectKeys(property: string): ReadonlySet<string> | undefined {
  return get().closedObjectKeys.get(property);
}

/** Why a key name outside `allowed` is refused (footer `socials`: not a known platform). */
export function keyNameMessage(allowed: readonly unknown[]): string | undefined {
  return get().keyNameMessages.get(JSON.stringify(allowed));
}
