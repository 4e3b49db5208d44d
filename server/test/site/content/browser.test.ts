// The rendered bodies in a real browser (Debian's chromium through playwright-core): tabs switch by click and by
// arrow keys with the stylesheet and no script at all, <details> open, and none of the XSS vectors runs anything.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { requireProgram } from '../../helpers/requirements';
import { html } from './helpers';
import { XSS_VECTORS } from './xssVectors';

const CSS = fs.readFileSync(path.resolve(__dirname, '../../../../src/site/content/content.css'), 'utf8');
/** No script may run at all: the tabs must work from the stylesheet alone. */
const NO_SCRIPT = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`;

function pageHtml(body: string, head = NO_SCRIPT): string {
  return `<!doctype html><html><head><meta charset="utf-8">${head}<style>${CSS}</style></head><body>${body}</body></html>`;
}

describe('content: in a browser', function () {
  let browser: Browser | undefined;
  let page: Page;

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    });
    page = await browser.newPage();
  });

  after(async () => {
    await browser?.close();
  });

  /** For each element matching `selector`: is it shown (laid out)? */
  const visible = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((els) => els.map((e) => (e as unknown as { offsetParent: unknown }).offsetParent !== null));

  it('switches tabs by click and by arrow key without JavaScript', async () => {
    const body = await html(
      '<Tabs>\n<Tab title="One">First panel</Tab>\n<Tab title="Two">Second panel</Tab>\n</Tabs>\n',
    );
    await page.setContent(pageHtml(body));
    assert.deepEqual(await visible('.dj-tab-panel'), [true, false]);
    await page.click('text=Two');
    assert.deepEqual(await visible('.dj-tab-panel'), [false, true]);
    await page.focus('#dj-tabs-1-2');
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await visible('.dj-tab-panel'), [true, false]);
  });

  it('switches code group tabs and opens accordions', async () => {
    const body = await html(
      '<CodeGroup>\n```js a.js\nlet a\n```\n```py b.py\nb = 1\n```\n</CodeGroup>\n\n<Accordion title="More">Hidden words</Accordion>\n',
    );
    await page.setContent(pageHtml(body));
    assert.deepEqual(await visible('.dj-tab-panel'), [true, false]);
    await page.click('label:has-text("b.py")');
    assert.deepEqual(await visible('.dj-tab-panel'), [false, true]);
    assert.equal(await page.isVisible('text=Hidden words'), false);
    await page.click('summary');
    assert.equal(await page.isVisible('text=Hidden words'), true);
  });

  it('runs none of the XSS vectors, even with scripts allowed on the page', async () => {
    const bodies = await Promise.all(XSS_VECTORS.map((v) => html(v, { assets: ['images/a.png', 'videos/v.mp4'] })));
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // A page that would run an injected script: only the sanitizer stands in the way.
    await page.setContent(pageHtml(bodies.join('\n'), ''));
    for (const link of await page.locator('a').all()) await link.hover();
    await page.locator('details').evaluateAll((els) => els.forEach((e) => e.setAttribute('open', '')));
    await page.waitForTimeout(200);
    assert.deepEqual(dialogs, []);
    assert.equal(await page.locator('script, iframe, object, embed, svg').count(), 0);
    // Resolved as the built site resolves them, against a page's own https address.
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((els) =>
        els.map((e) => new URL(e.getAttribute('href') ?? '', 'https://docs.example/a/page.html').protocol),
      );
    assert.ok(
      hrefs.every((p) => ['http:', 'https:', 'mailto:'].includes(p)),
      hrefs.join(' '),
    );
  });
});
