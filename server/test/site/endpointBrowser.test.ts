// Endpoint pages as a reader sees them, in Debian's Chromium (playwright-core, never a downloaded browser): on a
// wide screen the request and response examples are a column right of the reference that stays in view while the
// reference scrolls (no "On this page" column), on a phone they follow the reference; both themes; the request
// tabs are the languages docs.json names. Screenshots go to .test-output/site/endpoint/ for review.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../src/node/siteBuild';
import { contentStylesheet } from '../../src/node/siteAssets';
import { requireProgram } from '../helpers/requirements';
import { page as mdx, writeTree } from './sampleSite';
import { launchChromium } from '../helpers/chromium';

const SCREENSHOTS = path.resolve(__dirname, '../../../../.test-output/site/endpoint');

interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
declare const document: {
  documentElement: { scrollWidth: number };
  querySelector(selector: string): { getBoundingClientRect(): Rect } | null;
};

/** An operation with enough parameters that its reference is several screens long. */
function longOperation(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let i = 1; i <= 30; i++) {
    properties[`field_${i}`] = { type: 'string', description: `The ${i}th field, described at some length.` };
  }
  return {
    summary: 'Create a widget',
    tags: ['Widgets'],
    requestBody: { content: { 'application/json': { schema: { type: 'object', properties } } } },
    responses: { '201': { description: 'made', content: { 'application/json': { example: { id: 'w_1' } } } } },
  };
}

describe('site: endpoint pages in the browser', function () {
  let tmp: string;
  let out: string;
  let browser: Browser;

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-endpoint-'));
    const docs = path.join(tmp, 'docs');
    out = path.join(tmp, 'out');
    writeTree(docs, {
      'docs.json': JSON.stringify({
        name: 'Widgets',
        theme: 'mint',
        colors: { primary: '#0a7d5a' },
        api: { examples: { languages: ['bash', 'python', 'go'] } },
        navigation: {
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'API', openapi: 'api.json', pages: ['POST /widgets'] },
          ],
        },
      }),
      'index.mdx': mdx('Home', 'Welcome.'),
      'api.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Widgets', version: '1' },
        servers: [{ url: 'https://api.widgets.example' }],
        paths: { '/widgets': { post: longOperation() } },
      }),
    });
    const summary = await buildSite({
      rootPath: docs,
      docsFile: 'docs.json',
      outDir: out,
      workers: 0,
      contentCss: contentStylesheet(),
    });
    assert.equal(summary.failed, false, summary.problems.map((p) => p.message).join('\n'));
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function open(width: number, scheme: 'light' | 'dark'): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 860 : 844 },
      colorScheme: scheme,
    });
    const page = await context.newPage();
    await page.goto(pathToFileURL(path.join(out, 'api-reference/widgets/create-a-widget.html')).href);
    await page.waitForLoadState('load');
    return page;
  }
  const boxes = (page: Page) =>
    page.evaluate(() => ({
      reference: document.querySelector('.dj-endpoint-reference')!.getBoundingClientRect(),
      examples: document.querySelector('.dj-endpoint-examples')!.getBoundingClientRect(),
      toc: document.querySelector('.dj-toc') !== null,
      scrollWidth: document.documentElement.scrollWidth,
    }));
  async function shot(page: Page, name: string): Promise<void> {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`at 1280 px (${scheme}) the examples are a column right of the reference that stays in view`, async () => {
      const page = await open(1280, scheme);
      const top = await boxes(page);
      assert.ok(top.examples.left >= top.reference.right, JSON.stringify(top));
      assert.ok(Math.abs(top.examples.top - top.reference.top) < 2, JSON.stringify(top));
      assert.equal(top.toc, false);
      assert.equal(top.scrollWidth, 1280);
      const labels = await page.locator('.dj-request-example .dj-tab-label').allInnerTexts();
      assert.deepEqual(labels, ['cURL', 'Python', 'Go']);
      await shot(page, `wide-${scheme}`);
      await page.mouse.wheel(0, 2000);
      await page.waitForFunction(
        () => document.querySelector('.dj-endpoint-reference')!.getBoundingClientRect().top < -1000,
      );
      const scrolled = await boxes(page);
      assert.ok(scrolled.examples.top >= 0 && scrolled.examples.top < 300, JSON.stringify(scrolled));
      await shot(page, `wide-${scheme}-scrolled`);
      await page.context().close();
    });

    it(`at 390 px (${scheme}) the examples follow the reference, nothing wider than the screen`, async () => {
      const page = await open(390, scheme);
      const b = await boxes(page);
      assert.ok(b.examples.top >= b.reference.bottom, JSON.stringify(b));
      assert.ok(b.examples.right <= 390 && b.reference.right <= 390, JSON.stringify(b));
      assert.equal(b.scrollWidth, 390);
      await page.locator('.dj-endpoint-examples').scrollIntoViewIfNeeded();
      await shot(page, `phone-${scheme}`);
      await page.context().close();
    });
  }
});
