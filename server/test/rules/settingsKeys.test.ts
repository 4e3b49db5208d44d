// key-ignored on every object of docs.json, not only the top level and the navigation nodes: a key the builder drops
// from a settings object (`api.baseUrl`, `api.playground.mode`, a `target` on a navbar link, a misspelled key of an
// icon) is a warning with a did-you-mean and the facts of a quick fix; a key written twice anywhere too. Objects on
// which the builder fails for an unknown key are the schema rule's (an error), maps of the author's own keys are
// never judged.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

describe('key-ignored on settings and the objects inside navigation nodes', () => {
  it('warns about the keys the builder drops under api, with a did-you-mean', async () => {
    const docs = docsJson(
      { pages: ['a'] },
      {
        api: {
          baseUrl: 'https://api.example.com',
          bogusKey: true,
          playground: { mode: 'simple', dispaly: 'none' },
          examples: { languages: ['bash'], defualts: 'all' },
        },
      },
    );
    const found = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'key-ignored');
    assert.deepEqual(
      found.map((p) => [p.severity, p.message, p.range, p.data?.key, p.data?.renameKeyTo]),
      [
        [
          'warning',
          '"baseUrl" is not a setting of "api"; the builder ignores it; did you mean "url"?',
          rangeOfText(docs, '"baseUrl"'),
          'baseUrl',
          'url',
        ],
        [
          'warning',
          '"bogusKey" is not a setting of "api"; the builder ignores it',
          rangeOfText(docs, '"bogusKey"'),
          'bogusKey',
          undefined,
        ],
        [
          'warning',
          '"mode" is not a setting of "api.playground"; the builder ignores it',
          rangeOfText(docs, '"mode"'),
          'mode',
          undefined,
        ],
        [
          'warning',
          '"dispaly" is not a setting of "api.playground"; the builder ignores it; did you mean "display"?',
          rangeOfText(docs, '"dispaly"'),
          'dispaly',
          'display',
        ],
        [
          'warning',
          '"defualts" is not a setting of "api.examples"; the builder ignores it; did you mean "defaults"?',
          rangeOfText(docs, '"defualts"'),
          'defualts',
          'defaults',
        ],
      ],
    );
    // The quick fix removes the whole property.
    assert.deepEqual(found[1].data?.removeRange, rangeOfText(docs, '"bogusKey": true'));
  });

  it('names an object inside a navigation node from that node, and one in a list by its index', async () => {
    const docs = docsJson(
      { tabs: [{ tab: 'API', icon: { name: 'code', sizee: 3 }, pages: ['a'] }] },
      { navbar: { links: [{ label: 'Blog', href: 'https://blog.example.com', target: '_blank' }] } },
    );
    const found = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'key-ignored');
    assert.deepEqual(
      found.map((p) => [p.message, p.range]),
      [
        ['"sizee" is not a setting of "icon" of tab "API"; the builder ignores it', rangeOfText(docs, '"sizee"')],
        ['"target" is not a setting of "navbar.links[0]"; the builder ignores it', rangeOfText(docs, '"target"')],
      ],
    );
  });

  it('reports a key written twice in a settings object, and leaves maps and strict objects alone', async () => {
    const text = `{
  "theme": "mint",
  "name": "Test",
  "colors": { "primary": "#112233", "secondary": "#445566" },
  "variables": { "anything": "goes", "here": "too" },
  "seo": { "indexing": "all", "indexing": "navigable" },
  "navigation": { "pages": ["a"] }
}`;
    const found = await checkSite({ 'docs.json': text, ...pageFiles('a') });
    assert.deepEqual(
      ofRule(found, 'key-ignored').map((p) => [p.message, p.range]),
      [['"indexing" is written again (line 6); this first value is ignored', rangeOfText(text, '"indexing"')]],
    );
    assert.deepEqual(
      ofRule(found, 'schema').map((p) => [p.severity, p.range]),
      [['error', rangeOfText(text, '"secondary"')]],
      'a key "colors" fails the build on: an error, and not also a warning',
    );
  });

  it('a "language" key where no language is read is an unknown key, not a language code left to language-unknown', async () => {
    const docs = docsJson({ pages: ['a'] }, { colors: { primary: '#112233', language: 'en' } });
    const found = await checkSite({ 'docs.json': docs, ...pageFiles('a') });
    assert.deepEqual(
      found.filter((p) => p.severity === 'error').map((p) => [p.ruleId, p.range]),
      [['schema', rangeOfText(docs, '"language"')]],
    );
  });

  it('checks a settings object that comes from an include, in the included file', async () => {
    const navbar = JSON.stringify(
      { links: [{ label: 'Blog', href: 'https://blog.example.com' }], colour: 'red' },
      null,
      2,
    );
    const docs = docsJson({ pages: ['a'] }, { navbar: { $ref: './navbar.json' } });
    const found = ofRule(
      await checkSite({ 'docs.json': docs, 'navbar.json': navbar, ...pageFiles('a') }),
      'key-ignored',
    );
    assert.deepEqual(
      found.map((p) => [p.file, p.message, p.range]),
      [
        [
          'navbar.json',
          '"colour" is not a setting of "navbar"; the builder ignores it',
          rangeOfText(navbar, '"colour"'),
        ],
      ],
    );
  });
});
