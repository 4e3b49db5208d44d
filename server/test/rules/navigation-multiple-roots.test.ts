// navigation-multiple-roots: several navigation keys at one level; the builder keeps the first.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

describe('rule navigation-multiple-roots', () => {
  it('reports the navigation keys the builder drops', async () => {
    const docs = docsJson({ tabs: [{ tab: 'T', pages: ['a'] }], anchors: [{ anchor: 'A', pages: ['a'] }] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'navigation-multiple-roots');
    assert.match(p.message, /^"anchors" is ignored: navigation already uses "tabs"/);
    assert.deepEqual(p.range, rangeOfText(docs, '"anchors"'));
  });
});
