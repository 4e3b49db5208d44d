// The fast reader of simple front matter must agree with the YAML parser whenever it answers.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from 'yaml';
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
      'title: [a]',
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
      'title: -x',
      'title: @x',
      'title: `x`',
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
});
