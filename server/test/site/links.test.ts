import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../src/core';
import {
  BodyCache,
  createContentContext,
  linkTargetsOf,
  readPageMeta,
  scanSnippetImports,
  type RenderedBody,
} from '../../src/site';
import { filesFor, testSite } from './helpers';

async function targets() {
  const { site, pages } = await testSite(
    { navigation: { pages: ['v1/guides/a', 'v1/guides/b', 'v2/guides/a', 'v2/guides/b', 'api/index', 'shared/x'] } },
    [
      ...filesFor('v1/guides/a', 'v1/guides/b', 'v2/guides/a', 'v2/guides/b', 'api/index', 'shared/x'),
      'images/logo.png',
      'custom.js',
    ],
  );
  return linkTargetsOf(
    site,
    (f) => pages.hasFile(f),
    () => undefined,
  );
}

describe('links and images in page bodies', () => {
  it('turns internal links into relative URLs of generated files, keeping anchors', async () => {
    const ctx = createContentContext(await targets(), 'v1/guides/a.html');
    const from = 'v1/guides/a.mdx';
    assert.equal(ctx.linkHref('./b', from), 'b.html');
    assert.equal(ctx.linkHref('./b.mdx', from, 'page'), 'b.html', 'a Markdown link to a page file, rewritten');
    assert.equal(ctx.linkHref('b#setup', from), 'b.html#setup');
    assert.equal(ctx.linkHref('/shared/x', from), '../../shared/x.html');
    assert.equal(ctx.linkHref('/api', from), '../../api/index.html');
    assert.equal(ctx.linkHref('#here', from), '#here');
    assert.equal(ctx.linkHref('/', from), '../../index.html');
    assert.equal(ctx.linkHref('https://example.com/x', from), 'https://example.com/x');
    assert.equal(ctx.linkHref('mailto:a@b.c', from), 'mailto:a@b.c');
  });

  it('refuses links that must not become links', async () => {
    const ctx = createContentContext(await targets(), 'v1/guides/a.html');
    for (const bad of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      '//evil.example/x',
      '../../../../etc/passwd',
      '/custom.js',
      '/nowhere',
      // Mintlify serves no page file: a link to one is broken there (link-broken says so), and here.
      '/v2/guides/b.mdx',
      'b.mdx',
    ])
      assert.equal(ctx.linkHref(bad, 'v1/guides/a.mdx'), undefined, bad);
  });

  it('resolves images to files of the docs root and records them; anything else is not an asset', async () => {
    const ctx = createContentContext(await targets(), 'v1/guides/a.html');
    assert.equal(ctx.assetHref('/images/logo.png', 'v1/guides/a.mdx'), '../../images/logo.png');
    assert.equal(ctx.assetHref('../../images/logo.png?raw=1', 'v1/guides/a.mdx'), '../../images/logo.png');
    assert.equal(ctx.assetHref('/custom.js', 'v1/guides/a.mdx'), undefined, 'scripts are never assets');
    assert.equal(ctx.assetHref('/images/none.png', 'v1/guides/a.mdx'), undefined);
    assert.equal(ctx.assetHref('https://example.com/x.png', 'v1/guides/a.mdx'), undefined);
    assert.deepEqual([...ctx.assets], ['images/logo.png']);
  });

  it('reuses a rendered body for another page only when every link resolves the same there', async () => {
    const t = await targets();
    const cache = new BodyCache(t);
    const rendered = (sourceFile: string, outputFile: string, links: string[]): RenderedBody => {
      const ctx = createContentContext(t, outputFile);
      for (const l of links) ctx.linkHref(l, sourceFile);
      return {
        content: { html: '', headings: [], text: '', markers: [] },
        resolutions: ctx.resolutions,
        assets: [],
        sourceFile,
        outputFile,
      };
    };
    cache.add('k1', rendered('v1/guides/a.mdx', 'v1/guides/a.html', ['/shared/x', './b']));
    assert.ok(cache.find('k1', 'v2/guides/a.mdx', 'v2/guides/a.html'), 'same depth, same folder layout: same URLs');
    assert.equal(cache.find('k1', 'api/index.mdx', 'api/index.html'), undefined, './b does not exist beside api/index');
    cache.add('k2', rendered('v1/guides/a.mdx', 'v1/guides/a.html', ['/shared/x']));
    assert.equal(cache.find('k2', 'v1/guides/a.mdx', 'index.html'), undefined, 'written at the root, URLs differ');
    assert.equal(cache.hits, 1);
  });
});

describe('page front matter for the navigation', () => {
  const meta = (text: string) => readPageMeta(parseFrontMatter(text, true));

  it('reads sidebarTitle, icon (with its iconType), tag, an external url and an endpoint method', () => {
    assert.deepEqual(
      meta(
        '---\ntitle: "Install the CLI"\nsidebarTitle: Install\nicon: rocket\niconType: solid\ntag: NEW\nurl: https://example.com\nopenapi: "POST /things"\n---\n',
      ),
      {
        title: 'Install the CLI',
        sidebarTitle: 'Install',
        icon: { name: 'rocket', style: 'solid' },
        tag: 'NEW',
        url: 'https://example.com/',
        method: 'POST',
        endpoint: 'POST /things',
      },
    );
    assert.deepEqual(meta('---\ntitle: T\nsidebarTitle: [a, b]\nicon: {name: gear}\n---\n'), {
      title: 'T',
      icon: { name: 'gear' },
    });
    // The YAML rules of Mintlify's reader: a bare date is a date there, not a label; a block list is read too.
    assert.deepEqual(meta('---\ntitle: T\nsidebarTitle: 2025-01-01\nkeywords:\n  - a\n  - b\ntag: "Beta"\n---\n'), {
      title: 'T',
      tag: 'Beta',
    });
  });

  it('reads nothing more from front matter the core found a problem in, and drops unsafe values', () => {
    assert.deepEqual(meta('---\ntitle: T\nsidebarTitle: S\nsidebarTitle: again\n---\n'), {});
    assert.deepEqual(meta('---\ntitle: T\nicon: ../x.svg\nurl: javascript:alert(1)\n---\n'), { title: 'T' });
    assert.deepEqual(meta(`---\ntitle: T\nx: ${'['.repeat(100)}\n---\n`), {});
  });

  it('finds the snippets a page imports (.jsx components too) and the files a <Snippet> may name', () => {
    const text =
      "import A from '/snippets/a.mdx';\nimport { B } from \"../b.md\"\nimport C from './c.jsx'\nimport D from '../../../out.mdx'\n" +
      "import E from 'react'\n\n<Snippet file=\"parts/intro.mdx\" />\n<Snippet file='/x.mdx'/>\n";
    assert.deepEqual(scanSnippetImports(text, 'guides/page.mdx'), [
      'snippets/a.mdx',
      'b.md',
      'guides/c.jsx',
      '_snippets/parts/intro.mdx',
      'snippets/parts/intro.mdx',
      '_snippets/x.mdx',
      'snippets/x.mdx',
    ]);
  });
});
