import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

describe('rule page-missing', () => {
  it('reports every missing page at once, at the exact string, with candidates', async () => {
    const docs = docsJson({
      groups: [
        { group: 'G', pages: ['guides/introduction', 'guides/intro', 'nope/never'] },
        { group: 'H', root: 'start', pages: [] },
      ],
    });
    const problems = ofRule(
      await checkSite({ 'docs.json': docs, ...pageFiles('guides/introduction') }),
      'page-missing',
    );
    assert.deepEqual(
      problems.map((p) => [p.message, p.range]),
      [
        [
          'page "guides/intro" has no file (looked for guides/intro.mdx, guides/intro.md); did you mean "guides/introduction"?',
          rangeOfText(docs, '"guides/intro"'),
        ],
        ['page "nope/never" has no file (looked for nope/never.mdx, nope/never.md)', rangeOfText(docs, '"nope/never"')],
        ['root page "start" has no file (looked for start.mdx, start.md)', rangeOfText(docs, '"start"')],
      ],
    );
    assert.deepEqual(problems[0].data, {
      candidates: ['guides/introduction'],
      createFile: 'guides/intro.mdx',
      title: 'Intro',
    });
    assert.equal(problems[0].severity, 'error');
  });

  it('accepts .md files and leading "/" or "./"', async () => {
    const docs = docsJson({ pages: ['/a', './b'] });
    const problems = await checkSite({ 'docs.json': docs, 'a.md': '---\ntitle: A\n---\n', ...pageFiles('b') });
    assert.deepEqual(ofRule(problems, 'page-missing'), []);
  });

  it('says to drop an explicit extension', async () => {
    const docs = docsJson({ pages: ['intro.mdx'] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('intro') }), 'page-missing');
    assert.equal(
      p.message,
      'page "intro.mdx" has no file (looked for intro.mdx.mdx, intro.mdx.md); write it without the extension: "intro"',
    );
    assert.deepEqual(p.data?.candidates, ['intro']);
  });

  it('explains a case mismatch that passes on macOS but fails on Linux', async () => {
    const docs = docsJson({ pages: ['Guides/Intro'] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('guides/intro') }), 'page-missing');
    assert.match(p.message, /"guides\/intro.mdx" differs only in letter case/);
  });

  it('finds pages in included files and points into them', async () => {
    const nav = '{\n  "pages": ["here", "gone"]\n}';
    const problems = ofRule(
      await checkSite({ 'docs.json': docsJson({ $ref: 'nav.json' }), 'nav.json': nav, ...pageFiles('here') }),
      'page-missing',
    );
    assert.equal(problems.length, 1);
    assert.equal(problems[0].file, 'nav.json');
    assert.deepEqual(problems[0].range, rangeOfText(nav, '"gone"'));
  });

  it('can be turned off or down by configuration', async () => {
    const files = { 'docs.json': docsJson({ pages: ['x'] }) };
    assert.deepEqual(ofRule(await checkSite(files, { severities: { 'page-missing': 'off' } }), 'page-missing'), []);
    assert.equal(
      ofRule(await checkSite(files, { severities: { 'page-missing': 'warning' } }), 'page-missing')[0].severity,
      'warning',
    );
  });
});

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
