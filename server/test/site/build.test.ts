// `docsjson build` on real folders: the CLI's run() with real files in a temporary directory.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run } from '../../src/cli/run';
import { buildSite } from '../../src/node/siteBuild';
import { requireCorpusSite } from '../helpers/requirements';
import { budgetFor, pageKb } from '../helpers/workBudget';
import { page, sampleSite, writeTree } from './sampleSite';

describe('docsjson build', function () {
  this.timeout(120000);
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-build-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const cli = (args: string[]) => run(args, { cwd: tmp, env: {}, stdoutIsTTY: false });

  it('writes one HTML file per route, index.html, shared assets and referenced images, and reports problems', async () => {
    const docs = path.join(tmp, 'docs');
    sampleSite(docs);
    const outcome = await cli(['build', 'docs', '--out', 'site']);
    assert.equal(outcome.exitCode, 1, outcome.stdout);
    assert.match(outcome.stdout, /page-missing/);
    assert.match(outcome.stdout, /guides[/\\]broken\.mdx[\s\S]*mdx-syntax/);
    assert.match(
      outcome.stdout,
      /Built with errors: 6 pages, 0 endpoint pages in [\d.]+ s: \d+ files, [\d.]+ KB in site\n$/,
    );
    const out = path.join(tmp, 'site');
    for (const f of [
      'index.html',
      'intro.html',
      'guides/setup.html',
      'guides/missing.html',
      'guides/broken.html',
      'v1/intro.html',
    ])
      assert.ok(fs.existsSync(path.join(out, f)), f);
    for (const f of [
      '_docsjson/site.css',
      '_docsjson/site.js',
      '_docsjson/theme.js',
      '_docsjson/minisearch.js',
      'images/logo.png',
    ])
      assert.ok(fs.existsSync(path.join(out, f)), f);
    assert.ok(fs.readdirSync(path.join(out, '_docsjson/nav')).length >= 2);
    assert.ok(!fs.existsSync(path.join(out, 'custom.js')) && !fs.existsSync(path.join(out, 'style.css')));
    const missing = fs.readFileSync(path.join(out, 'guides/missing.html'), 'utf8');
    assert.match(missing, /This page has no file/);
    const broken = fs.readFileSync(path.join(out, 'guides/broken.html'), 'utf8');
    assert.match(broken, /This page does not parse/);
    const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    assert.match(home, /<title>Introduction - Sample<\/title>/);
    assert.match(home, /href="guides\/setup\.html"/);
    assert.match(fs.readFileSync(path.join(out, '_docsjson/site.css'), 'utf8'), /--dj-accent:#0a7d5a/);
    const search = fs.readdirSync(path.join(out, '_docsjson/search'));
    assert.equal(search.length, 2, 'one index per version');
  });

  it('refuses an --out that is the docs root, contains it, or is a folder it did not write', async () => {
    const docs = path.join(tmp, 'docs');
    sampleSite(docs);
    let outcome = await cli(['build', 'docs', '--out', 'docs']);
    assert.equal(outcome.exitCode, 2);
    assert.match(outcome.stderr, /is the docs folder itself/);
    outcome = await cli(['build', 'docs', '--out', '.']);
    assert.match(outcome.stderr, /contains the docs folder/);
    writeTree(tmp, { 'precious/notes.txt': 'keep me' });
    outcome = await cli(['build', 'docs', '--out', 'precious']);
    assert.match(outcome.stderr, /is not empty and does not hold an earlier build/);
    assert.equal(fs.readFileSync(path.join(tmp, 'precious/notes.txt'), 'utf8'), 'keep me');
    outcome = await cli(['build', 'docs']);
    assert.match(outcome.stderr, /build needs --out DIR/);
  });

  it('builds again into its own earlier output, replacing it', async () => {
    const docs = path.join(tmp, 'docs');
    sampleSite(docs);
    await cli(['build', 'docs', '--out', 'site']);
    fs.writeFileSync(path.join(tmp, 'site', 'stale.html'), 'old');
    await cli(['build', 'docs', '--out', 'site']);
    assert.ok(!fs.existsSync(path.join(tmp, 'site', 'stale.html')));
    assert.ok(fs.existsSync(path.join(tmp, 'site', 'index.html')));
  });

  it('stops at the first error with --strict', async () => {
    const docs = path.join(tmp, 'docs');
    sampleSite(docs);
    const outcome = await cli(['build', 'docs', '--out', 'site', '--strict']);
    assert.equal(outcome.exitCode, 1);
    assert.match(outcome.stdout, /Stopped at the first error \(--strict\)/);
    assert.ok(!fs.existsSync(path.join(tmp, 'site', 'intro.html')));
  });

  it('builds a clean site with exit 0, rendering shared page text once', async () => {
    const docs = path.join(tmp, 'docs');
    const text = page('Same', 'Shared text. [Next](./b)');
    writeTree(docs, {
      'docs.json': JSON.stringify({
        name: 'Versions',
        theme: 'mint',
        colors: { primary: '#123456' },
        navigation: { versions: ['v1', 'v2', 'v3'].map((v) => ({ version: v, pages: [`${v}/a`, `${v}/b`] })) },
      }),
      ...Object.fromEntries(
        ['v1', 'v2', 'v3'].flatMap((v) => [
          [`${v}/a.mdx`, text],
          [`${v}/b.mdx`, page(`B ${v}`)],
        ]),
      ),
    });
    const summary = await buildSite({
      rootPath: docs,
      docsFile: 'docs.json',
      outDir: path.join(tmp, 'out'),
      workers: 0,
    });
    assert.equal(summary.failed, false, JSON.stringify(summary.problems));
    assert.equal(summary.pages, 6);
    // Four distinct texts; v2/a and v3/a reuse the body of v1/a (index.html too, when its links come out the same).
    assert.equal(summary.bodiesRendered + summary.bodiesReused, 7);
    assert.ok(summary.bodiesReused >= 2, `reused ${summary.bodiesReused}`);
    assert.match(fs.readFileSync(path.join(tmp, 'out', 'v3', 'a.html'), 'utf8'), /Shared text/);
  });

  it('builds every page of the real site', async function () {
    const corpus = requireCorpusSite(this);
    budgetFor(this, pageKb(corpus), { check: 1, build: 1 });
    const out = path.join(tmp, 'corpus');
    const summary = await buildSite({ rootPath: corpus, docsFile: 'docs.json', outDir: out, workers: 1 });
    const errors = summary.problems.filter((p) => p.severity === 'error');
    assert.deepEqual(errors, []);
    const docs = JSON.parse(fs.readFileSync(path.join(corpus, 'docs.json'), 'utf8'));
    const listed = new Set<string>();
    (function walk(v: unknown): void {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if ((k === 'pages' || k === 'root') && Array.isArray(x))
            x.forEach((p) => (typeof p === 'string' ? listed.add(p) : walk(p)));
          else if (k === 'root' && typeof x === 'string') listed.add(x);
          else walk(x);
        }
    })(docs.navigation);
    assert.equal(summary.pages, listed.size);
    for (const p of listed) {
      const html = fs.readFileSync(path.join(out, `${p}.html`), 'utf8');
      assert.match(html, /<nav class="dj-sidebar"/, p);
      assert.doesNotMatch(html, /dj-notice/, p);
    }
    assert.doesNotMatch(fs.readdirSync(out).join(' '), /kapa-widget|style\.css/);
  });
});
