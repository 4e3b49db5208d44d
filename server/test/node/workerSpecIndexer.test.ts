// Spec indexes built on the CLI's worker thread must be the ones the main thread builds: same operations, same
// problems at the same places; and a missing worker leaves the work to the main thread.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { WorkerSpecIndexer } from '../../src/node/workerSpecIndexer';
import { lintSite } from '../helpers/checkSite';
import { loadSpec } from '../../src/core/openapi/specLoader';
import type { SpecIndexer } from '../../src/core/openapi/specCache';

function repoRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'scripts', 'bundle.js'))) dir = path.dirname(dir);
  return dir;
}

describe('spec indexes built on a worker thread', () => {
  const fixtures = ['site', 'broken-openapi'].map((name) => path.join(repoRoot(), 'testFixture', name));

  for (const root of fixtures) {
    it(`lint of testFixture/${path.basename(root)} finds the same problems, with every spec built by the worker`, async () => {
      const indexer = new WorkerSpecIndexer(root);
      let built = 0;
      const counting: SpecIndexer = {
        index: async (relPath, options) => {
          const loaded = await indexer.index(relPath, options);
          if (loaded) built++;
          return loaded;
        },
      };
      const withWorker = await lintSite(new NodeWorkspace(root), { specIndexer: counting });
      indexer.close();
      const alone = await lintSite(new NodeWorkspace(root));
      assert.ok(built > 0, 'the worker built the specs');
      assert.deepEqual(withWorker.problems, alone.problems);
    });
  }

  it('gives the same index, stamps included, as a build on this thread', async () => {
    const root = fixtures[1];
    const specs = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ya?ml|json)$/.test(f) && f !== 'docs.json');
    assert.ok(specs.length > 0);
    const indexer = new WorkerSpecIndexer(root);
    for (const spec of specs) {
      const rel = spec.split(path.sep).join('/');
      assert.deepEqual(await indexer.index(rel, {}), await loadSpec(new NodeWorkspace(root), rel), rel);
    }
    indexer.close();
  });

  it('answers undefined when the worker script is missing, so the main thread builds the spec', async () => {
    const indexer = new WorkerSpecIndexer(fixtures[1], path.join(fixtures[1], 'no-such-worker.js'));
    assert.equal(await indexer.index('openapi.yaml', {}), undefined);
    const result = await lintSite(new NodeWorkspace(fixtures[1]), { specIndexer: indexer });
    assert.deepEqual(result.problems, (await lintSite(new NodeWorkspace(fixtures[1]))).problems);
  });
});
