import assert from 'node:assert/strict';
import {
  EMPTY_BODY,
  buildStylesheet,
  escapeHtml,
  externalHref,
  iconName,
  relativeHref,
  renderPage,
  renderSectionNavAsset,
  renderSectionNavPage,
  safeColor,
  type RenderedContent,
} from '../../src/site';
import { filesFor, route, testSite } from './helpers';

const noMeta = () => undefined;

/** The sidebar markup a section asset hands to the page's script (the asset is our own generated code). */
function assetMarkup(asset: string): { id: string; markup: string } {
  let got = { id: '', markup: '' };
  new Function('window', asset)({ djNav: (id: string, markup: string) => (got = { id, markup }) });
  return got;
}
const body = (html = '<p>Body</p>'): RenderedContent => ({
  html,
  headings: [{ depth: 2, id: 'setup', text: 'Setup <b>' }],
  text: 'Body',
  markers: [],
});

describe('site HTML safety helpers', () => {
  it('escapes text and attributes, and drops bidirectional overrides', () => {
    assert.equal(
      escapeHtml(`<img src=x onerror=alert(1)>"'\`&`),
      '&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&#96;&amp;',
    );
    assert.equal(escapeHtml('a\u202eb'), 'ab');
  });

  it('lets only http, https and mailto URLs become external links', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'command:workbench.action.quit',
      'vscode://ext/x',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
    ])
      assert.equal(externalHref(bad), undefined, bad);
    assert.equal(externalHref('https://example.com/a b'), 'https://example.com/a%20b');
    assert.equal(externalHref('mailto:team@example.com'), 'mailto:team@example.com');
    assert.equal(externalHref('https://evil/" onmouseover="alert(1)'), 'https://evil/%22%20onmouseover=%22alert(1)');
  });

  it('accepts icon names and hex colours only', () => {
    assert.equal(iconName('rocket'), 'rocket');
    assert.equal(iconName({ name: 'chart-line', style: 'solid' }), 'chart-line');
    for (const bad of ['x" onerror="alert(1)', '../../../../etc/passwd', 'https://evil/tracker.svg', 'Rocket', ''])
      assert.equal(iconName(bad), undefined, bad);
    assert.equal(safeColor('#A1B2C3'), '#a1b2c3');
    assert.equal(safeColor('#abc'), '#abc');
    assert.equal(safeColor('red;}</style><script>alert(1)</script>'), undefined);
    assert.match(buildStylesheet({ accent: 'red;}</style>', accentDark: '#000' }), /--dj-accent:#16a34a/);
    assert.doesNotMatch(buildStylesheet({ accent: 'red;}</style>', accentDark: 'x' }), /<\/style>/);
  });

  it('writes relative hrefs between generated files at any depth', () => {
    assert.equal(relativeHref('guides/a.html', 'guides/b.html'), 'b.html');
    assert.equal(relativeHref('guides/deep/a.html', 'api/x.html'), '../../api/x.html');
    assert.equal(relativeHref('index.html', 'guides/a b#?.html'), 'guides/a%20b%23%3F.html');
    assert.equal(relativeHref('a.html', 'index.html'), 'index.html');
  });

  it('encodes a lone surrogate from a name in a spec as the U+FFFD the file is written with (encodeURIComponent throws)', () => {
    assert.equal(relativeHref('index.html', 'api/x\uD800y/\uDC00.html'), 'api/x%EF%BF%BDy/%EF%BF%BD.html');
    assert.equal(relativeHref('index.html', 'api/🚀.html'), 'api/%F0%9F%9A%80.html');
  });
});

describe('page layout', () => {
  const hostile = '<img src=x onerror=alert(1)>';

  it('renders the navigation accessibly: landmarks, lists, aria-current, aria-expanded, a skip link', async () => {
    const { site } = await testSite(
      {
        navigation: {
          tabs: [
            {
              tab: 'Guides',
              groups: [
                {
                  group: 'Start',
                  pages: ['start/a', { group: 'Inner', pages: ['start/b'] }, { group: 'Closed', pages: ['start/c'] }],
                },
                { group: 'Other', pages: ['other/x'] },
              ],
            },
            { tab: 'API', pages: ['api/x'] },
          ],
        },
      },
      filesFor('start/a', 'start/b', 'start/c', 'other/x', 'api/x'),
    );
    const page = route(site, 'start/b');
    const html = renderPage(site, { route: page, outputFile: page.file, body: body() }, { meta: noMeta });
    assert.match(html, /<a class="dj-skip" href="#dj-main">/);
    assert.match(html, /<nav class="dj-sidebar" id="dj-sidebar" aria-label="Main navigation">/);
    assert.match(html, /<main id="dj-main"/);
    assert.match(html, /<li><a href="b.html" aria-current="page">B<\/a><\/li>/);
    assert.match(html, /<summary aria-expanded="true">Inner<\/summary>/);
    // A group away from the page is closed and light: its label leads to its first page, its content is not repeated.
    assert.match(html, /<details><summary aria-expanded="false"><a href="c.html">Closed<\/a><\/summary><\/details>/);
    assert.match(
      html,
      /<details><summary aria-expanded="false"><a href="\.\.\/other\/x.html">Other<\/a><\/summary><\/details>/,
    );
    assert.doesNotMatch(html, /<li><a href="\.\.\/other\/x\.html">/);
    assert.match(html, /<a href="\.\.\/api\/x\.html"><span class="dj-label">API<\/span><\/a>/);
    assert.match(html, /<a href="a\.html" aria-current="true"><span class="dj-label">Guides/);
    assert.match(html, /rel="prev" href="a\.html"/);
    assert.match(html, /<a href="#setup">Setup &lt;b&gt;<\/a>/);
    // The full sidebar is a shared asset with every group open at the top and links as data-r.
    const asset = assetMarkup(renderSectionNavAsset(page.owner.section, noMeta, false));
    assert.equal(asset.id, 's0');
    assert.match(
      asset.markup,
      /<summary aria-expanded="true">Other<\/summary><ul><li><a data-r="other\/x.html">X<\/a>/,
    );
    assert.doesNotMatch(asset.markup, /aria-current/);
  });

  it('shows hostile labels as text and never loads the site’s own scripts or styles', async () => {
    const { site } = await testSite(
      {
        name: `${hostile}</title>`,
        navigation: {
          tabs: [
            {
              tab: hostile,
              groups: [{ group: `</ul><iframe srcdoc="<script>alert(1)</script>">`, tag: hostile, pages: ['p'] }],
            },
          ],
        },
      },
      [...filesFor('p'), 'custom.js', 'style.css'],
    );
    const p = route(site, 'p');
    const html = renderPage(
      site,
      { route: p, outputFile: p.file, body: EMPTY_BODY },
      { meta: () => ({ title: hostile, description: hostile }) },
    );
    assert.doesNotMatch(html, /<img src=x/);
    assert.doesNotMatch(html, /<iframe/);
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.doesNotMatch(html, /custom\.js|style\.css/);
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(scripts, ['_docsjson/theme.js', '_docsjson/site.js']);
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/);
  });

  it('leads the version and language selectors to the same page there when it exists', async () => {
    const version = (v: string, pages: string[]) => ({ version: v, groups: [{ group: 'G', pages }] });
    const { site } = await testSite(
      {
        navigation: {
          languages: [
            {
              language: 'en',
              versions: [version('v2', ['en/v2/a', 'en/v2/only']), version('v1', ['en/v1/start', 'en/v1/a'])],
            },
            { language: 'fr', versions: [version('v2', ['fr/v2/a'])] },
          ],
        },
      },
      filesFor('en/v2/a', 'en/v2/only', 'en/v1/start', 'en/v1/a', 'fr/v2/a'),
    );
    const render = (urlPath: string) => {
      const r = route(site, urlPath);
      return renderPage(
        site,
        { route: r, outputFile: r.file, body: EMPTY_BODY },
        { meta: noMeta, chooserCache: new Map() },
      );
    };
    const a = render('en/v2/a');
    assert.match(a, /<a href="\.\.\/v1\/a\.html"><span class="dj-label">v1<\/span>/);
    assert.match(a, /<a href="\.\.\/\.\.\/fr\/v2\/a\.html"><span class="dj-label">Français<\/span>/);
    const only = render('en/v2/only');
    assert.match(
      only,
      /<a href="\.\.\/v1\/start\.html"><span class="dj-label">v1<\/span>/,
      'no counterpart: the version opens',
    );
  });

  it('links out only to http(s) and shows global anchors on every page', async () => {
    const { site } = await testSite(
      {
        navigation: {
          anchors: [
            { anchor: 'Docs', pages: ['a'] },
            { anchor: 'Evil', href: 'javascript:alert(1)' },
          ],
          global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
        },
      },
      filesFor('a'),
    );
    const a = route(site, 'a');
    const html = renderPage(site, { route: a, outputFile: a.file, body: EMPTY_BODY }, { meta: noMeta });
    assert.doesNotMatch(html, /javascript:/);
    assert.match(html, /<span class="dj-option-text"><span class="dj-label">Evil<\/span><\/span>/);
    assert.match(
      html,
      /<ul class="dj-anchors dj-global"><li><a href="https:\/\/status\.example\.com\/" rel="noopener noreferrer">/,
    );
  });

  it('renders footer.links as columns with headers and footer.socials as labelled links with icons', async () => {
    const { site } = await testSite(
      {
        navigation: { groups: [{ group: 'G', pages: ['guides/a', 'b'] }] },
        footer: {
          links: [
            {
              header: 'Product',
              items: [
                { label: 'Pricing', href: 'https://example.com/pricing' },
                { label: 'Page B', href: '/b' },
                { label: 'Evil', href: 'javascript:alert(1)' },
              ],
            },
            { items: [{ label: 'Blog', href: 'https://blog.example.com' }] },
          ],
          socials: { github: 'https://github.com/acme', x: 'https://x.com/acme', evil: 'javascript:alert(1)' },
        },
      },
      filesFor('guides/a', 'b'),
    );
    const a = route(site, 'guides/a');
    const html = renderPage(site, { route: a, outputFile: a.file, body: EMPTY_BODY }, { meta: noMeta });
    const footer = /<footer class="dj-footer">.*<\/footer>/.exec(html)?.[0] ?? '';
    assert.equal(
      footer,
      '<footer class="dj-footer"><nav class="dj-footer-columns" aria-label="Footer">' +
        '<div class="dj-footer-column"><p class="dj-footer-header">Product</p><ul>' +
        '<li><a href="https://example.com/pricing" rel="noopener noreferrer">Pricing</a></li>' +
        '<li><a href="../b.html">Page B</a></li></ul></div>' +
        '<div class="dj-footer-column"><ul><li><a href="https://blog.example.com/" rel="noopener noreferrer">Blog</a></li></ul></div>' +
        '</nav><ul class="dj-footer-socials">' +
        '<li><a href="https://github.com/acme" rel="noopener noreferrer" aria-label="GitHub"><span class="dj-icon dj-i--github" aria-hidden="true"></span><span class="dj-social-label">GitHub</span></a></li>' +
        '<li><a href="https://x.com/acme" rel="noopener noreferrer" aria-label="X"><span class="dj-icon dj-i--x-twitter" aria-hidden="true"></span><span class="dj-social-label">X</span></a></li>' +
        '</ul><p class="dj-footer-name">Test</p></footer>',
    );
  });

  it('shows a window of a long group around the page, the rest a link to the section page listing all', async () => {
    const sidebarOf = async (size: number, at: number) => {
      const pages = Array.from({ length: size }, (_, i) => `ref/p${i}`);
      const { site } = await testSite({ navigation: { groups: [{ group: 'Ref', pages }] } }, filesFor(...pages));
      const page = route(site, `ref/p${at}`);
      const html = renderPage(site, { route: page, outputFile: page.file, body: EMPTY_BODY }, { meta: noMeta });
      return { site, html, nav: /<nav class="dj-sidebar".*?<\/nav>/.exec(html)![0] };
    };
    const { site, nav } = await sidebarOf(500, 250);
    const links = [...nav.matchAll(/<a href="(p\d+)\.html"/g)].map((m) => m[1]);
    assert.deepEqual(
      links,
      Array.from({ length: 40 }, (_, i) => `p${230 + i}`),
    );
    assert.match(nav, /aria-current="page">P250</);
    assert.match(nav, /<li class="dj-nav-more"><a href="..\/_docsjson\/nav\/s0.html#dj-nav-n-0">… 230 more<\/a><\/li>/);
    assert.match(
      nav,
      /<li class="dj-nav-more"><a href="..\/_docsjson\/nav\/s0.html#dj-nav-n-0">… 230 more<\/a><\/li><\/ul>/,
    );
    // The page's size does not grow with its group (40 times the group: a few longer names more).
    const { html } = await sidebarOf(500, 250);
    const small = await sidebarOf(500, 0);
    const large = await sidebarOf(20000, 10000);
    assert.ok(large.html.length < html.length * 1.2, `${large.html.length} vs ${html.length}`);
    assert.match(small.nav, /p39.html[^…]*… 460 more/);

    // The section page: every entry, every group open, the anchor the window links to.
    const all = renderSectionNavPage(site, site.sections[0], noMeta);
    assert.equal([...all.matchAll(/<a href="..\/..\/ref\/p\d+\.html"/g)].length, 500);
    assert.match(all, /<li class="dj-group" id="dj-nav-n-0"><details open>/);
  });

  it('opens expanded groups off the way to the page only while the page has room', async () => {
    const groups = Array.from({ length: 30 }, (_, g) => ({
      group: `G${g}`,
      pages: [{ group: `Inner ${g}`, expanded: true, pages: Array.from({ length: 30 }, (_, i) => `g${g}/p${i}`) }],
    }));
    const files = groups.flatMap((g, n) => Array.from({ length: 30 }, (_, i) => `g${n}/p${i}.mdx`));
    const { site } = await testSite({ navigation: { groups } }, files);
    const page = route(site, 'g0/p0');
    const html = renderPage(site, { route: page, outputFile: page.file, body: EMPTY_BODY }, { meta: noMeta });
    const written = (html.match(/<li><a /g) ?? []).length;
    assert.ok(written <= 330, `${written} entries written`);
    assert.match(html, /<summary aria-expanded="true">Inner 0/);
  });

  it('makes a group label a link to its first page only with drilldown (or a root page)', async () => {
    const nav = {
      groups: [
        {
          group: 'Top',
          pages: ['a', { group: 'Sub', pages: ['b', 'c'] }, { group: 'Rooted', root: 'r', pages: ['d'] }],
        },
      ],
    };
    const files = filesFor('a', 'b', 'c', 'd', 'r');
    const render = async (extra: object) => {
      const { site } = await testSite({ navigation: nav, ...extra }, files);
      const r = route(site, 'a');
      return assetMarkup(renderSectionNavAsset(r.owner.section, noMeta, site.settings.drilldown ?? false)).markup;
    };
    assert.match(await render({}), /<summary aria-expanded="false">Sub<\/summary>/);
    assert.match(
      await render({ interaction: { drilldown: true } }),
      /<summary aria-expanded="false"><a data-r="b\.html">Sub<\/a>/,
    );
    assert.match(
      await render({ interaction: { drilldown: false } }),
      /<summary aria-expanded="false"><a data-r="r\.html">Rooted<\/a>/,
    );
  });
});
