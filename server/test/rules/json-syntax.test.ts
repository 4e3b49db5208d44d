// json-syntax: docs.json or an included file that is not valid JSON, reported where the parser stops.
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
