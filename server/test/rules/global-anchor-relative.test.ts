// global-anchor-relative: a global anchor or other global item that links to a relative path.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

describe('rule global-anchor-relative', () => {
  it('errs on a global link the builder fails on, warns on a path from the site root, accepts URLs', async () => {
    const docs = docsJson({
      pages: ['a'],
      global: {
        anchors: [
          { anchor: 'Changelog', href: '/changelog' },
          { anchor: 'Ok', href: 'https://x.example' },
          { anchor: 'Mail', href: 'mailto:team@x.example' },
          { anchor: 'Top', href: '#top' },
        ],
        tabs: [{ tab: 'T', href: 'docs/x' }],
      },
    });
    const found = await checkSite({ 'docs.json': docs, ...pageFiles('a') });
    assert.deepEqual(
      ofRule(found, 'global-anchor-relative').map((p) => [p.severity, p.message, p.range]),
      [
        [
          'warning',
          'global anchor "Changelog" links to "/changelog" inside this site; global items are meant to link outside it (https://...), though the builder accepts this',
          rangeOfText(docs, '"/changelog"'),
        ],
        [
          'warning',
          'global anchor "Top" links to "#top" inside this site; global items are meant to link outside it (https://...), though the builder accepts this',
          rangeOfText(docs, '"#top"'),
        ],
        [
          'error',
          'global tab "T" links to "docs/x", which is neither a URL nor a path from the site root, and the builder fails on it; write an absolute URL (https://...), or "/docs/x" for a page of this site',
          rangeOfText(docs, '"docs/x"'),
        ],
      ],
    );
    assert.deepEqual(ofRule(found, 'schema'), [], 'no second report from the schema');
  });

  it('checks the global items of any division, not only of navigation', async () => {
    const docs = docsJson({
      tabs: [{ tab: 'Guides', pages: ['a'], global: { anchors: [{ anchor: 'Blog', href: 'blog' }] } }],
    });
    const found = await checkSite({ 'docs.json': docs, ...pageFiles('a') });
    assert.deepEqual(
      ofRule(found, 'global-anchor-relative').map((p) => [p.severity, p.range]),
      [['error', rangeOfText(docs, '"blog"')]],
    );
  });
});
