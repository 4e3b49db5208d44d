// key-ignored: keys the builder drops without a word.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

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
