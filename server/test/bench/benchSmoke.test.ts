// The benchmark harness must not rot: run it on a tiny site (`--quick`) and check that it prints the table and
// JSON with every measurement, and that the generated site had exactly one missing page that the floor found.
// Also a unit test of the site generator. The full benchmark (`npm run bench`) is not part of `npm test`.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { spawnSync } from 'child_process';
import { scaledTimeout } from '../helpers/timeScale';

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'scripts', 'bench', 'run.js')))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no repository root above ${start}`);
    dir = parent;
  }
}

const repoRoot = findRepoRoot(__dirname);
const benchDir = path.join(repoRoot, 'scripts', 'bench');

interface Measurement {
  id: string;
  size?: number;
  status: 'ok' | 'unavailable';
  value?: number;
  unit?: string;
  reason?: string;
  budget?: string;
  holds?: boolean;
}

interface Results {
  measurements: Measurement[];
  sites: Record<
    string,
    { pageCount: number; missingPages: string[]; floorFoundMissing?: string[]; floorMissingCount?: number }
  >;
  summary: { measurements: number; unavailable: number };
}

// Every measurement the harness takes (per site size, then once): none may disappear from the output.
const PER_SIZE = [
  'floor.ms',
  'lint.ms',
  'lint.ratio',
  'lint.peakMB',
  'server.keystroke.ours',
  'server.keystroke.theirs',
  'server.keystroke.ratio',
  'server.keystroke.theirsPull',
  'server.keystroke.ratioPull',
  'server.keystroke.endpoint',
  'server.completion',
  'server.peakMB',
  'editor.keystroke',
  'editor.keystroke.max',
  'editor.keystroke.cpu',
  'editor.typing',
  'editor.completion',
  'editor.docsOnly.keystroke',
  'editor.docsOnly.ratio',
];
const ONCE = ['openapi.index.synthetic', 'openapi.index.github', 'openapi.index.notPerKeystroke', 'bench.seconds'];

// Measurements that depend only on the harness itself and installed packages: they must always be taken.
const ALWAYS = ['floor.ms', 'server.keystroke.theirs', 'server.keystroke.theirsPull'];
// Measurements that must be taken as soon as the program they measure (the package's bin) is built.
const bins = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).bin ?? {}) as Record<
  string,
  string
>;
const WHEN_BUILT: Array<[string, string[]]> = [
  [bins['docsjson'] ?? 'server/out/src/cli/main.js', ['lint.ms', 'lint.ratio', 'lint.peakMB']],
  [
    bins['docsjson-language-server'] ?? 'server/out/src/lsp/main.js',
    [
      'server.keystroke.ours',
      'server.keystroke.ratio',
      'server.keystroke.ratioPull',
      'server.keystroke.endpoint',
      'server.completion',
      'server.peakMB',
      'openapi.index.notPerKeystroke',
      'editor.keystroke',
      'editor.typing',
      'editor.completion',
      'editor.docsOnly.keystroke',
    ],
  ],
  ['server/out/src/core/openapi/specCache.js', ['openapi.index.synthetic', 'openapi.index.github']],
];

describe('bench harness (smoke: run.js --quick)', function () {
  this.timeout(scaledTimeout(180000));
  let stdout = '';
  let status: number | null = null;
  let results: Results;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-bench-smoke-')), 'results.json');

  before(function () {
    const r = spawnSync(process.execPath, [path.join(benchDir, 'run.js'), '--quick', '--out', out], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: scaledTimeout(170000),
      maxBuffer: 64 * 1024 * 1024,
    });
    stdout = r.stdout ?? '';
    status = r.status;
    assert.equal(r.error, undefined, `run.js could not run: ${r.error?.message}`);
    const marker = '--- results (JSON) ---';
    const at = stdout.indexOf(marker);
    assert.ok(at >= 0, `no JSON marker in the output; stderr: ${(r.stderr ?? '').slice(-2000)}`);
    results = JSON.parse(stdout.slice(at + marker.length)) as Results;
  });

  after(function () {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });

  it('prints the table header and one row per measurement', function () {
    const lines = stdout.split('\n');
    const header = lines.findIndex((l) => /^measurement\s+\|\s+pages\s+\|\s+value\s+\|\s+budget\s+\|\s+holds$/.test(l));
    assert.ok(header >= 0, 'table header missing');
    const rows = lines.slice(header + 2).filter((l) => l.includes(' | '));
    assert.ok(rows.length >= PER_SIZE.length + ONCE.length, `only ${rows.length} table rows`);
    assert.match(stdout, /budgets hold; \d+ measurement\(s\) unavailable/);
  });

  it('reports every measurement, each either taken or unavailable with a reason', function () {
    const ids = results.measurements.map((m) => m.id);
    for (const id of [...PER_SIZE, ...ONCE]) assert.ok(ids.includes(id), `measurement ${id} missing`);
    for (const m of results.measurements) {
      if (m.status === 'ok') assert.equal(typeof m.value, 'number', `${m.id} has no value`);
      else assert.ok(m.reason && m.reason.length > 0, `${m.id} unavailable without a reason`);
    }
    assert.equal(results.summary.unavailable, results.measurements.filter((m) => m.status !== 'ok').length);
    // Exit status: 1 exactly when something could not be measured.
    assert.equal(status, results.summary.unavailable > 0 ? 1 : 0);
    // The JSON file holds the same results.
    assert.deepEqual(JSON.parse(fs.readFileSync(out, 'utf8')).measurements, results.measurements);
  });

  it('takes the measurements that need only the harness, and those whose program is built', function () {
    const byId = new Map(results.measurements.map((m) => [m.id, m]));
    const required = [...ALWAYS];
    for (const [bin, ids] of WHEN_BUILT) if (fs.existsSync(path.join(repoRoot, bin))) required.push(...ids);
    if (!fs.existsSync(path.join(repoRoot, 'schema', 'docs.schema.json'))) {
      required.splice(required.indexOf('server.keystroke.theirs'), 1);
      required.splice(required.indexOf('server.keystroke.theirsPull'), 1);
    }
    for (const id of required) {
      const m = byId.get(id)!;
      assert.equal(m.status, 'ok', `${id}: ${m.reason}`);
      assert.ok(Number.isFinite(m.value) && m.value! >= 0, `${id} = ${m.value}`);
      if (m.unit === 'ms' || m.unit === 'MB') assert.ok(m.value! > 0, `${id} = ${m.value}`);
    }
  });

  it('generated a site with exactly one missing page, which the floor found', function () {
    const sites = Object.values(results.sites);
    assert.equal(sites.length, 1);
    const site = sites[0];
    assert.equal(site.missingPages.length, 1);
    assert.equal(site.floorMissingCount, 1);
    assert.deepEqual(site.floorFoundMissing, site.missingPages);
  });
});

describe('bench site generator', function () {
  this.timeout(scaledTimeout(60000));
  const { generateSite } = require(path.join(benchDir, 'generateSite.js'));
  const { floor } = require(path.join(benchDir, 'floor.js'));
  let tmp: string;

  beforeEach(function () {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-bench-gen-'));
  });
  afterEach(function () {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  function walkFiles(dir: string, rel = ''): string[] {
    const out: string[] = [];
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) out.push(...walkFiles(dir, r));
      else out.push(r);
    }
    return out;
  }

  function pagesOf(node: unknown, out: string[] = []): string[] {
    if (Array.isArray(node)) for (const v of node) pagesOf(v, out);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === 'pages' && Array.isArray(v)) {
          for (const p of v) {
            if (typeof p === 'string') out.push(p);
            else pagesOf(p, out);
          }
        } else pagesOf(v, out);
      }
    }
    return out;
  }

  it('writes the asked number of pages, one of them without a file, and specs with the asked operations', function () {
    const site = generateSite(tmp, { pages: 1200, specOps: [100, 2000] });
    const docs = JSON.parse(fs.readFileSync(site.docsFile, 'utf8'));
    assert.equal(docs.theme, 'mint');
    assert.ok(docs.name.length > 0);
    assert.match(docs.colors.primary, /^#[0-9a-fA-F]{6}$/);
    // languages > versions > tabs > groups, and nested groups somewhere
    const lang = docs.navigation.languages[0];
    assert.ok(lang.language && lang.versions[0].version && lang.versions[0].tabs[0].groups[0].group);
    assert.match(JSON.stringify(docs.navigation), /"pages":\[[^\]]*\{"group"/);

    const entries = pagesOf(docs.navigation);
    const methodEntries = entries.filter((p) => /^(GET|POST|PATCH|DELETE) \//.test(p));
    const pageEntries = entries.filter((p) => !methodEntries.includes(p));
    assert.equal(pageEntries.length, 1200);
    assert.equal(site.pageCount, 1200);
    assert.equal(new Set(pageEntries).size, 1200, 'page entries are unique');
    assert.equal(site.endpointEntryCount, methodEntries.length);
    assert.ok(methodEntries.length > 0);

    const files = new Set(walkFiles(tmp));
    const missing = pageEntries.map((p) => p.replace(/^\//, '')).filter((p) => !files.has(`${p}.mdx`));
    assert.deepEqual(missing, [site.missingPage]);
    assert.equal(site.files, 1199);

    // front matter on every page, in the shapes real pages use (keyword lists among them), and a body
    const pages = [...files].filter((f) => f.endsWith('.mdx') && !f.startsWith('snippets/'));
    const texts = pages.map((f) => fs.readFileSync(path.join(tmp, f), 'utf8'));
    for (const text of texts)
      assert.match(text, /^---\ntitle: .+\ndescription: [^]*?\n---\n\n(import .*\n\n)?## Overview\n/);
    assert.ok(texts.some((t) => /\nkeywords: \[/.test(t)) && texts.some((t) => /\nkeywords:\n {2}- /.test(t)));
    assert.ok(texts.some((t) => /<Steps>/.test(t)) && texts.some((t) => /```/.test(t)));

    // specs: operation counts, and every METHOD entry exists in the spec its group names (or inherits)
    assert.deepEqual(
      site.specs.map((s: { operations: number }) => s.operations),
      [100, 2000],
    );
    const ops = new Set<string>();
    for (const s of site.specs as Array<{ absFile: string; operations: number }>) {
      const spec = JSON.parse(fs.readFileSync(s.absFile, 'utf8'));
      assert.equal(spec.openapi, '3.1.0');
      let n = 0;
      for (const [p, item] of Object.entries<Record<string, unknown>>(spec.paths)) {
        for (const m of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']) {
          if (item[m]) {
            n++;
            ops.add(`${m.toUpperCase()} ${p}`);
          }
        }
      }
      assert.equal(n, s.operations);
    }
    for (const e of methodEntries) assert.ok(ops.has(e), `${e} is not in any spec`);

    // the floor agrees
    const f = floor(tmp);
    assert.equal(f.pages, 1200);
    assert.deepEqual(f.missingPages, [site.missingPage]);
  });

  it('repeats most pages across versions byte for byte, as real versioned sites do', function () {
    const site = generateSite(tmp, { pages: 2000, languages: 2, versions: 5, specOps: [10] });
    const texts = walkFiles(tmp)
      .filter((f) => f.endsWith('.mdx') && !f.startsWith('snippets/'))
      .map((f) => fs.readFileSync(path.join(tmp, f), 'utf8'));
    assert.equal(new Set(texts).size, site.distinctPages);
    assert.ok(site.distinctPages < site.files / 3, `${site.distinctPages} distinct of ${site.files}`);
    assert.ok(site.distinctPages > site.files / 5, 'some pages change between versions');
  });

  it('returns a keystroke location inside a page path and is deterministic', function () {
    const a = generateSite(path.join(tmp, 'a'), { pages: 300, seed: 7 });
    const b = generateSite(path.join(tmp, 'b'), { pages: 300, seed: 7 });
    const textA = fs.readFileSync(a.docsFile, 'utf8');
    assert.equal(textA, fs.readFileSync(b.docsFile, 'utf8'));
    const line = textA.split('\n')[a.edit.line];
    assert.equal(
      line.slice(a.edit.character - a.edit.pagePath.length - 1, a.edit.character + 1),
      `"${a.edit.pagePath}"`,
    );
    assert.equal(textA.slice(a.edit.offset - a.edit.pagePath.length, a.edit.offset), a.edit.pagePath);
    assert.notEqual(a.edit.pagePath.replace(/^\//, ''), a.missingPage);
    assert.equal(textA[a.completion.offset], '"');
    const c = generateSite(path.join(tmp, 'c'), { pages: 300, seed: 8 });
    assert.notEqual(fs.readFileSync(c.docsFile, 'utf8'), textA);
  });
});
