// The site benchmark must not rot: run it on tiny sites (--quick) and check that every figure was taken.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as path from 'path';
import { scaledTimeout } from '../helpers/timeScale';

const repoRoot = path.resolve(__dirname, '../../../..');

describe('site bench (smoke: scripts/bench/site.js --quick)', function () {
  this.timeout(scaledTimeout(180000));

  it('takes every measurement on tiny sites', function () {
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/bench/site.js'), '--quick'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: scaledTimeout(170000),
      env: { ...process.env, DOCSJSON_CORPUS: '' },
    });
    assert.equal(r.status, 0, r.stderr);
    const marker = '--- results (JSON) ---';
    const results = JSON.parse(r.stdout.slice(r.stdout.indexOf(marker) + marker.length)) as {
      measurements: Array<{ id: string; value?: number }>;
    };
    const ids = results.measurements.map((m) => m.id);
    for (const id of [
      'nav.section',
      'nav.modelRebuild',
      'nav.wholeSite',
      'build.generated.seconds',
      'build.generated.pagesPerSecond',
      'build.generated.outputMB',
      'dev.firstPage',
      'dev.editToReload',
      'build.realShape.completes',
      'build.realShape.wall',
      'build.realShape.outputMB',
      'build.realShape.floorCpu/buildCpu',
      'build.api234.wall',
      'build.pages984.peakMemory',
      'build.mixed1306.wall',
      'lint.realShape.cold',
      'lint.realShape.cacheUnchanged',
    ])
      assert.ok(ids.includes(id), `${id} missing`);
    // The largest real shape, shrunk: it holds a page with no file at an endpoint page's URL, and must build.
    assert.equal(results.measurements.find((m) => m.id === 'build.realShape.completes')?.value, 1);
    // Each budget is printed with its figure and whether it holds.
    assert.match(r.stdout, /build\.api234\.wall +\| \d+ +\| [\d.]+ s +\| <= 3 s +\| (holds|does not hold)/);
    for (const m of results.measurements)
      assert.ok(typeof m.value === 'number' && m.value >= 0, `${m.id} = ${m.value}`);
  });
});
