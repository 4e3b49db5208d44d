// The site's look and behaviour as a reader meets them, in Debian's chromium (playwright-core, never a downloaded
// browser), one browser for the whole file: the site's colours, both themes with and against the OS setting,
// phones at 390 px, tab menus, language switching, icons and the theme layouts. Screenshots go to
// .test-output/site/look/ for review.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../src/node/siteBuild';
import { contentStylesheet } from '../../src/node/siteAssets';
import { requireProgram } from '../helpers/requirements';
import { LOOK_COLORS, lookSite } from './lookSite';
import { scaledTimeout } from '../helpers/timeScale';
import { launchChromium } from '../helpers/chromium';

const SCREENSHOTS = path.resolve(__dirname, '../../../../.test-output/site/look');

type Scheme = 'light' | 'dark';

// The browser's globals, for the functions that run in the page (the project compiles without the DOM library).
interface Box {
  left: number;
  right: number;
}
interface El {
  parentElement: El | null;
  tagName: string;
  className: string;
  textContent: string | null;
  getBoundingClientRect(): Box;
  closest(selector: string): El | null;
}
interface Style {
  color: string;
  backgroundColor: string;
  fontFamily: string;
  content: string;
  width: string;
  getPropertyValue(property: string): string;
}
declare const document: {
  documentElement: El & { scrollWidth: number };
  body: El;
  activeElement: El | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El> & Iterable<El>;
  elementFromPoint(x: number, y: number): El | null;
};
declare const window: { innerWidth: number };
declare const localStorage: { setItem(key: string, value: string): void };
declare function getComputedStyle(element: El, pseudo?: string): Style;

/** Contrast of an element's text against what is painted behind it (transparent layers composited), WCAG. */
async function textContrast(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el: El) => {
      const parse = (c: string): number[] | undefined => {
        let m = /^rgba?\(([^)]+)\)/.exec(c);
        if (m) {
          const p = m[1]
            .split(/[\s,/]+/)
            .filter(Boolean)
            .map(Number);
          return [p[0], p[1], p[2], p[3] ?? 1];
        }
        m = /^color\(srgb ([^)]+)\)/.exec(c);
        if (m) {
          const p = m[1]
            .split(/[\s/]+/)
            .filter(Boolean)
            .map(Number);
          return [p[0] * 255, p[1] * 255, p[2] * 255, p[3] ?? 1];
        }
        return undefined;
      };
      const layers: number[][] = [];
      for (let e: El | null = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c && c[3] > 0) {
          layers.push(c);
          if (c[3] >= 1) break;
        }
      }
      let bg = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse())
        bg = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)];
      const fg = parse(getComputedStyle(el).color)!;
      const lum = (c: number[]) => {
        const [r, g, b] = c.slice(0, 3).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    });
}

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('the site as a reader sees it: colours, themes, phones, menus, icons (chromium)', function () {
  this.timeout(scaledTimeout(300000));
  let tmp: string;
  let browser: Browser;
  const out: Record<string, string> = {};

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-look-'));
    const sites: Array<[string, Record<string, unknown>]> = [
      ['mint', {}],
      ['maple', {}],
      ['linden', { background: { color: { light: '#fdf6e3', dark: '#002b36' } } }],
      ['willow', { appearance: { default: 'dark', strict: true } }],
    ];
    for (const [theme, extra] of sites) {
      const docs = path.join(tmp, theme);
      lookSite(docs, theme, extra);
      out[theme] = path.join(tmp, `${theme}-out`);
      const summary = await buildSite({
        rootPath: docs,
        docsFile: 'docs.json',
        outDir: out[theme],
        workers: 0,
        contentCss: contentStylesheet(),
      });
      assert.equal(summary.failed, false, summary.problems.map((p) => p.message).join('\n'));
    }
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function open(theme: string, file: string, width: number, scheme: Scheme): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 860 : 844 },
      colorScheme: scheme,
    });
    const page = await context.newPage();
    await page.goto(pathToFileURL(path.join(out[theme], file)).href);
    await page.waitForLoadState('load'); // the site's script has run
    return page;
  }
  async function shot(page: Page, name: string, fullPage = true): Promise<void> {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
  }
  const close = (page: Page) => page.context().close();

  it("uses the site's colours: colors.primary in light, colors.light in dark, colors.dark for buttons", async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await open('mint', 'guides/a.html', 1280, scheme);
      const accent = scheme === 'light' ? LOOK_COLORS.primary : LOOK_COLORS.light;
      const style = (selector: string, property: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
      assert.equal(await style('.dj-nav a[aria-current=page]', 'color'), hexToRgb(accent), `current page, ${scheme}`);
      assert.equal(await style('.dj-eyebrow', 'color'), hexToRgb(accent), `eyebrow, ${scheme}`);
      assert.equal(await style('.dj-tab>a[aria-current=true]', 'border-bottom-color'), hexToRgb(accent));
      assert.equal(await style('.dj-navbar-link.dj-primary', 'background-color'), hexToRgb(LOOK_COLORS.dark));
      assert.equal(await style('.dj-content a', 'text-decoration-color'), hexToRgb(accent), `link, ${scheme}`);
      // The theme control turns the whole page to the other theme, content included.
      await page.locator('.dj-header .dj-theme-toggle').click();
      const other = scheme === 'light' ? LOOK_COLORS.light : LOOK_COLORS.primary;
      assert.equal(
        await style('.dj-nav a[aria-current=page]', 'color'),
        hexToRgb(other),
        `after the control, ${scheme}`,
      );
      await close(page);
    }
    // background.color
    for (const [scheme, bg] of [
      ['light', '#fdf6e3'],
      ['dark', '#002b36'],
    ] as const) {
      const page = await open('linden', 'guides/a.html', 1280, scheme);
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), hexToRgb(bg));
      await close(page);
    }
  });

  it('keeps text readable (4.5:1) in both themes, with the OS setting and against it with the theme control', async () => {
    const checked = [
      '.dj-content > p',
      '.dj-callout-note .dj-callout-body',
      '.dj-callout-warning .dj-callout-body',
      '.dj-code-block .dj-line',
      '.dj-tab-input:checked + .dj-tab-label + .dj-tab-panel p, .dj-tab-panel',
      '.dj-card-body',
      '.dj-title',
      '.dj-nav li>a:not([aria-current])',
    ];
    for (const theme of ['mint', 'linden']) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await open(theme, 'guides/a.html', 1280, scheme);
        for (const toggled of [false, true]) {
          if (toggled) await page.locator('.dj-theme-toggle:visible').first().click();
          const mode = `${theme}, OS ${scheme}${toggled ? ', toggled' : ''}`;
          for (const selector of checked) {
            const ratio = await textContrast(page, selector);
            assert.ok(ratio >= 4.5, `${selector} (${mode}): contrast ${ratio.toFixed(2)}`);
          }
          // Code keeps its own colours: the keyword differs from plain text and reads on the block.
          const keyword = await textContrast(page, '.dj-code-block .dj-tk-keyword');
          assert.ok(keyword >= 3, `code keyword (${mode}): ${keyword.toFixed(2)}`);
          if (theme === 'mint') await shot(page, `mint-1280-${scheme}${toggled ? '-toggled' : ''}`);
        }
        await close(page);
      }
    }
  });

  it('fits a phone (390 px): nothing wider than the screen, the title on the first screen, a menu button', async () => {
    for (const theme of ['mint', 'maple']) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await open(theme, 'guides/a.html', 390, scheme);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
          wider: [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
            .filter((e) => !e.closest('.dj-tabs-bar, .dj-content table, .dj-code, .dj-sidebar'))
            .map((e) => e.tagName + '.' + e.className)
            .slice(0, 5),
        }));
        assert.equal(widths.page, widths.window, `${theme} ${scheme}: page ${widths.page} px wide`);
        assert.deepEqual(widths.wider, [], `${theme} ${scheme}: elements past the right edge`);
        const img = await page.locator('.dj-content img').first().boundingBox();
        assert.ok(img && img.x >= 0 && img.x + img.width <= 390, `${theme}: the image fits`);
        const title = await page.locator('h1.dj-title').boundingBox();
        assert.ok(title && title.y + title.height <= 844, `${theme} ${scheme}: title at ${title?.y}`);
        // The navigation is behind the menu button, which opens it over the page.
        assert.equal(await page.locator('.dj-sidebar').isVisible(), false);
        await page.locator('.dj-menu-button').click();
        assert.equal(await page.locator('.dj-menu-button').getAttribute('aria-expanded'), 'true');
        const link = page.locator('.dj-sidebar a', { hasText: 'en B' });
        assert.equal(await link.isVisible(), true);
        // A panel from under the header to the bottom of the window, with the language selector in it.
        const panel = (await page.locator('.dj-sidebar').boundingBox())!;
        const header = (await page.locator('.dj-header').boundingBox())!;
        assert.ok(Math.abs(panel.y - (header.y + header.height)) <= 1, `${theme}: panel at ${panel.y}`);
        assert.ok(panel.y + panel.height >= 843, `${theme}: the panel reaches the bottom`);
        assert.equal(await page.locator('.dj-sidebar .dj-languages > summary').isVisible(), true);
        await shot(page, `${theme}-390-${scheme}-menu`, false);
        await link.click();
        await page.waitForURL(/guides\/b\.html$/);
        await close(page);
      }
    }
  });

  it('keeps images, tables and code inside the page column at 1280 px', async () => {
    for (const theme of ['mint', 'maple']) {
      const page = await open(theme, 'guides/a.html', 1280, 'light');
      const fit = await page.evaluate(() => {
        const column = document.querySelector('.dj-content')!.getBoundingClientRect();
        const outside = [...document.querySelectorAll('.dj-content img, .dj-content table, .dj-content pre')]
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.left < column.left - 0.5 || r.right > column.right + 0.5);
        return { outside: outside.length, page: document.documentElement.scrollWidth };
      });
      assert.deepEqual(fit, { outside: 0, page: 1280 });
      await close(page);
    }
  });

  it('draws each icon from its library (tabs, anchors, cards, callouts), and a dot for an unknown name', async () => {
    const page = await open('mint', 'guides/a.html', 1280, 'light');
    const masks = await page.evaluate(() => {
      const mask = (selector: string) => {
        const el = document.querySelector(selector);
        return el ? getComputedStyle(el).getPropertyValue('--dj-icon-img').trim() : 'missing';
      };
      return {
        rocket: mask('.dj-card .dj-i--rocket'),
        book: mask('.dj-card .dj-i--book-open'),
        unknown: mask('.dj-card .dj-i--no-such-icon-here'),
        tab: mask('.dj-tab .dj-icon'),
        anchor: mask('.dj-anchors .dj-icon'),
        note: mask('.dj-callout-note > .dj-icon'),
        warning: mask('.dj-callout-warning > .dj-icon'),
      };
    });
    for (const [where, value] of Object.entries(masks)) {
      if (where === 'unknown') assert.equal(value, '', 'an unknown name has no glyph (the dot)');
      else assert.match(value, /^url\("data:image\/svg\+xml,/, where);
    }
    const glyphs = Object.entries(masks).filter(([k]) => k !== 'unknown');
    assert.equal(new Set(glyphs.map(([, v]) => v)).size, glyphs.length, 'every icon is its own glyph');
    // Drawn in the colour of the text around it, at text size.
    const box = await page.locator('.dj-card .dj-i--rocket').boundingBox();
    assert.ok(box && box.width > 8 && box.height > 8);
    await close(page);
  });

  it('switches language to the same page there, else to its first page, naming languages', async () => {
    const page = await open('mint', 'guides/b.html', 1280, 'light');
    assert.equal((await page.locator('.dj-header .dj-languages > summary').textContent())?.trim(), 'English');
    await page.locator('.dj-header .dj-languages > summary').click();
    assert.deepEqual(
      (await page.locator('.dj-header .dj-languages ul .dj-label').allTextContents()).map((t) => t.trim()),
      ['English', 'Français'],
    );
    await page.locator('.dj-header .dj-languages a', { hasText: 'Français' }).click();
    await page.waitForURL(/fr\/guides\/b\.html$/);
    assert.equal(await page.locator('h1.dj-title').textContent(), 'fr B');
    // Back to English from the French page: the same page at the root.
    await page.locator('.dj-header .dj-languages > summary').click();
    await page.locator('.dj-header .dj-languages a', { hasText: 'English' }).click();
    await page.waitForURL(/\/guides\/b\.html$/);
    assert.equal(await page.locator('h1.dj-title').textContent(), 'en B');
    // A page French does not have leads to French's first page.
    await page.goto(pathToFileURL(path.join(out.mint, 'guides/only-en.html')).href);
    await page.locator('.dj-header .dj-languages > summary').click();
    await page.locator('.dj-header .dj-languages a', { hasText: 'Français' }).click();
    await page.waitForURL(/fr\/guides\/a\.html$/);
    await close(page);
  });

  it('opens tab menus above the page, with the mouse and with the keyboard, on desktops and phones', async () => {
    for (const [theme, width] of [
      ['mint', 1280],
      ['mint', 390],
      ['maple', 1280],
    ] as const) {
      const page = await open(theme, 'guides/a.html', width, 'light');
      const summary = page.locator('.dj-tab-menu > summary');
      await summary.click();
      const item = page.locator('.dj-tab-menu ul a', { hasText: 'Realtime' });
      const box = await item.boundingBox();
      assert.ok(box, `${width}: the menu opened`);
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${width}: the menu is inside the window`);
      const tab = (await summary.boundingBox())!;
      assert.ok(box.y >= tab.y + tab.height - 1 && box.y < tab.y + tab.height + 80, `${theme} ${width}: under its tab`);
      assert.ok(Math.abs(box.x - tab.x) < 40, `${theme} ${width}: at its tab (${box.x} vs ${tab.x})`);
      // Nothing covers the item: the element at its centre is the item itself.
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      assert.match(onTop ?? '', /Realtime/, `${width}: the item is on top`);
      await shot(page, `${theme}-${width}-tab-menu`, false);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForURL(/api\/realtime\.html$/);
      // Keyboard: Escape closes, the arrow keys open and move, Enter follows.
      const again = page.locator('.dj-tab-menu > summary');
      await again.focus();
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'REST');
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Realtime');
      await page.keyboard.press('Escape');
      assert.equal(await page.locator('.dj-tab-menu').getAttribute('open'), null);
      await again.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/api\/rest\.html$/);
      await close(page);
    }
  });

  it('lists a page whose title is exactly the query first in search', async () => {
    const page = await open('mint', 'guides/b.html', 1280, 'light');
    await page.keyboard.press('/');
    await page.locator('.dj-search input').fill('install');
    await page.waitForSelector('.dj-search-results a');
    assert.equal(await page.locator('.dj-search-results a span').first().textContent(), 'Install');
    await close(page);
  });

  it('lays the page out as the theme does: mint a top bar, maple a sidebar with the logo, linden monospace', async () => {
    const mint = await open('mint', 'guides/a.html', 1280, 'light');
    const bar = (await mint.locator('.dj-header').boundingBox())!;
    const mintSidebar = (await mint.locator('.dj-sidebar').boundingBox())!;
    assert.ok(bar.width >= 1270 && bar.y === 0, 'mint: the header spans the window');
    assert.ok(mintSidebar.y >= bar.y + bar.height, 'mint: the sidebar is below it');
    assert.equal(await mint.locator('.dj-header .dj-brand').isVisible(), true);
    await close(mint);

    const maple = await open('maple', 'guides/a.html', 1280, 'dark');
    const sidebar = (await maple.locator('.dj-sidebar').boundingBox())!;
    const tabs = (await maple.locator('.dj-header .dj-tabs-bar').boundingBox())!;
    assert.equal(sidebar.y, 0, 'maple: the sidebar starts at the top of the window');
    assert.equal(await maple.locator('.dj-sidebar .dj-brand').isVisible(), true, 'maple: the logo is in the sidebar');
    assert.ok(tabs.x >= sidebar.x + sidebar.width, 'maple: the tabs are beside the sidebar');
    assert.equal(await maple.locator('.dj-sidebar .dj-theme-toggle').isVisible(), true);
    await shot(maple, 'maple-1280-dark');
    await close(maple);

    const linden = await open('linden', 'guides/a.html', 1280, 'light');
    assert.match(await linden.evaluate(() => getComputedStyle(document.body).fontFamily), /mono/i);
    await close(linden);
  });

  it('starts in the theme appearance.default names; with appearance.strict there is no theme control', async () => {
    const page = await open('willow', 'guides/a.html', 1280, 'light');
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.equal(await page.locator('.dj-theme-toggle').count(), 0);
    const dark = 'rgb(15, 17, 23)';
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgba(0, 0, 0, 0)');
    assert.equal(
      await page.locator('html').evaluate((el: El) => getComputedStyle(el).backgroundColor),
      dark,
      'the dark background with the OS in light',
    );
    // A choice remembered from before the site became strict does not count.
    await page.evaluate(() => localStorage.setItem('dj-theme', 'light'));
    await page.reload();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    await close(page);
  });

  it('puts a copy button on code blocks, and shows Steps numbered', async () => {
    const page = await open('mint', 'guides/a.html', 1280, 'light');
    assert.equal(await page.locator('.dj-code-block .dj-copy').count(), 2);
    await page.locator('.dj-code-block .dj-copy').first().click();
    // The clipboard answers asynchronously: the label changes once it has taken the text.
    await page.locator('.dj-code-block .dj-copy', { hasText: 'Copied' }).first().waitFor();
    const numbers = await page
      .locator('.dj-step')
      .evaluateAll((items) => items.map((i) => getComputedStyle(i, '::before').content));
    assert.deepEqual(numbers, ['counter(dj-step)', 'counter(dj-step)']);
    const marker = await page
      .locator('.dj-step')
      .first()
      .evaluate((i) => getComputedStyle(i, '::after').width);
    assert.equal(marker, '1px', 'the line between steps');
    // A group whose name is blank shows no label.
    assert.equal(await page.locator('.dj-sidebar summary', { hasText: /^Group$/ }).count(), 0);
    await close(page);
  });
});
