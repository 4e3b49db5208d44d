// A site configured by mint.json alone, built and served as Mintlify does: through the docs.json its upgrade makes
// (the conversion is held against Mintlify's in test/differential/mintMigration.test.ts). `build` says so and
// writes its pages; `dev` serves them and takes in an edit of mint.json as an edit of docs.json.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as http from 'http';
import * as path from 'path';
import { DevServer } from '../../src/node/devServer';
import { runCli, tempSite } from '../cli/helpers';
import { waitFor } from '../helpers/waitFor';
import { scaledTimeout } from '../helpers/timeScale';

const mint = (name = 'Old site') =>
  JSON.stringify({
    name,
    colors: { primary: '#0D9373' },
    navigation: [{ group: 'Start', pages: ['intro', 'guides/setup'] }],
  });

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe('a mint.json-only site, built and served', function () {
  this.timeout(scaledTimeout(60_000));
  let s: ReturnType<typeof tempSite>;
  beforeEach(
    () =>
      (s = tempSite({
        'mint.json': mint(),
        'intro.mdx': '---\ntitle: Intro\n---\n\nHello from mint.json.\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\nSteps.\n',
      })),
  );
  afterEach(() => s.cleanup());

  it('build writes its pages and says it read the docs.json Mintlify makes from mint.json', () => {
    const out = path.join(s.dir, 'out');
    const r = runCli(['build', '.', '--out', out], s.dir);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stderr, /no docs\.json in .*: building from the docs\.json that Mintlify makes from mint\.json/);
    const intro = fs.readFileSync(path.join(out, 'intro.html'), 'utf8');
    assert.match(intro, /<title>Intro - Old site<\/title>/);
    assert.match(intro, /Hello from mint\.json\./);
    assert.ok(fs.existsSync(path.join(out, 'guides', 'setup.html')));
    assert.ok(!fs.existsSync(path.join(s.dir, 'docs.json')), 'build writes no docs.json into the site');
  });

  it('a folder with neither mint.json nor docs.json is still refused, naming docs.json', () => {
    fs.rmSync(path.join(s.dir, 'mint.json'));
    const r = runCli(['build', '.', '--out', path.join(s.dir, 'out')], s.dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /no docs\.json in /);
  });

  it('dev serves it and takes in an edit of mint.json', async () => {
    const dev = await DevServer.start({ rootPath: s.dir, docsFile: 'docs.json', port: 0, host: '127.0.0.1' });
    try {
      await dev.watching();
      const intro = await get(`${dev.url}intro.html`);
      assert.equal(intro.status, 200);
      assert.match(intro.body, /<title>Intro - Old site<\/title>/);
      fs.writeFileSync(path.join(s.dir, 'mint.json'), mint('Renamed site'));
      await waitFor(
        async () => /<title>Intro - Renamed site<\/title>/.test((await get(`${dev.url}intro.html`)).body),
        'the site name changed in mint.json shown',
      );
    } finally {
      await dev.close();
    }
  });
});
