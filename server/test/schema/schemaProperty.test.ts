// Property tests: generated valid sites (any nesting mix real sites use) validate; one injected
// mistake gives exactly one issue at the injected place.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { validateDocsJson } from '../../src/core/schema/schemaValidator';
import { LANGUAGE_CODES, THEME_NAMES } from '../../src/core/schema/schemaFacts';

const label = fc.string({ minLength: 1, maxLength: 12 });
const pagePath = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9-]{0,8}(\/[a-z0-9-]{1,8}){0,2}$/),
  fc.constantFrom('GET /users', 'post /users/{id}', 'openapi.yaml DELETE /x', 'webhook order.created'),
);
const icon = fc.oneof(
  fc.constantFrom('book', 'code', 'star'),
  fc.record(
    { name: fc.constantFrom('house', 'home'), library: fc.constantFrom('fontawesome', 'lucide', 'tabler') },
    { requiredKeys: ['name'] },
  ),
);
const hexColor = fc.constantFrom('#abc', '#ABCDEF', '#0d9373');
const openapi = fc.oneof(
  fc.constantFrom('openapi.json', '/specs/a.yaml', 'https://example.com/o.json'),
  fc.array(fc.constantFrom('a.json', 'b.yaml'), { maxLength: 2 }),
  fc.record({ source: fc.constant('openapi.json'), directory: fc.constant('api') }, { requiredKeys: ['source'] }),
);
const include = fc.record({ $ref: fc.constantFrom('./a.json', './nav/b.json') });

/** Content keys each kind may hold. */
const CONTAINS: Record<string, string[]> = {
  tab: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  anchor: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  dropdown: ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  product: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  version: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  language: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  item: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
};
const KIND_OF_LIST: Record<string, string> = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  products: 'product',
  versions: 'version',
  languages: 'language',
  menu: 'item',
};

const { tree } = fc.letrec<{ tree: Record<string, unknown>; group: Record<string, unknown>; entries: unknown[] }>(
  (tie) => ({
    entries: fc.array(fc.oneof({ depthSize: 'small' }, pagePath, pagePath, tie('group'), include), { maxLength: 4 }),
    group: fc.record(
      {
        group: label,
        pages: tie('entries'),
        icon,
        tag: label,
        expanded: fc.boolean(),
        hidden: fc.boolean(),
        root: pagePath,
        public: fc.boolean(),
        openapi,
      },
      { requiredKeys: ['group'] },
    ),
    // A navigation level: one content key holding a non-empty list of nodes of that kind, or groups/pages.
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ pages: tie('entries') }),
      fc.record({ groups: fc.array(tie('group'), { minLength: 1, maxLength: 3 }) }),
      fc
        .tuple(
          fc.constantFrom(...Object.keys(KIND_OF_LIST)),
          fc.array(tie('tree'), { minLength: 1, maxLength: 2 }),
          fc.array(fc.tuple(label, fc.boolean()), { minLength: 2, maxLength: 2 }),
        )
        .map(([list, children, [[text, flag]]]) => ({
          [list]: children.map((child, i) => node(KIND_OF_LIST[list], child, text + i, flag)),
        })),
    ),
  }),
);

/** A node of `kind` holding `child`'s content when the kind may contain it (else plain pages). */
function node(kind: string, child: Record<string, unknown>, text: string, flag: boolean): Record<string, unknown> {
  const key = Object.keys(child)[0];
  const content = CONTAINS[kind].includes(key) ? child : { pages: ['fallback'] };
  const labelValue = kind === 'language' ? LANGUAGE_CODES[text.length % LANGUAGE_CODES.length] : text;
  const own: Record<string, unknown> = { hidden: flag };
  if (kind === 'tab') own.align = flag ? 'start' : 'end';
  if (kind === 'anchor' || kind === 'dropdown' || kind === 'product') own.color = { light: '#000', dark: '#fff' };
  if (kind === 'version' || kind === 'language') own.default = flag;
  if (kind === 'version') own.tag = 'Latest';
  if (kind !== 'version' && kind !== 'language') own.icon = 'star';
  return { [kind]: labelValue, ...own, openapi: 'openapi.json', ...content };
}

const siteArb = fc.record(
  {
    theme: fc.constantFrom(...THEME_NAMES),
    // The site name must not be blank (the builder trims it); labels of navigation nodes may be.
    name: label.filter((n) => n.trim() !== ''),
    colors: fc.record({ primary: hexColor, light: hexColor, dark: hexColor }, { requiredKeys: ['primary'] }),
    navigation: tree.filter((t) => !('menu' in t)), // `menu` is not a key of the navigation root
    styling: fc.record({ eyebrows: fc.constantFrom('section', 'breadcrumbs') }),
    interaction: fc.record({ drilldown: fc.boolean() }),
    analytics: fc.anything(),
  },
  { requiredKeys: ['theme', 'name', 'colors', 'navigation'] },
);

/** All paths of group objects inside `v`. */
function groupPaths(
  v: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (Array.isArray(v)) v.forEach((x, i) => groupPaths(x, [...path, i], out));
  else if (v && typeof v === 'object') {
    if (typeof (v as Record<string, unknown>).group === 'string' && path[path.length - 2] !== 'global') out.push(path);
    for (const [k, x] of Object.entries(v)) groupPaths(x, [...path, k], out);
  }
  return out;
}

describe('schema property tests (fast-check)', () => {
  it('every generated valid site validates', () => {
    fc.assert(
      fc.property(siteArb, (doc) => {
        assert.deepEqual(validateDocsJson(doc), []);
      }),
      { numRuns: 300 },
    );
  });

  it('a non-boolean "expanded" on any one group gives exactly that one issue', () => {
    fc.assert(
      fc.property(siteArb, fc.nat(), fc.constantFrom('yes', 1, null, 'true'), (generated, pick, bad) => {
        const doc = { ...generated, navigation: structuredClone(generated.navigation) }; // never mutate generated values
        const paths = groupPaths(doc.navigation, ['navigation']);
        fc.pre(paths.length > 0);
        const target = paths[pick % paths.length];
        let g: any = doc;
        for (const seg of target) g = g[seg];
        g.expanded = bad;
        const issues = validateDocsJson(doc);
        assert.equal(issues.length, 1, JSON.stringify(issues));
        assert.deepEqual(issues[0].path, [...target, 'expanded']);
        assert.match(issues[0].message, /^"expanded" must be true or false, not /);
      }),
      { numRuns: 200 },
    );
  });
});
