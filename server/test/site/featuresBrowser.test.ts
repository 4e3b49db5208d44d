// Redirects, the footer, Mintlify's components, components the docs define and the windowed sidebar, in Debian's
// Chromium (playwright-core, never a downloaded browser): one site built once and read from file://, and the same
// site from `docsjson dev`. Screenshots go to .test-output/site/ for review.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import type { Browser, Page } from 'playwright-core';
import { DevServer } from '../../src/node/devServer';
import { buildSite } from '../../src/node/siteBuild';
import { contentStylesheet } from '../../src/node/siteAssets';
import { requireProgram } from '../helpers/requirements';
import { page as mdx, writeTree } from './sampleSite';
import { scaledTimeout } from '../helpers/timeScale';
import { launchChromium } from '../helpers/chromium';

const SCREENSHOTS = path.resolve(__dirname, '../../../../.test-output/site');
const BIG = 120;

const COMPONENTS_PAGE = `import { rows, SupportTable } from "/snippets/support.jsx";

<Columns cols={2}>
  <Tile href="/guides/new-setup" title="Setup tile" description="Read the setup">
    Preview
  </Tile>
  <GitHub.Repo repo="acme/widgets" />
</Columns>

<Color variant="compact">
  <Color.Item name="blue" value="#3B82F6" />
</Color>

<Prompt description="Ask for a login form">
Write a login form with email and password.
</Prompt>

<Snippet file="legacy/note.mdx" />

<SupportTable rows={rows()} />
`;

const SUPPORT_JSX = `export const rows = () => [
  { name: "start", web: "1.2.0" },
  { name: "stop" },
];
export const SupportTable = ({ rows }) => (
  <table>
    <tbody>
      {rows.map((r) => (
        <tr key={r.name}><td>{r.name}</td><td>{r.web || "no"}</td></tr>
      ))}
    </tbody>
  </table>
);
`;

function featureSite(root: string): void {
  const big = Array.from({ length: BIG }, (_, i) => `ref/p${i}`);
  writeTree(root, {
    'docs.json': JSON.stringify({
      name: 'Features',
      theme: 'mint',
      colors: { primary: '#0a7d5a' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['intro', 'guides/new-setup', 'v2/intro', 'components'] },
          { group: 'Reference', pages: big },
        ],
      },
      redirects: [
        { source: '/old-setup', destination: '/guides/new-setup#install' },
        { source: '/deep/older/setup', destination: '/old-setup' },
        { source: '/beta/:slug*', destination: '/v2/:slug*' },
      ],
      footer: {
        links: [
          {
            header: 'Resources',
            items: [
              { label: 'Setup guide', href: '/guides/new-setup' },
              { label: 'Status', href: 'https://status.example.com' },
            ],
          },
        ],
        socials: { github: 'https://github.com/acme', x: 'https://x.com/acme' },
      },
    }),
    'intro.mdx': mdx('Introduction', 'Welcome.'),
    'guides/new-setup.mdx': mdx('Setup', `${'Filler paragraph.\n\n'.repeat(40)}## Install\n\nInstall it.`),
    'v2/intro.mdx': mdx('V2 intro'),
    'components.mdx': mdx('Components', COMPONENTS_PAGE),
    'snippets/support.jsx': SUPPORT_JSX,
    '_snippets/legacy/note.mdx': 'Words from the legacy snippet folder.\n',
    ...Object.fromEntries(big.map((p, i) => [`${p}.mdx`, mdx(`Ref ${i}`)])),
  });
}

describe('redirects, footer, components and the long sidebar in a real browser (chromium)', function () {
  this.timeout(scaledTimeout(180000));
  let tmp: string;
  let browser: Browser;
  let out: string;
  const url = (file: string) => pathToFileURL(path.join(out, file)).href;
  const shot = async (page: Page, name: string) => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  };

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-features-'));
    featureSite(path.join(tmp, 'docs'));
    out = path.join(tmp, 'out');
    await buildSite({
      rootPath: path.join(tmp, 'docs'),
      docsFile: 'docs.json',
      outDir: out,
      workers: 0,
      contentCss: contentStylesheet(),
    });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('follows redirect pages from file://, through a redirect to a redirect, to the anchor', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(url('deep/older/setup.html'));
    await page.waitForURL(/guides\/new-setup\.html#install$/);
    assert.equal(await page.locator('h1.dj-title').textContent(), 'Setup');
    await page.close();
  });

  it('answers redirects from docsjson dev, wildcards filled in', async () => {
    const dev = await DevServer.start({
      rootPath: path.join(tmp, 'docs'),
      docsFile: 'docs.json',
      port: 0,
      host: '127.0.0.1',
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${dev.url}old-setup`);
      assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, '/guides/new-setup.html#install');
      assert.equal(await page.locator('h1.dj-title').textContent(), 'Setup');
      await page.goto(`${dev.url}beta/intro`);
      assert.equal(new URL(page.url()).pathname, '/v2/intro.html');
      assert.equal(await page.locator('h1.dj-title').textContent(), 'V2 intro');
      await page.close();
    } finally {
      await dev.close();
    }
  });

  it('shows the footer columns and labelled social links at 1280 and 390 px, and follows a footer link', async () => {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 860 } });
      await page.goto(url('intro.html'));
      const footer = page.locator('footer.dj-footer');
      assert.equal(await footer.locator('.dj-footer-header').textContent(), 'Resources');
      assert.ok(await footer.locator('a', { hasText: 'Status' }).isVisible());
      const github = footer.locator('a[aria-label="GitHub"]');
      assert.equal(await github.getAttribute('href'), 'https://github.com/acme');
      assert.ok(await github.locator('.dj-social-label').isVisible());
      assert.ok((await footer.boundingBox())!.width <= width);
      await shot(page, `footer-${width}`);
      if (width === 1280) {
        await footer.locator('a', { hasText: 'Setup guide' }).click();
        await page.waitForURL(/guides\/new-setup\.html$/);
      }
      await page.close();
    }
  });

  it('renders the components and a .jsx component without markers', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(url('components.html'));
    assert.equal(await page.locator('.dj-marker').count(), 0);
    assert.equal(await page.locator('.dj-tile .dj-tile-title').textContent(), 'Setup tile');
    assert.equal(
      await page.evaluate("getComputedStyle(document.querySelector('.dj-color-swatch')).backgroundColor"),
      'rgb(59, 130, 246)',
    );
    const prompt = page.locator('.dj-prompt details');
    assert.equal(await prompt.locator('.dj-prompt-body').isVisible(), false);
    await prompt.locator('summary').click();
    assert.ok(await prompt.locator('.dj-prompt-body').isVisible());
    assert.match((await page.locator('.dj-content').textContent()) ?? '', /Words from the legacy snippet folder\./);
    assert.deepEqual(await page.locator('.dj-content table tr').allTextContents(), ['start1.2.0', 'stopno']);
    await shot(page, 'components');
    await page.locator('.dj-tile').click();
    await page.waitForURL(/guides\/new-setup\.html$/);
    await page.close();
  });

  it('shows a window of a long group without script, the rest through the section page; all of it with script', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 860 } });
    const page = await noScript.newPage();
    await page.goto(url('ref/p60.html'));
    const links = page.locator('.dj-sidebar .dj-group:has(summary:text("Reference")) li:not(.dj-nav-more) > a');
    assert.equal(await links.count(), 40);
    assert.equal(await page.locator('.dj-sidebar [aria-current="page"]').textContent(), 'Ref 60');
    await page.locator('.dj-nav-more a').last().click();
    await page.waitForURL(/_docsjson\/nav\/s0\.html#dj-nav-n-1$/);
    await page.locator('a', { hasText: 'Ref 119' }).click();
    await page.waitForURL(/ref\/p119\.html$/);
    assert.equal(await page.locator('h1.dj-title').textContent(), 'Ref 119');
    await noScript.close();

    const withScript = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await withScript.goto(url('ref/p60.html'));
    await withScript.waitForFunction("document.querySelectorAll('.dj-sidebar .dj-nav-more').length === 0");
    assert.equal(await withScript.locator('.dj-sidebar a', { hasText: /^Ref \d+$/ }).count(), BIG);
    assert.equal(await withScript.locator('.dj-sidebar [aria-current="page"]').textContent(), 'Ref 60');
    await withScript.close();
  });
});
