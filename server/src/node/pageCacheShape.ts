// The shape of a lint cache entry, checked before the entry is used: the cache file may be truncated, written by
// another program, or crafted, and what the page rules read from it must be exactly what parsing would give them
// (numbers where offsets are, indexes that point inside their lists), or they could fail on it. Plain data only:
// nothing in a cache file is ever run.
import type { PageContent } from '../core';
import {
  isBoolean,
  isInteger,
  isNumber,
  isOffset,
  isString,
  listOf,
  oneOf,
  optional,
  range,
  record,
  type Check,
} from './cacheEntryChecks';

const frontMatter = record({
  title: optional(isString),
  description: optional(isString),
  problems: listOf(
    record({ message: isString, range, fatal: optional(isBoolean), titleFromFileName: optional(isBoolean) }),
  ),
  endpoint: optional(record({ key: oneOf('openapi', 'api'), value: isString, range })),
});

const span = { start: isOffset, end: isOffset };

const mdxError = record({
  reason: isString,
  parserRule: optional(isString),
  detail: optional(isString),
  ...span,
  related: optional(record(span)),
});

const valueByKind: Record<string, Check> = {
  string: record({ kind: isString, value: isString }),
  number: record({ kind: isString, value: isNumber }),
  boolean: record({ kind: isString, value: isBoolean, flag: isBoolean }),
  expression: record({ kind: isString, source: isString }),
};

const attributeValue: Check = (v) => {
  const kind = (v as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && Object.hasOwn(valueByKind, kind) && valueByKind[kind](v);
};

const attribute = record({
  name: isString,
  value: attributeValue,
  ...span,
  nameEnd: isOffset,
  valueStart: optional(isOffset),
  valueEnd: optional(isOffset),
});

/** The fields of the facts; `factsCheck` adds what relates them. Made once: an entry is checked per page. */
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
      text: optional(isString),
      anchors: optional(listOf(isString)),
    }),
  ),
  elementIds: listOf(isString),
});

function factsCheck(v: unknown): boolean {
  if (!factsFields(v)) return false;
  const facts = v as PageContent['facts'];
  // Indexes into `elements` must point inside it, and a parent always comes before its children.
  const count = facts.elements.length;
  const inside = (i: number | undefined) => i === undefined || (i >= -1 && i < count);
  return (
    facts.elements.every((e, i) => e.parent >= -1 && e.parent < i) &&
    facts.headings.every((h) => inside(h.parent)) &&
    facts.links.every((l) => l.element === undefined || (l.element >= 0 && l.element < count))
  );
}

/** The cached form of a page's content: customIds as [line, id] pairs (JSON has no Map). */
const cachedContent = record({
  frontMatter,
  mdx: record({
    error: optional(mdxError),
    limit: optional(record({ message: isString, ...span })),
    customIds: listOf((pair) => Array.isArray(pair) && pair.length === 2 && isOffset(pair[0]) && isString(pair[1])),
  }),
  facts: factsCheck,
});

/** The content of a cache entry, or undefined when the entry is not exactly what docsjson writes. */
export function contentOfCacheEntry(entry: unknown): PageContent | undefined {
  if (!cachedContent(entry)) return undefined;
  const { frontMatter, mdx, facts } = entry as {
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
  return { ...content, mdx: { ...content.mdx, customIds: [...content.mdx.customIds] } };
}
