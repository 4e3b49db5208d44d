// The real dev server over HTTP, on a real folder.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import { run } from '../../src/cli/run';
import { DevServer, MAX_STREAMS } from '../../src/node/devServer';
import { requireNetworkAddress } from '../helpers/requirements';
import { sampleSite, writeTree } from './sampleSite';
import { waitFor } from '../helpers/waitFor';
import { scaledTimeout } from '../helpers/timeScale';

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
  this.timeout(scaledTimeout(60000));
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
    // An address that could be a page: the site's page-not-found page, its links from the root of the server.
    const missing = await request(`${dev.url}no/such/page`);
    assert.equal(missing.status, 404);
    assert.match(missing.body, /<h1 class="dj-title">Page not found<\/h1>/);
    assert.match(missing.body, /<link rel="stylesheet" href="\/_docsjson\/site\.css\?v=/);
  });

  it("serves the site's data only to its own pages: another site's requests are refused, the data needs the run's key", async () => {
    const home = await request(dev.url);
    const section = /data-dj-section="([^"]+)"/.exec(home.body)![1];
    const scope = /data-dj-scope="([^"]+)"/.exec(home.body)![1];
    const query = /data-dj-assets="([^"]+)"/.exec(home.body)![1].replace(/&amp;/g, '&');
    assert.match(query, /^\?v=1&k=[\w-]{20,}$/);
    const data = [`_docsjson/nav/${section}.js`, `_docsjson/search/${scope}.js`];
    // The pages' own requests: the key they were given, sent from the same origin (or by a client without Fetch
    // Metadata, such as this one).
    for (const file of data) {
      assert.equal((await request(`${dev.url}${file}${query}`)).status, 200, file);
      const own = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' };
      assert.equal((await request(`${dev.url}${file}${query}`, { headers: own })).status, 200, file);
    }
    // Without the key (another origin cannot read it from the pages), or with a guessed one.
    for (const file of data) {
      assert.equal((await request(`${dev.url}${file}`)).status, 403, file);
      assert.equal((await request(`${dev.url}${file}?v=1&k=guess`)).status, 403, file);
    }
    // Another site's page (another port of this host is the same site, another origin): its scripts, images, fetches
    // and frames are refused whatever they ask for, with the key or without; a link to a page opens the page.
    for (const site of ['same-site', 'cross-site']) {
      for (const [file, mode, dest] of [
        [`${data[0]}${query}`, 'no-cors', 'script'],
        ['_docsjson/site.js', 'no-cors', 'script'],
        ['images/logo.png', 'no-cors', 'image'],
        ['guides/setup.html', 'cors', 'empty'],
        ['guides/setup.html', 'navigate', 'iframe'],
      ]) {
        const headers = { 'Sec-Fetch-Site': site, 'Sec-Fetch-Mode': mode, 'Sec-Fetch-Dest': dest };
        assert.equal((await request(`${dev.url}${file}`, { headers })).status, 403, `${site} ${dest} ${file}`);
      }
      const link = { 'Sec-Fetch-Site': site, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };
      assert.equal((await request(`${dev.url}guides/setup.html`, { headers: link })).status, 200);
    }
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
      // Two files saved one after the other: the first reload may come from the page file alone, before the
      // watcher has taken in docs.json, which lists it.
      let body = '';
      await waitFor(async () => {
        body = (await request(`${dev.url}guides/new.html`)).body;
        return /<title>Brand new/.test(body);
      }, 'the new page served');
      assert.match(body, /<title>Brand new - Sample<\/title>/);

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

  it('renders the page an open tab shows right after it is saved, before the tab asks; its new title reaches the sidebars', async () => {
    const rendered: Array<[string, number]> = [];
    const watched = await DevServer.start({
      rootPath: tmp,
      docsFile: 'docs.json',
      port: 0,
      host: '127.0.0.1',
      onPageRendered: (file, generation) => rendered.push([file, generation]),
    });
    try {
      await watched.watching();
      const shown = await request(`${watched.url}guides/setup.html`);
      const generation = Number(/data-dj-dev="(\d+)"/.exec(shown.body)![1]);
      const stream = events(`${watched.url}_docsjson/events?gen=${generation}&file=guides/setup.html`);
      try {
        await stream.next('problems');
        const reloaded = stream.next('reload');
        fs.writeFileSync(
          path.join(tmp, 'guides/setup.mdx'),
          '---\ntitle: "Renamed setup"\n---\n\nThe heron lives here.\n',
        );
        const next = Number(await reloaded);
        await watched.settled();
        assert.deepEqual(rendered.at(-1), ['guides/setup.html', next], 'rendered before any request');
        const served = rendered.length;
        const page = await request(`${watched.url}guides/setup.html`);
        assert.match(page.body, /The heron lives here\./);
        assert.equal(rendered.length, served, 'served as rendered ahead');
        // The navigation was not resolved again for a page's text, yet the other pages show its new title.
        assert.match((await request(watched.url)).body, /Renamed setup/);
      } finally {
        stream.close();
      }
    } finally {
      await watched.close();
    }
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

describe('docsjson dev under many connections', function () {
  this.timeout(scaledTimeout(60000));
  let tmp: string;
  before(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-dev-many-'));
    sampleSite(tmp);
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  /** An event stream, resolved once the server has answered it (its first bytes arrived). */
  function openStream(url: string) {
    let text = '';
    let res: http.IncomingMessage | undefined;
    let onAnswer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (onAnswer = resolve));
    const ended = new Promise<void>((resolve) => {
      const req = http.get(url, (r) => {
        res = r;
        r.setEncoding('utf8');
        r.on('data', (d: string) => {
          text += d;
          onAnswer();
        });
        r.on('end', () => resolve());
      });
      req.on('error', () => resolve());
    });
    return { answered, ended, text: () => text, close: () => res?.destroy() };
  }

  it('keeps a bounded number of live-reload streams: the oldest is told and closed first', async () => {
    const dev = await DevServer.start({ rootPath: tmp, docsFile: 'docs.json', port: 0, host: '127.0.0.1' });
    const streams: Array<ReturnType<typeof openStream>> = [];
    try {
      for (let i = 0; i < MAX_STREAMS + 2; i++) {
        const stream = openStream(`${dev.url}_docsjson/events?gen=1&file=index.html`);
        await stream.answered;
        streams.push(stream);
      }
      assert.equal(dev.openStreams, MAX_STREAMS);
      await streams[0].ended;
      await streams[1].ended;
      assert.match(streams[0].text(), /event: closed\ndata: too many open streams\n\n$/);
      // The newest are still open.
      for (const s of streams.slice(2)) assert.doesNotMatch(s.text(), /event: closed/);
    } finally {
      for (const s of streams) s.close();
      await dev.close();
    }
  });

  it('drops connections beyond its limit at once', async () => {
    const dev = await DevServer.start({
      rootPath: tmp,
      docsFile: 'docs.json',
      port: 0,
      host: '127.0.0.1',
      maxConnections: 3,
    });
    const streams: Array<ReturnType<typeof openStream>> = [];
    try {
      // Three connections the server has taken (each answered), then one more.
      for (let i = 0; i < 3; i++) {
        const stream = openStream(`${dev.url}_docsjson/events?gen=1&file=index.html`);
        await stream.answered;
        streams.push(stream);
      }
      const refused = await new Promise<string>((resolve) => {
        http.get(dev.url, (res) => resolve(`answered ${res.statusCode}`)).on('error', (e) => resolve(e.message));
      });
      assert.match(refused, /socket hang up|ECONNRESET/);
    } finally {
      for (const s of streams) s.close();
      await dev.close();
    }
  });
});

describe('docsjson dev on every interface (--host 0.0.0.0)', function () {
  this.timeout(scaledTimeout(60000));
  let tmp: string;
  let dev: DevServer;
  let address: string;

  before(async function () {
    address = requireNetworkAddress(this);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-dev-all-'));
    sampleSite(tmp);
    dev = await DevServer.start({ rootPath: tmp, docsFile: 'docs.json', port: 0, host: '0.0.0.0' });
  });
  after(async () => {
    await dev?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("answers a client on the network that addresses it by this computer's address or name", async () => {
    const port = new URL(dev.url).port;
    // A real connection to the network address, as another computer makes it (Host: that address).
    const home = await request(`http://${address}:${port}/`);
    assert.equal(home.status, 200, home.body);
    assert.match(home.body, /<title>Introduction - Sample<\/title>/);
    const byName = await request(`http://${address}:${port}/`, { headers: { Host: `${os.hostname()}:${port}` } });
    assert.equal(byName.status, 200);
    // Another name, as a DNS-rebinding page sends it, is still refused.
    const other = await request(`http://${address}:${port}/`, { headers: { Host: `evil.example:${port}` } });
    assert.equal(other.status, 403);
    assert.ok(dev.networkUrls().includes(`http://${address}:${port}/`), dev.networkUrls().join(' '));
  });

  it('says where other computers reach it in its start line', async () => {
    let printed = '';
    const stop = new AbortController();
    const started = new Promise<void>((resolve) => {
      void run(['dev', tmp, '--host', '0.0.0.0', '--port', '0', '--no-color'], {
        cwd: tmp,
        env: {},
        stdoutIsTTY: false,
        signal: stop.signal,
        stdout: {
          write(text: string) {
            printed += text;
            if (printed.includes('Note:')) resolve();
          },
        },
      });
    });
    await started;
    stop.abort();
    assert.match(
      printed,
      new RegExp(
        `Note: --host 0\\.0\\.0\\.0 makes the preview reachable from other computers on the network, at ` +
          `(?:\\S+, )*http://${address.replace(/\./g, '\\.')}:\\d+/.*\\(it answers requests addressed to this ` +
          `computer's addresses and name\\)\\.\\n`,
      ),
    );
  });
});
