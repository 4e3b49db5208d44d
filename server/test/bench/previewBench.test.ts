// The preview benchmark must not rot: run it on a tiny site (`--quick`) over the real server and check that every
// measurement was taken. The full run (scripts/bench/preview.js, 10k pages) is not part of `npm test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { scaledTimeout } from '../helpers/timeScale';

const repoRoot = path.resolve(__dirname, '../../../..');

describe('preview benchmark (quick run)', function () {
  this.timeout(scaledTimeout(120000));

  it('times typing -> preview updated, the first preview, a cursor move and an unchanged answer', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-preview-bench-test-'));
    try {
      const out = path.join(dir, 'results.json');
      const run = spawnSync(
        process.execPath,
        [path.join(repoRoot, 'scripts/bench/preview.js'), '--quick', '--out', out],
        {
          encoding: 'utf8',
        },
      );
      assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
      const { measurements } = JSON.parse(fs.readFileSync(out, 'utf8')) as {
        measurements: Array<{ id: string; value?: number; runs?: number }>;
      };
      assert.deepEqual(measurements.map((m) => m.id).sort(), [
        'preview.cursorMove',
        'preview.first',
        'preview.keystroke',
        'preview.keystroke.afterCheck',
        'preview.unchanged',
      ]);
      // Times are positive; the preview's time after the check's diagnostics is negative when the preview came first
      // (it is answered from the check's model before the check's rules run).
      for (const m of measurements)
        assert.ok(
          typeof m.value === 'number' &&
            Number.isFinite(m.value) &&
            (m.value >= 0 || m.id === 'preview.keystroke.afterCheck'),
          JSON.stringify(m),
        );
      assert.equal(measurements.find((m) => m.id === 'preview.keystroke')?.runs, 4);
      assert.match(run.stdout, /^measurement +pages +median/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
