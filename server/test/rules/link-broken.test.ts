// link-broken: an internal link or image whose page, file, redirect or #anchor does not exist. Links to generated
// endpoint pages: endpointLinks.test.ts.
import assert from 'node:assert/strict';
import { linkBrokenRule } from '../../src/core/rules/pages/linkBroken';
import { runRule } from '../pages/helpers';

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
