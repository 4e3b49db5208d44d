// The routes of every file, gathered ahead in steps of background work when the editor's parse of a large site lands:
// no step walks more than its share of the files, and the facts kept are those one walk would build.
import assert from 'node:assert/strict';
import { createSiteFacts, siteFactsOfFiles, siteFactsOfFilesInSteps } from '../../src/core/pages/siteFacts';

/** A file index that counts the walks over its files. */
class CountingIndex {
  walks = 0;
  version = 1;
  constructor(readonly files: string[]) {}
  allFiles(): Iterable<string> {
    this.walks++;
    return this.files;
  }
}

function files(count: number): string[] {
  const out = ['index.mdx', 'guides/index.mdx', 'snippets/note.mdx', 'images/logo.png'];
  for (let i = out.length; i < count; i++) out.push(`guides/page-${i}.mdx`);
  return out;
}

describe('site facts gathered in steps', () => {
  it('builds in steps of at most the given number of files what one walk builds, then keeps it', async () => {
    const index = new CountingIndex(files(5000));
    const steps = [...siteFactsOfFilesInSteps(index, 2048)];
    assert.equal(steps.length, 4, 'three steps of files and one that keeps the facts');
    for (const step of steps) await step();
    const walks = index.walks;
    const kept = siteFactsOfFiles(index);
    assert.equal(index.walks, walks, 'the facts were built again when asked for');
    const whole = createSiteFacts({ files: index.files });
    for (const route of ['/', '/guides', '/guides/index', '/guides/page-4999', '/snippets/note', '/nowhere'])
      assert.equal(kept.pageAtRoute(route), whole.pageAtRoute(route), route);
    assert.deepEqual([...kept.routes()], [...whole.routes()]);
    assert.equal(kept.fileExists('images/logo.png'), true);
    assert.deepEqual([...siteFactsOfFilesInSteps(index, 2048)], [], 'kept facts were gathered again');
  });

  it('keeps nothing when the files changed while the steps ran', async () => {
    const index = new CountingIndex(files(3000));
    const steps = [...siteFactsOfFilesInSteps(index, 1000)];
    await steps[0]();
    index.files.push('late.mdx');
    index.version++;
    for (const step of steps.slice(1)) await step();
    assert.equal(siteFactsOfFiles(index).pageAtRoute('/late'), 'late.mdx');
  });
});
