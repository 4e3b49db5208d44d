import assert from 'node:assert/strict';
import fc from 'fast-check';
import * as yaml from 'yaml';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import type { FileStat, Workspace } from '../../src/core/workspace/workspace';
import { loadSpec } from '../../src/core/openapi/specLoader';
import { findOperation } from '../../src/core/openapi/findOperation';
import type { OpenApiIndex } from '../../src/core/openapi/types';
import { codes, indexOf, only, range, rangeOfText } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

/** A Workspace that records every path it is asked about. */
class SpyWorkspace implements Workspace {
  readonly touched: string[] = [];
  constructor(private readonly inner: MemoryWorkspace) {}
  get rootPath(): string {
    return this.inner.rootPath;
  }
  readFile(p: string): Promise<string> {
    this.touched.push('read:' + p);
    return this.inner.readFile(p);
  }
  stat(p: string): Promise<FileStat | undefined> {
    this.touched.push('stat:' + p);
    return this.inner.stat(p);
  }
  listFiles(): Promise<string[]> {
    return this.inner.listFiles();
  }
}

function specWithPathRef(ref: string): string {
  return `openapi: 3.1.0\npaths:\n  /x:\n    $ref: '${ref}'\n  /ok:\n    get: {}\n`;
}

describe('OpenAPI index: $refs', () => {
  it('follows a path item $ref to another file, relative to the referring file; location is in that file', async () => {
    const index = await indexOf(
      {
        'api/openapi.yaml': 'openapi: 3.0.0\npaths:\n  /users/{id}:\n    $ref: paths/user.yaml\n',
        'api/paths/user.yaml': 'get:\n  summary: One user\ndelete:\n  $ref: ../ops.yaml#/remove\n',
        'api/ops.yaml': 'remove:\n  operationId: removeUser\n',
      },
      'api/openapi.yaml',
    );
    assert.deepEqual(index.errors, []);
    const get = index.paths.get('/users/{id}')!.get('get')!;
    assert.equal(get.summary, 'One user');
    assert.deepEqual(get.location, { file: 'api/paths/user.yaml', range: range(0, 0, 0, 3) });
    const del = index.paths.get('/users/{id}')!.get('delete')!;
    assert.equal(del.operationId, 'removeUser');
    assert.deepEqual(del.location, { file: 'api/paths/user.yaml', range: range(2, 0, 2, 6) });
    assert.deepEqual(index.files, ['api/openapi.yaml', 'api/paths/user.yaml', 'api/ops.yaml']);
  });

  it('follows a #/ pointer with ~1 escapes and percent-encoding, and sibling methods beside the $ref win', async () => {
    const text = `openapi: 3.0.0
paths:
  /a:
    $ref: '#/x-shared/~1b%7Bid%7D'
    post: {summary: local}
x-shared:
  /b{id}:
    get: {summary: shared get}
    post: {summary: shared post}
`;
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(index.errors, []);
    const ops = index.paths.get('/a')!;
    assert.equal(ops.get('get')!.summary, 'shared get');
    assert.equal(ops.get('post')!.summary, 'local');
    assert.deepEqual(ops.get('get')!.location!.range, range(7, 4, 7, 7));
  });

  for (const [row, ref, pattern] of [
    ['A1', '/etc/passwd', /absolute paths are not followed/],
    ['A1', '/proc/self/environ', /absolute paths are not followed/],
    ['A1', 'file:///etc/hostname', /file: URLs are not followed/],
    ['A2', '../secret.yaml', /leaves the docs root/],
    ['A2', 'sub/../../secret.yaml', /leaves the docs root/],
    ['A2', '%2e%2e/secret.yaml', /leaves the docs root/],
    ['D3', '\\\\\\\\attacker\\\\share\\\\x.yaml', /backslash|network/],
    ['D3', '//attacker/share/x.yaml', /network \(UNC\)/],
    ['D3', 'C:/Windows/x.yaml', /drive letter/],
    ['A5', '/dev/zero', /absolute paths/],
  ] as const) {
    it(`${row}: $ref "${ref}" is refused at the $ref, unread, with its own reason`, async () => {
      const ws = new SpyWorkspace(
        new MemoryWorkspace({ 'openapi.yaml': specWithPathRef(ref), 'secret.yaml': 'get: {}\n' }),
      );
      const { index } = await loadSpec(ws, 'openapi.yaml');
      const e = only(index, 'ref-unsafe');
      assert.match(e.message, pattern);
      assert.equal(e.file, 'openapi.yaml');
      assert.equal(e.range!.start.line, 3);
      assert.equal(e.range!.start.character, 10);
      assert.deepEqual(ws.touched, ['stat:openapi.yaml', 'read:openapi.yaml']);
      assert.equal(index.paths.has('/x'), false);
      assert.equal(findOperation(index, 'get', '/x').kind, 'unknown');
      assert.equal(findOperation(index, 'get', '/ok').kind, 'found');
    });
  }

  it('A2: "../" that stays inside the docs root is followed', async () => {
    const index = await indexOf(
      { 'docs/api/openapi.yaml': specWithPathRef('../shared/x.yaml'), 'docs/shared/x.yaml': 'get: {}\n' },
      'docs/api/openapi.yaml',
    );
    assert.deepEqual(index.errors, []);
    assert.deepEqual(index.paths.get('/x')!.get('get')!.location!.file, 'docs/shared/x.yaml');
  });

  for (const [row, url] of [
    ['A7', 'https://example.com/paths/x.yaml'],
    ['A8', 'http://127.0.0.1/x.yaml'],
    ['A8', 'http://2130706433/x.yaml'],
    ['A8', 'http://[::ffff:127.0.0.1]/x.yaml'],
    ['A9', 'http://slow.example/x.yaml'],
    ['A10', 'https://huge.example/200mb.yaml'],
  ] as const) {
    it(`${row}: remote $ref ${url} is never fetched: "not checked offline", and its entries are not called missing`, async () => {
      const ws = new SpyWorkspace(new MemoryWorkspace({ 'openapi.yaml': specWithPathRef(url) }));
      const { index } = await loadSpec(ws, 'openapi.yaml');
      const e = only(index, 'ref-remote');
      assert.equal(e.severity, 'info');
      assert.match(e.message, /not checked offline/);
      assert.deepEqual(e.range, range(3, 10, 3, 12 + url.length));
      assert.deepEqual(ws.touched, ['stat:openapi.yaml', 'read:openapi.yaml']);
      const found = findOperation(index, 'get', '/x');
      assert.equal(found.kind, 'unknown');
      assert.match((found as { reason: string }).reason, /remote URL/);
    });
  }

  it('A7: remote refs deep inside schemas get one note per URL and no fetch', async () => {
    const text = `openapi: 3.0.0
paths:
  /a:
    get:
      responses:
        '200': {$ref: 'https://x.example/r.yaml#/ok'}
        '404': {$ref: 'https://x.example/r.yaml#/ok'}
`;
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(codes(index), ['ref-remote']);
    assert.deepEqual(index.errors[0].range, range(5, 22, 5, 52));
  });

  it('A11: a circular path item $ref chain is detected with a visited set', async () => {
    const index = await indexOf({
      'openapi.yaml': specWithPathRef('a.yaml'),
      'a.yaml': '$ref: b.yaml\n',
      'b.yaml': '$ref: a.yaml\n',
    });
    const e = only(index, 'ref-cycle');
    assert.equal(e.file, 'b.yaml');
    assert.deepEqual(e.range, range(0, 6, 0, 12));
    assert.equal(findOperation(index, 'get', '/x').kind, 'unknown');
  });

  it('A11: a self-referencing pointer and circular schemas do not loop', async () => {
    const text = `openapi: 3.0.0
paths:
  /self:
    $ref: '#/paths/~1self'
  /ok:
    get:
      responses:
        '200':
          content:
            application/json:
              schema: {$ref: '#/components/schemas/User'}
components:
  schemas:
    User:
      properties:
        friend: {$ref: '#/components/schemas/User'}
`;
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(codes(index), ['ref-cycle']);
    assert.equal(index.paths.get('/ok')!.size, 1);
  });

  it('A11: a YAML alias cycle inside the spec does not hang the $ref walk', async () => {
    const text =
      'openapi: 3.0.0\npaths:\n  /a:\n    get:\n      x-loop: &l\n        again: *l\ncomponents:\n  schemas:\n    A: &s\n      items: *s\n';
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(index.errors, []);
    assert.ok(index.paths.get('/a')!.has('get'));
  });

  it('A14: a chain of more $refs than the limit stops with ref-too-deep', async () => {
    const files: Record<string, string> = { 'openapi.yaml': specWithPathRef('f0.yaml') };
    for (let i = 0; i < 40; i++) files[`f${i}.yaml`] = `$ref: f${i + 1}.yaml\n`;
    files['f40.yaml'] = 'get: {}\n';
    const index = await indexOf(files);
    const e = only(index, 'ref-too-deep');
    assert.match(e.message, /more than 32 \$refs/);
    const ok = await indexOf(files, 'openapi.yaml', { limits: { maxRefChain: 64 } });
    assert.deepEqual(ok.errors, []);
    assert.ok(ok.paths.get('/x')!.has('get'));
  });

  it('A14: a spec that pulls in more files than maxFiles stops reading', async () => {
    const files: Record<string, string> = { 'openapi.yaml': 'openapi: 3.0.0\npaths:\n' };
    for (let i = 0; i < 30; i++) {
      files['openapi.yaml'] += `  /p${i}:\n    $ref: p${i}.yaml\n`;
      files[`p${i}.yaml`] = 'get: {}\n';
    }
    const index = await indexOf(files, 'openapi.yaml', { limits: { maxFiles: 10 } });
    assert.equal(index.paths.size, 9);
    assert.equal(index.errors.filter((e) => e.code === 'ref-not-found').length, 21);
    assert.match(index.errors[0].message, /more than 10 files/);
  });

  it('A14: 100k nested JSON objects are indexed without a stack overflow', async function () {
    this.timeout(scaledTimeout(60_000));
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const text = `{"openapi":"3.0.0","paths":{"/a":{"get":{"x-deep":${deep},"responses":${deep}}}}}`;
    const index = await indexOf({ 'a.json': text }, 'a.json');
    assert.deepEqual(index.errors, []);
    assert.deepEqual(index.paths.get('/a')!.get('get')!.location!.range, range(0, 34, 0, 39));
  });

  it('A15: "#/nope" is reported at the $ref with the missing pointer, for path items and deep refs alike', async () => {
    const text = `openapi: 3.0.0
paths:
  /a:
    $ref: '#/nope'
  /b:
    get:
      responses:
        '200': {$ref: '#/components/responses/Missing'}
components:
  responses: {}
`;
    const index = await indexOf({ 'openapi.yaml': text });
    const missing = index.errors.filter((e) => e.code === 'ref-pointer-missing');
    assert.equal(missing.length, 2);
    assert.match(missing[0].message, /#\/nope does not exist in "openapi.yaml"/);
    assert.deepEqual(missing[0].range, range(3, 10, 3, 18));
    assert.match(missing[1].message, /#\/components\/responses\/Missing does not exist/);
    assert.deepEqual(missing[1].range, range(7, 22, 7, 54));
  });

  it('A15: a pointer into a referenced file that is not there names that file', async () => {
    const index = await indexOf({
      'openapi.yaml': specWithPathRef('other.yaml#/items/x'),
      'other.yaml': 'items: {}\n',
    });
    assert.match(only(index, 'ref-pointer-missing').message, /#\/items\/x does not exist in "other.yaml"/);
  });

  it('A16: pointers never match Object.prototype members (#/__proto__, #/constructor)', async () => {
    const text = specWithPathRef('#/constructor') + '  /y:\n    $ref: "#/__proto__/toString"\n';
    const index = await indexOf({ 'openapi.yaml': text });
    assert.equal(index.errors.filter((e) => e.code === 'ref-pointer-missing').length, 2);
  });

  it('A17: each refused or failed ref carries its own reason (missing file, folder, parse error, anchor)', async () => {
    const text = `openapi: 3.0.0
paths:
  /missing: {$ref: 'nope.yaml'}
  /folder: {$ref: 'dir'}
  /broken: {$ref: 'broken.yaml'}
  /anchor: {$ref: '#thing'}
  /number: {$ref: 5}
`;
    const index = await indexOf({ 'openapi.yaml': text, 'dir/a.yaml': 'x: 1\n', 'broken.yaml': 'get: [\n' });
    const messages = index.errors.filter((e) => e.file === 'openapi.yaml').map((e) => `${e.code}: ${e.message}`);
    assert.deepEqual(messages, [
      'ref-not-found: $ref "nope.yaml": "nope.yaml" does not exist',
      'ref-not-found: $ref "dir": "dir" is a folder; it is not read',
      'ref-not-found: $ref "broken.yaml": "broken.yaml" cannot be parsed',
      'ref-invalid: $ref "#thing": "#thing" is not a JSON Pointer (anchors are not supported)',
      'ref-invalid: $ref 5: $ref must be a string',
    ]);
    assert.ok(index.errors.some((e) => e.file === 'broken.yaml' && e.code === 'syntax'));
    for (const p of ['/missing', '/folder', '/broken', '/anchor', '/number'])
      assert.equal(findOperation(index, 'get', p).kind, 'unknown', p);
  });

  it('A18: indexing twice from one parsed file set gives equal results and never mutates the spec value', async () => {
    const files = {
      'openapi.yaml': 'openapi: 3.0.0\npaths:\n  /a: {$ref: p.yaml}\n  /b: {$ref: p.yaml}\n',
      'p.yaml': 'get: {summary: s}\n',
    };
    const ws = new MemoryWorkspace(files);
    const first = await loadSpec(ws, 'openapi.yaml');
    const second = await loadSpec(ws, 'openapi.yaml');
    assert.deepEqual(first.index, second.index);
    assert.notEqual(first.index.paths.get('/a')!.get('get'), first.index.paths.get('/b')!.get('get'));
    assert.equal(first.index.paths.get('/a')!.get('get')!.path, '/a');
    assert.equal(first.index.paths.get('/b')!.get('get')!.path, '/b');
  });

  it('schema refs to other files are checked for existence and their own pointers, and walked in turn', async () => {
    const index = await indexOf({
      'openapi.yaml':
        'openapi: 3.0.0\npaths:\n  /a:\n    get:\n      responses:\n        "200": {$ref: "schemas/r.yaml#/ok"}\n        "404": {$ref: "schemas/gone.yaml"}\n',
      'schemas/r.yaml': 'ok:\n  content:\n    x: {$ref: "#/missing"}\n',
    });
    assert.deepEqual(
      index.errors.map((e) => [e.code, e.file, e.range?.start.line]),
      [
        ['ref-not-found', 'openapi.yaml', 6],
        ['ref-pointer-missing', 'schemas/r.yaml', 2],
      ],
    );
  });

  it('$ref inside an `example` value is data, not a reference; a property named "example" is still walked', async () => {
    const text = `openapi: 3.0.0
paths:
  /a:
    get:
      responses:
        '200':
          content:
            application/json:
              example: {$ref: '/etc/passwd'}
              schema:
                properties:
                  example: {$ref: '#/nope'}
`;
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(codes(index), ['ref-pointer-missing']);
  });
});

describe('OpenAPI index: $refs in a JSON spec judged from its text', () => {
  const REFS = [
    '#/components/schemas/A',
    '#/components/schemas/A/properties/name',
    '#/components/schemas/Missing',
    '#/components/schemas/A~1B',
    'other.json#/x',
    'gone.json',
    'https://example.com/schemas/x.json',
    '#anchor',
    '/etc/passwd',
    '#/components/schemas/caf%C3%A9',
  ];
  /** Where a $ref object goes: somewhere the walk judges it, or inside data it skips. */
  const PLACES = ['property', 'response', 'example', 'extension', 'enum'] as const;

  function specWith(refs: Array<{ ref: string; place: (typeof PLACES)[number] }>): Record<string, unknown> {
    const properties: Record<string, unknown> = { name: { type: 'string' } };
    const responses: Record<string, unknown> = { '200': { description: 'ok' } };
    const extras: Record<string, unknown> = {};
    refs.forEach(({ ref, place }, i) => {
      const target = { $ref: ref };
      if (place === 'property') properties[`p${i}`] = target;
      else if (place === 'response') responses[String(400 + i)] = target;
      else if (place === 'example') extras[`example`] = { nested: [target] };
      else if (place === 'extension') extras[`x-extra-${i}`] = target;
      else extras.enum = [target];
    });
    return {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/a': { get: { responses, ...extras } } },
      components: {
        schemas: { A: { type: 'object', properties }, 'A/B': { type: 'string' }, café: { type: 'string' } },
      },
    };
  }

  it('reports exactly what the walk reports for the same spec written as YAML (property)', async () => {
    const entry = fc.record({ ref: fc.constantFrom(...REFS), place: fc.constantFrom(...PLACES) });
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 6 }), fc.boolean(), async (refs, escapeKeys) => {
        const spec = specWith(refs);
        let json = JSON.stringify(spec, null, 2);
        // JSON may spell the key with an escape; it is still a $ref once parsed.
        if (escapeKeys) json = json.replace(/"\$ref"/g, '"\\u0024ref"');
        const files = { 'other.json': JSON.stringify({ x: { type: 'string' } }) };
        const fromJson = await indexOf({ ...files, 'openapi.json': json }, 'openapi.json');
        const fromYaml = await indexOf({ ...files, 'openapi.yaml': yaml.stringify(spec) }, 'openapi.yaml');
        const said = (index: OpenApiIndex) =>
          index.errors.map((e) => `${e.code}: ${e.message.replace('openapi.yaml', 'openapi.json')}`).sort();
        assert.deepEqual(said(fromJson), said(fromYaml));
      }),
      { numRuns: 150 },
    );
  });

  it('places a broken $ref of a JSON spec on its value, among many that resolve', async () => {
    const spec = specWith([
      { ref: '#/components/schemas/A', place: 'property' },
      { ref: '#/components/schemas/Missing', place: 'response' },
    ]);
    const json = JSON.stringify(spec, null, 2);
    const index = await indexOf({ 'openapi.json': json }, 'openapi.json');
    const missing = only(index, 'ref-pointer-missing');
    assert.deepEqual(missing.range, rangeOfText(json, '"#/components/schemas/Missing"'));
  });
});
