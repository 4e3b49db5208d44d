// The pieces of the site's look that need no browser: icon classes and the icon stylesheet drawn from the real icon
// packages, the palette's contrast guarantees, language names, the theme's layout in the page markup, blank group
// names, and mdx fences highlighted.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { DevServer } from '../../src/node/devServer';
import { iconSource } from '../../src/node/iconSets';
import { buildIconStylesheet, EMPTY_BODY, renderPage } from '../../src/site';
import { contrastRatio as contrast, readableColor as readable } from '../../src/core';
import { paletteCss } from '../../src/site/assets/palette';
import { resolveIcon, type IconSource } from '../../src/site/assets/iconStylesheet';
import { buildStylesheet } from '../../src/site/assets/stylesheet';
import { iconClass, iconClassesIn, parseIconClass } from '../../src/site/icons';
import { languageName } from '../../src/site/languageNames';
import { filesFor, route, testSite } from './helpers';
import { renderMdx } from './content/helpers';
import { lookSite } from './lookSite';

describe('the site look without a browser', () => {
  it('names icon requests as classes the sanitizer keeps, and reads them back', () => {
    const cases: Array<[Parameters<typeof iconClass>[0], string]> = [
      [{ name: 'rocket' }, 'dj-i--rocket'],
      [{ name: 'book-open', library: 'lucide' }, 'dj-i-lucide--book-open'],
      [{ name: 'github', style: 'brands' }, 'dj-i-fa-brands--github'],
      [{ name: 'bolt', library: 'fontawesome', style: 'sharp-solid' }, 'dj-i-fa-sharp-solid--bolt'],
      [{ name: 'house', library: 'tabler', style: 'solid' }, 'dj-i-tabler--house'],
    ];
    for (const [request, cls] of cases) {
      assert.equal(iconClass(request), cls);
      assert.match(cls, /^dj-[a-z0-9-]+$/);
      const back = parseIconClass(cls)!;
      assert.equal(back.name, request.name);
    }
    for (const bad of ['../x', 'a b', 'https://x', 'a--b', '-a', 'x'.repeat(65)])
      assert.equal(iconClass({ name: bad }), undefined, bad);
    const found = new Set<string>();
    iconClassesIn(cases.map(([, c]) => `<span class="dj-icon ${c}"></span>`).join(''), found);
    assert.deepEqual(
      [...found],
      cases.map(([, c]) => c),
    );
  });

  it('draws icons from the Font Awesome, Lucide and Tabler packages, by alias too, each its own glyph', () => {
    const source = iconSource();
    const rocket = resolveIcon({ name: 'rocket' }, 'fontawesome', source);
    assert.ok(rocket && !rocket.stroke, 'Font Awesome rocket (a filled glyph)');
    assert.ok(resolveIcon({ name: 'home' }, 'fontawesome', source), 'Font Awesome alias home -> house');
    assert.ok(resolveIcon({ name: 'github', style: 'brands' }, 'fontawesome', source), 'a brand');
    const lucide = resolveIcon({ name: 'rocket' }, 'lucide', source);
    assert.ok(lucide?.stroke, 'Lucide rocket (an outline)');
    assert.notEqual(lucide.body, rocket.body);
    assert.ok(resolveIcon({ name: 'home' }, 'lucide', source), 'Lucide alias home -> house');
    assert.ok(resolveIcon({ name: 'rocket', library: 'tabler' }, 'fontawesome', source)?.stroke, 'Tabler');
    // A Font Awesome Pro name missing from Free is drawn from the next library that has it.
    assert.ok(resolveIcon({ name: 'sparkles' }, 'fontawesome', source), 'sparkles');
    assert.equal(resolveIcon({ name: 'no-such-icon-anywhere' }, 'fontawesome', source), undefined);

    const css = buildIconStylesheet(
      ['dj-i--rocket', 'dj-i-lucide--rocket', 'dj-i--no-such-icon-anywhere'],
      'fontawesome',
      iconSource(),
    );
    const rules = css.split('\n').filter((l) => l.startsWith('.dj-i'));
    assert.equal(rules.length, 2, 'no rule for an unknown name');
    assert.match(rules[0], /^\.dj-i--rocket\{--dj-icon-img:url\("data:image\/svg\+xml,[^"\\\n<>#]+"\)\}$/);
    assert.match(css, /Font Awesome Free/, 'the attribution CC BY asks for');
    assert.match(css, /ISC License/, "Lucide's licence");
    assert.doesNotMatch(css, /Tabler/, 'no Tabler icon used: no Tabler notice');
  });

  it('keeps an icon data URL inside its CSS string whatever the glyph holds', () => {
    const hostile: IconSource = {
      glyph: () => ({ viewBox: '0 0 1 1', body: '<path d="x"/>")}</style><script>x\\', stroke: false }),
      notices: ['a */ b'],
    };
    const css = buildIconStylesheet(['dj-i--x'], 'fontawesome', hostile);
    assert.doesNotMatch(css, /<|\\|"\)\}<|\*\/ b/);
    assert.match(css, /^\/\* a \* \/ b \*\//);
  });

  it('puts the site colours in both themes and keeps text readable on any background', () => {
    const css = paletteCss({ accent: '#7c3aed', accentDark: '#c4b5fd', buttonColor: '#5b21b6' });
    const [light, dark] = [/^:root\{([^}]*)\}/m.exec(css)![1], /:root\[data-theme=dark\]\{([^}]*)\}/.exec(css)![1]];
    assert.match(light, /--dj-accent:#7c3aed/);
    assert.match(dark, /--dj-accent:#c4b5fd/);
    assert.match(light, /--dj-button:#5b21b6/);
    assert.match(dark, /--dj-button:#5b21b6/);
    assert.match(css, /@media \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{/);
    // A primary colour alone is every accent (Mintlify: it applies to all colour elements).
    assert.match(
      /:root\[data-theme=dark\]\{([^}]*)\}/.exec(paletteCss({ accent: '#0d9373' }))![1],
      /--dj-accent:#0d9373/,
    );
    // Backgrounds of the site's own: text moves until it reads at 4.5:1.
    for (const bg of ['#777777', '#ffd400', '#1a1a1a', '#0000ff']) {
      const themed = paletteCss({ accent: '#0d9373', background: { light: bg, dark: bg } });
      for (const block of themed.matchAll(/\{(--dj-accent[^}]*)\}/g)) {
        const v = (name: string) => new RegExp(`--${name}:(#[0-9a-f]{6})`).exec(block[1])![1];
        assert.ok(contrast(v('dj-fg'), v('dj-bg-soft')) >= 4.5, `text on ${bg}`);
        assert.ok(contrast(v('dj-fg'), v('dj-bg')) >= 4.5, `text on ${bg}`);
        assert.ok(contrast(v('dj-heading'), v('dj-bg')) >= 4.5, `headings on ${bg}`);
      }
    }
    assert.equal(readable('#55d799', '#ffffff', 4.5) === '#55d799', false);
    assert.ok(contrast(readable('#55d799', '#ffffff', 4.5), '#ffffff') >= 4.5);
    // Colours reach the CSS only as validated hex; font names only as plain words.
    const sheet = buildStylesheet({ accent: '#abc', fonts: { body: 'Inter', heading: 'x"}body{color:red' } });
    assert.match(sheet, /--dj-accent:#abc/);
    assert.match(sheet, /--dj-font:"Inter"/);
    assert.doesNotMatch(sheet, /color:red/);
  });

  it('names languages in their own language', () => {
    assert.equal(languageName('en'), 'English');
    assert.equal(languageName('fr'), 'Français');
    assert.equal(languageName('zh-Hans'), '简体中文');
    assert.equal(languageName('cn'), '中文');
    assert.equal(languageName('jp'), '日本語');
    assert.equal(languageName('pt-BR'), 'Português (Brasil)');
    assert.equal(languageName('not a code'), 'not a code');
  });

  it("places the header's parts as the theme lays them out, and shows no label for a blank group name", async () => {
    const config = (theme: string) => ({
      theme,
      navbar: { links: [{ label: 'Blog', href: 'https://example.com' }] },
      navigation: {
        tabs: [
          {
            tab: 'T',
            groups: [
              { group: ' ', pages: ['a'] },
              { group: 'Named', pages: ['b'] },
            ],
          },
        ],
      },
    });
    for (const theme of ['mint', 'maple', 'willow', 'unknown-theme']) {
      const { site } = await testSite(config(theme), filesFor('a', 'b'));
      const r = route(site, 'a');
      const html = renderPage(site, { route: r, outputFile: r.file, body: EMPTY_BODY }, { meta: () => undefined });
      const sidebarTheme = theme === 'maple';
      assert.match(html, new RegExp(`<body class="dj-layout-${sidebarTheme ? 'sidebar' : 'topbar'}`), theme);
      const sidebar = /<nav class="dj-sidebar"[\s\S]*?<\/nav>/.exec(html)![0];
      assert.equal(/class="dj-brand"/.test(sidebar), sidebarTheme, `${theme}: logo in the sidebar`);
      assert.equal(/dj-theme-toggle/.test(sidebar), sidebarTheme, `${theme}: theme control in the sidebar`);
      assert.match(html, /<button type="button" class="dj-menu-button" aria-controls="dj-sidebar"/);
      assert.match(html, /<li class="dj-group dj-unlabelled"><details open><summary aria-expanded="true"><\/summary>/);
      assert.doesNotMatch(html, />Group</);
    }
  });

  it('highlights mdx and jsx fences, front matter and JSX included', async () => {
    const { html } = await renderMdx(
      '```mdx\n---\ntitle: x\n---\n<Card title="a">hi</Card>\n```\n\n```jsx\nconst A = () => <div className="x" />;\n```\n',
    );
    const [mdx, jsx] = html.split('</pre>');
    assert.match(mdx, /dj-lang-mdx/);
    assert.match(mdx, /<span class="dj-tk-keyword">title<\/span>/, 'front matter');
    assert.match(mdx, /<span class="dj-tk-[a-z-]+">Card<\/span>/, 'the JSX tag');
    assert.match(jsx, /<span class="dj-tk-[a-z-]+">className<\/span>/);
  });

  it('serves from docsjson dev an icon stylesheet with the icons of the pages it rendered', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-icons-'));
    lookSite(tmp);
    const dev = await DevServer.start({ rootPath: tmp, docsFile: 'docs.json', port: 0, host: '127.0.0.1' });
    try {
      const get = async (p: string) => (await fetch(new URL(p, dev.url))).text();
      const page = await get('guides/a.html');
      assert.match(page, /<link rel="stylesheet" href="\.\.\/_docsjson\/icons\.css\?v=\d+(?:&amp;k=[\w-]+)?">/);
      const css = await get('_docsjson/icons.css');
      for (const cls of ['dj-i--rocket', 'dj-i--book-open', 'dj-i--newspaper', 'dj-i--book', 'dj-i-lucide--info'])
        assert.match(css, new RegExp(`^\\.${cls}\\{--dj-icon-img:url`, 'm'), cls);
    } finally {
      await dev.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
