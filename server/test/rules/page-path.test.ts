// page-path: page strings that can never name a file in the docs root, and non-canonical forms.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles } from '../helpers/textRanges';

describe('rule page-path', () => {
  it('refuses paths that leave the root without looking them up', async () => {
    const docs = docsJson({ pages: ['../outside', 'a\\b'] });
    const problems = await checkSite({ 'docs.json': docs, '../outside.mdx': 'x' });
    assert.deepEqual(
      ofRule(problems, 'page-path').map((p) => p.message),
      [
        'page "../outside" cannot be used: the path uses ".." and would leave the docs root',
        'page "a\\b" cannot be used: the path contains a backslash; use "/" between folders',
      ],
    );
    assert.deepEqual(ofRule(problems, 'page-missing'), []);
  });

  it('warns about non-canonical forms', async () => {
    const docs = docsJson({ pages: ['guides//x', 'intro/'] });
    const problems = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('guides/x', 'intro') }), 'page-path');
    assert.deepEqual(
      problems.map((p) => [p.severity, p.message]),
      [
        ['warning', 'page "guides//x" looks wrong: it has an empty folder name ("//")'],
        ['warning', 'page "intro/" looks wrong: it ends with "/"'],
      ],
    );
  });
});
