// What our published schema says about the object at one place of a document: the keys it describes there, the keys
// it rejects whatever their value (described with `not: {}`), and whether it rejects keys it does not describe
// (`additionalProperties: false`). Follows `$ref`, `properties`, `items` and if/then/else (each `if` evaluated on the
// document's own value with ajv), the way a validator walks the schema.
import Ajv from 'ajv';
import { resolvePointer } from './jsonSchemaSamples';

type Schema = Record<string, unknown>;
export type Path = (string | number)[];

export interface SchemaView {
  /** Keys described with a schema that accepts some value. */
  known: Set<string>;
  /** Keys described with `not: {}`: the schema rejects them whatever the value. */
  rejected: Set<string>;
  /** True when a key the schema does not describe is an error here. */
  closed: boolean;
  /** True for a map whose keys are the author's own (`additionalProperties` with a value schema, no names). */
  map: boolean;
  /** Keys that need others beside them (`dependencies`): source → [format]. */
  needs: Map<string, string[]>;
  /** The object schemas that apply (to check that every object the schema describes is visited). */
  schemas: Schema[];
  /** The schema of each described key, through a bare `$ref` (two places sharing a definition share it). */
  shapes: Map<string, unknown>;
}

const ajv = new Ajv({ strict: false, allErrors: false });
const compiled = new WeakMap<object, (v: unknown) => boolean>();

function test(ifSchema: unknown, value: unknown): boolean {
  if (typeof ifSchema === 'boolean') return ifSchema;
  let fn = compiled.get(ifSchema as object);
  if (!fn) {
    const v = ajv.compile(ifSchema as Schema);
    fn = (x) => v(x) as boolean;
    compiled.set(ifSchema as object, fn);
  }
  return fn(value);
}

/** The schemas that apply to `value` when `schema` does: itself, its $ref target, the taken if/then/else branches. */
function expand(schema: unknown, value: unknown, root: unknown, out: Schema[] = []): Schema[] {
  if (schema === null || typeof schema !== 'object') return out;
  const s = schema as Schema;
  out.push(s);
  if (typeof s.$ref === 'string') expand(resolvePointer(root, s.$ref), value, root, out);
  if ('if' in s) expand(test(s.if, value) ? s.then : s.else, value, root, out);
  if (Array.isArray(s.allOf)) for (const b of s.allOf) expand(b, value, root, out);
  return out;
}

function valueAt(doc: unknown, path: Path): unknown {
  let cur = doc;
  for (const seg of path) cur = cur === null || typeof cur !== 'object' ? undefined : (cur as Schema)[seg];
  return cur;
}

export function schemaViewAt(root: unknown, doc: unknown, path: Path): SchemaView {
  let current = expand(root, doc, root);
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const value = valueAt(doc, path.slice(0, i + 1));
    const next: Schema[] = [];
    for (const s of current) {
      let child: unknown;
      if (typeof seg === 'number') child = s.items;
      else if (s.properties && Object.prototype.hasOwnProperty.call(s.properties, seg))
        child = (s.properties as Schema)[seg];
      else if (s.additionalProperties && typeof s.additionalProperties === 'object') child = s.additionalProperties;
      if (child !== undefined) expand(child, value, root, next);
    }
    current = next;
  }
  const view: SchemaView = {
    known: new Set(),
    rejected: new Set(),
    closed: false,
    map: false,
    needs: new Map(),
    schemas: [],
    shapes: new Map(),
  };
  for (const s of current) {
    if (s.dependencies && typeof s.dependencies === 'object')
      for (const [k, deps] of Object.entries(s.dependencies as Schema))
        if (Array.isArray(deps)) view.needs.set(k, deps.map(String));
    if (s.additionalProperties === false) view.closed = true;
    const names = (s.propertyNames as Schema | undefined)?.enum;
    if (Array.isArray(names)) {
      view.closed = true;
      for (const k of names) view.known.add(String(k));
    } else if (s.additionalProperties && typeof s.additionalProperties === 'object') view.map = true;
    if (!s.properties || typeof s.properties !== 'object') continue;
    view.schemas.push(s);
    for (const [k, p] of Object.entries(s.properties as Schema)) {
      if (isRejection(p)) view.rejected.add(k);
      else view.known.add(k);
      if (p === true) continue;
      const target = p && typeof p === 'object' && typeof (p as Schema).$ref === 'string';
      view.shapes.set(k, target ? resolvePointer(root, (p as Schema).$ref as string) : p);
    }
  }
  for (const k of view.rejected) view.known.delete(k);
  return view;
}

/** `{ not: {} }` (with annotations beside it): no value is accepted. */
export function isRejection(p: unknown): boolean {
  if (p === false) return true;
  if (p === null || typeof p !== 'object') return false;
  const not = (p as Schema).not;
  return not !== null && typeof not === 'object' && Object.keys(not as object).length === 0;
}
