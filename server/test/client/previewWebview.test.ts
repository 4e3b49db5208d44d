// The navigation preview's webview page in a real browser (Debian's chromium through playwright-core): the page the
// extension builds, its media/preview.js and preview.css, and a fragment rendered by the site builder. VS Code's
// webview API is replaced by a stub that records the messages the page posts. Screenshot: .test-output/client/.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import type { Browser, Page } from 'playwright-core';
import { renderEditorPreview } from '../../src/site';
import { requireProgram } from '../helpers/requirements';
import { filesFor, testSite } from '../site/helpers';
import { MEDIA, previewHtml } from './previewModules';
import { scaledTimeout } from '../helpers/timeScale';
import { launchChromium } from '../helpers/chromium';

// The callbacks given to page.evaluate run in the browser, where these exist (the project compiles without DOM types).
declare const window: any;
declare const document: any;
declare function getComputedStyle(element: unknown): any;

const SCREENSHOTS = path.resolve(__dirname, '../../../../.test-output/client');
const HOSTILE = '<img src=x onerror="document.title=`pwned`">';

interface Posted {
  type: string;
  path?: Array<string | number>;
}

const DOCS = {
  navigation: {
    tabs: [
      {
        tab: HOSTILE,
        groups: [
          { group: 'Start', pages: ['intro', 'missing'] },
          { group: 'More', pages: Array.from({ length: 60 }, (_, i) => `more/p${i}`) },
          { group: 'Closed', pages: ['intro', { group: 'Nested', pages: ['nested/a'] }] },
          { group: 'Rooted', root: 'rooted/index', pages: ['rooted/b'] },
        ],
      },
      { tab: 'API', groups: [{ group: 'Users', pages: ['intro'] }] },
    ],
  },
};
const PAGES = filesFor(
  'intro',
  'nested/a',
  'rooted/index',
  'rooted/b',
  ...DOCS.navigation.tabs[0].groups[1].pages!.map(String),
);

describe('navigation preview webview in a real browser (chromium)', function () {
  this.timeout(scaledTimeout(60000));
  let browser: Browser;
  let page: Page;
  let dir: string;
  let violations: string[];
  let dialogs: string[];

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-webview-'));
    const html = previewHtml.previewPage({
      nonce: previewHtml.createNonce(),
      styleUri: pathToFileURL(path.join(MEDIA, 'preview.css')).href,
      scriptUri: pathToFileURL(path.join(MEDIA, 'preview.js')).href,
    });
    fs.writeFileSync(path.join(dir, 'preview.html'), html);
    page = await browser.newPage({ viewport: { width: 520, height: 700 } });
    dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // What VS Code gives a webview: acquireVsCodeApi(), here recording what the page posts. Injected by the
    // browser's debugging protocol, which the page's CSP does not govern (the page's own script does not either).
    await page.addInitScript(() => {
      const w = window as unknown as { posted: unknown[]; violations: string[]; acquireVsCodeApi: unknown };
      w.posted = [];
      w.violations = [];
      w.acquireVsCodeApi = () => ({ postMessage: (m: unknown) => w.posted.push(m), getState: () => undefined });
      document.addEventListener('securitypolicyviolation', (e: any) => w.violations.push(e.violatedDirective));
    });
    await page.goto(pathToFileURL(path.join(dir, 'preview.html')).href);
    await page.waitForFunction(() => (window as unknown as { posted: Posted[] }).posted.length > 0);
    violations = [];
  });
  afterEach(async () => {
    await page?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const posted = () => page.evaluate(() => (window as unknown as { posted: Posted[] }).posted);
  // Messages are dispatched in the order posted: once a second one arrives, the page has handled the render.
  const render = (html: string) =>
    page.evaluate(
      (h) =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', function rendered(e: { data: unknown }) {
            if (e.data !== 'rendered?') return;
            window.removeEventListener('message', rendered);
            resolve();
          });
          window.postMessage({ type: 'render', html: h }, '*');
          window.postMessage('rendered?', '*');
        }),
      html,
    );
  async function previewOf(focus: Array<string | number>): Promise<string> {
    const { model, pages } = await testSite(DOCS, PAGES);
    const preview = await renderEditorPreview(model, focus, {
      fileOf: (p) => pages.fileOf(p),
      pageMetas: async () => () => undefined,
    });
    return preview.html;
  }

  it('loads its stylesheet and script by nonce, says it is ready, and shows the fragment with labels as text', async () => {
    assert.deepEqual(await posted(), [{ type: 'ready' }]);
    // The stylesheet applied (the body's default margin is gone) and nothing was refused while loading.
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).marginTop), '0px');
    const last = ['navigation', 'tabs', 0, 'groups', 1, 'pages', 59];
    await render(await previewOf(last));
    assert.equal(await page.locator('.dj-preview-level li', { hasText: HOSTILE }).count(), 1);
    assert.equal(await page.locator('#dj-root img').count(), 0);
    assert.notEqual(await page.title(), 'pwned');
    // The entry under the cursor, the last of a long group, is scrolled into view.
    const selected = page.locator('[aria-current="location"]');
    assert.equal(await selected.textContent(), 'P59');
    assert.ok(await selected.isVisible());
    const inView = await selected.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    assert.ok(inView, 'the highlighted entry is in view');
    await page.evaluate(() => {
      // VS Code's Dark+ colours, as a webview receives them, for the screenshot.
      const s = document.documentElement.style;
      for (const [k, v] of Object.entries({
        '--vscode-foreground': '#cccccc',
        '--vscode-editor-background': '#1e1e1e',
        '--vscode-descriptionForeground': '#9d9d9d',
        '--vscode-button-background': '#0e639c',
        '--vscode-button-foreground': '#ffffff',
        '--vscode-list-activeSelectionBackground': '#04395e',
        '--vscode-list-activeSelectionForeground': '#ffffff',
        '--vscode-errorForeground': '#f48771',
      }))
        s.setProperty(k, v);
    });
    await page.evaluate(() => document.querySelector('[data-path]')?.scrollIntoView());
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'preview-webview.png') });
    assert.deepEqual(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), violations);
    assert.deepEqual(dialogs, []);
  });

  it('runs nothing from a fragment even if markup got through: no script, handler, style or image', async () => {
    await render(
      `<div class="dj-preview"><script>document.title='script ran'</script>` +
        `<img src="x" onerror="document.title='handler ran'">` +
        `<style>#dj-root{display:none}</style><p id="styled" style="display:none">text</p>` +
        `<a href="javascript:alert(1)" id="js">link</a></div>`,
    );
    await page.click('#js');
    await page.waitForTimeout(200);
    assert.equal(await page.title(), 'Navigation preview');
    assert.ok(await page.locator('#dj-root').isVisible(), 'an injected <style> is not applied');
    assert.ok(await page.locator('#styled').isVisible(), 'an injected style attribute is not applied');
    assert.deepEqual(dialogs, []);
    const refused = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    assert.ok(
      refused.some((d) => d.startsWith('img-src') || d.startsWith('default-src')),
      refused.join(),
    );
    assert.ok(
      refused.some((d) => d.startsWith('style-src')),
      refused.join(),
    );
    assert.equal(page.url().startsWith('file:'), true, 'the page did not navigate');
  });

  it('posts an "open" message with the JSON path of the item clicked (or chosen with Enter)', async () => {
    await render(await previewOf(['navigation', 'tabs', 0, 'groups', 0, 'pages', 0]));
    await page.locator('a', { hasText: 'Missing' }).click();
    await page.locator('.dj-preview-level li', { hasText: 'API' }).click();
    // A group without a root page only opens and closes.
    const closed = page.locator('summary', { hasText: 'Nested' });
    await closed.click();
    assert.equal(await closed.evaluate((s: any) => s.parentElement.open), true);
    // A group's root page is its label.
    await page.locator('summary a', { hasText: 'Rooted' }).click();
    await page.locator('a', { hasText: 'Intro' }).first().focus();
    await page.keyboard.press('Enter');
    assert.deepEqual((await posted()).slice(1), [
      { type: 'open', path: ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1] },
      { type: 'open', path: ['navigation', 'tabs', 1] },
      { type: 'open', path: ['navigation', 'tabs', 0, 'groups', 3, 'root'] },
      { type: 'open', path: ['navigation', 'tabs', 0, 'groups', 0, 'pages', 0] },
    ]);
  });

  it('shows a status line over a dimmed preview when the server has no navigation to show', async () => {
    await render(await previewOf([]));
    await page.evaluate(() => window.postMessage({ type: 'status', text: 'docs.json is not a JSON object yet' }, '*'));
    await page.waitForTimeout(50);
    assert.equal(await page.locator('#dj-status').textContent(), 'docs.json is not a JSON object yet');
    assert.ok(await page.locator('#dj-status').isVisible());
    assert.equal(await page.locator('#dj-root.dj-stale').count(), 1);
    await render(await previewOf([]));
    assert.equal(await page.locator('#dj-status').isVisible(), false);
  });
});
