import assert from 'node:assert/strict';
import { loadSpec } from '../../src/core/openapi/specLoader';
import { codes, indexOf, only, range, rangeOfText } from './helpers';

const PETSTORE_30 = `openapi: 3.0.3
info:
  title: Petstore
  version: 1.0.0
paths:
  /pets:
    get:
      summary: List pets
      operationId: listPets
    post:
      summary: Create a pet
      deprecated: true
  /pets/{petId}:
    parameters:
      - name: petId
        in: path
    get:
      description: One pet
  x-internal:
    get: {}
`;

describe('OpenAPI index: structure', () => {
  it('indexes an OpenAPI 3.0 YAML spec: paths, methods, summary, operationId, deprecated, exact locations', async () => {
    const index = await indexOf({ 'openapi.yaml': PETSTORE_30 });
    assert.deepEqual(index.errors, []);
    assert.equal(index.unreadable, false);
    assert.equal(index.version, '3.0.3');
    assert.equal(index.title, 'Petstore');
    assert.deepEqual([...index.paths.keys()], ['/pets', '/pets/{petId}']);
    assert.deepEqual([...index.paths.get('/pets')!.keys()], ['get', 'post']);
    assert.deepEqual([...index.paths.get('/pets/{petId}')!.keys()], ['get']);
    const list = index.paths.get('/pets')!.get('get')!;
    assert.equal(list.summary, 'List pets');
    assert.equal(list.operationId, 'listPets');
    assert.equal(list.deprecated, undefined);
    assert.deepEqual(list.location, { file: 'openapi.yaml', range: range(6, 4, 6, 7) });
    const create = index.paths.get('/pets')!.get('post')!;
    assert.equal(create.deprecated, true);
    assert.deepEqual(create.location!.range, range(9, 4, 9, 8));
    assert.equal(index.paths.get('/pets/{petId}')!.get('get')!.description, 'One pet');
    assert.equal(index.webhooks.size, 0);
  });

  it('indexes a Swagger 2.0 JSON spec with exact key ranges', async () => {
    const text =
      '{\n  "swagger": "2.0",\n  "info": {"title": "Old", "version": "1"},\n  "paths": {\n    "/users": {\n      "get": {"summary": "All users"},\n      "delete": {}\n    }\n  }\n}\n';
    const index = await indexOf({ 'api/swagger.json': text }, 'api/swagger.json');
    // Mintlify's build refuses Swagger 2.0; the operations are indexed all the same.
    assert.deepEqual(
      index.errors.map((e) => [e.code, e.message, e.range]),
      [
        [
          'version-unsupported',
          'Swagger 2.0 is not supported by Mintlify, whose build fails on it: convert the file to OpenAPI 3',
          range(1, 13, 1, 18),
        ],
      ],
    );
    assert.equal(index.version, '2.0');
    assert.equal(index.title, 'Old');
    const get = index.paths.get('/users')!.get('get')!;
    assert.equal(get.summary, 'All users');
    assert.deepEqual(get.location, { file: 'api/swagger.json', range: range(5, 6, 5, 11) });
    assert.deepEqual(index.paths.get('/users')!.get('delete')!.location!.range, range(6, 6, 6, 14));
  });

  it('indexes OpenAPI 3.1 webhooks (including one behind a components/pathItems $ref) and a spec without paths', async () => {
    const text = `openapi: 3.1.0
info: {title: Hooks, version: '1'}
webhooks:
  order.created:
    post:
      summary: An order was created
  order.deleted:
    $ref: '#/components/pathItems/Deleted'
components:
  pathItems:
    Deleted:
      post:
        operationId: deleted
`;
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(index.errors, []);
    assert.equal(index.unreadable, false);
    assert.equal(index.paths.size, 0);
    assert.deepEqual([...index.webhooks.keys()], ['order.created', 'order.deleted']);
    const created = index.webhooks.get('order.created')!;
    assert.equal(created.method, 'webhook');
    assert.equal(created.path, 'order.created');
    assert.equal(created.summary, 'An order was created');
    assert.deepEqual(created.location!.range, range(4, 4, 4, 8));
    const deleted = index.webhooks.get('order.deleted')!;
    assert.equal(deleted.operationId, 'deleted');
    assert.deepEqual(deleted.location, { file: 'openapi.yaml', range: range(11, 6, 11, 10) });
  });

  it('gives UTF-16 positions in CRLF files with non-ASCII text before the key', async () => {
    const text =
      'openapi: "3.1.0"\r\ninfo: {title: "Café 😀 API", version: "1"}\r\npaths:\r\n  /caf\u00e9s/😀:\r\n    get: {summary: "Ça va"}\r\n';
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(index.errors, []);
    assert.equal(index.title, 'Café 😀 API');
    const op = index.paths.get('/cafés/😀')!.get('get')!;
    assert.equal(op.summary, 'Ça va');
    assert.deepEqual(op.location!.range, range(4, 4, 4, 7));
    // the path key itself: "/cafés/😀" is 9 UTF-16 units long (the emoji is two)
    const bad = await indexOf({ 'openapi.yaml': text.replace('get: {summary: "Ça va"}', 'get: 42') });
    assert.deepEqual(only(bad, 'operation-invalid').range, range(4, 4, 4, 7));
  });

  it('gives UTF-16 positions in a CRLF JSON spec with an emoji on the same line', async () => {
    const text =
      '{"openapi":"3.0.0","info":{"title":"😀","version":"1"},\r\n"paths":{"/é":{"get":{}},\r\n "/x": {"p😀st": 1, "GET": {}}}}';
    const index = await indexOf({ 'a.json': text }, 'a.json');
    assert.deepEqual(index.paths.get('/é')!.get('get')!.location!.range, range(1, 15, 1, 20));
    const warn = only(index, 'method-case');
    assert.deepEqual(warn.range, range(2, 20, 2, 25));
    assert.equal(warn.severity, 'warning');
  });

  it('reports a root that is not an object, and marks the spec unreadable', async () => {
    const index = await indexOf({ 'openapi.yaml': '- just\n- a list\n' });
    assert.equal(index.unreadable, true);
    assert.deepEqual(codes(index), ['not-an-object']);
    assert.deepEqual(index.errors[0].range, range(0, 0, 0, 0));
  });

  it('reports neither openapi nor swagger, but still indexes the paths', async () => {
    const index = await indexOf({ 'openapi.yaml': 'paths:\n  /a:\n    get: {}\n' });
    assert.deepEqual(codes(index), ['version-missing']);
    assert.equal(index.unreadable, false);
    assert.equal(index.version, undefined);
    assert.ok(index.paths.get('/a')!.has('get'));
  });

  it('reports unsupported versions at the version value: 4.0.0, swagger 1.2, an unquoted YAML number, and warns for 3.2', async () => {
    const v4 = await indexOf({ 'openapi.yaml': 'openapi: 4.0.0\npaths: {}\n' });
    assert.deepEqual(only(v4, 'version-unsupported').range, range(0, 9, 0, 14));
    const sw = await indexOf({ 'openapi.yaml': 'swagger: "1.2"\npaths: {}\n' });
    assert.match(only(sw, 'version-unsupported').message, /"1\.2"/);
    const num = await indexOf({ 'openapi.yaml': 'openapi: 3.0\npaths: {}\n' });
    assert.match(only(num, 'version-unsupported').message, /must be a string/);
    assert.equal(num.version, '3');
    const v32 = await indexOf({ 'openapi.yaml': 'openapi: 3.2.0\npaths:\n  /a:\n    get: {}\n' });
    assert.equal(only(v32, 'version-unsupported').severity, 'warning');
    assert.ok(v32.paths.get('/a')!.has('get'));
  });

  it('reports paths that is not an object at the `paths` key, and a 3.0 spec without paths', async () => {
    const bad = await indexOf({ 'openapi.yaml': 'openapi: 3.0.0\npaths: [1]\n' });
    assert.deepEqual(only(bad, 'paths-invalid').range, range(1, 0, 1, 5));
    assert.equal(bad.unreadable, true);
    const none = await indexOf({ 'openapi.yaml': 'openapi: 3.0.0\ninfo: {}\n' });
    assert.deepEqual(codes(none), ['paths-invalid']);
    assert.equal(none.unreadable, false);
  });

  it('reports a path key without a leading slash and does not index it; x- keys are extensions', async () => {
    const text = 'openapi: 3.0.0\npaths:\n  users:\n    get: {}\n  x-extra: {}\n  /ok:\n    get: {}\n';
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(only(index, 'path-key-invalid').range, range(2, 2, 2, 7));
    assert.deepEqual([...index.paths.keys()], ['/ok']);
  });

  it('warns on an unbalanced or empty path parameter; the same path with other parameter names is allowed (GitHub has them)', async () => {
    const text =
      'openapi: 3.0.0\npaths:\n  /a/{id:\n    get: {}\n  /b/{}:\n    get: {}\n  /u/{id}:\n    get: {}\n  /u/{userId}:\n    put: {}\n  /ok/{x}/{y}:\n    get: {}\n';
    const index = await indexOf({ 'openapi.yaml': text });
    const warnings = index.errors.filter((e) => e.code === 'path-key-invalid');
    assert.deepEqual(
      warnings.map((w) => [w.severity, w.range!.start.line, w.message]),
      [
        ['warning', 2, 'Path "/a/{id" has an unbalanced or empty {parameter}'],
        ['warning', 4, 'Path "/b/{}" has an unbalanced or empty {parameter}'],
      ],
    );
    assert.equal(index.paths.size, 5);
  });

  it('reports a path item and an operation that are not objects', async () => {
    const text = 'openapi: 3.0.0\npaths:\n  /a: 5\n  /b:\n    get: [1]\n    post: {}\n  /c:\n';
    const index = await indexOf({ 'openapi.yaml': text });
    const items = index.errors.filter((e) => e.code === 'path-item-invalid');
    assert.deepEqual(
      items.map((e) => e.range),
      [range(2, 2, 2, 4), range(6, 2, 6, 4)],
    );
    assert.deepEqual(only(index, 'operation-invalid').range, range(4, 4, 4, 7));
    assert.deepEqual([...index.paths.get('/b')!.keys()], ['post']);
    assert.equal(index.paths.has('/a'), false);
  });

  it('B4: duplicate path and method keys are reported at the later key, in YAML and in JSON', async () => {
    const yaml =
      'openapi: 3.0.0\npaths:\n  /a:\n    get: {summary: one}\n    get: {summary: two}\n  /b:\n    post: {}\n  /b:\n    put: {}\n';
    const y = await indexOf({ 'openapi.yaml': yaml });
    const dups = y.errors.filter((e) => e.code === 'duplicate-key');
    assert.deepEqual(dups.map((d) => d.range!.start.line).sort(), [4, 7]);
    assert.deepEqual(dups.find((d) => d.range!.start.line === 4)!.range, range(4, 4, 4, 7));
    assert.deepEqual(dups.find((d) => d.range!.start.line === 7)!.range, range(7, 2, 7, 4));
    assert.equal(y.paths.get('/a')!.get('get')!.summary, 'two');
    assert.deepEqual([...y.paths.get('/b')!.keys()], ['put']);
    const json = '{"openapi": "3.0.0", "paths": {"/a": {"get": {"summary": "one"}, "get": {"summary": "two"}}}}';
    const j = await indexOf({ 'a.json': json }, 'a.json');
    const d = only(j, 'duplicate-key');
    assert.deepEqual(d.range, rangeOfText(json, '"get"', 1));
    assert.equal(j.paths.get('/a')!.get('get')!.summary, 'two');
    assert.deepEqual(j.paths.get('/a')!.get('get')!.location!.range, rangeOfText(json, '"get"', 1));
  });

  it('warns on a duplicate operationId at the second operation', async () => {
    const text = 'openapi: 3.0.0\npaths:\n  /a:\n    get: {operationId: x}\n  /b:\n    get: {operationId: x}\n';
    const index = await indexOf({ 'openapi.yaml': text });
    const e = only(index, 'operation-id-duplicate');
    assert.equal(e.severity, 'warning');
    assert.deepEqual(e.range, range(5, 4, 5, 7));
  });

  it('reports a JSON syntax error with its position and marks the spec unreadable', async () => {
    const text = '{\n  "openapi": "3.0.0",\n  "paths": {,}\n}';
    const index = await indexOf({ 'a.json': text }, 'a.json');
    assert.equal(index.unreadable, true);
    const e = only(index, 'syntax');
    assert.deepEqual(e.range, range(2, 12, 2, 13));
  });

  it('reports a JSON syntax error that V8 gives without a position at the offending token, without quoting the file', async () => {
    const text = '{\n  "openapi": "3.0.0",\n  "paths": tru\n}';
    const index = await indexOf({ 'a.json': text }, 'a.json');
    const e = only(index, 'syntax');
    assert.equal(e.range!.start.line, 2);
    assert.equal(e.message, "JSON syntax error: Unexpected token '\n'");
  });

  it('reports a YAML syntax error with its position and marks the spec unreadable', async () => {
    const index = await indexOf({ 'openapi.yaml': 'openapi: 3.0.0\npaths:\n  /a: [unclosed\n' });
    assert.equal(index.unreadable, true);
    assert.ok(index.errors.length >= 1);
    assert.ok(index.errors.every((e) => e.code === 'syntax' && e.file === 'openapi.yaml' && e.range));
  });

  it('a .yaml file holding JSON is read (JSON fast path) with JSON positions', async () => {
    const text = '{"openapi": "3.0.0",\n "paths": {"/a": {"get": {}}}}';
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(index.errors, []);
    assert.deepEqual(index.paths.get('/a')!.get('get')!.location!.range, range(1, 18, 1, 23));
  });

  it('a UTF-8 BOM before JSON is accepted and positions keep counting it', async () => {
    const text = '\uFEFF{"openapi": "3.0.0", "paths": {"/a": {"get": {}}}}';
    const index = await indexOf({ 'a.json': text }, 'a.json');
    assert.deepEqual(index.errors, []);
    assert.deepEqual(index.paths.get('/a')!.get('get')!.location!.range, rangeOfText(text, '"get"'));
  });

  it('a missing spec file is unreadable with a file-unreadable error', async () => {
    const index = await indexOf({}, 'nope.yaml');
    assert.equal(index.unreadable, true);
    assert.deepEqual(codes(index), ['file-unreadable']);
    assert.match(index.errors[0].message, /does not exist/);
  });

  it('A3: an unsafe spec path is refused before any file access', async () => {
    let touched = 0;
    const ws = {
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
    for (const p of ['../../x.yaml', 'C:\\x.yaml', '//host/share/x.yaml', 'a\0b.yaml']) {
      const { index } = await loadSpec(ws, p);
      assert.equal(index.unreadable, true, p);
      assert.equal(index.errors[0].code, 'file-unreadable', p);
    }
    assert.equal(touched, 0);
  });

  it('a leading "/" in the spec path means the docs root', async () => {
    const index = await indexOf({ 'api/openapi.yaml': PETSTORE_30 }, '/api/openapi.yaml');
    assert.equal(index.file, 'api/openapi.yaml');
    assert.equal(index.paths.size, 2);
  });
});
