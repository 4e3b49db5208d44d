// The bins in dist/ are small loaders that compile their esbuild bundle with a V8 code cache written at build time
// (scripts/codeCache.js, scripts/cacheLoader.js). The cache may only make them start faster: whatever state it is
// in, the programs must print the same thing and exit with the same code as without it. Run on a copy of dist/, so
// that breaking the cache here never disturbs anyone else using the build.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { cliMain, repoRoot } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

const HEADER = 128; // scripts/codeCache.js

function spawnNode(args: string[], cwd: string, env: Record<string, string> = {}): Outcome {
  const clean = { ...process.env };
  for (const k of ['FORCE_COLOR', 'NO_COLOR', 'DEBUG', 'NODE_OPTIONS', 'DOCSJSON_CODE_CACHE_DEBUG']) delete clean[k];
  const r = spawnSync(process.execPath, args, {
    cwd,
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: scaledTimeout(60_000),
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('code cache of the bundled programs', function () {
  this.timeout(scaledTimeout(120_000));
  const root = repoRoot();
  const bin = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).bin as Record<string, string>;
  let dir: string;
  let cli: string;
  let server: string;

  /** The cache file of a loader in the copy, from the bundle name written into the loader. */
  function cacheOf(loader: string): { bundle: string; cache: string } {
    const m = /^const BUNDLE = "([^"]+)";$/m.exec(fs.readFileSync(loader, 'utf8'));
    assert.ok(m, `${loader} is not a code-cache loader`);
    const bundle = path.join(path.dirname(loader), m[1]);
    return { bundle, cache: bundle.replace(/\.js$/, '.cache') };
  }

  before(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-codecache-')));
    const distDir = path.dirname(path.join(root, bin.docsjson));
    const copyDist = path.join(dir, path.relative(root, distDir));
    fs.mkdirSync(copyDist, { recursive: true });
    fs.cpSync(distDir, copyDist, {
      recursive: true,
      filter: (from) => !from.endsWith('.map') && !from.endsWith('.tmp'),
    });
    fs.copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json')); // the programs read their version from it
    cli = path.join(dir, bin.docsjson);
    server = path.join(dir, bin['docsjson-language-server']);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  // Each state: what to do to the copy's cache file (given the pristine bytes), the loader's account of it.
  const states: {
    name: string;
    apply: (cache: string, bundle: string, pristine: Buffer) => void;
    status: RegExp;
    nodeArgs?: string[];
  }[] = [
    { name: 'as built', apply: () => undefined, status: /^used$/ },
    { name: 'missing', apply: (cache) => fs.rmSync(cache, { force: true }), status: /^missing \(ENOENT\)$/ },
    { name: 'empty', apply: (cache) => fs.writeFileSync(cache, ''), status: /^invalid \(too short\)$/ },
    {
      name: 'garbage',
      apply: (cache) =>
        fs.writeFileSync(cache, Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919 + 13) % 256))),
      status: /^invalid \(not a docsjson code cache\)$/,
    },
    {
      name: 'truncated',
      apply: (cache, _b, pristine) => fs.writeFileSync(cache, pristine.subarray(0, pristine.length >> 1)),
      status: /^invalid \(.*truncated\)$/,
    },
    {
      // V8 release builds accept this and may crash (or run wrong bytecode): the loader's CRC must catch it.
      name: 'corrupted inside the V8 data',
      apply: (cache, _b, pristine) => {
        const bad = Buffer.from(pristine);
        for (const at of [HEADER + 5000, HEADER + ((bad.length - HEADER) >> 1), bad.length - 100]) bad[at] ^= 0xff;
        fs.writeFileSync(cache, bad);
      },
      status: /^invalid \(checksum mismatch\)$/,
    },
    {
      // V8 compares only the length of the source: a same-length edit of the bundle must still void the cache.
      name: 'made for another bundle of the same length',
      apply: (_c, bundle) => {
        const text = fs.readFileSync(bundle, 'latin1');
        const at = text.indexOf('// server/out/');
        assert.ok(at > 0);
        fs.writeFileSync(
          bundle,
          `${text.slice(0, at)}// server/OUT/${text.slice(at + '// server/out/'.length)}`,
          'latin1',
        );
      },
      status: /^invalid \(made for another bundle\)$/,
    },
    {
      name: 'refused by V8 (other V8 flags)',
      apply: () => undefined,
      status: /^rejected by V8$/,
      nodeArgs: ['--no-flush-bytecode'],
    },
    {
      name: 'bypassed under --enable-source-maps',
      apply: () => undefined,
      status: /^not used \(source maps enabled\)$/,
      nodeArgs: ['--enable-source-maps'],
    },
  ];

  const cases: string[][] = [
    ['lint', 'testFixture/site'],
    ['lint', 'testFixture/broken-pages'],
    ['lint', 'testFixture/broken-pages', '--format', 'json'],
    ['--version'],
  ];

  // What the compiled sources (no bundle, no loader) print, computed once.
  let expected: Outcome[];
  before(() => {
    expected = cases.map((args) => spawnNode([cliMain(), ...args], root));
    assert.deepEqual(
      expected.map((e) => e.status),
      [0, 1, 1, 0],
      'the fixtures: one clean site, one broken',
    );
  });

  for (const state of states) {
    it(`docsjson and docsjson-language-server behave the same with the cache ${state.name}`, () => {
      const programs = [cacheOf(cli), cacheOf(server)].map((f) => ({
        ...f,
        pristineCache: fs.readFileSync(f.cache),
        pristineBundle: fs.readFileSync(f.bundle),
      }));
      try {
        for (const p of programs) state.apply(p.cache, p.bundle, p.pristineCache);
        const nodeArgs = state.nodeArgs ?? [];
        for (const [i, args] of cases.entries()) {
          const want = expected[i];
          const got = spawnNode([...nodeArgs, cli, ...args], root, { DOCSJSON_CODE_CACHE_DEBUG: '1' });
          const [first, ...rest] = got.stderr.split('\n');
          const label = `docsjson ${args.join(' ')}: ${first}`;
          assert.match(first.replace(/^docsjson code cache: /, ''), state.status, label);
          assert.equal(got.status, want.status, label);
          assert.equal(got.stdout, want.stdout, label);
          assert.equal(rest.join('\n'), want.stderr, label);
        }
        const got = spawnNode([...nodeArgs, server, '--version'], root, { DOCSJSON_CODE_CACHE_DEBUG: '1' });
        assert.equal(got.status, 0, got.stderr);
        assert.match(got.stdout, /^\d+\.\d+\.\d+\n$/);
        assert.match(
          got.stderr.replace(/^docsjson code cache: /, '').trimEnd(),
          state.status,
          `docsjson-language-server: ${got.stderr}`,
        );
      } finally {
        for (const p of programs) {
          fs.writeFileSync(p.cache, p.pristineCache);
          fs.writeFileSync(p.bundle, p.pristineBundle);
        }
      }
    });
  }

  it('without the debug variable the loader prints nothing of its own', () => {
    const got = spawnNode([cli, '--version'], root);
    assert.equal(got.status, 0);
    assert.equal(got.stderr, '');
  });
});
