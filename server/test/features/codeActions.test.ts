import assert from 'node:assert/strict';
import { getCodeActions } from '../../src/core/features/codeActions';
import type { SiteCodeAction } from '../../src/core/features/types';
import type { Range } from '../../src/core/problem';
import { applyEdits, range, site } from './helpers';

const FILES = { 'intro.mdx': '---\ntitle: Intro\n---\n' };

function rangeOf(text: string, needle: string, from = 0): Range {
  const start = text.indexOf(needle, from);
  assert.ok(start >= 0, `${needle} in text`);
  const before = text.slice(0, start).split(/\r\n|\r|\n/);
  const line = before.length - 1;
  const character = before[line].length;
  return range(line, character, line, character + needle.length);
}

function apply(text: string, action: SiteCodeAction): string {
  const edits = action.edit.edits.flatMap((e) => e.edits);
  return applyEdits(text, edits);
}

describe('quick fixes', () => {
  it('creates the missing page file with a front-matter title', async () => {
    const text = '{"navigation": {"pages": ["guides/getting-started"]}}';
    const s = await site(text, FILES);
    const actions = getCodeActions(s, [
      {
        range: rangeOf(text, '"guides/getting-started"'),
        code: 'page-missing',
        data: { candidates: [], createFile: 'guides/getting-started.mdx', title: 'Getting started' },
      },
    ]);
    assert.deepEqual(actions, [
      {
        title: 'Create guides/getting-started.mdx',
        kind: 'quickfix',
        diagnosticIndex: 0,
        isPreferred: true,
        edit: {
          create: [{ file: 'guides/getting-started.mdx', text: '---\ntitle: "Getting started"\n---\n' }],
          edits: [],
        },
      },
    ]);
  });

  it('never offers to create a file outside the root, a non-page or an existing file', async () => {
    const text = '{"navigation": {"pages": ["x"]}}';
    const s = await site(text, FILES);
    const r = rangeOf(text, '"x"');
    for (const createFile of ['../x.mdx', '/etc/x.mdx'.replace('/etc', '..'), 'x.sh', 'intro.mdx']) {
      assert.deepEqual(getCodeActions(s, [{ range: r, data: { createFile } }]), [], createFile);
    }
  });

  it('replaces a page with a "did you mean" candidate', async () => {
    const text = '{\n  "navigation": {\n    "pages": ["intor"]\n  }\n}';
    const s = await site(text, FILES);
    const actions = getCodeActions(s, [
      { range: rangeOf(text, '"intor"'), data: { candidates: ['intro'], createFile: 'intor.mdx' } },
    ]);
    const change = actions.find((a) => a.title === 'Change to "intro"')!;
    assert.deepEqual(change.edit.edits, [
      { file: 'docs.json', edits: [{ range: range(2, 14, 2, 21), newText: '"intro"' }] },
    ]);
    assert.deepEqual(JSON.parse(apply(text, change)), { navigation: { pages: ['intro'] } });
    assert.ok(actions.some((a) => a.title === 'Create intor.mdx'));
  });

  it('works when the diagnostic range excludes the quotes', async () => {
    const text = '{"navigation": {"languages": [{"language": "fr-FR", "pages": []}]}}';
    const s = await site(text, FILES);
    const r = rangeOf(text, 'fr-FR');
    const actions = getCodeActions(s, [{ range: r, code: 'language-unknown', data: { candidates: ['fr', 'fr-CA'] } }]);
    assert.deepEqual(
      actions.map((a) => a.title),
      ['Change to "fr"', 'Change to "fr-CA"'],
    );
    assert.equal(JSON.parse(apply(text, actions[0])).navigation.languages[0].language, 'fr');
  });

  it('renames expandable to expanded', async () => {
    const text = '{"navigation": {"groups": [{"group": "A", "expandable": true, "pages": []}]}}';
    const s = await site(text, FILES);
    const key = rangeOf(text, '"expandable"');
    const member = rangeOf(text, '"expandable": true');
    const actions = getCodeActions(s, [
      { range: key, code: 'key-ignored', data: { key: 'expandable', renameKeyTo: 'expanded', removeRange: member } },
    ]);
    assert.deepEqual(
      actions.map((a) => a.title),
      ['Rename "expandable" to "expanded"', 'Remove "expandable"'],
    );
    assert.deepEqual(JSON.parse(apply(text, actions[0])).navigation.groups[0], {
      group: 'A',
      expanded: true,
      pages: [],
    });
    assert.deepEqual(JSON.parse(apply(text, actions[1])).navigation.groups[0], { group: 'A', pages: [] });
  });

  it('does not rename onto a key that already exists', async () => {
    const text = '{"navigation": {"groups": [{"group": "A", "expandable": true, "expanded": false}]}}';
    const s = await site(text, FILES);
    const actions = getCodeActions(s, [
      { range: rangeOf(text, '"expandable"'), data: { key: 'expandable', renameKeyTo: 'expanded' } },
    ]);
    assert.deepEqual(actions, []);
  });

  describe('removing an ignored key leaves valid JSON', () => {
    const cases: Array<[string, string, string, unknown]> = [
      [
        'first of several, one per line',
        '{\n  "analytics": {"x": 1},\n  "name": "n"\n}',
        '"analytics": {"x": 1}',
        { name: 'n' },
      ],
      ['in the middle', '{\n  "a": 1,\n  "analytics": 2,\n  "b": 3\n}', '"analytics": 2', { a: 1, b: 3 }],
      ['the last one', '{\n  "a": 1,\n  "analytics": 2\n}', '"analytics": 2', { a: 1 }],
      ['the only one', '{"analytics": 2}', '"analytics": 2', {}],
      ['on one line', '{"a": 1, "analytics": 2, "b": 3}', '"analytics": 2', { a: 1, b: 3 }],
      ['with CRLF line ends', '{\r\n  "analytics": 2,\r\n  "b": 3\r\n}', '"analytics": 2', { b: 3 }],
    ];
    for (const [name, text, member, expected] of cases) {
      it(name, async () => {
        const s = await site(text, FILES);
        const [action] = getCodeActions(s, [
          { range: rangeOf(text, '"analytics"'), data: { key: 'analytics', removeRange: rangeOf(text, member) } },
        ]);
        assert.equal(action.title, 'Remove "analytics"');
        assert.deepEqual(JSON.parse(apply(text, action)), expected);
      });
    }
    it('keeps the indentation of the next line', async () => {
      const text = '{\n  "a": 1,\n  "analytics": 2,\n  "b": 3\n}';
      const s = await site(text, FILES);
      const [action] = getCodeActions(s, [
        {
          range: rangeOf(text, '"analytics"'),
          data: { key: 'analytics', removeRange: rangeOf(text, '"analytics": 2') },
        },
      ]);
      assert.equal(apply(text, action), '{\n  "a": 1,\n  "b": 3\n}');
    });
  });

  it('ignores diagnostics without usable data', async () => {
    const text = '{"navigation": {"pages": ["x"]}}';
    const s = await site(text, FILES);
    assert.deepEqual(
      getCodeActions(s, [
        { range: range(0, 0, 0, 1) },
        { range: range(0, 0, 0, 1), data: 'nope' },
        { range: range(0, 0, 0, 1), data: { removeRange: { start: 5 } } },
      ]),
      [],
    );
  });
});
