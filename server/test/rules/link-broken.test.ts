// link-broken: an internal link or image whose page, file, redirect or #anchor does not exist. Links to generated
// endpoint pages: endpointLinks.test.ts.
import assert from 'node:assert/strict';
import { linkBrokenRule } from '../../src/core/rules/pages/linkBroken';
import { runRule } from '../pages/helpers';
import { createDocsService } from '../../src/core';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';

describe('rule link-broken', () => {
  const files = {
    'index.mdx': '# Home\n',
    'guides/setup.mdx': '## Install\n\n## Configure the server\n\n<div id="extra" />\n',
    'guides/intro.mdx': [
      '[ok](/guides/setup) [ok](setup#install) [ok](./setup#configure-the-server) [ok](/guides/setup#extra)',
      '[typo](/guides/setpu) [anchor](/guides/setup#instal) [ext](/guides/setup.mdx) [md](/guides/setup.md)',
      '[file](/files/manual.pdf) [endpoint](/api/users/list) [redirect](/old/thing) [external](https://x.y/z)',
      '[here](#overview) [gone](#nowhere) [generated](/llms.txt) [home](/)',
      '',
      '## Overview',
      '',
      '![Chart](/images/chart.png) ![Missing](/images/chrat.png)',
      '<Card title="c" href="/guides/nowhere">x</Card>',
    ].join('\n'),
    'files/manual.pdf': '',
    'images/chart.png': '',
    'snippets/links.mdx': '[relative](elsewhere) [anchor](#top) [root](/missing-from-snippet)\n',
  };
  const problems = runRule(linkBrokenRule, {
    files,
    endpointRoutes: ['/api/users/list'],
    redirectSources: ['/old/:slug*'],
  });

  it('reports missing pages, anchors, .mdx extensions and images, with suggestions, and nothing that resolves', () => {
    assert.deepEqual(
      problems.map((p) => [p.file, p.text, p.data?.candidates]),
      [
        ['guides/intro.mdx', '/guides/setpu', ['/guides/setup']],
        ['guides/intro.mdx', '/guides/setup#instal', ['/guides/setup#install']],
        ['guides/intro.mdx', '/guides/setup.mdx', ['/guides/setup']],
        ['guides/intro.mdx', '#nowhere', undefined],
        ['guides/intro.mdx', '/guides/nowhere', undefined],
        ['guides/intro.mdx', '/images/chrat.png', ['/images/chart.png']],
        ['snippets/links.mdx', '/missing-from-snippet', undefined],
      ],
    );
  });

  it('says what is wrong in words', () => {
    assert.match(
      problems[0].message,
      /the link `\/guides\/setpu` leads nowhere: `\/guides\/setpu` is not a page, file or redirect of this site; did you mean `\/guides\/setup`\?/,
    );
    assert.match(problems[1].message, /`#instal` matches no heading or anchor on `\/guides\/setup`/);
    assert.match(problems[2].message, /without their file extension.*link to `\/guides\/setup`/);
    assert.match(problems[3].message, /`#nowhere` matches no heading or anchor on this page/);
    assert.match(problems[5].message, /^the image `\/images\/chrat\.png` leads nowhere/);
  });

  it('reads relative links of an index page from its folder or, as a browser at its route does, from the parent', () => {
    const found = runRule(linkBrokenRule, {
      files: {
        'top.mdx': 'Top',
        'guides/inner.mdx': 'Inner',
        'guides/index.mdx': '[a](inner) [b](top) [c](nowhere)\n',
      },
    });
    assert.deepEqual(
      found.map((p) => p.text),
      ['nowhere'],
    );
  });

  it('accepts relative links to page files where Mintlify rewrites them, and reports them where it does not', () => {
    const found = runRule(linkBrokenRule, {
      files: {
        'top.mdx': '## Part\n',
        'guides/setup.mdx': 'Setup',
        'guides/index.mdx': '[in](./setup.mdx) [up](../top.md#part) [parent](./top.mdx)\n',
        'guides/intro.mdx': [
          '[md](./setup.mdx) [ref][r] <a href="./setup.mdx">a</a>',
          '',
          '<Card title="c" href="../guides/setup.md">x</Card>',
          '',
          '<Tile href="./setup.mdx">t</Tile>',
          '',
          '[bare](setup.mdx)',
          '',
          '[notebook](./setup.ipynb)',
          '',
          '[r]: ./setup.mdx',
        ].join('\n'),
      },
    });
    assert.deepEqual(
      found.map((p) => [p.file, p.text]),
      [
        ['guides/index.mdx', './top.mdx'],
        ['guides/intro.mdx', './setup.mdx'], // the Tile: rendered as written
        ['guides/intro.mdx', 'setup.mdx'],
        ['guides/intro.mdx', './setup.ipynb'], // only setup.mdx exists: another extension is another file
        ['guides/intro.mdx', './setup.mdx'], // the reference definition: rendered as written
      ],
    );
  });

  it('reaches the anchors Mintlify makes: tab titles, fields, cleaned heading ids; none for h5, and case counts', () => {
    const found = runRule(linkBrokenRule, {
      files: {
        'ref.mdx': [
          '## bot-ready 🤖',
          '',
          '##### Deep',
          '',
          '<Tabs>\n<Tab title="Node.js & Bun">\n\nx\n\n</Tab>\n</Tabs>',
          '',
          '<ParamField path="onError" type="string">\n\nx\n\n</ParamField>',
          '',
          '<ResponseField name="userId" type="string">\n\nx\n\n</ResponseField>',
          '',
          '<h2>\nWritten as HTML\n</h2>',
        ].join('\n'),
        'page.mdx': [
          '[a](/ref#bot-ready-🤖) [b](/ref#bot-ready-) [c](/ref#node-js-&-bun) [d](/ref#param-on-error)',
          '[e](/ref#param-user-id) [f](/ref#deep) [g](/ref#Bot-ready-) [h](/ref#written-as-html)',
        ].join('\n'),
      },
    });
    assert.deepEqual(
      found.map((p) => p.text),
      ['/ref#deep', '/ref#Bot-ready-'],
    );
  });

  it('judges no anchor on a page that does not parse, and reaches <a name> anchors', () => {
    const found = runRule(linkBrokenRule, {
      files: {
        'broken.mdx': '## Title\n\n<Card>\n',
        'named.mdx': '<a name="legacy-anchor"></a>\n\nText\n',
        'page.mdx': '[a](/broken#title) [b](/named#legacy-anchor) [c](/named#other)\n',
      },
    });
    assert.deepEqual(
      found.map((p) => p.text),
      ['/named#other'],
    );
  });

  it('reaches anchors of snippets included with <Snippet file>, from _snippets/ and its subfolders', () => {
    const found = runRule(linkBrokenRule, {
      files: {
        '_snippets/parts/intro.mdx': '## From the snippet\n',
        'page.mdx': '<Snippet file="parts/intro.mdx" />\n\n[x](#from-the-snippet) [y](#not-there)\n',
      },
    });
    assert.deepEqual(
      found.map((p) => p.text),
      ['#not-there'],
    );
  });

  it('follows redirects to their end: a destination that is not served, and redirects that loop, are reported', () => {
    const found = runRule(linkBrokenRule, {
      files: {
        'new.mdx': 'New',
        'posts/hello.mdx': 'Hello',
        'page.mdx': [
          '[a](/chain) [b](/moved) [c](/loop-a#x) [d](/blog/hello) [e](/blog/gone) [f](/away) [g](/chain-broken)',
        ].join('\n'),
      },
      redirects: [
        { source: '/chain', destination: '/middle' },
        { source: '/middle', destination: '/new' },
        { source: '/moved', destination: '/nowhere' },
        { source: '/loop-a', destination: '/loop-b' },
        { source: '/loop-b', destination: '/loop-a' },
        { source: '/blog/:slug', destination: '/posts/:slug' },
        { source: '/away', destination: 'https://example.com/docs' },
        { source: '/chain-broken', destination: '/middle-broken' },
        { source: '/middle-broken', destination: '/gone#part' },
      ],
    });
    assert.deepEqual(
      found.map((p) => [p.text, p.message]),
      [
        [
          '/moved',
          'the link `/moved` is redirected to `/nowhere`, which is not a page, file or redirect of this site: link to the page it should reach, or fix the redirect in docs.json',
        ],
        [
          '/loop-a#x',
          'the link `/loop-a#x` leads into redirects that loop (`/loop-a` → `/loop-b` → `/loop-a`): readers never arrive; fix the redirects in docs.json',
        ],
        [
          '/blog/gone',
          'the link `/blog/gone` is redirected to `/posts/gone`, which is not a page, file or redirect of this site: link to the page it should reach, or fix the redirect in docs.json',
        ],
        [
          '/chain-broken',
          'the link `/chain-broken` is redirected to `/gone#part` (through `/middle-broken`), which is not a page, file or redirect of this site: link to the page it should reach, or fix the redirect in docs.json',
        ],
      ],
    );
  });

  it('checks a link again when the redirect it goes through changes its destination (kept results)', async () => {
    const docs = (destination: string) =>
      JSON.stringify({
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: 'Redirects',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index', 'new'] },
        redirects: [{ source: '/old', destination }],
      });
    const ws = new MemoryWorkspace({
      'docs.json': docs('/new'),
      'index.mdx': '---\ntitle: Home\n---\n\n[old](/old)\n',
      'new.mdx': '---\ntitle: New\n---\n',
    });
    const service = createDocsService({ workspace: ws });
    const broken = async () => (await service.check()).problems.filter((p) => p.ruleId === 'link-broken').length;
    assert.equal(await broken(), 0);
    ws.set('docs.json', docs('/gone'));
    service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
    assert.equal(await broken(), 1);
  });

  it('checks the links of a snippet no page includes, once, in the snippet; the other rules leave it alone', async () => {
    const ws = new MemoryWorkspace({
      'docs.json': JSON.stringify({
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: 'Snippets',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index'] },
      }),
      'index.mdx': "---\ntitle: Home\n---\n\nimport Used from '/snippets/used.mdx';\n\n<Used />\n",
      'snippets/used.mdx': '[gone](/gone-from-used)\n',
      'snippets/unused.mdx': '[gone](/gone-from-unused) [relative](./elsewhere) <Unknown />\n',
      '_snippets/old/unused.mdx': '[gone](/gone-from-old)\n',
    });
    const problems = (await createDocsService({ workspace: ws }).check()).problems;
    assert.deepEqual(
      problems
        .filter((p) => p.file.includes('snippets/'))
        .map((p) => [p.ruleId, p.file])
        .sort(),
      [
        ['link-broken', '_snippets/old/unused.mdx'],
        ['link-broken', 'snippets/unused.mdx'],
        ['link-broken', 'snippets/used.mdx'],
      ],
    );
  });

  it('reaches anchors of snippets a page imports', () => {
    const found = runRule(linkBrokenRule, {
      files: {
        'snippets/part.mdx': '## From the snippet\n',
        'page.mdx': "import Part from '/snippets/part.mdx'\n\n<Part />\n\n[x](#from-the-snippet)\n",
      },
    });
    assert.deepEqual(found, []);
  });
});
