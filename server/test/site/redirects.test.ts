// docs.json redirects in `docsjson build` (a page at each plain source, the rest listed for the host) and in
// `docsjson dev` (HTTP redirects, parameters and wildcards included). The browser side (the redirect page followed
// from file://) is in siteFeatures.browser.test.ts.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import { run } from '../../src/cli/run';
import { DevServer } from '../../src/node/devServer';
import { page, writeTree } from './sampleSite';
import { scaledTimeout } from '../helpers/timeScale';

export function redirectSite(root: string): void {
  writeTree(root, {
    'docs.json': JSON.stringify({
      name: 'Moves',
      theme: 'mint',
      colors: { primary: '#0a7d5a' },
      navigation: { groups: [{ group: 'Start', pages: ['intro', 'guides/new-setup', 'v2/intro'] }] },
      redirects: [
        { source: '/old-setup', destination: '/guides/new-setup#install' },
        { source: '/deep/older/setup/', destination: '/old-setup' },
        { source: '/temp', destination: '/intro', permanent: false },
        { source: '/beta/:slug*', destination: '/v2/:slug*' },
        { source: '/intro', destination: '/guides/new-setup' },
        { source: '/away', destination: 'https://example.com/elsewhere' },
        { source: '/nowhere', destination: '/not-a-page' },
        { source: '/spec.json', destination: '/intro' },
      ],
    }),
    'intro.mdx': page('Introduction', 'See [the old setup](/old-setup) and [beta](/beta/intro).'),
    'guides/new-setup.mdx': page('Setup', '## Install\n\nText.'),
    'v2/intro.mdx': page('V2 intro'),
  });
}

function get(url: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
      })
      .on('error', reject);
  });
}

describe('redirects in build and dev', function () {
  this.timeout(scaledTimeout(60000));
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-redirects-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('build: writes a page at every plain source and lists what the host must serve', async () => {
    redirectSite(path.join(tmp, 'docs'));
    const outcome = await run(['build', 'docs', '--out', 'site'], { cwd: tmp, env: {}, stdoutIsTTY: false });
    assert.equal(outcome.exitCode, 0, outcome.stdout);
    const out = path.join(tmp, 'site');
    const read = (f: string) => fs.readFileSync(path.join(out, f), 'utf8');

    const moved = read('old-setup.html');
    assert.match(moved, /<meta http-equiv="refresh" content="0; url=guides\/new-setup\.html#install">/);
    assert.match(moved, /<a href="guides\/new-setup\.html#install">Setup<\/a>/);
    // A redirect to another redirect's source leads to that page; relative from deep folders.
    assert.match(read('deep/older/setup.html'), /url=\.\.\/\.\.\/old-setup\.html"/);
    assert.match(read('temp.html'), /url=intro\.html"/);
    assert.match(read('away.html'), /url=https:\/\/example\.com\/elsewhere"/);
    const nowhere = read('nowhere.html');
    assert.doesNotMatch(nowhere, /http-equiv="refresh"/);
    assert.match(nowhere, /moved to \/not-a-page, which this site does not have/);
    // The page at /intro is kept.
    assert.match(read('intro.html'), /<h1 class="dj-title">Introduction<\/h1>/);
    // Links to a redirect source lead to its page.
    assert.match(read('intro.html'), /<a href="old-setup\.html">the old setup<\/a>/);

    assert.match(outcome.stdout, /Redirects: 5 pages written at their sources\.\n/);
    assert.match(
      outcome.stdout,
      /2 redirects with parameters, wildcards or a file name need the host's configuration[^\n]*\n {2}\/beta\/:slug\* -> \/v2\/:slug\* \(308\)\n {2}\/spec\.json -> \/intro \(308\)\n/,
    );
    assert.match(
      outcome.stdout,
      /1 redirect not written:\n {2}\/intro: a page of the site is served at this address\n/,
    );
  });

  it('dev: answers sources with 308 (307 when not permanent), fills wildcards in, and serves pages first', async () => {
    const root = path.join(tmp, 'docs');
    redirectSite(root);
    const dev = await DevServer.start({ rootPath: root, docsFile: 'docs.json', port: 0, host: '127.0.0.1' });
    try {
      assert.deepEqual(await get(`${dev.url}old-setup`), { status: 308, location: '/guides/new-setup.html#install' });
      assert.deepEqual(await get(`${dev.url}old-setup.html`), {
        status: 308,
        location: '/guides/new-setup.html#install',
      });
      assert.deepEqual(await get(`${dev.url}temp`), { status: 307, location: '/intro.html' });
      assert.deepEqual(await get(`${dev.url}beta/intro`), { status: 308, location: '/v2/intro.html' });
      assert.deepEqual(await get(`${dev.url}spec.json`), { status: 308, location: '/intro.html' });
      assert.deepEqual(await get(`${dev.url}away`), { status: 308, location: 'https://example.com/elsewhere' });
      assert.deepEqual(await get(`${dev.url}nowhere`), { status: 308, location: '/not-a-page' });
      assert.equal((await get(`${dev.url}intro.html`)).status, 200);
      assert.equal((await get(`${dev.url}elsewhere`)).status, 404);
    } finally {
      await dev.close();
    }
  });
});
