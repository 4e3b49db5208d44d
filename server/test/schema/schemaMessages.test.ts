// Readable messages: exact texts for typical mistakes, union branch chosen by the label key, exact paths.
import assert from 'node:assert/strict';
import {
  validateDocsJson,
  pointerToPath,
  suggestLanguage,
  MAX_SCHEMA_DEPTH,
} from '../../src/core/schema/schemaValidator';
import { site } from './helpers';

function only(doc: unknown) {
  const issues = validateDocsJson(doc);
  assert.equal(issues.length, 1, JSON.stringify(issues, null, 1));
  return issues[0];
}

describe('schema messages', () => {
  const cases: [string, unknown, (string | number)[], string, 'key' | 'value'][] = [
    [
      'expanded not boolean',
      site({ groups: [{ group: 'A', expanded: 'yes', pages: ['a'] }] }),
      ['navigation', 'groups', 0, 'expanded'],
      '"expanded" must be true or false, not "yes"',
      'value',
    ],
    [
      'group without label',
      site({ groups: [{ pages: ['a'] }] }),
      ['navigation', 'groups', 0],
      'a group needs a "group" label',
      'value',
    ],
    [
      'menu item without label',
      site({ tabs: [{ tab: 'T', menu: [{ pages: ['a'] }] }] }),
      ['navigation', 'tabs', 0, 'menu', 0],
      'a menu item needs an "item" label',
      'value',
    ],
    [
      'global anchor without href',
      site({ global: { anchors: [{ anchor: 'Blog' }] }, pages: ['a'] }),
      ['navigation', 'global', 'anchors', 0],
      'a global anchor needs an "href"',
      'value',
    ],
    [
      'language typo with a suggestion',
      site({ languages: [{ language: 'ja_JP', pages: ['a'] }] }),
      ['navigation', 'languages', 0, 'language'],
      '"ja_JP" is not a language code the builder accepts; did you mean "ja-JP"?',
      'value',
    ],
    [
      'language by its English name',
      site({ languages: [{ language: 'japanese', pages: ['a'] }] }),
      ['navigation', 'languages', 0, 'language'],
      '"japanese" is not a language code the builder accepts; did you mean "ja"?',
      'value',
    ],
    [
      'theme unknown',
      { ...site({ pages: ['a'] }), theme: 'mapel' },
      ['theme'],
      'theme must be one of mint, maple, palm, willow, linden, almond, aspen, luma, sequoia, not "mapel" (did you mean "maple"?)',
      'value',
    ],
    [
      'theme missing',
      { name: 'x', colors: { primary: '#000' }, navigation: { pages: ['a'] } },
      [],
      'docs.json needs a "theme": one of mint, maple, palm, willow, linden, almond, aspen, luma, sequoia',
      'value',
    ],
    [
      'primary not hex',
      site({ pages: ['a'] }, { colors: { primary: 'teal' } }),
      ['colors', 'primary'],
      '"primary" must be a hex colour such as "#0D9373" (#rgb or #rrggbb), not "teal"',
      'value',
    ],
    [
      'primary missing',
      site({ pages: ['a'] }, { colors: {} }),
      ['colors'],
      '"colors" needs a "primary" colour, a hex code such as "#0D9373"',
      'key',
    ],
    [
      'tabs empty',
      site({ tabs: [] }),
      ['navigation', 'tabs'],
      '"tabs" must not be empty: add at least one tab, or remove "tabs"',
      'value',
    ],
    [
      'eyebrows unknown',
      site({ pages: ['a'] }, { styling: { eyebrows: 'breadcrumb' } }),
      ['styling', 'eyebrows'],
      '"eyebrows" must be "section" or "breadcrumbs", not "breadcrumb" (did you mean "breadcrumbs"?)',
      'value',
    ],
    [
      'drilldown string',
      site({ pages: ['a'] }, { interaction: { drilldown: 'false' } }),
      ['interaction', 'drilldown'],
      '"drilldown" must be true or false, not "false"',
      'value',
    ],
    [
      'page entry number',
      site({ pages: ['a', 42] }),
      ['navigation', 'pages', 1],
      'a page entry must be a page path (a string) or a group object, not 42',
      'value',
    ],
    [
      'page entry object without label',
      site({ pages: [{ title: 'x' }] }),
      ['navigation', 'pages', 0],
      'this page entry is an object without a "group" label: a page entry is a page path (a string) or a group object with a "group" label',
      'value',
    ],
    [
      'openapi object without source',
      site({ anchors: [{ anchor: 'A', openapi: { directory: 'x' }, pages: ['a'] }] }),
      ['navigation', 'anchors', 0, 'openapi'],
      'an OpenAPI object needs a "source": the path or URL of the spec',
      'key',
    ],
    [
      'tab entry is a string',
      site({ tabs: ['Guides'] }),
      ['navigation', 'tabs', 0],
      'each entry of "tabs" must be a tab object, not "Guides"',
      'value',
    ],
    [
      'global anchors entry is a string',
      site({ global: { anchors: ['x'] }, pages: ['a'] }),
      ['navigation', 'global', 'anchors', 0],
      'each entry of "anchors" must be a global anchor object, not "x"',
      'value',
    ],
    ['name empty', site({ pages: ['a'] }, { name: '' }), ['name'], '"name" must not be empty', 'value'],
    ['name blank', site({ pages: ['a'] }, { name: '  ' }), ['name'], '"name" must not be blank, not "  "', 'value'],
    [
      'unknown key in an object the builder fails on, with a suggestion',
      site({ pages: ['a'] }, { colors: { primary: '#000', primay: '#fff' } }),
      ['colors', 'primay'],
      '"primay" is not a setting of "colors", and the builder fails on unknown keys there; did you mean "primary"?',
      'key',
    ],
    [
      'unknown key in global, listing its keys',
      site({ pages: ['a'], global: { links: [] } }),
      ['navigation', 'global', 'links'],
      '"links" is not a setting of "global", and the builder fails on unknown keys there (it takes languages, versions, tabs, dropdowns, anchors, products)',
      'key',
    ],
    [
      'a key the builder rejects where it is written',
      site({ anchors: [{ anchor: 'A', graphql: 'schema.graphql', pages: ['a'] }] }),
      ['navigation', 'anchors', 0, 'graphql'],
      '"graphql" is only read on a tab; the builder fails on it anywhere else',
      'key',
    ],
    [
      'a key beside graphql on a tab',
      site({ tabs: [{ tab: 'T', graphql: 'schema.graphql', pages: ['a'] }] }),
      ['navigation', 'tabs', 0, 'pages'],
      '"pages" is not allowed in this tab: a tab with "graphql" or "sdk" holds only its label and "icon", "hidden", "align", "searchable", "directory", "groups"; the builder fails on any other key beside it',
      'key',
    ],
    [
      'a footer platform the builder does not know',
      site({ pages: ['a'] }, { footer: { socials: { mastodon: 'https://mastodon.social/@acme' } } }),
      ['footer', 'socials', 'mastodon'],
      '"mastodon" is not allowed in "socials": not a platform the footer knows; the builder fails on it',
      'key',
    ],
    [
      'a pattern said in words: a relative link in a global item',
      site({ pages: ['a'], global: { anchors: [{ anchor: 'Blog', href: 'blog' }] } }),
      ['navigation', 'global', 'anchors', 0, 'href'],
      '"href" must be a URL such as "https://example.com" or a path from the site root such as "/quickstart"; a relative path such as "quickstart" fails the build, not "blog"',
      'value',
    ],
    [
      'a pattern said in words: a spec URL of another scheme',
      site({ tabs: [{ tab: 'T', openapi: 'ftp://example.com/openapi.json', pages: ['a'] }] }),
      ['navigation', 'tabs', 0, 'openapi'],
      '"openapi" must be a path inside the docs folder (such as "openapi.json") or an http(s) URL; other URL schemes fail the build, not "ftp://example.com/openapi.json"',
      'value',
    ],
    [
      'a font file without its format',
      site({ pages: ['a'] }, { fonts: { family: 'Acme', source: '/fonts/acme.woff2' } }),
      ['fonts'],
      '"source" needs "format" beside it',
      'key',
    ],
    [
      'logo too short',
      site({ pages: ['a'] }, { logo: 'ab' }),
      ['logo'],
      '"logo" must be at least 3 characters long, not "ab"',
      'value',
    ],
    [
      'more than four footer columns',
      site(
        { pages: ['a'] },
        { footer: { links: [1, 2, 3, 4, 5].map(() => ({ items: [{ label: 'L', href: '/l' }] })) } },
      ),
      ['footer', 'links'],
      '"links" may hold at most 4 entries',
      'value',
    ],
    ['root not an object', 'docs', [], 'docs.json must be a JSON object, not "docs"', 'value'],
    [
      'NaN font weight (strictNumbers)',
      site({ pages: ['a'] }, { fonts: { family: 'Inter', weight: NaN } }),
      ['fonts', 'weight'],
      '"weight" must be a number, not NaN',
      'value',
    ],
    [
      'Infinity font weight (strictNumbers)',
      site({ pages: ['a'] }, { fonts: { family: 'Inter', weight: Infinity } }),
      ['fonts', 'weight'],
      '"weight" must be a number, not Infinity',
      'value',
    ],
  ];
  for (const [title, doc, path, message, on] of cases) {
    it(title, () => {
      assert.deepEqual(only(doc), { path, message, on });
    });
  }

  it('an object with "group" in pages is judged as a group only (no "must be a string" noise)', () => {
    const issues = validateDocsJson(site({ pages: [{ group: 'G', expanded: 1, hidden: 'no', icon: 3 }] }));
    assert.deepEqual(
      issues.map((i) => i.path.join('.')),
      ['navigation.pages.0.icon', 'navigation.pages.0.expanded', 'navigation.pages.0.hidden'],
    );
    assert.ok(issues.every((i) => !/page path/.test(i.message)));
  });

  it('an array item with "tab" is judged as a tab, a global one as a global tab', () => {
    const issues = validateDocsJson(
      site({
        tabs: [{ tab: 'T', align: 'middle', pages: ['a'] }],
        global: { tabs: [{ tab: 5, href: 'https://x.y' }] },
      }),
    );
    assert.deepEqual(
      issues.map((i) => [i.path, i.message]),
      [
        [['navigation', 'tabs', 0, 'align'], '"align" must be "start" or "end", not "middle"'],
        [['navigation', 'global', 'tabs', 0, 'tab'], '"tab" must be a string, not 5'],
      ],
    );
  });

  it('an include object needs no label and may replace arrays, but its siblings are still checked', () => {
    assert.deepEqual(
      validateDocsJson(
        site({ tabs: [{ $ref: './t.json' }], groups: { $ref: './g.json' } }, { redirects: { $ref: './r.json' } }),
      ),
      [],
    );
    assert.deepEqual(validateDocsJson(site({ groups: [{ $ref: './g.json', expanded: 'yes' }] })), [
      {
        path: ['navigation', 'groups', 0, 'expanded'],
        message: '"expanded" must be true or false, not "yes"',
        on: 'value',
      },
    ]);
    assert.deepEqual(validateDocsJson(site({ pages: [{ $ref: 7 }] })), [
      { path: ['navigation', 'pages', 0, '$ref'], message: '"$ref" must be a string, not 7', on: 'value' },
    ]);
  });

  it('a "$ref" in the data that looks like a schema pointer is just an include (ajv does not resolve it)', () => {
    assert.deepEqual(validateDocsJson(site({ tabs: [{ $ref: '#/definitions/group' }], pages: [{ $ref: '#' }] })), []);
    assert.deepEqual(validateDocsJson({ $ref: '#/definitions/navigation', name: 'x' }), []);
  });

  it('unknown keys are not schema errors (the builder drops them)', () => {
    assert.deepEqual(
      validateDocsJson(
        site({ groups: [{ group: 'A', expandable: true, pages: ['a'] }] }, { analytics: {}, feedback: 1 }),
      ),
      [],
    );
  });

  it('path segments are exact: keys with "/" and "~" are unescaped, indexes are numbers, digit keys stay strings', () => {
    const doc = site({ pages: ['a'] }, { seo: { metatags: { 'og/title~x': 5 } }, errors: { 404: { redirect: 'no' } } });
    assert.deepEqual(validateDocsJson(doc), [
      { path: ['seo', 'metatags', 'og/title~x'], message: '"og/title~x" must be a string, not 5', on: 'value' },
      { path: ['errors', '404', 'redirect'], message: '"redirect" must be true or false, not "no"', on: 'value' },
    ]);
    assert.deepEqual(pointerToPath({ a: [{ '~1': { 'x/y': 1 } }] }, '/a/0/~01/x~1y'), ['a', 0, '~1', 'x/y']);
    assert.deepEqual(pointerToPath({ '0': { '1': 2 } }, '/0/1'), ['0', '1']);
  });

  it('a "__proto__" own key is an ordinary key', () => {
    const doc = JSON.parse(
      '{"theme":"mint","name":"x","colors":{"primary":"#000"},"navigation":{"pages":["a"]},"seo":{"metatags":{"__proto__":1}}}',
    );
    assert.deepEqual(validateDocsJson(doc), [
      { path: ['seo', 'metatags', '__proto__'], message: '"__proto__" must be a string, not 1', on: 'value' },
    ]);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('language suggestions', () => {
    assert.equal(suggestLanguage('en-US'), 'en');
    assert.equal(suggestLanguage('EN'), 'en');
    assert.equal(suggestLanguage('zh-hk'), 'zh-Hant');
    assert.equal(suggestLanguage('pt_br'), 'pt-BR');
    assert.equal(suggestLanguage('el'), undefined, 'Greek is not a typo of English');
    assert.equal(suggestLanguage('xx'), undefined);
  });

  it('an unknown code without a suggestion lists the accepted codes', () => {
    const issue = only(site({ languages: [{ language: 'fa', pages: ['a'] }] }));
    assert.match(issue.message, /^"fa" is not a language code the builder accepts \(accepted: en, cn, zh, .*, hu\)$/);
  });

  it('one issue per problem: the same problem is never reported twice', () => {
    const issues = validateDocsJson(site({ versions: [{ pages: ['a'] }, { pages: ['b'] }] }));
    assert.deepEqual(
      issues.map((i) => i.path),
      [
        ['navigation', 'versions', 0],
        ['navigation', 'versions', 1],
      ],
    );
  });

  it('nesting deeper than the limit gives one issue and no exception', () => {
    let g: Record<string, unknown> = { group: 'leaf', pages: ['a'] };
    for (let i = 0; i < 10000; i++) g = { group: `g${i}`, pages: [g] };
    const issues = validateDocsJson(site({ groups: [g] }));
    assert.equal(issues.length, 1);
    assert.match(issues[0].message, new RegExp(`nested more than ${MAX_SCHEMA_DEPTH} levels`));
    assert.equal(issues[0].path.length, MAX_SCHEMA_DEPTH + 1);
  });
});
