// The site library's part of the editor preview: the navigation node under the cursor, the node a JSON path from
// the preview names, the specs endpoint entries need, the render of one section, and page fields kept between
// keystrokes.
import assert from 'node:assert/strict';
import { navigationFocusAt, navigationNodeAt, PageMetaCache, renderEditorPreview } from '../../src/site';
import type { FrontMatterResult } from '../../src/core';
import { filesFor, specText, testSite } from './helpers';

const docs = {
  navigation: {
    tabs: [
      {
        tab: 'Guides',
        groups: [
          { group: 'Start', pages: ['intro', { group: 'Deep', pages: ['deep/a'] }] },
          { group: '<script>alert(1)</script>', pages: ['other'] },
        ],
      },
      {
        tab: 'API',
        openapi: 'specs/api.yaml',
        groups: [{ group: 'Users', pages: ['GET /users', 'other.yaml POST /users', 'https://x.test/s.yaml GET /a'] }],
      },
    ],
    global: { anchors: [{ anchor: 'Blog', href: 'https://blog.test' }] },
  },
};

describe('editor preview: focus, targets and sources', () => {
  it('finds the deepest navigation node at a cursor offset, and nothing outside the navigation', async () => {
    const { model } = await testSite(docs, filesFor('intro', 'deep/a', 'other'));
    const text = model.docs.text;
    const at = (needle: string, delta = 1) => navigationFocusAt(model, model.docs, text.indexOf(needle) + delta);
    assert.deepEqual(at('"deep/a"'), ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1, 'pages', 0]);
    assert.deepEqual(at('"deep/a"', '"deep/a"'.length), ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1, 'pages', 0]);
    assert.deepEqual(at('"Deep"'), ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1]);
    assert.deepEqual(at('"API"'), ['navigation', 'tabs', 1]);
    assert.deepEqual(at('"GET /users"'), ['navigation', 'tabs', 1, 'groups', 0, 'pages', 0]);
    assert.equal(at('"#112233"'), undefined);
    assert.equal(at('"name"'), undefined);
  });

  it('names the node at exactly a JSON path, global items included', async () => {
    const { model } = await testSite(docs, []);
    assert.equal(navigationNodeAt(model, ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1, 'pages', 0])?.kind, 'page');
    assert.equal(navigationNodeAt(model, ['navigation', 'tabs', 1])?.kind, 'tab');
    assert.equal(navigationNodeAt(model, ['navigation', 'global', 'anchors', 0])?.kind, 'anchor');
    for (const missing of [
      ['navigation', 'tabs', 5],
      ['navigation', 'tabs', 0, 'groups', 0, 'pages', 0, 'pages', 0],
      ['navigation', 'tabs', '0'],
      ['colors'],
      [],
    ])
      assert.equal(navigationNodeAt(model, missing), undefined, JSON.stringify(missing));
  });

  it('renders the focused section with titles from the page fields and endpoint facts, every label escaped', async () => {
    const { model, pages } = await testSite(docs, filesFor('intro', 'deep/a', 'other'));
    const focus = ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1, 'pages', 0];
    const asked: string[][] = [];
    const preview = await renderEditorPreview(model, focus, {
      fileOf: (p) => pages.fileOf(p),
      pageMetas: async (files) => {
        asked.push([...files]);
        return (file) => (file === 'deep/a.mdx' ? { title: 'Deep A', sidebarTitle: 'A <b>deep</b> page' } : undefined);
      },
    });
    assert.deepEqual(preview.focus, focus);
    assert.deepEqual(asked, [['intro.mdx', 'deep/a.mdx', 'other.mdx']]);
    assert.match(
      preview.html,
      /aria-current="location"><a data-route="deep\/a.html">A &lt;b&gt;deep&lt;\/b&gt; page<\/a>/,
    );
    assert.match(preview.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.doesNotMatch(preview.html, /<script|<b>/);

    const withSpecs = await testSite(docs, filesFor('intro', 'deep/a', 'other'), {
      'other.yaml': specText({ '/users': { post: { summary: 'Create a user', responses: {} } } }),
      'specs/api.yaml': specText({ '/users': { get: { responses: {} } } }),
    });
    const api = await renderEditorPreview(withSpecs.model, ['navigation', 'tabs', 1, 'groups', 0, 'pages', 1], {
      fileOf: (p) => pages.fileOf(p),
      pageMetas: async () => () => undefined,
      endpoints: withSpecs.endpoints,
    });
    assert.match(
      api.html,
      /aria-current="location"><a data-route="[^"]*"><b class="dj-method dj-method-post">POST<\/b>Create a user/,
    );
    assert.match(api.html, /<b class="dj-method dj-method-get">GET<\/b>GET \/users/);
  });

  it('shows the first section, highlighting nothing, when the focus is outside the navigation', async () => {
    const { model, pages } = await testSite(docs, []);
    const preview = await renderEditorPreview(model, [], {
      fileOf: (p) => pages.fileOf(p),
      pageMetas: async () => () => undefined,
    });
    assert.deepEqual(preview.focus, []);
    assert.match(preview.html, /Start/);
    assert.doesNotMatch(preview.html, /dj-selected|aria-current="location"/);
  });
});

describe('editor preview: page fields kept between keystrokes', () => {
  function source(texts: Record<string, string>) {
    const known = new Map<string, FrontMatterResult>();
    const reads: string[] = [];
    return {
      reads,
      known,
      source: {
        knownFrontMatter: (f: string) => known.get(f),
        frontMatter: async (f: string) => {
          const title = /title: (.*)/.exec(texts[f])?.[1];
          const fm: FrontMatterResult = { ...(title ? { title } : {}), problems: [] };
          known.set(f, fm);
          return fm;
        },
        readText: async (f: string) => {
          reads.push(f);
          return texts[f];
        },
      },
    };
  }

  it('reads a file once, and again only after the core dropped its front matter (the file changed)', async () => {
    const texts = {
      'a.mdx': '---\ntitle: A\nsidebarTitle: Short A\nicon: rocket\n---\n',
      'b.mdx': '---\ntitle: B\n---\n',
    };
    const s = source(texts);
    const cache = new PageMetaCache(s.source);
    let meta = await cache.lookup(['a.mdx', 'b.mdx']);
    assert.deepEqual(meta('a.mdx'), { title: 'A', sidebarTitle: 'Short A', icon: { name: 'rocket' } });
    await cache.lookup(['a.mdx', 'b.mdx']);
    assert.deepEqual(s.reads.sort(), ['a.mdx', 'b.mdx']);

    texts['a.mdx'] = '---\ntitle: A2\n---\n';
    s.known.delete('a.mdx'); // what the core does when the file changes
    meta = await cache.lookup(['a.mdx', 'b.mdx']);
    assert.deepEqual(meta('a.mdx'), { title: 'A2' });
    assert.deepEqual(s.reads.sort(), ['a.mdx', 'a.mdx', 'b.mdx']);
  });

  it('keeps only the title of front matter the core found problems in, without reading the text', async () => {
    const s = source({});
    s.source.frontMatter = async (f: string) => {
      const fm: FrontMatterResult = { title: 'Broken', problems: [{ message: 'bad', fatal: true } as never] };
      s.known.set(f, fm);
      return fm;
    };
    const meta = await new PageMetaCache(s.source).lookup(['x.mdx']);
    assert.deepEqual(meta('x.mdx'), { title: 'Broken' });
    assert.deepEqual(s.reads, []);
  });
});
