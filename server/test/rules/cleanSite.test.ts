// A site that uses every kind of navigation correctly gets no problem from any rule (each rule's own tests are in
// server/test/rules/<rule id>.test.ts).
import assert from 'node:assert/strict';
import { checkSite } from '../helpers/checkSite';
import { docsJson, pageFiles } from '../helpers/textRanges';

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
