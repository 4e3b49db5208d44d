// Golden files: every folder of testFixture/ linted in every format by the CLI (run(), the whole command minus the
// process wiring that e2e.test.ts covers by spawning; in-process keeps 6 fixtures x 4 formats fast), compared with
// server/test/golden/<fixture>.<format>.txt. UPDATE_GOLDEN=1 (re)writes them (and removes goldens of fixtures
// that are gone); review the diff before committing. Machine-specific paths become <root> (the repo root).
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { pathToFileURL } from 'url';
import { FORMAT_NAMES } from '../../src/cli/args';
import { run } from '../../src/cli/run';
import { repoRoot } from './helpers';
import { sarifValidator } from './sarifValidator';
import { scaledTimeout } from '../helpers/timeScale';

const root = repoRoot();
const fixturesDir = path.join(root, 'testFixture');
const goldenDir = path.join(root, 'server', 'test', 'golden');
const update = process.env.UPDATE_GOLDEN === '1';

function fixtures(): string[] {
  if (!fs.existsSync(fixturesDir)) return [];
  return fs
    .readdirSync(fixturesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort();
}

/** Replaces the repo root (as a file URL, as JSON-escaped text, as plain text) and the tool version. */
export function machineIndependent(text: string, version: string): string {
  const url = pathToFileURL(root).href;
  const escaped = JSON.stringify(root).slice(1, -1);
  return text
    .split(url)
    .join('file://<root>')
    .split(escaped)
    .join('<root>')
    .split(root)
    .join('<root>')
    .split(`"version": "${version}"`)
    .join('"version": "<version>"');
}

describe('golden output of testFixture/', function () {
  this.timeout(scaledTimeout(120_000));
  const names = fixtures();
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

  it('has at least one fixture folder', () => {
    assert.ok(names.length > 0, `no fixture folders in ${fixturesDir}`);
  });

  it('has no golden files for fixtures that are gone', () => {
    const expected = new Set(names.flatMap((n) => FORMAT_NAMES.map((f) => `${n}.${f}.txt`)));
    const stale = fs.existsSync(goldenDir)
      ? fs.readdirSync(goldenDir).filter((f) => f.endsWith('.txt') && !expected.has(f))
      : [];
    if (update) for (const f of stale) fs.rmSync(path.join(goldenDir, f));
    else assert.deepEqual(stale, [], 'stale golden files: run with UPDATE_GOLDEN=1');
  });

  for (const name of names) {
    for (const format of FORMAT_NAMES) {
      it(`${name} --format ${format}`, async () => {
        const rel = `testFixture/${name}`;
        const outcome = await run(['lint', rel, '--format', format], { cwd: root, env: {}, stdoutIsTTY: false });
        const out = { code: outcome.exitCode, stdout: outcome.stdout, stderr: outcome.stderr };
        assert.ok(out.code === 0 || out.code === 1 || out.code === 2, `unexpected exit ${out.code}`);
        // Never bless a crash into a golden file.
        assert.ok(!out.stderr.includes('internal error'), out.stderr);
        if (format === 'json' && out.code !== 2) JSON.parse(out.stdout);
        if (format === 'sarif' && out.code !== 2) {
          const validate = sarifValidator();
          assert.ok(validate(JSON.parse(out.stdout)), JSON.stringify(validate.errors));
        }
        if (name === 'site') assert.equal(out.code, 0, `the demo site should be clean:\n${out.stdout}${out.stderr}`);

        let actual = `# docsjson lint ${rel} --format ${format} -> exit ${out.code}\n${out.stdout}`;
        if (out.stderr) actual += `# stderr\n${out.stderr}`;
        actual = machineIndependent(actual, version);

        const file = path.join(goldenDir, `${name}.${format}.txt`);
        if (update) {
          fs.mkdirSync(goldenDir, { recursive: true });
          fs.writeFileSync(file, actual);
          return;
        }
        assert.ok(fs.existsSync(file), `missing ${path.relative(root, file)}: run with UPDATE_GOLDEN=1 and review it`);
        assert.equal(actual, fs.readFileSync(file, 'utf8'));
      });
    }
  }
});
