// The built site and the dev server in a real browser: Debian's chromium driven by playwright-core (never a
// downloaded browser). Screenshots go to .test-output/site/ for review.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import type { BrowserContext, Page } from 'playwright-core';
import { DevServer } from '../../src/node/devServer';
import { buildSite } from '../../src/node/siteBuild';
import { requireProgram } from '../helpers/requirements';
import { page as mdx, sampleSite, writeTree } from './sampleSite';
import { waitFor } from '../helpers/waitFor';
import { scaledTimeout } from '../helpers/timeScale';

const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOTS = path.resolve(__dirname, '../../../../.test-output/site');

async function launch(profile: string): Promise<BrowserContext> {
  const { chromium } = await import('playwright-core');
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
    viewport: { width: 1280, height: 860 },
  });
}

/** Every dialog (alert, confirm, prompt) a page opens: an injected script would open one. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (d) => {
    opened.push(d.message());
    void d.dismiss();
  });
  return opened;
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

function selectorSite(root: string): void {
  const tabs = (prefix: string) => [
    { tab: 'Guides', groups: [{ group: `${prefix} start`, pages: [`${prefix}/a`, `${prefix}/b`] }] },
  ];
  writeTree(root, {
    'docs.json': JSON.stringify({
      name: 'Selectors',
      theme: 'mint',
      colors: { primary: '#7c3aed' },
      navigation: {
        products: [
          {
            product: 'Cloud',
            description: 'Hosted for you',
            languages: [
              { language: 'en', default: true, tabs: tabs('cloud/en') },
              { language: 'fr', tabs: tabs('cloud/fr') },
            ],
          },
          { product: 'Self-hosted', description: 'On your servers', tabs: tabs('self') },
        ],
      },
    }),
    ...Object.fromEntries(
      ['cloud/en', 'cloud/fr', 'self'].flatMap((p) => [
        [`${p}/a.mdx`, mdx(`${p} A`)],
        [`${p}/b.mdx`, mdx(`${p} B`)],
      ]),
    ),
  });
}

describe('the site in a real browser (chromium)', function () {
  this.timeout(scaledTimeout(180000));
  let tmp: string;
  let context: BrowserContext;

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-browser-'));
    context = await launch(path.join(tmp, 'profile'));
  });
  after(async () => {
    await context?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('shows the navigation of a built site from file://, follows its links, and runs no injected script', async () => {
    const docs = path.join(tmp, 'sample');
    sampleSite(docs);
    const out = path.join(tmp, 'sample-out');
    await buildSite({ rootPath: docs, docsFile: 'docs.json', outDir: out, workers: 0 });
    const page = await context.newPage();
    const dialogs = watchDialogs(page);
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
    await page.waitForSelector('.dj-sidebar [aria-current="page"]');
    assert.equal(await page.locator('h1.dj-title').textContent(), 'Introduction');
    assert.equal(await page.locator('.dj-sidebar [aria-current="page"]').first().textContent(), 'Introduction');
    await shot(page, 'built-home');

    await page.locator('.dj-sidebar a', { hasText: 'Setup' }).first().click();
    await page.waitForURL(/guides\/setup\.html$/);
    assert.equal(await page.locator('h1.dj-title').textContent(), 'Setup');

    // The hostile group label is text; the page behind it shows its MDX `export` and `{expression}` unexecuted.
    const label = page.locator('.dj-sidebar .dj-group summary', { hasText: 'onerror' });
    assert.equal(await label.first().textContent(), '<img src=x onerror=alert(1)>');
    assert.equal(await page.locator('.dj-sidebar img').count(), 0);
    await page.goto(pathToFileURL(path.join(out, 'guides/xss.html')).href);
    await page.waitForSelector('.dj-content');
    await page.waitForTimeout(200);
    await shot(page, 'built-xss');
    assert.deepEqual(dialogs, []);
    assert.equal(await page.locator('.dj-content script').count(), 0);

    // The version selector switches to the other version's section.
    await page.locator('.dj-header .dj-versions > summary').click();
    await page.locator('.dj-header .dj-versions a', { hasText: 'v1' }).click();
    await page.waitForURL(/v1\/intro\.html$/);
    assert.equal(await page.locator('.dj-sidebar .dj-group summary').first().textContent(), 'Old');
    await page.close();
  });

  it('switches products and languages with their selectors', async () => {
    const docs = path.join(tmp, 'selectors');
    selectorSite(docs);
    const out = path.join(tmp, 'selectors-out');
    await buildSite({ rootPath: docs, docsFile: 'docs.json', outDir: out, workers: 0 });
    const page = await context.newPage();
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
    assert.equal(await page.locator('h1.dj-title').textContent(), 'cloud/en A');
    await page.locator('.dj-header .dj-languages > summary').click();
    await shot(page, 'built-language-menu');
    await page.locator('.dj-header .dj-languages a', { hasText: 'fr' }).click();
    await page.waitForURL(/cloud\/fr\/a\.html$/);
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    await page.locator('.dj-header .dj-products > summary').click();
    assert.match((await page.locator('.dj-header .dj-products').textContent()) ?? '', /On your servers/);
    await page.locator('.dj-header .dj-products a', { hasText: 'Self-hosted' }).click();
    await page.waitForURL(/self\/a\.html$/);
    assert.equal(await page.locator('.dj-sidebar .dj-group summary').first().textContent(), 'self start');
    // Keyboard: Escape closes an open menu and gives focus back to its summary.
    await page.locator('.dj-header .dj-products > summary').focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.dj-header .dj-products').getAttribute('open'), '');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.dj-header .dj-products').getAttribute('open'), null);
    await page.close();
  });

  it('finds a page by a word of its body with the search box (/)', async () => {
    const out = path.join(tmp, 'sample-out');
    const page = await context.newPage();
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
    await page.waitForSelector('.dj-search-button:not([hidden])');
    await page.keyboard.press('/');
    await page.locator('.dj-search input').fill('zebrafish');
    await page.waitForSelector('.dj-search-results a');
    await shot(page, 'built-search');
    assert.equal(await page.locator('.dj-search-results a span').first().textContent(), 'Setup');
    await page.keyboard.press('Enter');
    await page.waitForURL(/guides\/setup\.html$/);
    // The theme toggle switches to the other theme and remembers it.
    await page.locator('.dj-theme-toggle').click();
    const theme = await page.locator('html').getAttribute('data-theme');
    assert.ok(theme === 'dark' || theme === 'light');
    await page.reload();
    assert.equal(await page.locator('html').getAttribute('data-theme'), theme);
    await shot(page, 'built-theme-toggled');
    await page.close();
  });

  it('reloads the open page of docsjson dev after docs.json changes, and shows problems in an overlay', async () => {
    const docs = path.join(tmp, 'dev');
    sampleSite(docs);
    const dev = await DevServer.start({ rootPath: docs, docsFile: 'docs.json', port: 0, host: '127.0.0.1' });
    try {
      await dev.watching();
      const page = await context.newPage();
      await page.goto(`${dev.url}guides/setup.html`);
      await page.waitForSelector('.dj-overlay');
      await shot(page, 'dev-overlay');
      const config = JSON.parse(fs.readFileSync(path.join(docs, 'docs.json'), 'utf8'));
      config.navigation.versions[0].tabs[0].groups[0].group = 'Renamed group';
      const reloaded = page.waitForEvent('load');
      fs.writeFileSync(path.join(docs, 'docs.json'), JSON.stringify(config));
      await reloaded;
      await page.waitForSelector('.dj-sidebar summary:text("Renamed group")');
      await shot(page, 'dev-reloaded');
      // The tab's event stream closes while it is hidden and opens again when it is shown.
      const streams = (n: number) => waitFor(() => dev.openStreams === n, `${n} open event streams`);
      await streams(1);
      const setHidden = (hidden: boolean) =>
        page.evaluate(
          `Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${hidden} });` +
            `document.dispatchEvent(new Event('visibilitychange'))`,
        );
      await setHidden(true);
      await streams(0);
      await setHidden(false);
      await streams(1);
      await page.close();
    } finally {
      await dev.close();
    }
  });
});
