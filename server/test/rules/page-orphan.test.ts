// page-orphan: a page file that no navigation entry, link or import reaches.
import assert from 'node:assert/strict';
import { pageOrphanRule } from '../../src/core/rules/pages/pageOrphan';
import { runRule } from '../pages/helpers';

describe('rule page-orphan', () => {
  const files = {
    'index.mdx': '[guide](/guides/a)\n',
    'guides/a.mdx': '[b](b)\n',
    'guides/b.mdx': 'Linked from a page the navigation does not list, which the home page links to.\n',
    'guides/c.mdx': "import D from '/guides/d.mdx'\n\n<D />\n",
    'guides/d.mdx': 'Imported by an orphan.\n',
    'guides/e.mdx': 'Listed in the navigation.\n',
    'snippets/s.mdx': 'A snippet is never an orphan.\n',
  };

  it('reports pages no navigation entry, link or import reaches, as notes', () => {
    const problems = runRule(pageOrphanRule, { files, navigation: ['guides/e.mdx'] });
    assert.deepEqual(
      problems.map((p) => p.file),
      ['guides/c.mdx', 'guides/d.mdx'],
    );
    assert.match(problems[0].message, /no navigation entry, link or import leads to this page/);
  });

  it('says nothing without a configuration to take the navigation from', () => {
    assert.deepEqual(runRule(pageOrphanRule, { files, navigation: [] }, { model: undefined }), []);
  });
});
