// `docsjson lint --check-external`, spawned on a real folder whose links point at a local HTTP server started by
// the test on 127.0.0.1 (no other network): what each answer becomes, each URL requested once, HEAD then GET,
// redirects followed, a request that gets no answer in time, and no connection at all without the flag.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as http from 'http';
import * as path from 'path';
import type { AddressInfo } from 'net';
import { runCliAsync, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

interface Seen {
  method: string;
  path: string;
}

/** The answers the site's links get; `/slow` never answers. */
function startServer(): Promise<{
  base: string;
  seen: Seen[];
  connections: () => number;
  close: () => Promise<void>;
}> {
  const seen: Seen[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ method: req.method ?? '', path });
    const send = (status: number, headers: Record<string, string> = {}) => {
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : 'body');
    };
    if (path === '/ok' || path === '/guide') return send(200);
    if (path === '/missing') return send(404);
    if (path === '/head-refused') return send(req.method === 'HEAD' ? 405 : 200);
    if (path === '/moved') return send(301, { location: '/moved-again' });
    if (path === '/moved-again') return send(302, { location: `http://127.0.0.1:${port()}/ok` });
    if (path === '/loop-a') return send(302, { location: '/loop-b' });
    if (path === '/loop-b') return send(302, { location: '/loop-a' });
    if (path === '/busy') return send(429);
    if (path === '/down') return send(503);
    if (path === '/slow') return; // no answer: the request times out
    send(500);
  });
  server.on('connection', () => connections++);
  const port = () => (server.address() as AddressInfo).port;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port()}`,
        seen,
        connections: () => connections,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** A port on 127.0.0.1 where nothing listens (one just closed): a request there is refused. */
function closedPort(): Promise<number> {
  const probe = http.createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

function siteFor(base: string, refused: string) {
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'External',
    colors: { primary: '#0D9373' },
    navbar: { links: [{ label: 'Old', href: `${base}/missing` }] },
    navigation: { pages: ['index', 'more'] },
  };
  const index = [
    '---',
    'title: Home',
    '---',
    '',
    `[ok](${base}/ok) [missing](${base}/missing#part) [head](${base}/head-refused)`,
    '',
    `[moved](${base}/moved) [loop](${base}/loop-a) [busy](${base}/busy) [down](${base}/down)`,
    '',
    `<Card title="Slow" href="${base}/slow">Waits</Card>`,
    '',
    `<img src="${base}/ok" alt="Logo" />`,
    '',
    '{/* docsjson-disable-next-line link-external */}',
    `[reviewed](${base}/missing)`,
    '',
  ].join('\n');
  const more = ['---', 'title: More', '---', '', `Also [missing](${base}/missing) and [refused](${refused}).`, ''].join(
    '\n',
  );
  return tempSite({
    'docs/docs.json': JSON.stringify(docs, null, 2),
    'docs/index.mdx': index,
    'docs/more.mdx': more,
  });
}

interface JsonMessage {
  ruleId: string;
  severity: number;
  info?: boolean;
  message: string;
  line: number;
}

function externalFindings(stdout: string): string[] {
  const results = JSON.parse(stdout) as Array<{ filePath: string; messages: JsonMessage[] }>;
  return results.flatMap((r) =>
    r.messages
      .filter((m) => m.ruleId === 'link-external')
      .map(
        (m) =>
          `${r.filePath.split(/[\\/]/).pop()}:${m.line} ${m.info ? 'info' : m.severity === 2 ? 'error' : 'warning'} ${m.message}`,
      ),
  );
}

describe('docsjson lint --check-external (spawned, against a local server)', function () {
  this.timeout(scaledTimeout(60_000));
  let server: Awaited<ReturnType<typeof startServer>>;
  let site: ReturnType<typeof siteFor>;
  let refused: string;
  beforeEach(async () => {
    server = await startServer();
    refused = `http://127.0.0.1:${await closedPort()}/x`;
    site = siteFor(server.base, refused);
  });
  afterEach(async () => {
    site.cleanup();
    await server.close();
  });

  it('reports each failing link at every citation, tells rate limits, server errors and timeouts apart, and requests each URL once', async () => {
    const out = await runCliAsync(
      ['lint', 'docs', '--check-external', '--external-timeout', '2000', '--format', 'json'],
      site.dir,
    );
    const b = server.base;
    assert.deepEqual(externalFindings(out.stdout).sort(), [
      `docs.json:12 warning ${b}/missing answered 404 Not Found`,
      `index.mdx:5 warning ${b}/missing answered 404 Not Found`,
      `index.mdx:7 info ${b}/busy answered 429 Too Many Requests: the server limits how often it may be asked, which says nothing about the link (not reported as broken)`,
      `index.mdx:7 info ${b}/down answered 503 Service Unavailable: a server error, which may pass; the link is not reported as broken`,
      `index.mdx:7 warning ${b}/loop-a redirects in a loop`,
      `index.mdx:9 info ${b}/slow did not answer: timed out after 2 s (--external-timeout sets the limit)`,
      `more.mdx:5 info ${refused} could not be reached: the connection was refused (ECONNREFUSED)`,
      `more.mdx:5 warning ${b}/missing answered 404 Not Found`,
    ]);
    // Warnings only (notes never count): exit 0, and 1 once warnings are not allowed.
    assert.equal(out.code, 0, out.stderr);
    const requests = (path: string) => server.seen.filter((s) => s.path === path).map((s) => s.method);
    assert.deepEqual(requests('/missing'), ['HEAD'], 'cited four times, requested once');
    assert.deepEqual(requests('/ok'), ['HEAD', 'HEAD'], 'once as a link and image, once at the end of the redirects');
    assert.deepEqual(requests('/head-refused'), ['HEAD', 'GET']);
    assert.deepEqual(requests('/moved'), ['HEAD']);
    assert.deepEqual(requests('/moved-again'), ['HEAD']);
  });

  it('counts its warnings against --max-warnings, and --rule sets its severity', async () => {
    const strict = await runCliAsync(
      ['lint', 'docs', '--check-external', '--external-timeout', '2000', '--max-warnings', '0'],
      site.dir,
    );
    assert.equal(strict.code, 1);
    assert.match(strict.stdout, /answered 404 Not Found\s+link-external/);
    const errors = await runCliAsync(
      ['lint', 'docs', '--check-external', '--external-timeout', '2000', '--rule', 'link-external=error'],
      site.dir,
    );
    assert.equal(errors.code, 1);
    assert.match(errors.stdout, /error\s+\S+\/missing answered 404 Not Found\s+link-external/);
  });

  it('honours .docsjsonrc.json: an override turns it off in one file, and rules raise it elsewhere', async () => {
    fs.writeFileSync(
      path.join(site.dir, 'docs', '.docsjsonrc.json'),
      JSON.stringify({
        rules: { 'link-external': 'error' },
        overrides: [{ files: ['more.mdx'], rules: { 'link-external': 'off' } }],
      }),
    );
    const out = await runCliAsync(
      ['lint', 'docs', '--check-external', '--external-timeout', '2000', '--format', 'json'],
      site.dir,
    );
    const findings = externalFindings(out.stdout);
    assert.deepEqual(
      findings.filter((f) => f.includes('/missing')),
      [
        `docs.json:12 error ${server.base}/missing answered 404 Not Found`,
        `index.mdx:5 error ${server.base}/missing answered 404 Not Found`,
      ],
    );
    assert.ok(!findings.some((f) => f.startsWith('more.mdx')));
    assert.equal(out.code, 1);
  });

  it('makes no connection without --check-external, nor when the rule is off', async () => {
    const plain = await runCliAsync(['lint', 'docs', '--format', 'json'], site.dir);
    assert.equal(plain.code, 0, plain.stderr);
    assert.deepEqual(externalFindings(plain.stdout), []);
    const off = await runCliAsync(['lint', 'docs', '--check-external', '--rule', 'link-external=off'], site.dir);
    assert.equal(off.code, 0, off.stderr);
    assert.equal(server.connections(), 0);
  });

  it('refuses --external-timeout without --check-external, or with a value that is not milliseconds', async () => {
    const alone = await runCliAsync(['lint', 'docs', '--external-timeout', '100'], site.dir);
    assert.equal(alone.code, 2);
    assert.match(alone.stderr, /--external-timeout goes with --check-external/);
    const bad = await runCliAsync(['lint', 'docs', '--check-external', '--external-timeout', '5s'], site.dir);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--external-timeout expects milliseconds from 1 to 600000, got '5s'/);
    assert.equal(server.connections(), 0);
  });
});
