// docsjson installed the way users install a CLI: `npm pack`, then `npm install -g` of the tarball into a fresh
// prefix, offline and with an empty npm cache (the bundles carry every runtime dependency, so nothing is fetched).
// The installed `docsjson` lints, and the installed `docsjson-language-server --stdio` answers an editor.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import YAML from 'yaml';
import { fileUri, TestClient } from '../lsp/client';
import { readmeBlock } from '../lsp/readme';
import { repoRoot } from './helpers';
import { waitFor } from '../helpers/waitFor';
import { scaledTimeout } from '../helpers/timeScale';

const root = repoRoot();

function npm(args: string[], cwd: string, cache: string) {
  const r = spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    timeout: scaledTimeout(120_000),
    // A cache of its own: an install that needed a package would fail offline instead of finding it here.
    env: { ...process.env, npm_config_cache: cache, npm_config_update_notifier: 'false' },
  });
  if (r.error) throw r.error;
  assert.equal(r.status, 0, `npm ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

describe('the npm package, installed globally from its tarball (offline)', function () {
  this.timeout(scaledTimeout(180_000));
  let tmp: string;
  let bin: string;
  let packed: { filename: string; files: Array<{ path: string }> };

  before(() => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-pack-')));
    const cache = path.join(tmp, 'npm-cache');
    // --ignore-scripts: `npm test` has just built dist/ (and no script may run at pack time: see build-checkout.js).
    packed = JSON.parse(
      npm(['pack', '--json', '--ignore-scripts', '--offline', '--pack-destination', tmp], root, cache),
    )[0];
    const prefix = path.join(tmp, 'prefix');
    npm(
      [
        'install',
        '--global',
        '--prefix',
        prefix,
        '--offline',
        '--no-audit',
        '--no-fund',
        path.join(tmp, packed.filename),
      ],
      tmp,
      cache,
    );
    bin = path.join(prefix, 'bin');
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('holds the two programs, their bundles and the schema: no sources, tests, source maps or dependencies', () => {
    const files = packed.files.map((f) => f.path).sort();
    // Everything the build puts in dist/ except source maps: the programs, their code caches, workers and assets
    // (the highlighter's grammars and the icon sets in folders of their own).
    const built = (fs.readdirSync(path.join(repoRoot(), 'dist'), { recursive: true }) as string[])
      .filter((f) => !f.endsWith('.map') && fs.statSync(path.join(repoRoot(), 'dist', f)).isFile())
      .map((f) => `dist/${f.split(path.sep).join('/')}`);
    assert.deepEqual(
      files,
      [
        'README.md',
        ...built,
        'package.json',
        'schema/docs.schema.json',
        'schema/docsjsonrc.schema.json',
        // The postinstall step: builds a checkout, does nothing in an installed package (no sources there).
        'scripts/build-checkout.js',
      ].sort(),
    );
    const installed = path.join(path.dirname(bin), 'lib', 'node_modules', 'docsjson');
    const pkg = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
    assert.equal(pkg.dependencies, undefined, 'a bundled CLI needs nothing at run time');
    assert.equal(fs.existsSync(path.join(installed, 'node_modules')), false);
  });

  it('docsjson lint: the clean example (exit 0, the confirmation line) and a broken one (exit 1)', () => {
    const clean = spawnSync(path.join(bin, 'docsjson'), ['lint', path.join(root, 'testFixture', 'site')], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(clean.status, 0, clean.stderr);
    assert.match(clean.stdout, /^✓ testFixture\/site\/docs\.json: \d+ pages, \d+ endpoints, 0 problems\n$/);
    const broken = spawnSync(path.join(bin, 'docsjson'), ['lint', 'testFixture/broken-openapi', '--format', 'github'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(broken.status, 1, broken.stderr);
    assert.match(broken.stdout, /^::error file=testFixture\/broken-openapi\/docs\.json,/m);
  });

  it('docsjson build: code coloured from the grammars shipped as files, icons drawn from the shipped sets', () => {
    const out = path.join(tmp, 'built');
    const r = spawnSync(path.join(bin, 'docsjson'), ['build', path.join(root, 'testFixture', 'site'), '--out', out], {
      cwd: tmp,
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    assert.doesNotMatch(r.stderr, /warning|grammars|icons/i);
    // An endpoint page's request example (curl): its strings get the highlighter's classes.
    assert.match(fs.readFileSync(path.join(out, 'billing', 'list-invoices.html'), 'utf8'), /class="dj-tk-[a-z-]+"/);
    const icons = fs.readFileSync(path.join(out, '_docsjson', 'icons.css'), 'utf8');
    assert.match(icons, /Lucide/, 'the licence of the set the icons came from');
    assert.match(icons, /svg/);
  });

  it('docsjson dev: serves the site from the installed package', async () => {
    const docs = path.join(tmp, 'dev-site');
    fs.cpSync(path.join(root, 'testFixture', 'site'), docs, { recursive: true });
    const child = spawn(path.join(bin, 'docsjson'), ['dev', docs, '--port', '0', '--no-color'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      await waitFor(() => /serving .* at http:\/\/127\.0\.0\.1:\d+\//.test(out), 'the address dev serves at');
      const url = /serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)![1];
      const page = await fetch(new URL('billing/list-invoices', url));
      assert.equal(page.status, 200);
      assert.match(await page.text(), /class="dj-tk-[a-z-]+"/);
    } finally {
      child.kill('SIGINT');
    }
    assert.equal(await exited, 130, out);
  });

  it('docsjson-language-server --stdio: initializes and publishes the diagnostics of a broken site', async () => {
    const site = path.join(root, 'testFixture', 'broken-pages');
    const client = new TestClient(['--stdio'], [path.join(bin, 'docsjson-language-server')]);
    try {
      const init = await client.initialize(site);
      assert.ok(init.capabilities.completionProvider);
      const uri = fileUri(path.join(site, 'docs.json'));
      const published = client.nextDiagnostics(uri, (p) => p.diagnostics.length > 0, 20000);
      await client.open(uri, fs.readFileSync(path.join(site, 'docs.json'), 'utf8'));
      assert.ok((await published).diagnostics.some((d) => d.code === 'page-missing'));
    } finally {
      await client.shutdown();
    }
  });

  it("the README's GitHub Actions steps, run as written in a repository with the docs in a subfolder", () => {
    const workflow = YAML.parse(readmeBlock('yaml')) as {
      jobs: Record<string, { steps: Array<{ run?: string; uses?: string }> }>;
    };
    const runs = Object.values(workflow.jobs)[0].steps.flatMap((s) => (s.run ? [s.run] : []));
    assert.equal(runs.length, 2);
    const repo = path.join(tmp, 'repo');
    fs.mkdirSync(path.join(repo, 'tools'), { recursive: true });
    fs.mkdirSync(path.join(repo, 'docs'));
    fs.mkdirSync(path.join(repo, '.git')); // the checkout's root, as actions/checkout leaves it
    // The README names the tarball of this version: it is the one npm pack wrote.
    fs.copyFileSync(path.join(tmp, packed.filename), path.join(repo, 'tools', packed.filename));
    fs.writeFileSync(path.join(repo, 'docs', 'docs.json'), '{"name": "x", "navigation": {"pages": ["missing"]}}');
    const prefix = path.join(tmp, 'actions-prefix');
    const env = {
      ...process.env,
      PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}`,
      npm_config_prefix: prefix,
      npm_config_offline: 'true',
      npm_config_cache: path.join(tmp, 'npm-cache'),
    };
    const step = (command: string) => spawnSync('bash', ['-c', command], { cwd: repo, env, encoding: 'utf8' });
    const install = step(runs[0]);
    assert.equal(install.status, 0, install.stderr);
    const lint = step(runs[1]);
    assert.equal(lint.status, 1, lint.stderr);
    assert.match(lint.stdout, /^::warning file=docs\/docs\.json,line=1,col=\d+,.*title=page-missing::/m);
  });
});
