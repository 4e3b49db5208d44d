// fast-check generator of realistic docs.json files, valid by construction as real sites write them: every
// navigation container of its nesting table at every place it may appear, `openapi` in all its shapes, METHOD
// entries, the 40 language codes, versions with `default`, tab and product menus, `global` items with absolute
// hrefs, icons as a name or an object, and keys the builder ignores (`analytics`, `expandable`, ...).
//
// Written from what real sites do, not from Mintlify's validator: the differential test asks that validator about
// these files, so the generator must not be derived from it.
import fc from 'fast-check';

export const LANGUAGE_CODES = [
  'en',
  'cn',
  'zh',
  'zh-Hans',
  'zh-Hant',
  'zh-CN',
  'zh-TW',
  'es',
  'fr',
  'fr-CA',
  'fr-ca',
  'ja',
  'jp',
  'ja-jp',
  'ja-JP',
  'pt',
  'pt-BR',
  'de',
  'ko',
  'it',
  'ru',
  'ro',
  'cs',
  'id',
  'ar',
  'tr',
  'hi',
  'sv',
  'no',
  'da',
  'lv',
  'nl',
  'uk',
  'vi',
  'pl',
  'uz',
  'he',
  'ca',
  'fi',
  'hu',
];
export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'];

type Json = unknown;
type Obj = Record<string, Json>;

/** Content keys each division node may hold. */
export const CONTAINS: Record<string, readonly string[]> = {
  navigation: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
  tab: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  anchor: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  dropdown: ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  product: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  version: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  language: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  menuItem: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
};
/** Node kind of the entries of each list key. */
const ITEM_KIND: Record<string, string> = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  products: 'product',
  versions: 'version',
  languages: 'language',
  menu: 'menuItem',
};
const LABEL_KEY: Record<string, string> = {
  tab: 'tab',
  anchor: 'anchor',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
  menuItem: 'item',
};
/** Lists that must not be empty; the others may be. */
const NON_EMPTY = new Set(['tabs', 'anchors', 'versions', 'languages', 'groups']);

const label = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'Guides',
      'API reference',
      'Get started',
      'SDKs',
      'Changelog',
      'Überblick',
      '入门',
      'v2 (beta)',
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) },
);
const hex = fc.oneof(fc.stringMatching(/^#[0-9a-fA-F]{6}$/), fc.stringMatching(/^#[0-9a-fA-F]{3}$/));
const iconName = fc.constantFrom(
  'book-open',
  'rocket',
  'code',
  'gear',
  'house',
  'github',
  'newspaper',
  'terminal',
  'globe',
);
const icon: fc.Arbitrary<Json> = fc.oneof(
  iconName,
  fc.record(
    {
      name: iconName,
      style: fc.constantFrom('regular', 'solid', 'light', 'thin', 'duotone', 'brands', 'sharp-solid'),
      library: fc.constantFrom('fontawesome', 'lucide', 'tabler'),
    },
    { requiredKeys: ['name'] },
  ),
);
const color = fc.record({ light: hex, dark: hex }, { requiredKeys: [] });
const absoluteUrl = fc.constantFrom(
  'https://example.com',
  'https://github.com/acme/sdk',
  'https://blog.acme.dev/posts?x=1',
  'http://status.acme.io/',
);
const nodeHref = fc.oneof(absoluteUrl, fc.constantFrom('/guides/intro', 'mailto:help@acme.dev'));

const segment = fc.constantFrom(
  'intro',
  'quickstart',
  'setup',
  'api',
  'guides',
  'v2',
  'es',
  'reference',
  'sdk',
  'faq',
  'overview',
);
const pagePath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.constantFrom('', '', '', '/', './'))
  .map(([segs, prefix]) => prefix + segs.join('/'));
const methodEntry = fc
  .tuple(
    fc.constantFrom('GET', 'post', 'Put', 'DELETE', 'patch', 'options', 'head', 'TRACE'),
    fc.constantFrom('/users', '/users/{id}', '/orders/', '/health'),
    fc.constantFrom('', '', 'openapi.json ', 'specs/billing.yaml '),
  )
  .map(([m, p, spec]) => `${spec}${m} ${p}`);
const webhookEntry = fc.constantFrom('webhook order-created', 'WEBHOOK user.deleted');
const openapiLocation = fc.constantFrom(
  'openapi.json',
  '/specs/billing.yaml',
  'specs/v2.json',
  'https://api.acme.dev/openapi.json',
  'http://localhost:8080/openapi.yaml',
);
const openapiObject = fc.record(
  { source: openapiLocation, directory: fc.constantFrom('api-reference', 'api/v2') },
  { requiredKeys: ['source'] },
);
export const openapi: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: openapiLocation },
  { weight: 1, arbitrary: fc.array(fc.oneof(openapiLocation, openapiObject), { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: openapiObject },
);
const bool = fc.boolean();

/** Optional fields: each present or not; undefined values are removed. */
function optional(fields: Record<string, fc.Arbitrary<Json>>): fc.Arbitrary<Obj> {
  return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Obj>;
}

function merge(...parts: fc.Arbitrary<Obj>[]): fc.Arbitrary<Obj> {
  return fc.tuple(...parts).map((objs) => Object.assign({}, ...objs));
}

/** A page entry: page path, METHOD entry, webhook, or a nested group. */
function pageEntry(depth: number): fc.Arbitrary<Json> {
  const leaves: fc.WeightedArbitrary<Json>[] = [
    { weight: 6, arbitrary: pagePath },
    { weight: 2, arbitrary: methodEntry },
    { weight: 1, arbitrary: webhookEntry },
  ];
  if (depth > 0) leaves.push({ weight: 2, arbitrary: group(depth - 1) });
  return fc.oneof(...leaves);
}

function pages(depth: number, minLength = 0): fc.Arbitrary<Json[]> {
  return fc.array(pageEntry(depth), { minLength, maxLength: 4 });
}

export function group(depth: number): fc.Arbitrary<Obj> {
  return merge(
    fc.record({ group: label }),
    optional({
      pages: pages(depth),
      icon,
      tag: fc.constantFrom('NEW', 'Beta'),
      expanded: bool,
      hidden: bool,
      root: pagePath,
      public: bool,
      openapi,
      expandable: bool, // misspelt `expanded`: ignored by the builder
    }),
  );
}

function ownFields(kind: string): fc.Arbitrary<Obj> {
  switch (kind) {
    case 'tab':
      return optional({ icon, hidden: bool, align: fc.constantFrom('start', 'end') });
    case 'anchor':
      return optional({ icon, color, hidden: bool });
    case 'dropdown':
    case 'product':
      return optional({ icon, color, description: fc.constantFrom('Everything about it', ''), hidden: bool });
    case 'version':
      return optional({ default: bool, tag: fc.constantFrom('Latest', 'Beta', ''), hidden: bool });
    case 'language':
      return optional({ default: bool, hidden: bool });
    case 'menuItem':
      return optional({ icon, description: fc.constantFrom('Short text'), hidden: bool });
    default:
      throw new Error(kind);
  }
}

/** A list of navigation nodes (or groups, or pages) under `key`. */
function list(key: string, depth: number): fc.Arbitrary<Json[]> {
  const min = NON_EMPTY.has(key) ? 1 : 0;
  if (key === 'pages') return pages(depth, 0);
  if (key === 'groups') return fc.array(group(depth), { minLength: 1, maxLength: 3 });
  const kind = ITEM_KIND[key];
  if (kind === 'language') {
    // Distinct codes, as a real language switcher has.
    return fc
      .uniqueArray(fc.constantFrom(...LANGUAGE_CODES), { minLength: 1, maxLength: 3 })
      .chain((codes) => fc.tuple(...codes.map((code) => node('language', depth, code))));
  }
  return fc.array(node(kind, depth), { minLength: min, maxLength: key === 'menu' ? 2 : 3 });
}

/** Content of a node: one content key (sometimes a second one beside it, which the builder drops), or none. */
function contentOf(kind: string, depth: number): fc.Arbitrary<Obj> {
  const keys = CONTAINS[kind].filter((k) => depth > 0 || k === 'groups' || k === 'pages');
  const one = fc.constantFrom(...keys).chain((k) => list(k, depth - 1).map((v) => ({ [k]: v }) as Obj));
  return fc.oneof(
    { weight: 6, arbitrary: one },
    { weight: 1, arbitrary: fc.tuple(one, one).map(([a, b]) => ({ ...b, ...a })) },
  );
}

export function node(kind: string, depth: number, code?: string): fc.Arbitrary<Obj> {
  const labelKey = LABEL_KEY[kind];
  const body = fc.oneof(
    { weight: 6, arbitrary: contentOf(kind, depth) },
    { weight: 1, arbitrary: nodeHref.map((href) => ({ href }) as Obj) },
    { weight: 1, arbitrary: fc.constant({} as Obj) },
  );
  return merge(
    fc.record({
      [labelKey]:
        code !== undefined ? fc.constant(code) : kind === 'language' ? fc.constantFrom(...LANGUAGE_CODES) : label,
    }) as fc.Arbitrary<Obj>,
    ownFields(kind),
    body,
    optional({ openapi, expandable: bool }),
  );
}

function globalItem(kind: string): fc.Arbitrary<Obj> {
  const labelKey = LABEL_KEY[kind];
  return merge(
    fc.record({
      [labelKey]: kind === 'language' ? fc.constantFrom(...LANGUAGE_CODES) : label,
      href: absoluteUrl,
    }) as fc.Arbitrary<Obj>,
    kind === 'anchor'
      ? optional({ icon, color })
      : kind === 'tab' || kind === 'dropdown' || kind === 'product'
        ? optional({ icon })
        : fc.constant({}),
  );
}

const global = optional({
  languages: fc.array(globalItem('language'), { maxLength: 2 }),
  versions: fc.array(globalItem('version'), { maxLength: 2 }),
  tabs: fc.array(globalItem('tab'), { maxLength: 2 }),
  dropdowns: fc.array(globalItem('dropdown'), { maxLength: 2 }),
  anchors: fc.array(globalItem('anchor'), { minLength: 1, maxLength: 3 }),
  products: fc.array(globalItem('product'), { maxLength: 2 }),
});

export function navigation(depth: number): fc.Arbitrary<Obj> {
  const keys = CONTAINS.navigation;
  return merge(
    fc.constantFrom(...keys).chain((k) => list(k, depth).map((v) => ({ [k]: v }) as Obj)),
    optional({ global }),
  );
}

/** A whole docs.json. */
export function docsJson(depth = 3): fc.Arbitrary<Obj> {
  return merge(
    fc.record({
      $schema: fc.constant('https://mintlify.com/docs.json'),
      theme: fc.constantFrom(...THEMES),
      name: label,
      colors: merge(fc.record({ primary: hex }), optional({ light: hex, dark: hex })),
      navigation: navigation(depth),
    }),
    optional({
      description: fc.constant('Docs of Acme'),
      favicon: fc.constant('/favicon.svg'),
      logo: fc.oneof(fc.constant('/logo.svg'), fc.constant({ light: '/logo/light.svg', dark: '/logo/dark.svg' })),
      styling: optional({ eyebrows: fc.constantFrom('section', 'breadcrumbs') }),
      interaction: optional({ drilldown: bool }),
      // mint.json leftovers the builder drops
      analytics: fc.constant({ ga4: { measurementId: 'G-XXXX' } }),
      feedback: fc.constant({ thumbsRating: true }),
      scripts: fc.constant(['/script.js']),
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Mutations: a realistic config with one value replaced by an odd one, or one key or entry removed.

export type Path = (string | number)[];

/** Odd values an author might write, near the edges of what is valid. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  '',
  ' ',
  0,
  7,
  1.5,
  true,
  false,
  [],
  {},
  [''],
  ['a'],
  ['GET /a'],
  'a',
  'fa-book',
  'book',
  '#abcd',
  '#GGG',
  '#fff',
  'relative/path',
  '/absolute/path',
  './dot',
  'https://example.com',
  'http://example.com',
  'ftp://example.com',
  'mailto:a@b.dev',
  '#hash',
  '//cdn.example.com',
  'en-US',
  'el',
  'ja',
  'GET /a',
  'webhook x',
  'start',
  'middle',
  { name: 'x' },
  { name: 'x', library: 'material' },
  { source: '' },
  { source: 'openapi.json', extra: 1 },
  { light: '#fff' },
  { light: 'red' },
  { group: 'G' },
  { group: 'G', pages: [5] },
  { tab: 'T' },
  { anchor: 'A' },
  { $ref: './missing.json' },
];

export const DELETE = Symbol('delete');

/** Every path to a value inside `v` (not the root). */
export function valuePaths(v: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(v))
    v.forEach((e, i) => {
      out.push([...prefix, i]);
      valuePaths(e, [...prefix, i], out);
    });
  else if (v !== null && typeof v === 'object') {
    for (const [k, e] of Object.entries(v)) {
      out.push([...prefix, k]);
      valuePaths(e, [...prefix, k], out);
    }
  }
  return out;
}

/** A copy of `root` with the value at `path` replaced (or removed when `value` is DELETE). */
export function withValue(root: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let cur = copy as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) cur = cur[seg] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === DELETE) {
    if (Array.isArray(cur)) cur.splice(last as number, 1);
    else delete cur[last];
  } else cur[last] = value;
  return copy;
}

export function mutatedDocsJson(depth = 2): fc.Arbitrary<{ config: unknown; path: Path; value: unknown }> {
  return fc
    .tuple(
      docsJson(depth),
      fc.nat(),
      fc.nat(ODD_VALUES.length),
      fc.constantFrom('replace', 'replace', 'replace', 'delete'),
    )
    .map(([config, i, j, op]) => {
      const paths = valuePaths(config);
      const path = paths[i % paths.length];
      const value = op === 'delete' ? DELETE : ODD_VALUES[j % ODD_VALUES.length];
      return { config: withValue(config, path, value), path, value: value === DELETE ? '(deleted)' : value };
    });
}

const DIVISION_LISTS = new Set(['tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu']);
const CONTENT_KEYS = new Set([
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'products',
  'groups',
  'pages',
  'menu',
]);

/**
 * True when `path` runs through the content of a division node (tab, anchor, dropdown, product, version, language,
 * menu item) that is not a global item: there Mintlify's validator drops content it finds invalid instead of
 * failing (see ACCEPTED_BY_MINTLIFY_REJECTED_BY_US in the test).
 */
export function underDivisionContent(path: Path): boolean {
  for (let i = 0; i + 2 < path.length; i++) {
    if (
      typeof path[i] === 'string' &&
      DIVISION_LISTS.has(path[i] as string) &&
      typeof path[i + 1] === 'number' &&
      path[i - 1] !== 'global'
    ) {
      if (CONTENT_KEYS.has(path[i + 2] as string)) return true;
    }
  }
  return false;
}
