// The fast reader of simple front matter must agree with the YAML parser whenever it answers.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from 'yaml';
// js-yaml 3 is what Mintlify reads front matter with.
const jsYaml3 = require('js-yaml') as { safeLoad(text: string): unknown };
import { readSimpleFrontMatter } from '../../src/core/pages/simpleFrontMatter';

describe('simple front matter reader', () => {
  it('reads plain, double-quoted and single-quoted values', () => {
    const fields = readSimpleFrontMatter(
      'title: Getting started\ndescription: "Say \\"hi\\" \\u00e9"\nicon: \'it\'\'s\'\n',
    );
    assert.deepEqual(Object.fromEntries(fields!), {
      title: 'Getting started',
      description: 'Say "hi" é',
      icon: "it's",
    });
  });

  it('leaves everything that is not plainly a string to the YAML parser', () => {
    for (const text of [
      'title: 42',
      'title: true',
      'title: ~',
      'title: null',
      'title: 1e999',
      'title: .inf',
      'title: 0x1F',
      'title: {a: 1}',
      'title: &a x',
      'title: *a',
      'title: !!str x',
      'title: a # comment',
      'title: a: b',
      'title: |',
      'title:',
      'title: x\ntitle: y',
      '  title: x',
      'title: x\n  more',
      '# comment',
      'title: "unterminated',
      "title: 'a' b",
      'title: "\\x41"',
      'title: "a\tb"',
      'title: -x',
      'title: @x',
      'title: `x`',
      'keywords: [a,]',
      'keywords: [a, [b]]',
      'keywords: [a: b]',
      'keywords: [a, {b: c}]',
      'keywords: [1, a]',
      'keywords: [null]',
      'keywords: [a] b',
      'keywords: [&x a]',
      'keywords:\n  - a\n - b',
      'keywords:\n  - a: b',
      'keywords:\n  - 2024-01-01',
      'keywords:\n  -',
      'description: >-\n  a\n\n  b',
      'description: >-\n  a\n    b',
      'description: >-\n  a\n  \tb',
      'description: >2\n  a',
      'description: >+\n  a',
      'description: > # why\n  a',
      'description: >-',
      'description: |\nnot indented',
      '"og:title: x',
      '"a b": x',
    ]) {
      assert.equal(readSimpleFrontMatter(text), undefined, text);
    }
  });

  it('agrees with yaml.parse on every input it accepts (property)', () => {
    const word = fc.stringMatching(/^[ -~\u00e9\u4e2d]{1,20}$/);
    const line = fc.tuple(
      fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,8}$/),
      fc.oneof(
        word,
        word.map((w) => JSON.stringify(w)),
        word.map((w) => `'${w.replace(/'/g, "''")}'`),
      ),
    );
    let answered = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
        const text = lines.map(([k, v]) => `${k}: ${v}`).join('\n') + '\n';
        const fields = readSimpleFrontMatter(text);
        if (!fields) return;
        answered++;
        const expected = parse(text, { uniqueKeys: true });
        assert.deepEqual(Object.fromEntries(fields), expected, text);
      }),
      { numRuns: 2000, seed: 42 },
    );
    assert.ok(answered > 500, `answered ${answered} of 2000`);
  });

  it('reads the shapes of real pages: quoted keys, lists of text, folded and literal text blocks', () => {
    const text = [
      '"og:title": "Hooks - React SDK"',
      'keywords: [\'api\', "sdk", plain words]',
      'tags:',
      '  - one',
      "  - 'two'",
      'aliases:',
      '- first',
      'description: >-',
      '  A long description',
      '  on two lines.',
      'notes: |',
      '  line one',
      '  line two',
      'empty: []',
    ].join('\n');
    const fields = readSimpleFrontMatter(text);
    assert.deepEqual(Object.fromEntries(fields!), {
      'og:title': 'Hooks - React SDK',
      keywords: ['api', 'sdk', 'plain words'],
      tags: ['one', 'two'],
      aliases: ['first'],
      description: 'A long description on two lines.',
      notes: 'line one\nline two\n',
      empty: [],
    });
    assert.deepEqual(Object.fromEntries(fields!), jsYaml3.safeLoad(text));
  });

  it('agrees with js-yaml 3 on every input it accepts, lists and text blocks included (property)', () => {
    const word = fc.stringMatching(/^[ -~\u00e9\u4e2d]{1,16}$/);
    const item = fc.oneof(
      word,
      word.map((w) => JSON.stringify(w)),
      word.map((w) => `'${w.replace(/'/g, "''")}'`),
    );
    const key = fc.oneof(
      fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,8}$/),
      fc.stringMatching(/^[A-Za-z:.]{1,8}$/).map((k) => `"${k}"`),
    );
    const value = fc.oneof(
      item.map((v) => ` ${v}`),
      fc
        .tuple(fc.array(item, { maxLength: 4 }), fc.constantFrom(', ', ',', ' , '), fc.constantFrom('', ' '))
        .map(([items, sep, pad]) => ` [${pad}${items.join(sep)}${pad}]`),
      fc
        .tuple(fc.array(item, { minLength: 1, maxLength: 3 }), fc.constantFrom('', '  ', '    '))
        .map(([items, indent]) => items.map((i) => `\n${indent}- ${i}`).join('')),
      fc
        .tuple(fc.constantFrom('>', '>-', '|', '|-'), fc.array(word, { minLength: 1, maxLength: 3 }))
        .map(([header, lines]) => ` ${header}` + lines.map((l) => `\n  ${l}`).join('')),
    );
    let answered = 0;
    let lists = 0;
    let blocks = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 5 }), (lines) => {
        const text = lines.map(([k, v]) => `${k}:${v}`).join('\n') + '\n';
        const fields = readSimpleFrontMatter(text);
        if (!fields) return;
        answered++;
        if ([...fields.values()].some(Array.isArray)) lists++;
        if (/: [>|]/.test(text)) blocks++;
        assert.deepEqual(Object.fromEntries(fields), jsYaml3.safeLoad(text), text);
      }),
      { numRuns: 4000, seed: 7 },
    );
    assert.ok(
      answered > 1000 && lists > 300 && blocks > 300,
      `answered ${answered} (${lists} lists, ${blocks} blocks)`,
    );
  });
});
