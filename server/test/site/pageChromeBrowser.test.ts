// What frames a page, in Debian's Chromium (playwright-core, never a downloaded browser): the banner, a language's own
// navbar, footer and banner on that language's pages, a hand-written page's RequestExample / ResponseExample in a column beside it on
// wide screens and below it on phones, and navigation icons in the Font Awesome style docs.json or the front matter
// names, and the host's 404 page at any address. One site built once and read from file:// (the 404 page from a
// static file server, as a host serves it); screenshots go to .test-output/site/chrome/ for review.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import type { AddressInfo } from 'net';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../src/node/siteBuild';
import { contentStylesheet } from '../../src/node/siteAssets';
import { requireProgram } from '../helpers/requirements';
import { page as mdx, writeTree } from './sampleSite';
import { scaledTimeout } from '../helpers/timeScale';
import { launchChromium } from '../helpers/chromium';
import type { El } from '../helpers/browserGlobals';
import { staticHost } from '../helpers/staticHost';

const SCREENSHOTS = path.resolve(__dirname, '../../../../.test-output/site/chrome');

// The browser's globals, for the functions that run in the page.
declare const document: { querySelector(selector: string): El | null };
declare function getComputedStyle(element: El, pseudo?: string): { getPropertyValue(property: string): string };

const API_CALL = `Send the request with your key.

<RequestExample>
\`\`\`bash cURL
curl https://api.example.com/v1/things -H "Authorization: Bearer KEY"
\`\`\`
</RequestExample>

<ResponseExample>
\`\`\`json 200
{ "things": [] }
\`\`\`
</ResponseExample>

## Errors

${'A paragraph about what can go wrong and how to recover from it.\n\n'.repeat(12)}`;

function chromeSite(root: string): void {
  writeTree(root, {
    'docs.json': JSON.stringify({
      name: 'Chrome',
      theme: 'mint',
      colors: { primary: '#2255cc' },
      navbar: { links: [{ label: 'Site link', href: 'https://example.com/site' }] },
      banner: { content: 'Version 2 is out: read [the start page](/en/start#top) and **more**.', dismissible: true },
      errors: {
        '404': { redirect: false, title: 'Lost in space', description: 'Try **the [start page](/en/start)**.' },
      },
      footer: { links: [{ header: 'Site column', items: [{ label: 'Home', href: '/en/start' }] }] },
      navigation: {
        languages: [
          {
            language: 'en',
            default: true,
            groups: [
              {
                group: 'Start',
                icon: { name: 'rocket', style: 'solid' },
                pages: ['en/start', 'en/api-call', 'en/solid-star'],
              },
            ],
          },
          {
            language: 'fr',
            navbar: { links: [{ label: 'Lien FR', href: 'https://example.com/fr' }] },
            banner: { content: 'Maintenance ce soir', type: 'warning' },
            footer: {
              links: [{ header: 'Ressources', items: [{ label: 'Accueil', href: '/fr/start' }] }],
              socials: { github: 'https://github.com/acme' },
            },
            groups: [{ group: 'Départ', pages: ['fr/start'] }],
          },
        ],
      },
    }),
    'en/start.mdx': '---\ntitle: Start\nicon: star\niconType: regular\n---\n\nHello.\n',
    'en/solid-star.mdx':
      '---\ntitle: Solid star\nicon: star\niconType: solid\n---\n\n<AccordionGroup>\n<Accordion title="How long?" description="The short answer">\nA minute.\n</Accordion>\n<Accordion title="Why?">\nBecause.\n</Accordion>\n</AccordionGroup>\n',
    'en/api-call.mdx': mdx('Call the API', API_CALL),
    'fr/start.mdx': mdx('Départ', 'Bonjour.'),
  });
}

describe('language navbar and footer, page examples column and icon styles in a real browser (chromium)', function () {
  this.timeout(scaledTimeout(180000));
  let tmp: string;
  let browser: Browser;
  let out: string;
  const url = (file: string) => pathToFileURL(path.join(out, file)).href;
  const open = async (file: string, width: number, colorScheme: 'light' | 'dark' = 'light') => {
    const page = await browser.newPage({ viewport: { width, height: 860 }, colorScheme });
    await page.goto(url(file));
    return page;
  };
  const shot = async (page: Page, name: string) => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  };
  const box = (page: Page, selector: string) =>
    page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect(), selector);

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-chrome-'));
    chromeSite(path.join(tmp, 'docs'));
    out = path.join(tmp, 'out');
    const summary = await buildSite({
      rootPath: path.join(tmp, 'docs'),
      docsFile: 'docs.json',
      outDir: out,
      workers: 0,
      contentCss: contentStylesheet(),
    });
    assert.equal(summary.failed, false, JSON.stringify(summary.problems));
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("shows a language's own navbar and footer on its pages, the site's on the others", async () => {
    const fr = await open('fr/start.html', 1280);
    assert.ok(await fr.getByRole('link', { name: 'Lien FR' }).isVisible());
    assert.equal(await fr.getByRole('link', { name: 'Site link' }).count(), 0);
    const frFooter = fr.locator('footer.dj-footer');
    assert.ok(await frFooter.getByText('Ressources').isVisible());
    assert.ok(await frFooter.getByRole('link', { name: 'Accueil' }).isVisible());
    assert.ok(await frFooter.getByRole('link', { name: 'GitHub' }).isVisible());
    assert.equal(await frFooter.getByText('Site column').count(), 0);
    await shot(fr, 'fr-1280-light');
    await fr.close();

    const en = await open('en/start.html', 1280);
    assert.ok(await en.getByRole('link', { name: 'Site link' }).isVisible());
    assert.equal(await en.getByRole('link', { name: 'Lien FR' }).count(), 0);
    assert.ok(await en.locator('footer.dj-footer').getByText('Site column').isVisible());
    assert.equal(await en.locator('footer.dj-footer').getByText('Ressources').count(), 0);
    await en.close();
  });

  it("puts a page's own request and response examples beside it from 1024 px, below it on a phone", async () => {
    const wide = await open('en/api-call.html', 1280);
    const text = await box(wide, '.dj-endpoint-reference');
    const examples = await box(wide, '.dj-endpoint-examples');
    assert.ok(examples.left >= text.right, `examples at ${examples.left}, text ends at ${text.right}`);
    assert.ok(Math.abs(examples.top - text.top) < 40, `examples top ${examples.top}, text top ${text.top}`);
    // The examples take the place of "On this page", as on Mintlify.
    assert.equal(await wide.locator('.dj-toc').count(), 0);
    assert.ok(await wide.locator('.dj-endpoint-examples').getByText('curl https://api.example.com').isVisible());
    await shot(wide, 'api-call-1280-light');
    await wide.close();

    const dark = await open('en/api-call.html', 1280, 'dark');
    await shot(dark, 'api-call-1280-dark');
    await dark.close();

    const phone = await open('en/api-call.html', 390);
    const phoneText = await box(phone, '.dj-endpoint-reference');
    const phoneExamples = await box(phone, '.dj-endpoint-examples');
    assert.ok(phoneExamples.top >= phoneText.bottom, 'the examples follow the text on a phone');
    assert.ok(phoneExamples.right <= 390, `the examples fit the screen (right edge ${phoneExamples.right})`);
    await shot(phone, 'api-call-390-light');
    await phone.close();
  });

  it("shows the site's banner above the page, the language's on its pages, and keeps a dismissed one closed", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto(url('en/api-call.html'));
    const banner = page.locator('.dj-banner');
    assert.ok(await banner.isVisible());
    assert.ok(await banner.locator('strong').getByText('more').isVisible());
    const [bannerBox, headerBox] = [await box(page, '.dj-banner'), await box(page, '.dj-header')];
    assert.ok(bannerBox.top < 1 && headerBox.top >= bannerBox.bottom - 1, 'the banner is above the header');
    await shot(page, 'banner-1280-light');
    await banner.getByRole('link', { name: 'the start page' }).click();
    await page.waitForURL(/en\/start\.html#top$/);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    assert.equal(await banner.count(), 0);
    await page.goto(url('en/api-call.html'));
    assert.ok(!(await page.locator('.dj-banner').isVisible()), 'a dismissed banner stays dismissed');

    await page.goto(url('fr/start.html'));
    const fr = page.locator('.dj-banner');
    assert.equal((await fr.textContent())?.trim(), 'Maintenance ce soir');
    assert.match((await fr.getAttribute('class')) ?? '', /dj-banner-warning/);
    assert.equal(await fr.getByRole('button', { name: 'Dismiss' }).count(), 0);
    await page.setViewportSize({ width: 390, height: 860 });
    await shot(page, 'banner-fr-390-light');
    await context.close();
  });

  it('serves its 404 page at any address in the site’s look, with the title, description and links of errors.404', async () => {
    const host = await staticHost(out);
    try {
      const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
      const response = await page.goto(`${base}/no/such/deep/page`);
      assert.equal(response?.status(), 404);
      assert.equal(await page.locator('h1.dj-title').textContent(), 'Lost in space');
      // The stylesheet loaded from the deep address: the header is laid out as on every page.
      const header = await box(page, '.dj-header');
      assert.ok(header.bottom - header.top < 120, `header height ${header.bottom - header.top}`);
      assert.ok(await page.locator('.dj-content strong').getByText('the start page').isVisible());
      await shot(page, 'not-found-1280-light');
      await page.locator('.dj-content').getByRole('link', { name: 'start page' }).click();
      await page.waitForURL(`${base}/en/start.html`);
      assert.equal(await page.locator('h1.dj-title').textContent(), 'Start');
      await page.close();
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });

  it('draws accordions as Mintlify does: a chevron that turns when open, no disclosure triangle', async () => {
    const page = await open('en/solid-star.html', 1280);
    const summary = page.locator('.dj-accordion > summary').first();
    const chevron = () => summary.evaluate((el: El) => getComputedStyle(el, '::before').getPropertyValue('transform'));
    assert.equal(await summary.evaluate((el: El) => getComputedStyle(el).getPropertyValue('display')), 'flex');
    const closed = await chevron();
    assert.notEqual(closed, 'none');
    await summary.click();
    assert.ok(await page.getByText('A minute.').isVisible());
    // The transition settles on the open angle; wait for it rather than for a time.
    await page.waitForFunction(
      (before) =>
        getComputedStyle(document.querySelector('.dj-accordion > summary')!, '::before').getPropertyValue(
          'transform',
        ) !== before,
      closed,
    );
    await shot(page, 'accordion-1280-light');
    await page.close();
  });

  it('draws navigation icons in the Font Awesome style docs.json and the front matter name', async () => {
    const page = await open('en/start.html', 1280);
    const maskOf = (selector: string) =>
      page.evaluate((s) => getComputedStyle(document.querySelector(s)!).getPropertyValue('--dj-icon-img'), selector);
    const group = await maskOf('.dj-sidebar .dj-i-fa-solid--rocket');
    const regularStar = await maskOf('.dj-sidebar .dj-i-fa-regular--star');
    const solidStar = await maskOf('.dj-sidebar .dj-i-fa-solid--star');
    for (const drawn of [group, regularStar, solidStar]) assert.match(drawn, /data:image\/svg\+xml/);
    assert.notEqual(regularStar, solidStar, 'the regular star is drawn from its own style');
    await page.close();
  });
});
