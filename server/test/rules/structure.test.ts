import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

describe('rule json-syntax', () => {
  it('reports comments and trailing commas at their position and still checks the rest', async () => {
    const docs =
      '{\n  // note\n  "theme": "mint", "name": "x", "colors": {"primary": "#123"},\n  "navigation": {"pages": ["a", "b",]}\n}';
    const problems = await checkSite({ 'docs.json': docs, ...pageFiles('a') });
    assert.deepEqual(
      ofRule(problems, 'json-syntax').map((p) => [p.message, p.range.start]),
      [
        ['comments are not allowed in JSON', { line: 1, character: 2 }],
        ['trailing comma: JSON does not allow a "," before a closing bracket', rangeOfText(docs, ',]').start],
      ],
    );
    assert.equal(ofRule(problems, 'page-missing').length, 1, 'page "b" is still found missing');
  });

  it('warns once about a BOM and keeps positions unchanged', async () => {
    const docs = '\ufeff' + docsJson({ pages: ['zz'] });
    const problems = await checkSite({ 'docs.json': docs });
    assert.deepEqual(
      ofRule(problems, 'json-syntax').map((p) => p.severity),
      ['warning'],
    );
    assert.deepEqual(ofRule(problems, 'page-missing')[0].range, rangeOfText(docs, '"zz"'));
  });

  it('reports a file nested too deeply instead of crashing', async () => {
    const problems = await checkSite({ 'docs.json': '{"a": ' + '['.repeat(50_000) + ']'.repeat(50_000) + '}' });
    assert.equal(problems.length, 1);
    assert.match(problems[0].message, /nested more than 200 levels/);
  });

  it('reports a raw NUL inside a string at its offset', async () => {
    const docs = '{"name": "a\u0000b"}';
    const problems = ofRule(await checkSite({ 'docs.json': docs }), 'json-syntax');
    assert.equal(problems[0].message, 'invalid character in string (control characters must be escaped)');
    assert.deepEqual(problems[0].range.start, { line: 0, character: 11 });
  });
});

describe('rule include', () => {
  it('reports missing and cyclic includes at the $ref value', async () => {
    const docs = docsJson({ groups: [{ $ref: 'missing.json' }, { $ref: 'a.json' }] });
    const problems = ofRule(
      await checkSite({ 'docs.json': docs, 'a.json': '{"group": "A", "pages": [{"$ref": "a.json"}]}' }),
      'include',
    );
    assert.deepEqual(
      problems.map((p) => [p.file, p.message]),
      [
        ['a.json', 'include "a.json" is cyclic: docs.json -> a.json -> a.json'],
        ['docs.json', 'include "missing.json" cannot be read (missing.json): the file does not exist'],
      ],
    );
    assert.deepEqual(problems[1].range, rangeOfText(docs, '"missing.json"'));
  });
});

describe('rule schema', () => {
  it('judges an object with "group" as a group, with one readable message at the value', async () => {
    const docs = docsJson({ groups: [{ group: 'G', expanded: 'yes', pages: ['a'] }] });
    const problems = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'schema');
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.match(problems[0].message, /expanded/);
    assert.deepEqual(problems[0].range, rangeOfText(docs, '"yes"'));
  });

  it('reports a missing required top-level field on the root object', async () => {
    const docs = JSON.stringify({ name: 'x', colors: { primary: '#123456' }, navigation: { pages: [] } });
    const problems = ofRule(await checkSite({ 'docs.json': docs }), 'schema');
    assert.equal(problems.length, 1);
    assert.match(problems[0].message, /theme/);
    assert.equal(problems[0].range.start.character, 0);
  });

  it('places problems of included content in the included file', async () => {
    const nav = '{"groups": [{"group": 7, "pages": []}]}';
    const problems = ofRule(
      await checkSite({ 'docs.json': docsJson({ $ref: 'nav.json' }), 'nav.json': nav }),
      'schema',
    );
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.equal(problems[0].file, 'nav.json');
    assert.deepEqual(problems[0].range, rangeOfText(nav, '7'));
  });
});

describe('a clean site', () => {
  it('gets no problem at all', async () => {
    const docs = docsJson({
      tabs: [
        {
          tab: 'Guides',
          groups: [{ group: 'Start', expanded: true, pages: ['index', { group: 'Nested', pages: ['guides/a'] }] }],
        },
      ],
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
    });
    assert.deepEqual(await checkSite({ 'docs.json': docs, ...pageFiles('index', 'guides/a') }), []);
  });
});

describe('rule schema below division nodes', () => {
  it("warns (not errors) when invalid content makes the builder drop a tab's content, and names the tab", async () => {
    const docs = docsJson({ tabs: [{ tab: 'Guides', groups: [{ group: 'G', expanded: 'yes', pages: ['a'] }] }] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'schema');
    assert.equal(p.severity, 'warning');
    assert.match(p.message, /the builder does not fail on this but drops the content of tab "Guides" without a word$/);
    assert.deepEqual(p.range, rangeOfText(docs, '"yes"'));
  });

  it('keeps errors for problems outside division content', async () => {
    const docs = docsJson({ groups: [{ group: 'G', expanded: 'yes', pages: ['a'] }] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'schema');
    assert.equal(p.severity, 'error');
  });
});
