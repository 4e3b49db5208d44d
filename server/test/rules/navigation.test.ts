import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

describe('rule global-anchor-relative', () => {
  it('errs on a global link the builder fails on, warns on a path from the site root, accepts URLs', async () => {
    const docs = docsJson({
      pages: ['a'],
      global: {
        anchors: [
          { anchor: 'Changelog', href: '/changelog' },
          { anchor: 'Ok', href: 'https://x.example' },
          { anchor: 'Mail', href: 'mailto:team@x.example' },
          { anchor: 'Top', href: '#top' },
        ],
        tabs: [{ tab: 'T', href: 'docs/x' }],
      },
    });
    const found = await checkSite({ 'docs.json': docs, ...pageFiles('a') });
    assert.deepEqual(
      ofRule(found, 'global-anchor-relative').map((p) => [p.severity, p.message, p.range]),
      [
        [
          'warning',
          'global anchor "Changelog" links to "/changelog" inside this site; global items are meant to link outside it (https://...), though the builder accepts this',
          rangeOfText(docs, '"/changelog"'),
        ],
        [
          'warning',
          'global anchor "Top" links to "#top" inside this site; global items are meant to link outside it (https://...), though the builder accepts this',
          rangeOfText(docs, '"#top"'),
        ],
        [
          'error',
          'global tab "T" links to "docs/x", which is neither a URL nor a path from the site root, and the builder fails on it; write an absolute URL (https://...), or "/docs/x" for a page of this site',
          rangeOfText(docs, '"docs/x"'),
        ],
      ],
    );
    assert.deepEqual(ofRule(found, 'schema'), [], 'no second report from the schema');
  });

  it('checks the global items of any division, not only of navigation', async () => {
    const docs = docsJson({
      tabs: [{ tab: 'Guides', pages: ['a'], global: { anchors: [{ anchor: 'Blog', href: 'blog' }] } }],
    });
    const found = await checkSite({ 'docs.json': docs, ...pageFiles('a') });
    assert.deepEqual(
      ofRule(found, 'global-anchor-relative').map((p) => [p.severity, p.range]),
      [['error', rangeOfText(docs, '"blog"')]],
    );
  });
});

describe('openapi on navigation itself', () => {
  it('is not inherited, since Mintlify strips it: its METHOD entries have no spec', async () => {
    const spec = JSON.stringify({ openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: { '/x': { get: {} } } });
    const docs = docsJson({ openapi: 'api.json', pages: ['GET /x'] });
    const found = await checkSite({ 'docs.json': docs, 'api.json': spec });
    assert.deepEqual(
      ofRule(found, 'endpoint-no-spec').map((p) => p.message),
      [
        '"GET /x" is an endpoint entry, but no OpenAPI spec is set on it or on any parent; the "openapi" on "navigation" itself is ignored by Mintlify, so move it to a tab, anchor or group above this entry',
      ],
    );
    assert.equal(ofRule(found, 'key-ignored').length, 1, 'the key itself is reported as ignored');
  });
});

describe('rule language-unknown', () => {
  it('reports unknown codes with a suggestion, and accepts the 40 codes including ja, zh and jp', async () => {
    const docs = docsJson({
      languages: ['en', 'ja', 'zh', 'jp', 'en-US', 'el'].map((language) => ({ language, pages: ['a'] })),
    });
    const problems = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'language-unknown');
    assert.deepEqual(
      problems.map((p) => [p.message, p.range]),
      [
        [
          '"en-US" is not a language code the builder accepts; did you mean "en" (English)?',
          rangeOfText(docs, '"en-US"'),
        ],
        [
          '"el" is not a language code the builder accepts; accepted codes include en, cn, zh, zh-Hans, zh-Hant, zh-CN, zh-TW, es …',
          rangeOfText(docs, '"el"'),
        ],
      ],
    );
    assert.deepEqual(problems[0].data, { candidates: ['en'] });
    assert.deepEqual(
      ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'schema'),
      [],
      'no second report from the schema',
    );
  });
});

describe('rules version-default-multiple / language-default-multiple', () => {
  it('reports every extra default among siblings', async () => {
    const docs = docsJson({
      languages: [
        {
          language: 'en',
          default: true,
          versions: [
            { version: 'v2', default: true, pages: ['a'] },
            { version: 'v1', default: true, pages: ['a'] },
          ],
        },
        { language: 'fr', default: true, pages: ['a'] },
      ],
    });
    const problems = await checkSite({ 'docs.json': docs, ...pageFiles('a') });
    assert.deepEqual(
      ofRule(problems, 'version-default-multiple').map((p) => p.message),
      ['version "v1" is marked default, but version "v2" already is; keep "default": true on one version only'],
    );
    assert.deepEqual(
      ofRule(problems, 'language-default-multiple').map((p) => p.message),
      ['language "fr" is marked default, but language "en" already is; keep "default": true on one language only'],
    );
  });
});

describe('rule navigation-multiple-roots', () => {
  it('reports the navigation keys the builder drops', async () => {
    const docs = docsJson({ tabs: [{ tab: 'T', pages: ['a'] }], anchors: [{ anchor: 'A', pages: ['a'] }] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'navigation-multiple-roots');
    assert.match(p.message, /^"anchors" is ignored: navigation already uses "tabs"/);
    assert.deepEqual(p.range, rangeOfText(docs, '"anchors"'));
  });
});

describe('rule key-ignored', () => {
  it('reports expandable with a rename fix, unknown keys with did-you-mean, mint.json keys, root on a menu item, pages beside groups', async () => {
    const docs = docsJson(
      {
        tabs: [
          { tab: 'T', menu: [{ item: 'M', root: 'a', pages: ['a'] }] },
          { tab: 'U', groups: [{ group: 'G', expandable: true, icno: 'x', pages: ['a'] }], pages: ['a'] },
        ],
      },
      { analytics: { ga4: {} } },
    );
    const problems = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'key-ignored');
    assert.deepEqual(
      problems.map((p) => p.message),
      [
        'menu item "M" cannot have a "root" page; it is ignored (only groups have one)',
        '"expandable" is ignored: the field is "expanded"',
        '"icno" is not a setting of group "G"; the builder ignores it; did you mean "icon"?',
        '"pages" is ignored because this tab also has "groups", which wins; move the pages into a group',
        '"analytics" is a mint.json setting that docs.json does not read; it is ignored',
      ],
    );
    const expandable = problems.find((p) => p.data?.key === 'expandable')!;
    assert.equal(expandable.data!.renameKeyTo, 'expanded');
    assert.deepEqual(expandable.range, rangeOfText(docs, '"expandable"'));
    assert.ok(problems.every((p) => p.severity === 'warning'));
  });

  it('checks an item of navigation.global against the keys of a global item: content there is ignored', async () => {
    const docs = docsJson({
      pages: ['a'],
      global: { anchors: [{ anchor: 'Blog', href: 'https://x.example', pages: ['a'], directory: 'card' }] },
    });
    const problems = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'key-ignored');
    assert.deepEqual(
      problems.map((p) => [p.message, p.range]),
      [['"pages" is not a setting of global anchor "Blog"; the builder ignores it', rangeOfText(docs, '"pages"', 1)]],
    );
  });

  it('knows the keys Mintlify keeps that older tables missed, and theme-only keys by theme', async () => {
    const docs = docsJson(
      {
        directory: 'card',
        tabs: [{ tab: 'T', searchable: true, directory: 'none', global: { anchors: [] }, asyncapi: 'a.yaml' }],
      },
      { variations: { options: [{ id: 'a', label: 'A' }] } },
    );
    const problems = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'key-ignored');
    assert.deepEqual(
      problems.map((p) => p.message),
      ['"variations" is only read with the willow theme; with theme "mint" the builder ignores it'],
    );
    const willow = docs.replace('"theme": "mint"', '"theme": "willow"');
    assert.deepEqual(ofRule(await checkSite({ 'docs.json': willow, ...pageFiles('a') }), 'key-ignored'), []);
  });

  it('reports the first of two duplicate keys as ignored', async () => {
    const docs =
      '{"theme": "mint", "name": "First", "colors": {"primary": "#123"}, "navigation": {"pages": []}, "name": "Second"}';
    const [p] = ofRule(await checkSite({ 'docs.json': docs }), 'key-ignored');
    assert.equal(p.message, '"name" is written again (line 1); this first value is ignored');
    assert.deepEqual(p.range, rangeOfText(docs, '"name"'));
  });
});
