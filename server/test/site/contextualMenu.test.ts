// The contextual menu (docs.json `contextual`): the real CLI writes each page's Markdown beside its HTML only when
// the menu asks for it, `dev` serves the same Markdown, and in Debian's Chromium (playwright-core, never a downloaded
// browser) the menu sits beside the title at 1280 and 390 px, opens by click and keyboard, leads to the Markdown and
// carries the page's address to the assistants. Screenshots go to .test-output/site/contextual/ for review.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as os from 'os';
import * as path from 'path';
import type { Browser, Page } from 'playwright-core';
import { DevServer } from '../../src/node/devServer';
import { requireProgram } from '../helpers/requirements';
import { scaledTimeout } from '../helpers/timeScale';
import { writeTree } from './sampleSite';
import { launchChromium } from '../helpers/chromium';
import type { El } from '../helpers/browserGlobals';
import { staticHost } from '../helpers/staticHost';

const CLI = path.resolve(__dirname, '../../../../dist/docsjson.js');
const SCREENSHOTS = path.resolve(__dirname, '../../../../.test-output/site/contextual');

const INTRO =
  '---\ntitle: "Getting started with the Acme platform and its many tools"\ndescription: Set it up in minutes.\n---\n\n' +
  'Install the **CLI** first.\n\n## Install\n\n<Note>Needs Node 20.</Note>\n\n## Use\n\nRun it.\n';

function contextualSite(root: string, contextual: unknown): void {
  writeTree(root, {
    'docs.json': JSON.stringify({
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#2255cc' },
      ...(contextual === undefined ? {} : { contextual }),
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/intro', 'guides/missing'] }] },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'guides/intro.mdx': INTRO,
  });
}

function build(root: string, out: string): void {
  const result = spawnSync(process.execPath, [CLI, 'build', root, '--out', out, '--no-color'], { encoding: 'utf8' });
  assert.ok(result.status === 0 || result.status === 1, result.stderr);
  assert.ok(fs.existsSync(path.join(out, 'guides/intro.html')), result.stderr);
}

function filesUnder(dir: string, ext: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(ext)).sort();
}

describe('contextual menu: Markdown copies of pages', function () {
  this.timeout(scaledTimeout(60000));
  let tmp: string;
  beforeEach(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-contextual-'))));
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('writes each page with a file as Markdown beside its HTML when the menu copies or views pages', () => {
    contextualSite(path.join(tmp, 'docs'), { options: ['copy', 'view', 'chatgpt', 'claude', 'unknown-thing'] });
    build(path.join(tmp, 'docs'), path.join(tmp, 'out'));
    const out = path.join(tmp, 'out');
    assert.deepEqual(filesUnder(out, '.md'), ['guides/intro.md', 'index.md']);
    assert.equal(
      fs.readFileSync(path.join(out, 'guides/intro.md'), 'utf8'),
      '# Getting started with the Acme platform and its many tools\n\nSet it up in minutes.\n\n' +
        'Install the **CLI** first.\n\n## Install\n\n<Note>Needs Node 20.</Note>\n\n## Use\n\nRun it.\n',
    );
    assert.equal(fs.readFileSync(path.join(out, 'index.md'), 'utf8'), '# Home\n\nWelcome.\n');
    const html = fs.readFileSync(path.join(out, 'guides/intro.html'), 'utf8');
    assert.match(html, /<a href="intro\.md"><span[^>]*><\/span><span>View as Markdown<\/span>/);
    assert.match(html, /href="https:\/\/claude\.ai\/new\?q=Read%20from%20%2Fguides%2Fintro%20so%20I/);
    assert.match(html, /href="https:\/\/chatgpt\.com\/\?hints=search&amp;q=Read%20from%20%2Fguides%2Fintro/);
    assert.doesNotMatch(html, /unknown-thing/);
    // A page listed without a file gets no menu.
    assert.doesNotMatch(fs.readFileSync(path.join(out, 'guides/missing.html'), 'utf8'), /dj-contextual/);
  });

  it('writes no Markdown without the menu, or when it only links to assistants', () => {
    contextualSite(path.join(tmp, 'plain'), undefined);
    build(path.join(tmp, 'plain'), path.join(tmp, 'plain-out'));
    assert.deepEqual(filesUnder(path.join(tmp, 'plain-out'), '.md'), []);
    const plain = fs.readFileSync(path.join(tmp, 'plain-out/guides/intro.html'), 'utf8');
    assert.doesNotMatch(plain, /dj-contextual|dj-title-row/);
    assert.doesNotMatch(fs.readFileSync(path.join(tmp, 'plain-out/_docsjson/site.css'), 'utf8'), /dj-contextual/);

    contextualSite(path.join(tmp, 'links'), { options: ['claude'], display: 'toc' });
    build(path.join(tmp, 'links'), path.join(tmp, 'links-out'));
    assert.deepEqual(filesUnder(path.join(tmp, 'links-out'), '.md'), []);
    const links = fs.readFileSync(path.join(tmp, 'links-out/guides/intro.html'), 'utf8');
    assert.match(links, /Open in Claude/);
    assert.doesNotMatch(links, /View as Markdown|Copy page/);
    // `display: "toc"`: at the top of "On this page"; a page without one keeps it beside the title.
    assert.match(links, /<aside class="dj-toc"[^>]*><div class="dj-contextual">/);
    assert.doesNotMatch(links, /dj-title-row/);
    const home = fs.readFileSync(path.join(tmp, 'links-out/index.html'), 'utf8');
    assert.match(home, /<div class="dj-title-row"><h1 class="dj-title">Home<\/h1><div class="dj-contextual">/);
  });

  it('dev serves the same Markdown as text/markdown, only when the menu asks for it', async () => {
    contextualSite(path.join(tmp, 'docs'), { options: ['view'] });
    contextualSite(path.join(tmp, 'plain'), undefined);
    for (const [folder, wanted] of [
      ['docs', true],
      ['plain', false],
    ] as const) {
      const dev = await DevServer.start({
        rootPath: path.join(tmp, folder),
        docsFile: 'docs.json',
        port: 0,
        host: '127.0.0.1',
      });
      try {
        const reply = await fetch(`${dev.url}guides/intro.md`);
        const body = await reply.text();
        if (wanted) {
          assert.equal(reply.status, 200);
          assert.equal(reply.headers.get('content-type'), 'text/markdown; charset=utf-8');
          assert.match(
            body,
            /^# Getting started with the Acme platform and its many tools\n\nSet it up in minutes\.\n/,
          );
          assert.match(body, /<Note>Needs Node 20\.<\/Note>/);
          assert.equal((await fetch(`${dev.url}guides/missing.md`)).status, 404);
        } else assert.equal(reply.status, 404);
      } finally {
        await dev.close();
      }
    }
  });
});

// The browser's globals, for the functions that run in the page.
declare const document: {
  querySelector(selector: string): El | null;
  documentElement: { scrollWidth: number };
};

describe('contextual menu in a real browser (chromium)', function () {
  this.timeout(scaledTimeout(120000));
  let tmp: string;
  let browser: Browser;
  let server: http.Server;
  let base: string;
  const open = async (file: string, width: number) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(base + file);
    return page;
  };
  const box = (page: Page, selector: string) =>
    page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect(), selector);
  const shot = async (page: Page, name: string) => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  };

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-contextual-browser-'));
    contextualSite(path.join(tmp, 'docs'), { options: ['copy', 'view', 'chatgpt', 'claude'] });
    build(path.join(tmp, 'docs'), path.join(tmp, 'out'));
    server = await staticHost(path.join(tmp, 'out'));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    server?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  for (const width of [1280, 390]) {
    it(`shows the menu beside the title at ${width} px; it opens by click and keyboard and leads to the Markdown`, async () => {
      const page = await open('guides/intro.html', width);
      const copy = page.getByRole('button', { name: 'Copy page' });
      assert.ok(await copy.isVisible());
      const title = await box(page, '.dj-title');
      const menu = await box(page, '.dj-contextual');
      // Beside the title on a wide screen; a long title may push it under on a phone, but it stays in the header.
      if (width === 1280)
        assert.ok(menu.left >= title.right && menu.top < title.bottom, JSON.stringify({ title, menu }));
      else assert.ok(menu.top >= title.top && menu.top <= title.bottom + 8, JSON.stringify({ title, menu }));

      const toggle = page.locator('.dj-contextual summary');
      // The page's script keeps aria-expanded in step with the menu when it opens or closes (a task later).
      const expanded = (value: 'true' | 'false') =>
        page
          .locator(
            `.dj-contextual details${value === 'true' ? '[open]' : ':not([open])'} > summary[aria-expanded="${value}"]`,
          )
          .waitFor({ timeout: scaledTimeout(5000) });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await toggle.click();
      await expanded('true');
      const view = page.getByRole('link', { name: /View as Markdown/ });
      assert.ok(await view.isVisible());
      const list = await box(page, '.dj-contextual ul');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(list.left >= 0 && list.right <= width, `the open menu fits: ${JSON.stringify(list)}`);
      assert.ok(scrollWidth <= width, `nothing overflows: ${scrollWidth} px wide`);
      await shot(page, `intro-${width}-open`);

      // The assistants get the address the reader sees.
      const claude = new URL((await page.getByRole('link', { name: /Open in Claude/ }).getAttribute('href'))!);
      assert.equal(claude.origin + claude.pathname, 'https://claude.ai/new');
      assert.equal(claude.searchParams.get('q'), `Read from ${base}guides/intro.html so I can ask questions about it.`);

      // Keyboard: Escape closes and returns to the toggle; Enter opens, arrows walk the items.
      await page.keyboard.press('Escape');
      await expanded('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expanded('true');
      await page.keyboard.press('ArrowDown');
      assert.equal(
        await page.evaluate(
          () => (document as unknown as { activeElement: { textContent: string } }).activeElement.textContent,
        ),
        'View as MarkdownView this page as plain text',
      );
      await page.keyboard.press('Enter');
      await page.waitForURL(`${base}guides/intro.md`);
      assert.match(
        (await page.content()) + (await page.textContent('body')),
        /# Getting started with the Acme platform/,
      );
      await page.close();
    });
  }

  it('"Copy page" puts the Markdown on the clipboard and says so', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base.replace(/\/$/, '') });
    const page = await context.newPage();
    await page.goto(`${base}guides/intro.html`);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor({ timeout: scaledTimeout(5000) });
    const copied = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    assert.equal(copied, fs.readFileSync(path.join(tmp, 'out/guides/intro.md'), 'utf8'));
    await context.close();
  });
});
