import assert from 'node:assert/strict';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import type { FileStat, Workspace } from '../../src/core/workspace/workspace';
import { SpecCache } from '../../src/core/openapi/specCache';

const SPEC = 'openapi: 3.0.0\npaths:\n  /a:\n    $ref: paths/a.yaml\n';

/** Counts reads per file, so a test can tell a cache hit (stats only) from a rebuild (reads). */
class CountingWorkspace implements Workspace {
  readonly reads = new Map<string, number>();
  constructor(readonly inner: MemoryWorkspace) {}
  get rootPath(): string {
    return this.inner.rootPath;
  }
  async readFile(p: string): Promise<string> {
    this.reads.set(p, (this.reads.get(p) ?? 0) + 1);
    return this.inner.readFile(p);
  }
  stat(p: string): Promise<FileStat | undefined> {
    return this.inner.stat(p);
  }
  listFiles(): Promise<string[]> {
    return this.inner.listFiles();
  }
}

function setup(): { mem: MemoryWorkspace; ws: CountingWorkspace; cache: SpecCache } {
  const mem = new MemoryWorkspace({ 'openapi.yaml': SPEC, 'paths/a.yaml': 'get: {summary: one}\n' });
  const ws = new CountingWorkspace(mem);
  return { mem, ws, cache: new SpecCache(ws) };
}

describe('OpenAPI index: SpecCache', () => {
  it('a second get with unchanged stamps is a hit: same object, no new read', async () => {
    const { ws, cache } = setup();
    const a = await cache.get('openapi.yaml');
    const b = await cache.get('openapi.yaml');
    assert.equal(a, b);
    assert.equal(cache.builds, 1);
    assert.equal(ws.reads.get('openapi.yaml'), 1);
    assert.equal(ws.reads.get('paths/a.yaml'), 1);
  });

  it('"/openapi.yaml" and "openapi.yaml" share one entry', async () => {
    const { cache } = setup();
    assert.equal(await cache.get('/openapi.yaml'), await cache.get('openapi.yaml'));
    assert.equal(cache.builds, 1);
  });

  it('concurrent gets of the same spec share one build', async () => {
    const { ws, cache } = setup();
    const all = await Promise.all([cache.get('openapi.yaml'), cache.get('openapi.yaml'), cache.get('./openapi.yaml')]);
    assert.equal(all[0], all[1]);
    assert.equal(all[0], all[2]);
    assert.equal(cache.builds, 1);
    assert.equal(ws.reads.get('openapi.yaml'), 1);
  });

  it('a changed stamp of the spec itself rebuilds', async () => {
    const { mem, cache } = setup();
    const a = await cache.get('openapi.yaml');
    mem.set('openapi.yaml', SPEC + '  /b:\n    get: {}\n');
    const b = await cache.get('openapi.yaml');
    assert.notEqual(a, b);
    assert.equal(cache.builds, 2);
    assert.ok(b.paths.has('/b'));
  });

  it('a changed stamp of a file the spec refers to rebuilds', async () => {
    const { mem, cache } = setup();
    const a = await cache.get('openapi.yaml');
    assert.equal(a.paths.get('/a')!.get('get')!.summary, 'one');
    mem.set('paths/a.yaml', 'get: {summary: two}\n');
    const b = await cache.get('openapi.yaml');
    assert.equal(cache.builds, 2);
    assert.equal(b.paths.get('/a')!.get('get')!.summary, 'two');
  });

  it('a referenced file that appears later (was missing) rebuilds', async () => {
    const mem = new MemoryWorkspace({ 'openapi.yaml': SPEC });
    const cache = new SpecCache(mem);
    const a = await cache.get('openapi.yaml');
    assert.equal(a.errors[0].code, 'ref-not-found');
    await cache.get('openapi.yaml');
    assert.equal(cache.builds, 1);
    mem.set('paths/a.yaml', 'get: {}\n');
    const b = await cache.get('openapi.yaml');
    assert.equal(cache.builds, 2);
    assert.deepEqual(b.errors, []);
  });

  it('a spec that was missing and is then created rebuilds', async () => {
    const mem = new MemoryWorkspace({});
    const cache = new SpecCache(mem);
    assert.equal((await cache.get('openapi.yaml')).unreadable, true);
    mem.set('openapi.yaml', 'openapi: 3.0.0\npaths: {}\n');
    assert.equal((await cache.get('openapi.yaml')).unreadable, false);
  });

  it('invalidate() of a referenced file drops the spec that read it, and only that one', async () => {
    const mem = new MemoryWorkspace({
      'openapi.yaml': SPEC,
      'paths/a.yaml': 'get: {}\n',
      'other.yaml': 'openapi: 3.0.0\npaths: {}\n',
    });
    const cache = new SpecCache(mem);
    await cache.get('openapi.yaml');
    await cache.get('other.yaml');
    assert.equal(cache.builds, 2);
    cache.invalidate(['paths/a.yaml']);
    await cache.get('openapi.yaml');
    await cache.get('other.yaml');
    assert.equal(cache.builds, 3);
  });

  it('an unsafe spec path is answered without any file access, and cached', async () => {
    let touched = 0;
    const ws: Workspace = {
      rootPath: '/r',
      readFile: async () => {
        touched++;
        return '';
      },
      stat: async () => {
        touched++;
        return undefined;
      },
      listFiles: async () => [],
    };
    const cache = new SpecCache(ws);
    const a = await cache.get('../../etc/passwd');
    assert.equal(a.unreadable, true);
    await cache.get('../../etc/passwd');
    assert.equal(touched, 0);
  });
});
