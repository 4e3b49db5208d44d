import assert from 'node:assert/strict';
import { findOperation } from '../../src/core/openapi/findOperation';
import { parseMethodEntry } from '../../src/core/openapi/methodEntry';
import { closestKeys, pathShape } from '../../src/core/openapi/similarity';
import { editDistance } from '../../src/core/text/editDistance';
import { indexOf } from './helpers';

const SPEC = `openapi: 3.1.0
paths:
  /users:
    get: {}
    post: {}
  /users/{userId}:
    get: {}
    delete: {}
  /orders/:
    get: {}
  /remote:
    $ref: 'https://example.com/remote.yaml'
webhooks:
  order.created:
    post: {}
`;

describe('OpenAPI index: findOperation', () => {
  it('finds an operation in any method case and reports the matching key', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    for (const m of ['get', 'GET', 'Get']) {
      const r = findOperation(index, m, '/users');
      assert.equal(r.kind, 'found');
      assert.equal(r.kind === 'found' && r.operation.method, 'get');
    }
  });

  it('A16: CONSTRUCTOR /users is not an endpoint', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    assert.equal(parseMethodEntry('CONSTRUCTOR /users'), undefined);
    assert.equal(findOperation(index, 'CONSTRUCTOR', '/users').kind, 'method-invalid');
    assert.equal(findOperation(index, 'constructor', '/users/{userId}').kind, 'method-invalid');
  });

  it('A16: __PROTO__ /x, toString and hasOwnProperty are not endpoints', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    for (const m of ['__PROTO__', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      assert.equal(parseMethodEntry(`${m} /x`), undefined, m);
      assert.equal(findOperation(index, m, '/users').kind, 'method-invalid', m);
    }
    assert.equal(findOperation(index, 'get', '__proto__').kind, 'path-missing');
    assert.equal(findOperation(index, 'get', 'constructor').kind, 'path-missing');
    assert.equal(findOperation(index, 'webhook', 'constructor').kind, 'path-missing');
    assert.equal(findOperation(index, 'webhook', '__proto__').kind, 'path-missing');
  });

  it('tolerates a trailing slash on the entry, and a trailing slash on the spec key', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    const a = findOperation(index, 'get', '/users/');
    assert.deepEqual(a.kind === 'found' && a.path, '/users');
    const b = findOperation(index, 'get', '/orders');
    assert.deepEqual(b.kind === 'found' && b.path, '/orders/');
    assert.equal(findOperation(index, 'get', '/users//').kind, 'path-missing');
  });

  it('method-missing lists the methods the path has, in a stable order', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    assert.deepEqual(findOperation(index, 'patch', '/users/{userId}'), {
      kind: 'method-missing',
      path: '/users/{userId}',
      methods: ['get', 'delete'],
    });
    assert.deepEqual(findOperation(index, 'put', '/users/'), {
      kind: 'method-missing',
      path: '/users',
      methods: ['get', 'post'],
    });
  });

  it('A16: {id} vs {userId} is a near match (sameShape candidate), not a silent pass', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    const r = findOperation(index, 'get', '/users/{id}');
    assert.equal(r.kind, 'path-missing');
    assert.ok(r.kind === 'path-missing');
    assert.equal(r.sameShape, '/users/{userId}');
    assert.equal(r.candidates[0], '/users/{userId}');
  });

  it('path-missing gives close keys as "did you mean" candidates, and none when nothing is close', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    const typo = findOperation(index, 'get', '/user');
    assert.ok(typo.kind === 'path-missing');
    assert.equal(typo.candidates[0], '/users');
    assert.equal(typo.sameShape, undefined);
    const upper = findOperation(index, 'get', '/Users');
    assert.ok(upper.kind === 'path-missing');
    assert.equal(upper.candidates[0], '/users');
    const far = findOperation(index, 'get', '/completely/different/thing');
    assert.deepEqual(far, { kind: 'path-missing', candidates: [] });
  });

  it('a path whose item is a remote $ref is unknown (not checked offline), never missing', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    const r = findOperation(index, 'get', '/remote');
    assert.equal(r.kind, 'unknown');
    assert.equal(findOperation(index, 'get', '/remote/').kind, 'unknown');
  });

  it('an unreadable spec answers unknown for every entry', async () => {
    const index = await indexOf({ 'openapi.yaml': 'openapi: [' });
    assert.equal(findOperation(index, 'get', '/users').kind, 'unknown');
  });

  it('webhooks are looked up by name, with candidates', async () => {
    const index = await indexOf({ 'openapi.yaml': SPEC });
    const r = findOperation(index, 'webhook', 'order.created');
    assert.ok(r.kind === 'found');
    assert.equal(r.operation.method, 'webhook');
    const miss = findOperation(index, 'WEBHOOK', 'order.create');
    assert.ok(miss.kind === 'path-missing');
    assert.deepEqual(miss.candidates, ['order.created']);
    assert.equal(findOperation(index, 'webhook', '/users').kind, 'path-missing');
  });

  it('similarity helpers: shape, bounded distance', () => {
    assert.equal(pathShape('/a/{x}/b/{y_z}'), '/a/{}/b/{}');
    assert.equal(editDistance('kitten', 'sitting', 5, false), 3);
    assert.equal(editDistance('kitten', 'sitting', 2, false), 3);
    assert.equal(editDistance('', 'abc', 5, false), 3);
    assert.equal(editDistance('abc', 'abc', 0, false), 0);
    assert.deepEqual(closestKeys('/pets/{id}', ['/pets/{petId}', '/pet', '/stores']), ['/pets/{petId}']);
  });

  it('2,000 path keys: a miss with candidates finds the path of the same shape', async () => {
    let text = 'openapi: 3.0.0\npaths:\n';
    for (let i = 0; i < 2000; i++) text += `  /resource${i}/{id}/items:\n    get: {}\n    post: {}\n`;
    const index = await indexOf({ 'openapi.yaml': text });
    assert.equal(index.paths.size, 2000);
    for (let i = 0; i < 50; i++)
      assert.equal(findOperation(index, 'get', `/resourc${i}/{id}/items`).kind, 'path-missing');
    const r = findOperation(index, 'get', '/resource17/{x}/items');
    assert.ok(r.kind === 'path-missing');
    assert.equal(r.sameShape, '/resource17/{id}/items');
  });
});

describe('OpenAPI index: parseMethodEntry', () => {
  const cases: [string, ReturnType<typeof parseMethodEntry>][] = [
    ['GET /users/{id}', { method: 'get', path: '/users/{id}' }],
    ['post /x', { method: 'post', path: '/x' }],
    ['DeLeTe /x/', { method: 'delete', path: '/x/' }],
    ['  PATCH   /x  ', { method: 'patch', path: '/x' }],
    ['options /', { method: 'options', path: '/' }],
    ['head /h', { method: 'head', path: '/h' }],
    ['trace /t', { method: 'trace', path: '/t' }],
    ['put /p', { method: 'put', path: '/p' }],
    ['webhook order.created', { method: 'webhook', path: 'order.created' }],
    ['WEBHOOK order.created', { method: 'webhook', path: 'order.created' }],
    ['api/openapi.yaml GET /x', { spec: 'api/openapi.yaml', method: 'get', path: '/x' }],
    ['/v2/openapi.json webhook a.b', { spec: '/v2/openapi.json', method: 'webhook', path: 'a.b' }],
    ['https://x.example/o.yaml post /y', { spec: 'https://x.example/o.yaml', method: 'post', path: '/y' }],
    ['quickstart', undefined],
    ['guides/get-started', undefined],
    ['Get started', undefined],
    ['GET', undefined],
    ['GET users', undefined],
    ['FETCH /x', undefined],
    ['CONSTRUCTOR /users', undefined],
    ['__proto__ /x', undefined],
    ['a b GET /x', undefined],
    ['', undefined],
    // Any whitespace separates, as with trim() and split(/\s+/): tabs, line breaks, no-break and ideographic spaces.
    ['GET\t/x', { method: 'get', path: '/x' }],
    ['GET\n/x', { method: 'get', path: '/x' }],
    ['GET\u00a0/x', { method: 'get', path: '/x' }],
    ['GET\u3000/x', { method: 'get', path: '/x' }],
    ['GET/x', undefined],
    ['   GET   ', undefined],
    ['\tGET/x\t', undefined],
  ];
  for (const [entry, expected] of cases) {
    it(`"${entry}"`, () => {
      assert.deepEqual(parseMethodEntry(entry), expected);
    });
  }
});
