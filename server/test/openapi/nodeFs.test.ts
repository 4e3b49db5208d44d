// Hostile file-system inputs for spec files (docs/security.md), against real temporary folders and the Node workspace.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { loadSpec } from '../../src/core/openapi/specLoader';
import { SpecCache } from '../../src/core/openapi/specCache';
import { findOperation } from '../../src/core/openapi/findOperation';
import { only } from './helpers';

function specWithPathRef(ref: string): string {
  return `openapi: 3.0.0\npaths:\n  /x:\n    $ref: '${ref}'\n  /ok:\n    get: {}\n`;
}

describe('OpenAPI index: real file system', () => {
  let dir: string;
  let root: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-openapi-'));
    root = path.join(dir, 'docs');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(dir, 'secret.yaml'), 'get:\n  summary: sk_live_SECRET\n');
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('A2: $ref "../secret.yaml" outside the docs root is refused and its content never appears', async () => {
    fs.writeFileSync(path.join(root, 'openapi.yaml'), specWithPathRef('../secret.yaml'));
    const { index } = await loadSpec(new NodeWorkspace(root), 'openapi.yaml');
    assert.match(only(index, 'ref-unsafe').message, /leaves the docs root/);
    assert.ok(!JSON.stringify([...index.paths], (_k, v) => (v instanceof Map ? [...v] : v)).includes('SECRET'));
    assert.ok(!JSON.stringify(index.errors).includes('SECRET'));
  });

  it('A1: $ref "/etc/passwd" and "file:///etc/hostname" are refused and not read', async () => {
    fs.writeFileSync(
      path.join(root, 'openapi.yaml'),
      specWithPathRef('/etc/passwd') + '  /y:\n    $ref: "file:///etc/hostname"\n',
    );
    const { index } = await loadSpec(new NodeWorkspace(root), 'openapi.yaml');
    assert.equal(index.errors.filter((e) => e.code === 'ref-unsafe').length, 2);
    assert.ok(!JSON.stringify(index.errors).includes('root:'));
    assert.deepEqual(index.files, ['openapi.yaml']);
  });

  it('A3: the spec path "../secret.yaml" is refused', async () => {
    const { index } = await loadSpec(new NodeWorkspace(root), '../secret.yaml');
    assert.equal(index.unreadable, true);
    assert.equal(index.errors[0].code, 'file-unreadable');
    assert.ok(!JSON.stringify(index).includes('SECRET'));
  });

  it('A4: a symlink inside the root that points outside is not followed (spec and $ref)', async () => {
    fs.symlinkSync(path.join(dir, 'secret.yaml'), path.join(root, 'link.yaml'));
    fs.writeFileSync(path.join(root, 'openapi.yaml'), specWithPathRef('link.yaml'));
    const { index } = await loadSpec(new NodeWorkspace(root), 'openapi.yaml');
    const e = only(index, 'ref-not-found');
    assert.match(e.message, /"link\.yaml" leads outside the docs root \(through a symbolic link\)/);
    assert.ok(!JSON.stringify(index.errors).includes('SECRET'));
    assert.equal(findOperation(index, 'get', '/x').kind, 'unknown');
    const direct = await loadSpec(new NodeWorkspace(root), 'link.yaml');
    assert.equal(direct.index.unreadable, true);
  });

  it('A4: a symlink inside the root that stays inside is followed', async () => {
    fs.mkdirSync(path.join(root, 'real'));
    fs.writeFileSync(path.join(root, 'real', 'x.yaml'), 'get: {summary: inside}\n');
    fs.symlinkSync(path.join(root, 'real', 'x.yaml'), path.join(root, 'alias.yaml'));
    fs.writeFileSync(path.join(root, 'openapi.yaml'), specWithPathRef('alias.yaml'));
    const { index } = await loadSpec(new NodeWorkspace(root), 'openapi.yaml');
    assert.deepEqual(index.errors, []);
    assert.equal(index.paths.get('/x')!.get('get')!.summary, 'inside');
  });

  // Opening a FIFO with no writer blocks for ever: had it been opened, the load would never settle (the test's
  // timeout), whatever the machine's speed.
  it('A6: a $ref to a FIFO settles without opening it, and the process can still stat files', async () => {
    execFileSync('mkfifo', [path.join(root, 'pipe.yaml')]);
    fs.writeFileSync(path.join(root, 'openapi.yaml'), specWithPathRef('pipe.yaml'));
    const { index } = await loadSpec(new NodeWorkspace(root), 'openapi.yaml');
    assert.match(only(index, 'ref-not-found').message, /not a regular file/);
    // the thread pool is not blocked: an unrelated stat still answers
    await fs.promises.stat(path.join(root, 'openapi.yaml'));
  });

  it('A6: a spec that is itself a FIFO settles, unread', async () => {
    execFileSync('mkfifo', [path.join(root, 'openapi.yaml')]);
    const index = await new SpecCache(new NodeWorkspace(root)).get('openapi.yaml');
    assert.equal(index.unreadable, true);
    assert.match(index.errors[0].message, /not a regular file/);
  });

  // Reading /dev/zero never ends: the load settling at all shows it was not read.
  it('A5: a symlink to /dev/zero inside the root is refused (outside the root, and not a regular file)', async () => {
    fs.symlinkSync('/dev/zero', path.join(root, 'zero.yaml'));
    fs.writeFileSync(path.join(root, 'openapi.yaml'), specWithPathRef('zero.yaml'));
    const { index } = await loadSpec(new NodeWorkspace(root), 'openapi.yaml');
    assert.match(only(index, 'ref-not-found').message, /outside the docs root/);
  });

  it('a folder named like a spec is not read', async () => {
    fs.mkdirSync(path.join(root, 'dir.yaml'));
    fs.writeFileSync(path.join(root, 'openapi.yaml'), specWithPathRef('dir.yaml'));
    const { index } = await loadSpec(new NodeWorkspace(root), 'openapi.yaml');
    assert.match(only(index, 'ref-not-found').message, /is a folder/);
  });

  it('cache: touching a referenced file on disk rebuilds, an untouched tree does not', async () => {
    fs.writeFileSync(path.join(root, 'openapi.yaml'), specWithPathRef('x.yaml'));
    const xPath = path.join(root, 'x.yaml');
    fs.writeFileSync(xPath, 'get: {summary: one}\n');
    const cache = new SpecCache(new NodeWorkspace(root));
    await cache.get('openapi.yaml');
    await cache.get('openapi.yaml');
    assert.equal(cache.builds, 1);
    fs.writeFileSync(xPath, 'get: {summary: two, description: longer}\n');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(xPath, later, later);
    const index = await cache.get('openapi.yaml');
    assert.equal(cache.builds, 2);
    assert.equal(index.paths.get('/x')!.get('get')!.summary, 'two');
  });

  it('cache: the same after a walk vetted the files (their stamps are taken without the thread pool)', async () => {
    fs.writeFileSync(path.join(root, 'openapi.yaml'), specWithPathRef('x.yaml'));
    const xPath = path.join(root, 'x.yaml');
    fs.writeFileSync(xPath, 'get: {summary: one}\n');
    const ws = new NodeWorkspace(root);
    assert.ok((await ws.listFiles()).includes('x.yaml') && ws.isVettedFile('x.yaml'));
    const cache = new SpecCache(ws);
    await cache.get('openapi.yaml');
    await cache.get('openapi.yaml');
    assert.equal(cache.builds, 1);
    fs.writeFileSync(xPath, 'get: {summary: two, description: longer}\n');
    const index = await cache.get('openapi.yaml');
    assert.equal(cache.builds, 2, 'a new size is a new stamp');
    assert.equal(index.paths.get('/x')!.get('get')!.summary, 'two');
    fs.rmSync(xPath);
    assert.equal(await ws.stat('x.yaml'), undefined, 'a vetted file deleted since the walk');
    await cache.get('openapi.yaml');
    assert.equal(cache.builds, 3);
  });
});
