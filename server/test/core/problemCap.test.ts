// A check keeps every problem unless its host asks for a cap per rule (the language server does: tens of thousands
// of diagnostics of one rule help nobody in an editor); with a cap, one note says how many were left out.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';

const pages = ['index', ...Array.from({ length: 12 }, (_, i) => `missing-${i}`)];
const SITE = {
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages } }),
  'index.mdx': '---\ntitle: Home\n---\n',
};

describe('problems per rule: all of them, unless the host asks for a cap', () => {
  it('keeps every problem by default', async () => {
    const problems = await checkSite(SITE);
    assert.equal(ofRule(problems, 'page-missing').length, 12);
    assert.ok(!problems.some((p) => /not shown/.test(p.message)));
  });

  it('with a cap, keeps that many and notes how many more there are', async () => {
    const found = ofRule(await checkSite(SITE, { maxProblemsPerRule: 10 }), 'page-missing');
    assert.equal(found.filter((p) => p.severity === 'warning').length, 10);
    assert.deepEqual(
      found.filter((p) => p.severity === 'info').map((p) => [p.file, p.message]),
      [['docs.json', '2 more page-missing problems are not shown']],
    );
  });
});
