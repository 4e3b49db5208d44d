// The core's OperationReader: one operation of a spec in full, as plain data, with every $ref followed safely.
import assert from 'node:assert/strict';
import { MemoryWorkspace, OperationReader, type OperationDetails, type SchemaNode } from '../../../src/core';
import { petWorkspace } from './petSpec';

async function details(spec: string, method: string, path: string): Promise<OperationDetails> {
  const r = await new OperationReader(petWorkspace()).read(spec, method, path);
  assert.ok(r.ok, r.ok ? '' : r.reason);
  return r.details;
}

function prop(schema: SchemaNode | undefined, name: string): SchemaNode {
  const p = schema?.properties.find((x) => x.name === name);
  assert.ok(p, `property ${name}`);
  return p.schema;
}

describe('core: OperationReader', () => {
  it('reads servers (variables filled in), security, parameters of every location, path-item ones first', async () => {
    const d = await details('api/pets.yaml', 'GET', '/pets/{petId}');
    assert.deepEqual(d.servers, [{ url: 'https://eu.api.example.com/v1' }]);
    assert.deepEqual(d.security, [
      [{ name: 'bearerAuth', type: 'http', scheme: 'bearer', description: 'A token.', scopes: [] }],
    ]);
    assert.deepEqual(
      d.parameters.map((p) => [p.name, p.in, p.required, p.schema?.type]),
      [
        ['petId', 'path', true, 'integer'],
        ['fields', 'query', true, 'string[]'],
        ['X-Trace', 'header', false, 'string'],
        ['session', 'cookie', false, 'string'],
      ],
    );
    assert.equal(d.parameters[0].description, "The pet's id");
    assert.deepEqual(d.parameters[0].schema?.constraints, ['minimum 1']);
    assert.deepEqual(d.parameters[1].schema?.items?.enum, ['name', 'tag']);
    assert.equal(d.summary, 'Get a pet');
    assert.equal(d.deprecated, true);
  });

  it('resolves response schemas: nullable types, oneOf variants, a schema containing itself stops there', async () => {
    const d = await details('api/pets.yaml', 'get', '/pets/{petId}');
    const pet = d.responses[0].contents[0].schema;
    assert.equal(pet?.refName, 'Pet');
    assert.deepEqual(
      pet?.properties.map((p) => [p.name, p.required, p.schema.type]),
      [
        ['id', true, 'integer'],
        ['name', true, 'string'],
        ['tag', false, 'string | null'],
        ['kind', false, 'object'],
        ['parent', false, 'object'],
      ],
    );
    assert.deepEqual(prop(pet, 'parent'), {
      type: 'object',
      refName: 'Pet',
      constraints: [],
      properties: [],
      stop: 'cycle',
      stopReason: 'refers back to Pet',
    });
    assert.deepEqual(
      prop(pet, 'kind').variants?.options.map((o) => [o.title, o.properties[0].name]),
      [
        ['Cat', 'meows'],
        ['Dog', 'barks'],
      ],
    );
    assert.equal(d.notes.length, 0);
  });

  it('follows a response $ref into another file of the spec, with its example', async () => {
    const d = await details('api/pets.yaml', 'get', '/pets/{petId}');
    const notFound = d.responses[1];
    assert.equal(notFound.status, '404');
    assert.equal(notFound.description, 'No such pet');
    assert.deepEqual(notFound.contents[0].examples, [{ value: { error: 'not found' } }]);
  });

  it('merges allOf, keeps security alternatives (with "none"), reads the body example', async () => {
    const d = await details('api/pets.yaml', 'post', '/pets');
    assert.deepEqual(
      d.security.map((a) => a.map((s) => s.name)),
      [['apiKey'], []],
    );
    const body = d.requestBody!;
    assert.equal(body.required, true);
    assert.deepEqual(
      body.contents[0].schema?.properties.map((p) => [p.name, p.required]),
      [
        ['name', true],
        ['owner', true],
      ],
    );
    assert.deepEqual(body.contents[0].examples, [{ value: { name: 'Rex', owner: { name: 'Ann' } } }]);
  });

  it('never follows a $ref out of the docs root: the schema stops with the reason, noted once', async () => {
    const d = await details('api/pets.yaml', 'get', '/secret');
    const schema = d.responses[0].contents[0].schema!;
    assert.equal(schema.stop, 'unresolved');
    assert.match(schema.stopReason!, /its \$ref is not followed/);
    assert.deepEqual(d.notes, ['A schema is not shown: its $ref is not followed']);
  });

  it('reads a webhook by name, and tolerates a trailing slash on a path', async () => {
    const hook = await details('api/pets.yaml', 'webhook', 'petAdopted');
    assert.equal(hook.method, 'webhook');
    assert.equal(hook.webhookMethod, 'post');
    assert.equal(hook.requestBody?.contents[0].schema?.refName, 'Pet');
    const slash = await details('api/pets.yaml', 'get', '/pets/{petId}/');
    assert.equal(slash.path, '/pets/{petId}');
  });

  it('maps Swagger 2.0 onto the same view: host, basic auth, form and body parameters', async () => {
    const upload = await details('api/old.json', 'post', '/upload');
    assert.deepEqual(upload.servers, [{ url: 'https://old.example.com/api' }]);
    assert.equal(upload.security[0][0].scheme, 'basic');
    assert.deepEqual(
      upload.parameters.map((p) => [p.name, p.in, p.schema?.type, p.schema?.default]),
      [['dry', 'query', 'boolean', false]],
    );
    assert.equal(upload.requestBody?.contents[0].mediaType, 'multipart/form-data');
    assert.deepEqual(
      upload.requestBody?.contents[0].schema?.properties.map((p) => [p.name, p.required, p.schema.type]),
      [
        ['file', true, 'file'],
        ['note', false, 'string'],
      ],
    );
    assert.equal(upload.responses[0].contents[0].schema?.properties[0].name, 'id');
    const items = await details('api/old.json', 'put', '/items');
    assert.equal(items.requestBody?.contents[0].schema?.type, 'integer[]');
  });

  it('says why when it cannot answer, without reading outside the root or the network', async () => {
    const reader = new OperationReader(petWorkspace());
    const reasons = await Promise.all([
      reader.read('api/pets.yaml', 'get', '/nope'),
      reader.read('api/pets.yaml', 'delete', '/pets'),
      reader.read('api/pets.yaml', 'constructor', '/pets'),
      reader.read('api/pets.yaml', 'webhook', '__proto__'),
      reader.read('api/missing.yaml', 'get', '/x'),
      reader.read('../etc/passwd', 'get', '/x'),
      reader.read('https://example.com/spec.yaml', 'get', '/x'),
    ]);
    assert.deepEqual(
      reasons.map((r) => (r.ok ? 'ok' : r.reason)),
      [
        'the spec "api/pets.yaml" has no path "/nope"',
        '"/pets" has no DELETE',
        '"constructor" is not an HTTP method',
        'the spec "api/pets.yaml" has no webhook named "__proto__"',
        '"api/missing.yaml" does not exist',
        'the spec path "../etc/passwd" is not inside the docs root',
        'the spec https://example.com/spec.yaml is a URL; it is not fetched offline',
      ],
    );
  });

  it('caps schema size: a wide schema is cut with a note and the count of what is left out', async () => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 400; i++) properties[`p${i}`] = { type: 'object', properties: { a: { type: 'string' } } };
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Wide', version: '1' },
      paths: {
        '/w': {
          get: {
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties } } } },
            },
          },
        },
      },
    };
    const reader = new OperationReader(new MemoryWorkspace({ 'w.json': JSON.stringify(spec) }), {
      schema: { maxNodes: 100 },
    });
    const r = await reader.read('w.json', 'get', '/w');
    assert.ok(r.ok);
    const schema = r.details.responses[0].contents[0].schema!;
    assert.equal(schema.omittedProperties, 150);
    assert.equal(schema.properties.filter((p) => p.schema.stop === 'budget').length > 0, true);
    assert.deepEqual(r.details.notes, ['Schemas are shown up to 100 fields per operation; the rest is left out']);
  });
});
