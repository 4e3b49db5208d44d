// schema: values of the wrong type or shape, missing required fields, one readable message per problem.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

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
