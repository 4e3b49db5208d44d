// More hostile inputs as they apply to spec files (YAML, JSON, paths: docs/security.md), and $ref corner cases.
import assert from 'node:assert/strict';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { SpecCache } from '../../src/core/openapi/specCache';
import { loadSpec } from '../../src/core/openapi/specLoader';
import { findOperation } from '../../src/core/openapi/findOperation';
import { codes, indexOf, only, range } from './helpers';

describe('OpenAPI index: more hostile and broken input', () => {
  it('C1: "__proto__" and "constructor" keys in a JSON spec are plain keys: no pollution, no operation', async () => {
    const text =
      '{"openapi":"3.0.0","__proto__":{"polluted":true},"paths":{"__proto__":{"get":{}},"/a":{"__proto__":{"summary":"x"},"constructor":{},"get":{"summary":"ok"}}}}';
    const index = await indexOf({ 'a.json': text }, 'a.json');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.deepEqual([...index.paths.keys()], ['/a']);
    assert.deepEqual([...index.paths.get('/a')!.keys()], ['get']);
    assert.equal(
      only(index, 'path-key-invalid').message,
      'Path "__proto__" does not start with "/"; no entry can name it',
    );
    assert.equal(findOperation(index, 'get', '__proto__').kind, 'path-missing');
  });

  it('C10: CR-only line endings count as line breaks in positions (JSON)', async () => {
    const text = '{\r"openapi": "3.0.0",\r"paths": {\r  "/a": {\r    "get": {}}}}';
    const index = await indexOf({ 'a.json': text }, 'a.json');
    assert.deepEqual(index.paths.get('/a')!.get('get')!.location!.range, range(4, 4, 4, 9));
  });

  it('B12: BOM + CRLF YAML gives positions that count the BOM on line 0 only', async () => {
    const text = '\uFEFFopenapi: 3.0.0\r\npaths:\r\n  /a:\r\n    get: {}\r\n';
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(index.errors, []);
    assert.deepEqual(index.paths.get('/a')!.get('get')!.location!.range, range(3, 4, 3, 7));
  });

  it('C12: a truncated JSON spec gives a range inside the text', async () => {
    const text = '{"openapi": "3.0.0", "paths": {"/a": ';
    const index = await indexOf({ 'a.json': text }, 'a.json');
    const e = only(index, 'syntax');
    assert.ok(e.range!.end.character <= text.length);
    assert.equal(e.range!.start.line, 0);
  });

  it('refs inside a file reached through a path item $ref are checked too', async () => {
    const index = await indexOf({
      'openapi.yaml': 'openapi: 3.0.0\npaths:\n  /a: {$ref: a.yaml}\n',
      'a.yaml': "get:\n  responses:\n    '200': {$ref: '#/nope'}\n",
    });
    const e = only(index, 'ref-pointer-missing');
    assert.equal(e.file, 'a.yaml');
    assert.deepEqual(e.range, range(2, 18, 2, 26));
  });

  it('a broken path item $ref with sibling operations: siblings are found, other methods are unknown, not missing', async () => {
    const index = await indexOf({
      'openapi.yaml': 'openapi: 3.0.0\npaths:\n  /a:\n    $ref: gone.yaml\n    post: {}\n',
    });
    assert.equal(findOperation(index, 'post', '/a').kind, 'found');
    assert.equal(findOperation(index, 'get', '/a').kind, 'unknown');
  });

  it('an operation behind a broken $ref still exists (reported at the $ref)', async () => {
    const index = await indexOf({ 'openapi.yaml': "openapi: 3.0.0\npaths:\n  /a:\n    get: {$ref: '#/nope'}\n" });
    assert.deepEqual(codes(index), ['ref-pointer-missing']);
    assert.equal(findOperation(index, 'get', '/a').kind, 'found');
  });

  it('an operation $ref naming something that is not an object is reported', async () => {
    const index = await indexOf({
      'openapi.yaml': "openapi: 3.0.0\npaths:\n  /a:\n    get: {$ref: '#/x-n'}\nx-n: 5\n",
    });
    assert.deepEqual(codes(index), ['operation-invalid']);
  });

  it('many broken refs are capped with one summary', async () => {
    let text = 'openapi: 3.0.0\npaths:\n  /a:\n    get:\n      responses:\n';
    for (let i = 0; i < 300; i++) text += `        '${200 + i}': {$ref: '#/nope${i}'}\n`;
    const index = await indexOf({ 'openapi.yaml': text });
    assert.equal(index.errors.length, 201);
    assert.equal(index.errors[200].code, 'limit');
    assert.match(index.errors[200].message, /100 more problems/);
  });

  it('D15: a spec deleted after it was cached is rebuilt and becomes unreadable', async () => {
    const mem = new MemoryWorkspace({ 'openapi.yaml': 'openapi: 3.0.0\npaths: {}\n' });
    const cache = new SpecCache(mem);
    assert.equal((await cache.get('openapi.yaml')).unreadable, false);
    mem.delete('openapi.yaml');
    const after = await cache.get('openapi.yaml');
    assert.equal(after.unreadable, true);
    assert.equal(after.errors[0].code, 'file-unreadable');
  });

  it('A10: the spec and its files together are capped in bytes', async () => {
    const big = 'get: {}\n' + '#'.repeat(600) + '\n';
    const index = await indexOf(
      {
        'openapi.yaml': 'openapi: 3.0.0\npaths:\n  /a: {$ref: a.yaml}\n  /b: {$ref: b.yaml}\n',
        'a.yaml': big,
        'b.yaml': big,
      },
      'openapi.yaml',
      { limits: { maxTotalBytes: 1000 } },
    );
    assert.equal(findOperation(index, 'get', '/a').kind, 'found');
    assert.equal(findOperation(index, 'get', '/b').kind, 'unknown');
    assert.match(only(index, 'ref-not-found').message, /1000-byte total limit/);
  });

  it('a spec over the size limit is not read', async () => {
    const index = await indexOf(
      { 'openapi.yaml': 'openapi: 3.0.0\npaths: {}\n' + '#'.repeat(2000) + '\n' },
      'openapi.yaml',
      { limits: { maxFileBytes: 1000 } },
    );
    assert.equal(index.unreadable, true);
    assert.match(index.errors[0].message, /over the 1000-byte limit/);
  });

  it('a spec whose read never settles is abandoned at the read deadline', async () => {
    const ws = {
      rootPath: '/r',
      stat: async () => ({ kind: 'file' as const, size: 10, mtimeMs: 1 }),
      readFile: () => new Promise<string>(() => undefined),
      listFiles: async () => [],
    };
    const { index } = await loadSpec(ws, 'openapi.yaml', { limits: { readTimeoutMs: 200 } });
    assert.equal(index.unreadable, true);
    assert.match(index.errors[0].message, /did not finish within 200 ms/);
    assert.equal(index.errors[0].severity, 'info', 'a read that did not finish says nothing about the spec');
  });
});
