// The test runner's promise: a test may be skipped only through test/helpers/requirements.ts, which records why
// (a system program or the real site is missing); the summary line counts those as skipped and any other skip
// (`it.skip`, a bare `this.skip()`) as failed; in CI a missing program is a failure. Checked by running mocha with
// the summary reporter on tiny fixture files in a child process, in one process and in parallel mode (as
// scripts/run-tests.js runs the suite), where the skips are recorded in worker processes.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as path from 'path';
import { repoRoot } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const root = repoRoot();
const fixtures = path.join(root, 'server', 'test', 'fixtures', 'skips');

const MODES = { 'one process': [], 'parallel mode': ['--parallel', '--jobs', '2'] };

function mocha(mode: string[], files: string[], env: Record<string, string> = {}) {
  const clean = { ...process.env };
  delete clean.CI;
  delete clean.DOCSJSON_SKIP_LOG; // this run's own, when the suite itself runs in parallel mode
  const r = spawnSync(
    process.execPath,
    [
      require.resolve('mocha/bin/mocha.js'),
      ...mode,
      '--reporter',
      path.join(root, 'scripts', 'summary-reporter.js'),
      ...files.map((f) => path.join(fixtures, f)),
    ],
    {
      env: { ...clean, REQUIREMENTS_MODULE: path.join(__dirname, '..', 'helpers', 'requirements.js'), ...env },
      encoding: 'utf8',
      timeout: scaledTimeout(60_000),
    },
  );
  if (r.error) throw r.error;
  return { code: r.status, lines: r.stdout.trimEnd().split('\n'), stdout: r.stdout };
}

describe('skipped tests and the summary line', function () {
  this.timeout(scaledTimeout(60_000));

  for (const [name, mode] of Object.entries(MODES)) {
    describe(name, () => {
      it('a skip with a reason counts as skipped, names the install command, and the run passes', () => {
        const out = mocha(mode, ['reasoned.fixture.js']);
        assert.equal(out.lines.at(-1), '1 passed, 0 failed, 1 skipped');
        assert.ok(
          out.lines.includes(
            'skipped: fixture: skips with a reason needs a program that is not installed: docsjson-no-such-program is not installed (install: apt-get install -y docsjson-no-such-program)',
          ),
          out.stdout,
        );
        assert.equal(out.code, 0);
      });

      it('it.skip and a bare this.skip() count as failed, and the run fails', () => {
        const out = mocha(mode, ['reasoned.fixture.js', 'bare.fixture.js']);
        assert.equal(out.lines.at(-1), '1 passed, 2 failed, 1 skipped');
        for (const title of ['skipped with it.skip', 'skipped with a bare this.skip()'])
          assert.ok(
            out.lines.includes(
              `skipped without a reason (counted as failed): fixture: skips without a reason ${title}`,
            ),
            out.stdout,
          );
        assert.notEqual(out.code, 0, 'the run fails');
      });

      it('in CI a missing program is a failure, not a skip', () => {
        const out = mocha(mode, ['reasoned.fixture.js'], { CI: 'true' });
        assert.equal(out.lines.at(-1), '1 passed, 1 failed');
        assert.match(out.stdout, /docsjson-no-such-program is required in CI and was not found/);
        assert.notEqual(out.code, 0);
      });
    });
  }

  it('the run says how long it took and names its slowest tests and files, before the summary line', () => {
    const out = mocha(MODES['parallel mode'], ['reasoned.fixture.js', 'bare.fixture.js']);
    const slowest = out.lines.indexOf('slowest tests:');
    const files = out.lines.indexOf('slowest files (tests and hooks):');
    assert.ok(slowest > 0 && files > slowest, out.stdout);
    assert.match(
      out.lines[slowest + 1],
      /^ +\d+\.\d s {2}fixture: skips with a reason passes \(.*reasoned\.fixture\.js\)$/,
    );
    assert.match(out.lines.at(-2)!, /^time: \d+\.\d s wall, \d+\.\d s in tests and hooks, \d+\.\d s CPU/);
  });
});
