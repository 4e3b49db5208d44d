// page-missing: a navigation page with no .mdx/.md file, with the hints that say which file was meant.
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
    assert.equal(problems[0].severity, 'warning');
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

describe('page-missing on a translated site', () => {
  const nav = {
    languages: [
      { language: 'en', default: true, groups: [{ group: 'G', pages: ['en/guides/setup'] }] },
      { language: 'ja', groups: [{ group: 'G', pages: ['ja/guides/setup', 'ja/guides/start'] }] },
      { language: 'fr', groups: [{ group: 'G', pages: ['fr/guides/setup'] }] },
    ],
  };

  it('says a page is not translated yet when the original exists, before any fuzzy candidate', async () => {
    const docs = docsJson(nav);
    const problems = ofRule(
      await checkSite({
        'docs.json': docs,
        ...pageFiles('en/guides/setup', 'fr/guides/setup', 'ja/guides/start', 'start'),
      }),
      'page-missing',
    );
    assert.deepEqual(
      problems.map((p) => [p.message, p.data?.candidates, p.data?.createFile]),
      [
        [
          'page "ja/guides/setup" has no file (looked for ja/guides/setup.mdx, ja/guides/setup.md); not translated yet: en/guides/setup.mdx exists',
          [],
          'ja/guides/setup.mdx',
        ],
      ],
    );
  });

  it('finds the original at the root when the default language has no folder', async () => {
    const docs = docsJson({
      languages: [
        { language: 'en', groups: [{ group: 'G', pages: ['intro'] }] },
        { language: 'ja', groups: [{ group: 'G', pages: ['ja/intro'] }] },
      ],
    });
    const [p] = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('intro', 'ja/intra') }), 'page-missing');
    assert.match(p.message, /; not translated yet: intro\.mdx exists$/);
  });
});

describe('page-missing on entries that look like endpoints', () => {
  it('says what is wrong with extra words after an endpoint path, not that GET is no HTTP method', async () => {
    const docs = docsJson({ groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /users extra words'] }] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs }), 'page-missing');
    assert.equal(
      p.message,
      'page "GET /users extra words" has no file (looked for GET /users extra words.mdx, GET /users extra words.md); an endpoint entry is "METHOD /path" (optionally after its spec file) with nothing after the path; remove "extra words"',
    );
  });

  it('still says when the first word is not a method', async () => {
    const docs = docsJson({ pages: ['FETCH /users'] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs }), 'page-missing');
    assert.match(p.message, /"FETCH" is not an HTTP method/);
  });
});
