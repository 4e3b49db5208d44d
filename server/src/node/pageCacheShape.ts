// The shape of a lint cache entry, and its compact form. An entry is written as nested arrays (each record's fields
// in a fixed order, absent ones as null) rather than keyed objects: the file is less than half the size and parses
// in about half the time, which is most of what loading a cache costs. Reading an entry checks it at the same time:
// the cache file may be truncated, written by another program, or crafted, and what the page rules read from it
// must be exactly what parsing would give them (numbers where offsets are, indexes that point inside their lists),
// or they could fail on it. Plain data only: nothing in a cache file is ever run.
import type { PageContent } from '../core';

/** What `read` answers for a value that is not of the shape. */
const INVALID: unique symbol = Symbol('invalid');
type Read = unknown;

interface Shape {
  /** The compact form of a value of this shape. */
  write(value: unknown): unknown;
  /** The value a compact form stands for, or INVALID. */
  read(compact: unknown): Read | typeof INVALID;
}

function scalar(check: (v: unknown) => boolean): Shape {
  return { write: (v) => v, read: (v) => (check(v) ? v : INVALID) };
}

const isString = scalar((v) => typeof v === 'string');
const isBoolean = scalar((v) => typeof v === 'boolean');
const isOffset = scalar((v) => Number.isSafeInteger(v) && (v as number) >= 0);
const isInteger = scalar((v) => Number.isSafeInteger(v));
const isNumber = scalar((v) => typeof v === 'number');
const oneOf = (...values: string[]) => scalar((v) => values.includes(v as string));

/** A field that may be absent: null in the compact form (no field of an entry ever holds null). */
function optional(shape: Shape): Shape {
  return {
    write: (v) => (v === undefined ? null : shape.write(v)),
    read: (v) => (v === null ? undefined : shape.read(v)),
  };
}

function listOf(shape: Shape): Shape {
  return {
    write: (v) => (v as unknown[]).map((item) => shape.write(item)),
    read: (v) => {
      if (!Array.isArray(v)) return INVALID;
      const out = new Array<unknown>(v.length);
      for (let i = 0; i < v.length; i++) {
        const item = shape.read(v[i]);
        if (item === INVALID) return INVALID;
        out[i] = item;
      }
      return out;
    },
  };
}

/** An object with exactly these fields, written as the array of their values in this order. */
function record(fields: Record<string, Shape>): Shape {
  const names = Object.keys(fields);
  const shapes = names.map((name) => fields[name]);
  return {
    write: (v) => names.map((name, i) => shapes[i].write((v as Record<string, unknown>)[name])),
    read: (v) => {
      if (!Array.isArray(v) || v.length !== names.length) return INVALID;
      const out: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) {
        const value = shapes[i].read(v[i]);
        if (value === INVALID) return INVALID;
        if (value !== undefined) out[names[i]] = value;
      }
      return out;
    },
  };
}

/** One of several records told apart by their first field, `kind`. */
function byKind(shapes: Record<string, Shape>): Shape {
  return {
    write: (v) => shapes[(v as { kind: string }).kind].write(v),
    read: (v) => {
      const kind = Array.isArray(v) ? v[0] : undefined;
      return typeof kind === 'string' && Object.hasOwn(shapes, kind) ? shapes[kind].read(v) : INVALID;
    },
  };
}

/** A shape with a further check of the value read (relations between its fields). */
function checked(shape: Shape, check: (value: never) => boolean): Shape {
  return {
    write: shape.write,
    read: (v) => {
      const value = shape.read(v);
      return value === INVALID || !check(value as never) ? INVALID : value;
    },
  };
}

const position = record({ line: isOffset, character: isOffset });
const range = record({ start: position, end: position });

const frontMatter = record({
  title: optional(isString),
  description: optional(isString),
  problems: listOf(
    record({ message: isString, range, fatal: optional(isBoolean), titleFromFileName: optional(isBoolean) }),
  ),
});

const span = { start: isOffset, end: isOffset };

const mdxError = record({
  reason: isString,
  parserRule: optional(isString),
  detail: optional(isString),
  ...span,
  related: optional(record(span)),
});

const attributeValue = byKind({
  string: record({ kind: isString, value: isString }),
  number: record({ kind: isString, value: isNumber }),
  boolean: record({ kind: isString, value: isBoolean, flag: isBoolean }),
  expression: record({ kind: isString, source: isString }),
});

const attribute = record({
  name: isString,
  value: attributeValue,
  ...span,
  nameEnd: isOffset,
  valueStart: optional(isOffset),
  valueEnd: optional(isOffset),
});

const factsFields = record({
  headings: listOf(
    record({ ...span, depth: isInteger, text: isString, id: isString, customId: isBoolean, parent: isInteger }),
  ),
  links: listOf(
    record({
      ...span,
      url: isString,
      source: oneOf('markdown', 'definition', 'autolink', 'jsx'),
      urlStart: optional(isOffset),
      urlEnd: optional(isOffset),
      element: optional(isInteger),
      attribute: optional(isString),
    }),
  ),
  images: listOf(
    record({
      ...span,
      src: isString,
      alt: optional(isString),
      altIsExpression: isBoolean,
      source: oneOf('markdown', 'jsx'),
      srcStart: optional(isOffset),
      srcEnd: optional(isOffset),
      inFrame: isBoolean,
    }),
  ),
  imports: listOf(
    record({ ...span, source: isString, sourceStart: isOffset, sourceEnd: isOffset, names: listOf(isString) }),
  ),
  exportedNames: listOf(isString),
  elements: listOf(
    record({
      ...span,
      name: isString,
      nameStart: isOffset,
      nameEnd: isOffset,
      closingNameStart: optional(isOffset),
      attributes: listOf(attribute),
      hasSpread: isBoolean,
      parent: isInteger,
      inline: isBoolean,
    }),
  ),
  elementIds: listOf(isString),
});

/** Indexes into `elements` point inside it, and a parent always comes before its children. */
function relationsHold(facts: PageContent['facts']): boolean {
  const count = facts.elements.length;
  const inside = (i: number | undefined) => i === undefined || (i >= -1 && i < count);
  return (
    facts.elements.every((e, i) => e.parent >= -1 && e.parent < i) &&
    facts.headings.every((h) => inside(h.parent)) &&
    facts.links.every((l) => l.element === undefined || (l.element >= 0 && l.element < count))
  );
}

/** A page's content as the cache holds it: customIds as [line, id] pairs (JSON has no Map). */
const cachedContent = record({
  frontMatter,
  mdx: record({
    error: optional(mdxError),
    limit: optional(record({ message: isString, ...span })),
    customIds: listOf(checked(listOf(scalar(() => true)), (pair: unknown[]) => isCustomId(pair))),
  }),
  facts: checked(factsFields, relationsHold),
});

function isCustomId(pair: unknown[]): boolean {
  return pair.length === 2 && isOffset.read(pair[0]) !== INVALID && isString.read(pair[1]) !== INVALID;
}

/** The content of a cache entry, or undefined when the entry is not exactly what docsjson writes. */
export function contentOfCacheEntry(entry: unknown): PageContent | undefined {
  const read = cachedContent.read(entry);
  if (read === INVALID) return undefined;
  const { frontMatter, mdx, facts } = read as {
    frontMatter: PageContent['frontMatter'];
    mdx: { error?: PageContent['mdx']['error']; limit?: PageContent['mdx']['limit']; customIds: [number, string][] };
    facts: PageContent['facts'];
  };
  const parse: PageContent['mdx'] = { customIds: new Map(mdx.customIds) };
  if (mdx.error) Object.assign(parse, { error: mdx.error });
  if (mdx.limit) Object.assign(parse, { limit: mdx.limit });
  return { frontMatter, mdx: parse, facts };
}

/** A page's content as a cache entry (the inverse of `contentOfCacheEntry`). */
export function cacheEntryOf(content: PageContent): unknown {
  return cachedContent.write({ ...content, mdx: { ...content.mdx, customIds: [...content.mdx.customIds] } });
}
