// The real dev server over HTTP, on a real folder.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import { DevServer } from '../../src/node/devServer';
import { sampleSite, writeTree } from './sampleSite';
import { waitFor } from '../helpers/waitFor';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(url: string, options: http.RequestOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A server-sent events stream: events are queued per kind until a test takes them with next(). */
function events(url: string) {
  const unread: Array<{ event: string; data: string }> = [];
  const waiters: Array<{ event: string; resolve: (data: string) => void }> = [];
  let buffer = '';
  const req = http.get(url, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = [...block.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join('\n');
        if (!event) continue;
        const i = waiters.findIndex((w) => w.event === event);
        if (i >= 0) waiters.splice(i, 1)[0].resolve(data);
        else unread.push({ event, data });
      }
    });
  });
  req.on('error', () => undefined);
  return {
    next: (event: string) =>
      new Promise<string>((resolve) => {
        const i = unread.findIndex((e) => e.event === event);
        if (i >= 0) resolve(unread.splice(i, 1)[0].data);
        else waiters.push({ event, resolve });
      }),
    close: () => req.destroy(),
  };
}

describe('docsjson dev server', function () {
  this.timeout(60000);
  let tmp: string;
  let dev: DevServer;

  beforeEach(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-dev-'));
    sampleSite(tmp);
    dev = await DevServer.start({ rootPath: tmp, docsFile: 'docs.json', port: 0, host: '127.0.0.1' });
    await dev.watching();
  });
  afterEach(async () => {
    await dev.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('renders pages on request and serves only what the site references, with content types', async () => {
    const home = await request(dev.url);
    assert.equal(home.status, 200);
    assert.equal(home.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(home.body, /<title>Introduction - Sample<\/title>/);
    assert.match(home.body, /data-dj-dev="1"/);
    const setup = await request(`${dev.url}guides/setup.html`);
    assert.match(setup.body, /zebrafish/);
    const redirect = await request(`${dev.url}guides/setup`);
    assert.equal(redirect.status, 302);
    assert.equal(redirect.headers.location, '/guides/setup.html');
    const css = await request(`${dev.url}_docsjson/site.css`);
    assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
    const logo = await request(`${dev.url}images/logo.png`);
    assert.equal(logo.status, 200);
    assert.equal(logo.headers['content-type'], 'image/png');
    assert.equal(logo.body, 'PNG');
    for (const refused of [
      'custom.js',
      'style.css',
      'docs.json',
      'intro.mdx',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
    ])
      assert.equal((await request(`${dev.url}${refused}`)).status, 404, refused);
  });

  it('answers only requests that name this server, and only GET and HEAD', async () => {
    assert.equal((await request(dev.url, { headers: { Host: 'evil.example' } })).status, 403);
    assert.equal((await request(dev.url, { method: 'POST' })).status, 405);
    assert.equal((await request(dev.url, { method: 'HEAD' })).body, '');
  });

  it('pushes a reload after docs.json changes, and survives a docs.json that does not parse', async () => {
    await dev.settled();
    const home = await request(dev.url);
    const generation = /data-dj-dev="(\d+)"/.exec(home.body)![1];
    const stream = events(`${dev.url}_docsjson/events?gen=${generation}&file=index.html`);
    try {
      await stream.next('problems');
      const reloaded = stream.next('reload');
      const docs = JSON.parse(fs.readFileSync(path.join(tmp, 'docs.json'), 'utf8'));
      docs.navigation.versions[0].tabs[0].groups[0].pages.push('guides/new');
      writeTree(tmp, { 'guides/new.mdx': '---\ntitle: Brand new\n---\n', 'docs.json': JSON.stringify(docs) });
      await reloaded;
      assert.match((await request(`${dev.url}guides/new.html`)).body, /<title>Brand new - Sample<\/title>/);

      fs.writeFileSync(path.join(tmp, 'docs.json'), '{ "name": "Sample", "navigation": { ');
      let data = await stream.next('problems');
      while (!data.includes('json-syntax')) data = await stream.next('problems');
      const shown = JSON.parse(data) as Array<{ rule: string }>;
      assert.ok(
        shown.some((p) => p.rule === 'json-syntax'),
        JSON.stringify(shown),
      );
      const broken = await request(dev.url);
      assert.equal(broken.status, 200);
      assert.match(broken.body, /class="dj-overlay" role="alert"/);
    } finally {
      stream.close();
    }
  });

  it('takes in a second save of a file right after the first (a format-on-save rewrite)', async () => {
    const file = path.join(tmp, 'guides/setup.mdx');
    const stream = events(`${dev.url}_docsjson/events?gen=1&file=index.html`);
    try {
      await stream.next('problems');
      const first = stream.next('reload');
      fs.writeFileSync(file, '---\ntitle: "First save"\n---\n');
      await first;
    } finally {
      stream.close();
    }
    // Right after the first change was taken in, well inside the watcher's 50 ms window.
    fs.writeFileSync(file, '---\ntitle: "Second save"\n---\n');
    let body = '';
    await waitFor(async () => {
      body = (await request(`${dev.url}guides/setup.html`)).body;
      return /Second save/.test(body);
    }, 'the second save served');
    assert.match(body, /<title>Second save - Sample<\/title>/);
  });

  it('tells a tab that missed a change while its stream was closed to reload', async () => {
    fs.appendFileSync(path.join(tmp, 'intro.mdx'), '\nMore.\n');
    // The tab's stream was closed (hidden tab) while the change was taken in: the page now says generation 2.
    await waitFor(async () => !/data-dj-dev="1"/.test((await request(dev.url)).body), 'a new generation served');
    assert.match((await request(dev.url)).body, /data-dj-dev="2"/);
    assert.match((await request(dev.url)).body, /More\./);
    const stream = events(`${dev.url}_docsjson/events?gen=1&file=index.html`);
    try {
      await stream.next('reload');
    } finally {
      stream.close();
    }
  });
});
