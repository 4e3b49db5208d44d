// page-duplicate: the same page twice in one section.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

describe('rule page-duplicate', () => {
  it('notes a page listed twice in one section, not across sections', async () => {
    const docs = docsJson({
      tabs: [
        {
          tab: 'A',
          groups: [
            { group: 'G', pages: ['a', 'b'] },
            { group: 'H', pages: ['a'] },
          ],
        },
        { tab: 'B', pages: ['a'] },
      ],
    });
    const problems = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a', 'b') }), 'page-duplicate');
    assert.equal(problems.length, 1);
    assert.equal(problems[0].severity, 'info');
    assert.deepEqual(problems[0].range, rangeOfText(docs, '"a"', 1));
  });
});
