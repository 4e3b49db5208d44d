// frontmatter: advice on navigation pages: no title (one is made from the file name), a title that is not text.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles } from '../helpers/textRanges';

describe('rule frontmatter', () => {
  it('reports pages without front matter or with a non-string title, in the page file', async () => {
    const docs = docsJson({ pages: ['ok', 'none', 'bad', 'bad'] });
    const problems = ofRule(
      await checkSite({
        'docs.json': docs,
        ...pageFiles('ok'),
        'none.mdx': '# Title\n',
        'bad.md': '---\ntitle: 42\n---\n',
      }),
      'frontmatter',
    );
    assert.deepEqual(
      problems.map((p) => [p.file, p.message, p.range.start.line]),
      [
        ['bad.md', 'bad.md: "title" must be text, not the number 42; put the value in quotes', 1],
        ['none.mdx', 'none.mdx: the page has no front matter: the page will be titled "None" from its file name', 0],
      ],
    );
  });
});

describe('rule frontmatter', () => {
  it('says which title a page without one gets from its file name', async () => {
    const problems = await checkSite({
      'docs.json': docsJson({ pages: ['guides/getting-started'] }),
      'guides/getting-started.mdx': '---\ndescription: How to begin\n---\n',
    });
    assert.deepEqual(
      ofRule(problems, 'frontmatter').map((p) => [p.message, p.severity]),
      [
        [
          'guides/getting-started.mdx: no "title" in the front matter: the page will be titled "Getting started" from its file name',
          'warning',
        ],
      ],
    );
  });

  it('does not look at pages under dropped navigation', async () => {
    const problems = await checkSite({
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['a'] }], pages: ['b'] }),
      'a.mdx': '---\ntitle: A\n---\n',
      'b.mdx': '# no front matter\n',
    });
    assert.deepEqual(ofRule(problems, 'frontmatter'), []);
  });
});
