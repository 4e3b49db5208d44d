// docsjson dev serves the site to its own pages only. A page on another origin (another port of this host: the same
// site, another origin; or another host name: another site) that loads the preview's sidebar and search files with
// script tags, fetches them or frames a page reads nothing, in a real browser (Debian's chromium through
// playwright-core). The preview's own pages still load both.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as os from 'os';
import * as path from 'path';
import type { BrowserContext } from 'playwright-core';
import { DevServer } from '../../src/node/devServer';
import { requireProgram } from '../helpers/requirements';
import { sampleSite } from './sampleSite';
import { scaledTimeout } from '../helpers/timeScale';

/** The attacker's page: defines the callbacks the site's data files call, then asks for the files every way it can. */
function attackPage(target: string, section: string, scope: string): string {
  const files = [`_docsjson/nav/${section}.js`, `_docsjson/search/${scope}.js`, `_docsjson/nav/${section}.js?v=1`];
  return `<!doctype html><html><body><script>
window.stolen = [];
window.djNav = function (id, markup) { stolen.push('nav via script: ' + markup.slice(0, 80)); };
window.MiniSearch = { loadJS: function () { return null; } };
window.djSearchLoaded = function (id, options, data) { stolen.push('search via script: ' + JSON.stringify(data).slice(0, 80)); };
window.attempts = 0;
function load(src) {
  return new Promise(function (done) {
    var s = document.createElement('script'); s.src = src; s.onload = done; s.onerror = done; document.head.appendChild(s);
  }).then(function () { attempts++; });
}
function read(src) {
  return fetch(src).then(function (r) { return r.text(); }).then(function (t) { stolen.push('fetch: ' + t.slice(0, 80)); },
    function () {}).then(function () { attempts++; });
}
function frame(src) {
  return new Promise(function (done) {
    var f = document.createElement('iframe'); f.src = src;
    f.onload = function () { try { stolen.push('frame: ' + f.contentDocument.body.textContent.slice(0, 80)); } catch (e) {} done(); };
    f.onerror = done; document.body.appendChild(f);
  }).then(function () { attempts++; });
}
var files = ${JSON.stringify(files.map((f) => target + f))};
window.done = Promise.all(files.map(load).concat(files.map(read), [frame(${JSON.stringify(target + 'guides/setup.html')})]));
</script></body></html>`;
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) =>
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject),
  );
}

describe('docsjson dev and pages of other origins (chromium)', function () {
  this.timeout(scaledTimeout(180000));
  let tmp: string;
  let context: BrowserContext;
  let dev: DevServer;
  let attacker: http.Server;
  let attackerPort: number;

  before(async function () {
    requireProgram(this, 'chromium', 'apt-get install -y chromium');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-origins-'));
    sampleSite(path.join(tmp, 'docs'));
    dev = await DevServer.start({
      rootPath: path.join(tmp, 'docs'),
      docsFile: 'docs.json',
      port: 0,
      host: '127.0.0.1',
    });
    const home = await get(dev.url);
    const section = /data-dj-section="([^"]+)"/.exec(home.body)![1];
    const scope = /data-dj-scope="([^"]+)"/.exec(home.body)![1];
    attacker = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(attackPage(dev.url, section, scope));
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerPort = (attacker.address() as AddressInfo).port;
    const { chromium } = await import('playwright-core');
    context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  });
  after(async () => {
    await context?.close();
    await dev?.close();
    attacker?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  for (const [who, host] of [
    ['another port of the same host (same site)', '127.0.0.1'],
    ['another host name (another site)', 'localhost'],
  ]) {
    it(`a page on ${who} reads neither the sidebar nor the search index`, async () => {
      const page = await context.newPage();
      await page.goto(`http://${host}:${attackerPort}/`);
      await page.evaluate('window.done');
      assert.equal(await page.evaluate('window.attempts'), 7);
      assert.deepEqual(await page.evaluate('window.stolen'), []);
      await page.close();
    });
  }

  it("the preview's own pages load their sidebar and search index", async () => {
    const page = await context.newPage();
    const data: number[] = [];
    page.on('response', (r) => {
      if (/_docsjson\/(?:nav|search)\//.test(r.url())) data.push(r.status());
    });
    await page.goto(`${dev.url}intro.html`);
    await page.waitForSelector('.dj-search-button:not([hidden])');
    await page.keyboard.press('/');
    await page.locator('.dj-search input').fill('zebrafish');
    await page.waitForSelector('.dj-search-results a');
    assert.equal(await page.locator('.dj-search-results a span').first().textContent(), 'Setup');
    assert.deepEqual(data, [200, 200]);
    await page.close();
  });
});
