// `docsjson build` on real folders: the CLI's run() with real files in a temporary directory.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run } from '../../src/cli/run';
import { PageIndex } from '../../src/core';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { MAX_ASSET_BYTES } from '../../src/node/docsFiles';
import { buildSite } from '../../src/node/siteBuild';
import { requireCorpusSite } from '../helpers/requirements';
import { budgetFor, pageKb } from '../helpers/workBudget';
import { page, sampleSite, writeTree } from './sampleSite';
import { scaledTimeout } from '../helpers/timeScale';

describe('docsjson build', function () {
  this.timeout(scaledTimeout(120000));
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-build-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const cli = (args: string[]) => run(args, { cwd: tmp, env: {}, stdoutIsTTY: false });

  it('writes a URL once when a page with no file sits at an endpoint page’s URL: the entry leads to the endpoint page', async () => {
    const docs = path.join(tmp, 'docs');
    // Every version lists the old hand-written page (its file deleted) beside the METHOD entry that replaced it.
    const group = { group: 'API', openapi: 'api.json', pages: ['api-reference/users/list-users', 'GET /users'] };
    writeTree(docs, {
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Moved',
        colors: { primary: '#123456' },
        navigation: {
          versions: [
            { version: 'v2', default: true, groups: [{ group: 'Start', pages: ['index'] }, group] },
            { version: 'v1', groups: [group] },
          ],
        },
      }),
      'index.mdx': page('Home'),
      'api.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: { '/users': { get: { summary: 'List users', tags: ['users'], responses: {} } } },
      }),
    });
    const outcome = await cli(['build', 'docs', '--out', 'site']);
    assert.equal(outcome.exitCode, 0, outcome.stdout); // page-missing and route-duplicate are warnings
    assert.match(outcome.stdout, /^Built 1 page, 1 endpoint page/m);
    assert.match(outcome.stdout, /route-duplicate/);
    const html = fs.readFileSync(path.join(tmp, 'site', 'api-reference/users/list-users.html'), 'utf8');
    assert.match(html, /List users/);
    assert.doesNotMatch(html, /This page has no file/);
    // The missing page's sidebar entry leads to the endpoint page.
    const home = fs.readFileSync(path.join(tmp, 'site', 'index.html'), 'utf8');
    assert.match(home, /href="api-reference\/users\/list-users\.html"/);
  });

  for (const defaultFirst of [false, true]) {
    it(`builds a page listed in two versions once, in the default version's navigation (default listed ${defaultFirst ? 'first' : 'last'})`, async () => {
      const docs = path.join(tmp, 'docs');
      const edge = { version: 'Edge', groups: [{ group: 'Welcome', pages: ['index', 'intro2'] }] };
      const v1 = { version: 'v1', default: true, groups: [{ group: 'Welcome', pages: ['index', 'v1/intro'] }] };
      writeTree(docs, {
        'docs.json': JSON.stringify({
          theme: 'mint',
          name: 'Versions',
          colors: { primary: '#123456' },
          navigation: { versions: defaultFirst ? [v1, edge] : [edge, v1] },
        }),
        'index.mdx': page('Home'),
        'intro2.mdx': page('Edge intro'),
        'v1/intro.mdx': page('V1 intro'),
      });
      const outcome = await cli(['build', 'docs', '--out', 'site']);
      assert.equal(outcome.exitCode, 0, outcome.stdout);
      const out = path.join(tmp, 'site');
      for (const f of ['index.html', 'intro2.html', 'v1/intro.html']) assert.ok(fs.existsSync(path.join(out, f)), f);
      const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      assert.match(home, /<title>Home - Versions<\/title>/);
      // The home page sits in v1's sidebar (the default version), beside v1's own page.
      assert.match(home, /v1\/intro\.html/);
    });
  }

  it('shows the operation a page documents in its front matter with its prose, and a page per operation of a spec-only tab', async () => {
    const docs = path.join(tmp, 'docs');
    const spec = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/{agentName}/start': {
          post: {
            summary: 'Start an agent',
            tags: ['Agents'],
            parameters: [{ name: 'agentName', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'Started' } },
          },
        },
        '/health': { get: { responses: { '200': { description: 'ok' } } } },
      },
    };
    writeTree(docs, {
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Endpoints',
        colors: { primary: '#123456' },
        navigation: {
          tabs: [
            { tab: 'Guides', pages: ['index', 'start', 'gone'] },
            { tab: 'Reference', openapi: 'specs/openapi.json' },
          ],
        },
      }),
      'index.mdx': page('Home'),
      'start.mdx': '---\nopenapi: "POST /{agentName}/start"\n---\n\nStarts **one** session.\n',
      'gone.mdx': '---\ntitle: Gone\nopenapi: "DELETE /nowhere"\n---\n\nStill here.\n',
      'specs/openapi.json': JSON.stringify(spec),
    });
    const outcome = await cli(['build', 'docs', '--out', 'site']);
    assert.match(
      outcome.stdout,
      /gone\.mdx[\s\S]*the spec "specs\/openapi\.json" has no DELETE \/nowhere[\s\S]*frontmatter-endpoint/,
    );
    const out = path.join(tmp, 'site');
    const start = fs.readFileSync(path.join(out, 'start.html'), 'utf8');
    assert.match(start, /<title>Start an agent - Endpoints<\/title>/);
    assert.match(start, /dj-method-post">POST<\/span> <code class="dj-endpoint-path">\/\{agentName\}\/start<\/code>/);
    assert.match(start, /Starts <strong>one<\/strong> session\./);
    assert.match(start, /Path Parameters[\s\S]*agentName/);
    const gone = fs.readFileSync(path.join(out, 'gone.html'), 'utf8');
    assert.match(gone, /Still here\./);
    assert.match(gone, /not shown: the spec "specs\/openapi\.json" has no DELETE \/nowhere/);
    for (const f of ['api-reference/agents/start-an-agent.html', 'api-reference/get-health.html'])
      assert.ok(fs.existsSync(path.join(out, f)), f);
    const generated = fs.readFileSync(path.join(out, 'api-reference/get-health.html'), 'utf8');
    assert.match(generated, /dj-method-get">GET<\/span> <code class="dj-endpoint-path">\/health<\/code>/);
  });

  it('reports a file the site shows that it cannot copy, instead of a broken image in silence', async () => {
    const docs = path.join(tmp, 'docs');
    writeTree(docs, {
      'docs.json': JSON.stringify({
        name: 'Assets',
        theme: 'mint',
        colors: { primary: '#0a7d5a' },
        navigation: { groups: [{ group: 'G', pages: ['index'] }] },
      }),
      'index.mdx': page('Home', '![A diagram](/images/big.png)'),
      'images/big.png': 'x',
    });
    fs.truncateSync(path.join(docs, 'images/big.png'), MAX_ASSET_BYTES + 1); // sparse: nothing is written
    const outcome = await cli(['build', 'docs', '--out', 'site']);
    assert.equal(outcome.exitCode, 1, outcome.stdout);
    assert.match(
      outcome.stdout,
      /images[/\\]big\.png\n +1:1 +error +the site shows this file, but it was not copied into the build: it is 67,108,865 bytes, over the 67,108,864-byte limit \(64 MB\) +site-build/,
    );
    assert.equal(fs.existsSync(path.join(tmp, 'site/images/big.png')), false);
  });

  it('builds operations whose names are too long for a file or land in its own folders, and says so', async () => {
    const docs = path.join(tmp, 'docs');
    const op = (extra: Record<string, unknown>) => ({ responses: { '200': { description: 'ok' } }, ...extra });
    writeTree(docs, {
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Names',
        colors: { primary: '#123456' },
        navigation: {
          groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /a', 'GET /b', 'GET /c', 'GET /d', 'GET /e'] }],
        },
      }),
      'api.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: {
          '/a': { get: op({ summary: '文'.repeat(84) }) },
          '/b': { get: op({ summary: 'b', tags: ['T'.repeat(5000)] }) },
          '/c': { get: op({ summary: 'c', 'x-mint': { href: '/' + 'h'.repeat(5000) } }) },
          '/d': { get: op({ summary: 'd', 'x-mint': { href: '/_docsjson/site.css' } }) },
          '/e': { get: op({ summary: 'e', 'x-mint': { href: '/.docsjson-build' } }) },
        },
      }),
    });
    const outcome = await cli(['build', 'docs', '--out', 'site']);
    assert.equal(outcome.exitCode, 0, outcome.stdout);
    assert.match(outcome.stdout, /Built 0 pages, 5 endpoint pages/);
    // `/.docsjson-build` is all extension to Mintlify (it drops what follows the last dot), so it names no folder.
    assert.equal((outcome.stdout.match(/endpoint-route/g) ?? []).length, 4, outcome.stdout);
    const out = path.join(tmp, 'site');
    assert.ok(fs.existsSync(path.join(out, '_docsjson/site.css')), 'the stylesheet is the builder’s own');
    assert.match(fs.readFileSync(path.join(out, '_docsjson/site.css'), 'utf8'), /--dj-/);
  });

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

  it("writes the host's 404 page: the site's page not found, or with errors.404.redirect a page that goes home", async () => {
    const docs = path.join(tmp, 'docs');
    const site = (errors?: unknown) =>
      writeTree(docs, {
        'docs.json': JSON.stringify({
          name: 'Lost',
          theme: 'mint',
          colors: { primary: '#123456' },
          navigation: { pages: ['guides/intro'] },
          ...(errors ? { errors } : {}),
        }),
        'guides/intro.mdx': page('Intro'),
      });
    site();
    await buildSite({ rootPath: docs, docsFile: 'docs.json', outDir: path.join(tmp, 'shown'), workers: 0 });
    const shown = fs.readFileSync(path.join(tmp, 'shown', '404.html'), 'utf8');
    assert.match(shown, /<h1 class="dj-title">Page not found<\/h1>/);
    // Served at any address: links and assets start at the root of the host.
    assert.match(shown, /href="\/guides\/intro\.html"/);
    assert.match(shown, /href="\/_docsjson\/[^"]+\.css"/);
    assert.doesNotMatch(shown, /http-equiv="refresh"/);
    site({ '404': { redirect: false, description: 'Broken <Unclosed' } });
    const broken = await buildSite({
      rootPath: docs,
      docsFile: 'docs.json',
      outDir: path.join(tmp, 'broken'),
      workers: 0,
    });
    assert.ok(
      broken.problems.some(
        (p) => p.severity === 'warning' && /errors\.404\.description cannot be shown/.test(p.message),
      ),
      JSON.stringify(broken.problems),
    );
    assert.match(fs.readFileSync(path.join(tmp, 'broken', '404.html'), 'utf8'), /does not exist or has moved/);
    site({ '404': { redirect: true } });
    await buildSite({ rootPath: docs, docsFile: 'docs.json', outDir: path.join(tmp, 'home'), workers: 0 });
    assert.match(
      fs.readFileSync(path.join(tmp, 'home', '404.html'), 'utf8'),
      /http-equiv="refresh" content="0; url=\/"/,
    );
  });

  it('writes seo.metatags, keeps hidden and unlisted pages out of search engines and the search unless indexing is "all", and shows navbar link icons', async () => {
    const docs = path.join(tmp, 'docs');
    const site = (seo: Record<string, unknown>) =>
      writeTree(docs, {
        'docs.json': JSON.stringify({
          name: 'Seen',
          theme: 'mint',
          colors: { primary: '#123456' },
          seo,
          navbar: { links: [{ label: 'Code', href: 'https://github.com/acme', icon: 'github' }] },
          navigation: {
            groups: [
              { group: 'Start', pages: ['shown'] },
              { group: 'Secret', hidden: true, pages: ['secret'] },
            ],
          },
        }),
        'shown.mdx': page('Shown', 'Findable words.'),
        'secret.mdx': page('Secret', 'Hidden words.'),
        'loose.mdx': page('Loose', 'Unlisted words.'),
      });
    const build = async (out: string) => {
      await buildSite({ rootPath: docs, docsFile: 'docs.json', outDir: path.join(tmp, out), workers: 0 });
      const read = (f: string) => fs.readFileSync(path.join(tmp, out, f), 'utf8');
      const index = fs
        .readdirSync(path.join(tmp, out, '_docsjson', 'search'))
        .map((f) => read(`_docsjson/search/${f}`));
      return { read, index: index.join('') };
    };
    site({ metatags: { 'og:site_name': 'Seen "site"', 'twitter:site': '@seen' } });
    const navigable = await build('navigable');
    const shown = navigable.read('shown.html');
    assert.match(shown, /<meta property="og:site_name" content="Seen &quot;site&quot;">/);
    assert.match(shown, /<meta name="twitter:site" content="@seen">/);
    assert.doesNotMatch(shown, /noindex/);
    assert.match(
      shown,
      /<a class="dj-navbar-link" href="https:\/\/github\.com\/acme" rel="noopener noreferrer"><span class="dj-icon dj-i--github"/,
    );
    for (const f of ['secret.html', 'loose.html'])
      assert.match(navigable.read(f), /<meta name="robots" content="noindex">/, f);
    assert.match(navigable.index, /shown\.html/);
    assert.doesNotMatch(navigable.index, /secret\.html|loose\.html/);

    site({ indexing: 'all' });
    const all = await build('all');
    assert.doesNotMatch(all.read('secret.html'), /noindex/);
    assert.match(all.index, /secret\.html/);
    assert.match(all.index, /loose\.html/);
  });

  it('writes the same bytes when the same site is built twice, search index included', async () => {
    const docs = path.join(tmp, 'docs');
    // The first page's code needs a grammar the first build loads and the second finds loaded, and the endpoint
    // pages are rendered apart from the MDX pages: pages finish in another order the second time.
    writeTree(docs, {
      'docs.json': JSON.stringify({
        name: 'Twice',
        theme: 'mint',
        colors: { primary: '#123456' },
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['ocaml', 'plain', 'other'] }] },
            { tab: 'API', openapi: 'api.json' },
          ],
        },
      }),
      'ocaml.mdx': page('OCaml', '```ocaml\nlet () = print_endline "hi"\n```\n\n```elixir\nIO.puts("hi")\n```'),
      'plain.mdx': page('Plain', 'Words.'),
      'other.mdx': page('Other', '## Heading\n\nMore words.'),
      'api.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: Object.fromEntries(
          ['a', 'b', 'c', 'd'].map((p) => [`/${p}`, { get: { summary: `Get ${p}`, tags: ['t'], responses: {} } }]),
        ),
      }),
    });
    const build = async (out: string) => {
      const summary = await buildSite({ rootPath: docs, docsFile: 'docs.json', outDir: out, workers: 0 });
      assert.equal(summary.failed, false, JSON.stringify(summary.problems));
      const files = new Map<string, Buffer>();
      for (const f of fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).sort()) {
        const full = path.join(out, f);
        if (fs.statSync(full).isFile()) files.set(f, fs.readFileSync(full));
      }
      return files;
    };
    const first = await build(path.join(tmp, 'one'));
    const second = await build(path.join(tmp, 'two'));
    assert.deepEqual([...second.keys()], [...first.keys()]);
    assert.ok(
      [...first.keys()].some((f) => f.startsWith('_docsjson/search/')),
      'a search index is written',
    );
    for (const [file, bytes] of first) assert.ok(bytes.equals(second.get(file)!), `${file} differs`);
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
    // Every page file is built, listed or not (Mintlify serves them all): the listed ones with their sidebar.
    const pageFiles = new PageIndex(await new NodeWorkspace(corpus).listFiles());
    const allPages = new Set([...listed, ...pageFiles.allPages()]);
    assert.ok(allPages.size > listed.size, 'the real site has a page no navigation entry lists');
    assert.equal(summary.pages, allPages.size);
    for (const p of allPages) assert.ok(fs.existsSync(path.join(out, `${p}.html`)), p);
    for (const p of listed) {
      const html = fs.readFileSync(path.join(out, `${p}.html`), 'utf8');
      assert.match(html, /<nav class="dj-sidebar"/, p);
      assert.doesNotMatch(html, /dj-notice/, p);
    }
    assert.doesNotMatch(fs.readdirSync(out).join(' '), /kapa-widget|style\.css/);
  });
});
