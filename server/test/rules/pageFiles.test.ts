// Which files are pages, and what page-missing and page-duplicate say about navigation Mintlify drops, as Mintlify's
// build decides it.
import assert from 'node:assert/strict';
import { doComplete } from '../../src/core/features/completion';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';
import { site } from '../features/helpers';

const page = (title: string) => `---\ntitle: ${title}\n---\n\nBody\n`;

describe('page files as Mintlify reads them', () => {
  it('serves README.mdx, LICENSE.mdx and CHANGELOG.mdx as ordinary pages, at any depth', async () => {
    const docs = docsJson({ pages: ['sdk/README', 'LICENSE', 'guides/CHANGELOG'] });
    const problems = await checkSite({
      'docs.json': docs,
      'sdk/README.mdx': page('SDK'),
      'LICENSE.mdx': page('License'),
      'guides/CHANGELOG.mdx': page('Changes'),
    });
    assert.deepEqual(ofRule(problems, 'page-missing'), []);
  });

  it('never serves .md files named readme, license, changelog, contributing or contribute, in any case', async () => {
    const docs = docsJson({ pages: ['readme', 'a/License', 'b/CONTRIBUTE', 'c/Changelog', 'd/contributing'] });
    const problems = ofRule(
      await checkSite({
        'docs.json': docs,
        'readme.md': page('R'),
        'a/License.md': page('L'),
        'b/CONTRIBUTE.md': page('C'),
        'c/Changelog.md': page('Ch'),
        'd/contributing.md': page('Co'),
      }),
      'page-missing',
    );
    assert.equal(problems.length, 5);
    assert.equal(
      problems[0].message,
      'page "readme" has no file (looked for readme.mdx, readme.md); readme.md exists, but .md files named README, LICENSE, CHANGELOG, CONTRIBUTING or CONTRIBUTE are never pages; rename it to readme.mdx',
    );
    assert.deepEqual(problems[0].range, rangeOfText(docs, '"readme"'));
    assert.match(problems[1].message, /a\/License\.md exists, but \.md files named .* rename it to a\/License\.mdx$/);
  });

  it('never serves upper-case extensions, and says to rename the file', async () => {
    const docs = docsJson({ pages: ['guide', 'other'] });
    const problems = ofRule(
      await checkSite({ 'docs.json': docs, 'guide.MDX': page('G'), 'other.Md': page('O') }),
      'page-missing',
    );
    assert.deepEqual(
      problems.map((p) => p.message),
      [
        'page "guide" has no file (looked for guide.mdx, guide.md); guide.MDX exists, but a page file must end in ".mdx" or ".md" in lower case; rename it to guide.mdx',
        'page "other" has no file (looked for other.mdx, other.md); other.Md exists, but a page file must end in ".mdx" or ".md" in lower case; rename it to other.md',
      ],
    );
  });

  it('calls a navigation entry naming a snippet an error that says what snippets are, without offering to create it', async () => {
    const docs = docsJson({ pages: ['snippets/intro-note', '_snippets/shared'] });
    const problems = ofRule(
      await checkSite({
        'docs.json': docs,
        'snippets/intro-note.mdx': 'Shared text\n',
        '_snippets/shared.mdx': 'Shared\n',
      }),
      'page-missing',
    );
    assert.deepEqual(
      problems.map((p) => [p.message, p.severity, p.data?.createFile]),
      [
        [
          'page "snippets/intro-note" has no file (looked for snippets/intro-note.mdx, snippets/intro-note.md); snippets/intro-note.mdx is a snippet: files under snippets/ and _snippets/ are never pages; import it into a page instead',
          'warning',
          undefined,
        ],
        [
          'page "_snippets/shared" has no file (looked for _snippets/shared.mdx, _snippets/shared.md); _snippets/shared.mdx is a snippet: files under snippets/ and _snippets/ are never pages; import it into a page instead',
          'warning',
          undefined,
        ],
      ],
    );
  });

  it('serves a snippets folder below the root as ordinary pages', async () => {
    const docs = docsJson({ pages: ['guides/snippets/a'] });
    const problems = await checkSite({ 'docs.json': docs, 'guides/snippets/a.mdx': page('A') });
    assert.deepEqual(ofRule(problems, 'page-missing'), []);
  });

  it('does not offer snippets in page completion', async () => {
    const text = '{"navigation": {"pages": [""]}}';
    const s = await site(text, {
      'intro.mdx': page('Intro'),
      'snippets/note.mdx': 'Note\n',
      '_snippets/other.mdx': 'Other\n',
    });
    const labels = (await doComplete(s, text.indexOf('""') + 1)).items.map((i) => i.label);
    assert.deepEqual(labels, ['intro']);
  });

  it('finds pages in dot folders such as .well-known, but not in the folders Mintlify never reads', async () => {
    const docs = docsJson({ pages: ['.well-known/security', 'node_modules/pkg/page', '.github/guide', '.vscode/x'] });
    const problems = ofRule(
      await checkSite({
        'docs.json': docs,
        '.well-known/security.mdx': page('Security'),
        'node_modules/pkg/page.mdx': page('P'),
        '.github/guide.mdx': page('G'),
        '.vscode/x.mdx': page('X'),
      }),
      'page-missing',
    );
    assert.deepEqual(
      problems.map((p) => p.range),
      [
        rangeOfText(docs, '"node_modules/pkg/page"'),
        rangeOfText(docs, '".github/guide"'),
        rangeOfText(docs, '".vscode/x"'),
      ],
    );
  });

  it('skips what .mintignore names (gitignore syntax, negation included)', async () => {
    const docs = docsJson({ pages: ['drafts/a', 'drafts/keep', 'notes/b', 'c'] });
    const problems = ofRule(
      await checkSite({
        'docs.json': docs,
        '.mintignore': '# drafts are not published\ndrafts/\n!drafts/keep.mdx\n*.wip.mdx\n',
        'drafts/a.mdx': page('A'),
        'drafts/keep.mdx': page('Keep'),
        'notes/b.mdx': page('B'),
        'notes/c.wip.mdx': page('C'),
        'c.mdx': page('C'),
      }),
      'page-missing',
    );
    // gitignore: a file inside an ignored folder cannot be re-included.
    assert.deepEqual(
      problems.map((p) => p.range),
      [rangeOfText(docs, '"drafts/a"'), rangeOfText(docs, '"drafts/keep"')],
    );
  });
});

describe('messages about navigation that Mintlify drops', () => {
  it('gives no page-missing for pages under a dropped second root or "pages" beside "groups"', async () => {
    const docs = docsJson({
      tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['here'] }], pages: ['gone-a'] }],
      groups: [{ group: 'Dropped', pages: ['gone-b'] }],
    });
    const problems = await checkSite({ 'docs.json': docs, ...pageFiles('here') });
    assert.deepEqual(ofRule(problems, 'page-missing'), []);
    assert.ok(ofRule(problems, 'navigation-multiple-roots').length > 0, 'the dropped keys are still reported');
  });

  it('does not call a dropped entry a duplicate that the sidebar shows twice', async () => {
    const docs = docsJson({ groups: [{ group: 'G', pages: ['a'] }], pages: ['a'] });
    const problems = await checkSite({ 'docs.json': docs, ...pageFiles('a') });
    assert.deepEqual(ofRule(problems, 'page-duplicate'), []);
  });
});
