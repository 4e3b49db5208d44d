// frontmatter-invalid: front matter that stops Mintlify's build, on every page file.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson } from '../helpers/textRanges';

describe('rule frontmatter-invalid', () => {
  it('is an error for every page file whose front matter Mintlify cannot read, in the navigation or not', async () => {
    const problems = await checkSite({
      'docs.json': docsJson({ pages: ['listed'] }),
      'listed.mdx': '---\ntitle: A\ntitle: B\n---\n',
      'unlisted/page.md': '---\ntitle: [unclosed\n---\n',
      'fine.mdx': '---\ntitle: Fine\n---\n',
      'snippets/part.mdx': '---\ntitle: [x\n---\n',
    });
    const invalid = ofRule(problems, 'frontmatter-invalid');
    assert.deepEqual(
      invalid.map((p) => [p.file, p.severity, p.range.start.line]),
      [
        ['listed.mdx', 'error', 2],
        ['unlisted/page.md', 'error', 1],
      ],
    );
    assert.equal(
      invalid[0].message,
      "listed.mdx: the front matter is not valid YAML (a key appears twice), which stops Mintlify's build",
    );
    assert.deepEqual(ofRule(problems, 'frontmatter'), [], 'the same problem is not also a warning');
  });

  it('gives no message for titles that YAML 1.1 reads as text', async () => {
    const problems = await checkSite({
      'docs.json': docsJson({ pages: ['release'] }),
      'release.mdx': '---\ntitle: 01.2025\ndescription: yes\n---\n',
    });
    assert.deepEqual(
      problems.filter((p) => p.ruleId.startsWith('frontmatter')),
      [],
    );
  });
});
