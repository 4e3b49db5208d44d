// Example values for pages: one made from a resolved schema when the spec gives none (the spec's own `example`,
// `default` or first `enum` value where it has one, otherwise a placeholder of the right type), and JSON text of
// any value with caps on depth and length, safe for the values a YAML spec can hold (shared or cyclic aliases).
import type { SchemaNode } from './operationView';

const MAX_EXAMPLE_DEPTH = 8;
const MAX_EXAMPLE_PROPERTIES = 50;

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2023-11-07T05:31:56Z',
  date: '2023-12-25',
  time: '13:45:30Z',
  email: 'jsmith@example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  byte: 'aSDinaTvuI8gbWludGxpZnk=',
  binary: '<binary>',
};

export function exampleFromSchema(schema: SchemaNode, depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.stop || depth > MAX_EXAMPLE_DEPTH) return schema.type === 'object' ? {} : null;
  if (schema.variants && schema.variants.options.length > 0 && schema.properties.length === 0) {
    return exampleFromSchema(schema.variants.options[0], depth + 1);
  }
  const type = schema.type.split(' | ')[0];
  if (schema.properties.length > 0 || type === 'object') {
    const out: Record<string, unknown> = Object.create(null);
    for (const p of schema.properties.slice(0, MAX_EXAMPLE_PROPERTIES)) {
      out[p.name] = exampleFromSchema(p.schema, depth + 1);
    }
    if (schema.properties.length === 0 && schema.additional) out.key = exampleFromSchema(schema.additional, depth + 1);
    return out;
  }
  if (type.endsWith('[]') || type === 'array') return schema.items ? [exampleFromSchema(schema.items, depth + 1)] : [];
  switch (type) {
    case 'string':
      return (schema.format && FORMAT_EXAMPLES[schema.format]) ?? '<string>';
    case 'integer':
      return 123;
    case 'number':
      return 123;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return '<any>';
  }
}

/**
 * `value` as indented JSON, with nesting past `maxDepth` and repeats of a value inside itself shown as "…", and the
 * text cut at `maxChars`.
 */
export function exampleJson(value: unknown, maxChars = 50_000, maxDepth = 20): string {
  const seen = new Set<object>();
  const copy = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object') {
      if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
      if (typeof v === 'bigint') return String(v);
      if (v instanceof Date) return v.toISOString();
      return v;
    }
    if (v instanceof Date) return v.toISOString();
    if (seen.has(v) || depth >= maxDepth) return '…';
    seen.add(v);
    try {
      if (Array.isArray(v)) return v.slice(0, 1000).map((x) => copy(x, depth + 1));
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v).slice(0, 1000)) {
        Object.defineProperty(out, key, {
          value: copy((v as Record<string, unknown>)[key], depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    } finally {
      seen.delete(v);
    }
  };
  const json = JSON.stringify(copy(value, 0), null, 2) ?? 'null';
  return json.length > maxChars ? `${json.slice(0, maxChars)}\n…` : json;
}
