// Sample values of a JSON Schema: a few small JSON values meant to satisfy it. Used on the JSON Schema that Mintlify's
// package exports for its docs.json validator, to find a value Mintlify keeps for each key. The samples are only
// candidates: whether a value is kept is always decided by running Mintlify's validator on it.
//
// Strings come from a small pool filtered by the schema's constraints (a pattern or format cannot be inverted in
// general; the pool holds one value of every shape docs.json uses: page path, URL, hex colour, label, ...).
type Schema = Record<string, unknown>;

const STRING_POOL = [
  '/page',
  'Label',
  'guides/intro',
  'https://example.com',
  '#0D9373',
  'openapi.json',
  'mailto:team@example.com',
  'G-ABC1234',
  'GTM-ABC1234',
];
const MAX_DEPTH = 14;
const MAX_SAMPLES = 4;

export function schemaSamples(schema: unknown, root: unknown): unknown[] {
  return dedupe(samples(schema, root, 0)).slice(0, MAX_SAMPLES);
}

function samples(schema: unknown, root: unknown, depth: number): unknown[] {
  if (schema === true) return [true];
  if (schema === null || typeof schema !== 'object' || depth > MAX_DEPTH) return [];
  const s = schema as Schema;
  if (typeof s.$ref === 'string') return samples(resolvePointer(root, s.$ref), root, depth + 1);
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) {
    // Taken in turns from the branches, so that every branch is represented within the limit.
    const branches = ((s.anyOf ?? s.oneOf) as unknown[]).map((b) => samples(b, root, depth + 1));
    const turns: unknown[] = [];
    for (let i = 0; branches.some((b) => i < b.length); i++)
      for (const b of branches) if (i < b.length) turns.push(b[i]);
    return dedupe(turns).slice(0, MAX_SAMPLES);
  }
  if ('const' in s) return [s.const];
  if (Array.isArray(s.enum)) return s.enum.slice(0, 2);
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length === 0 && (s.properties || s.required)) types.push('object');
  return types.flatMap((t) => samplesOfType(t, s, root, depth));
}

function samplesOfType(type: string, s: Schema, root: unknown, depth: number): unknown[] {
  switch (type) {
    case 'string':
      return [...STRING_POOL, ...fromPrefix(s.pattern)].filter((v) => fitsString(v, s)).slice(0, 2);
    case 'number':
    case 'integer':
      return [1];
    case 'boolean':
      return [true];
    case 'null':
      return [null];
    case 'array': {
      // One list per kind of item (a list of names and a list of objects are different things to find).
      const items = samples(s.items, root, depth + 1).slice(0, 3);
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      if (items.length === 0) return min === 0 ? [[]] : [];
      return items.map((item) => Array.from({ length: Math.max(1, min) }, () => item));
    }
    case 'object': {
      // Two objects: the first sample of every required key, and the second where there is one (a refinement the
      // JSON Schema cannot show may refuse the first).
      const props = (s.properties ?? {}) as Schema;
      const out: Record<string, unknown>[] = [{}, {}];
      for (const key of (s.required ?? []) as string[]) {
        const vs = samples(props[key], root, depth + 1);
        if (vs.length === 0) return [];
        out[0][key] = vs[0];
        out[1][key] = vs[Math.min(1, vs.length - 1)];
      }
      return dedupe(out);
    }
    default:
      return [];
  }
}

/** A pattern that starts with a literal prefix ("^phc_") gets a candidate with that prefix. */
function fromPrefix(pattern: unknown): string[] {
  const m = typeof pattern === 'string' ? /^\^((?:[A-Za-z0-9_-]|\\.)+)/.exec(pattern) : null;
  return m ? [m[1].replace(/\\(.)/g, '$1') + 'abc1234'] : [];
}

function fitsString(v: string, s: Schema): boolean {
  if (typeof s.minLength === 'number' && v.length < s.minLength) return false;
  if (typeof s.maxLength === 'number' && v.length > s.maxLength) return false;
  if (typeof s.pattern === 'string' && !new RegExp(s.pattern).test(v)) return false;
  if (s.format === 'uri' || s.format === 'url') return /^[a-z][a-z0-9+.-]*:\/\//i.test(v);
  if (s.format === 'email') return /^[^@\s]+@[^@\s]+$/.test(v);
  return true;
}

/** Every value an `enum` or `const` of the schema names for the value itself (through $ref, unions and if/then/else). */
export function enumValues(schema: unknown, root: unknown, out: unknown[] = [], depth = 0): unknown[] {
  if (schema === null || typeof schema !== 'object' || depth > 8) return out;
  const s = schema as Schema;
  if (Array.isArray(s.enum)) out.push(...s.enum);
  if ('const' in s) out.push(s.const);
  if (typeof s.$ref === 'string') enumValues(resolvePointer(root, s.$ref), root, out, depth + 1);
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(s[k])) for (const b of s[k] as unknown[]) enumValues(b, root, out, depth + 1);
  for (const k of ['then', 'else']) enumValues(s[k], root, out, depth + 1);
  return out;
}

/** The value at a local JSON pointer ("#/definitions/a/properties/b"). */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let cur: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, seg)) return undefined;
    cur = (cur as Schema)[seg];
  }
  return cur;
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = JSON.stringify(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Every subschema filed under a property name, anywhere in `schema`: name -> the subschemas. Names a map allows
 * (`propertyNames.enum`) count too, with the map's value schema. `objects` receives the property names of every
 * object schema.
 */
export function propertySchemas(schema: unknown, objects: Set<string>[] = []): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  const seen = new Set<unknown>();
  const walk = (s: unknown): void => {
    if (s === null || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    if (Array.isArray(s)) return s.forEach(walk);
    const o = s as Schema;
    const add = (k: string, v: unknown): void => {
      if (!out.has(k)) out.set(k, []);
      out.get(k)!.push(v);
    };
    if (o.properties && typeof o.properties === 'object') {
      for (const [k, v] of Object.entries(o.properties as Schema)) add(k, v);
      objects.push(new Set(Object.keys(o.properties as Schema)));
    }
    const names = (o.propertyNames as Schema | undefined)?.enum;
    if (Array.isArray(names)) for (const k of names) if (typeof k === 'string') add(k, o.additionalProperties);
    for (const v of Object.values(o)) walk(v);
  };
  walk(schema);
  return out;
}
