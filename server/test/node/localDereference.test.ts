// The local dereference of full OpenAPI validation: plain specs come out as ref-parser leaves them (the differential
// test compares whole validations with swagger-parser's); anything else is refused and left exactly as it was.
import assert from 'node:assert/strict';
import { dereferenceLocally } from '../../src/node/localDereference';

function spec(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/users/{id}': {
        get: { responses: { '200': { $ref: '#/components/responses/User' } } },
      },
    },
    components: {
      responses: {
        User: {
          description: 'one',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
        },
      },
      schemas: {
        User: {
          type: 'object',
          properties: {
            id: { $ref: '#/components/schemas/Id' },
            tags: { type: 'array', items: [{ $ref: '#/components/schemas/Id' }] },
          },
        },
        Id: { $ref: '#/components/schemas/RealId' },
        RealId: { type: 'string' },
        'a/b~c': { type: 'integer' },
      },
    },
    ...extra,
  };
}

describe('local dereference of a spec', () => {
  it('replaces every $ref by what it names, following chains, in arrays too and through ~ escapes', () => {
    const doc = spec({ 'x-escaped': { $ref: '#/components/schemas/a~1b~0c' } });
    assert.equal(dereferenceLocally(doc), true);
    const user = (doc.components as { schemas: Record<string, unknown> }).schemas.User as {
      properties: { id: unknown; tags: { items: unknown[] } };
    };
    const response = (doc.paths as Record<string, { get: { responses: Record<string, unknown> } }>)['/users/{id}'].get
      .responses['200'] as { content: { 'application/json': { schema: unknown } } };
    assert.equal(response.content['application/json'].schema, user);
    assert.deepEqual(user.properties.id, { type: 'string' });
    assert.deepEqual(user.properties.tags.items, [{ type: 'string' }]);
    assert.deepEqual(doc['x-escaped'], { type: 'integer' });
    assert.ok(!JSON.stringify(doc).includes('$ref'));
  });

  const refused: Array<[string, Record<string, unknown>]> = [
    ['a cycle (ref-parser leaves a $ref in it)', { 'x-loop': { a: { $ref: '#/x-loop' } } }],
    ['a $ref to the whole document', { 'x-root': { $ref: '#' } }],
    [
      'a $ref with keys beside it (ref-parser merges them)',
      { 'x-ext': { $ref: '#/components/schemas/RealId', description: 'd' } },
    ],
    ['a percent-escaped pointer', { 'x-pct': { $ref: '#/components/schemas/Real%49d' } }],
    ['a pointer with a space', { 'x-space': { $ref: '#/components/schemas/Real Id' } }],
    ['a missing target', { 'x-missing': { $ref: '#/components/schemas/Nope' } }],
    ['an inherited name', { 'x-proto': { $ref: '#/components/constructor' } }],
    ['a null target', { 'x-null': { $ref: '#/x-nothing' }, 'x-nothing': null }],
    ['a pointer through another $ref', { 'x-through': { $ref: '#/components/schemas/Id/type' } }],
    ['an anchor', { 'x-anchor': { $ref: '#thing' } }],
    ['an array index past the end', { 'x-index': { $ref: '#/x-list/2' }, 'x-list': [1, 2] }],
  ];
  for (const [what, extra] of refused) {
    it(`refuses ${what}, and leaves the document as it was`, () => {
      const doc = spec(extra);
      const before = structuredClone(doc);
      assert.equal(dereferenceLocally(doc), false);
      assert.deepEqual(doc, before);
    });
  }

  it('refuses a document nested deeper than the stack allows, untouched', () => {
    let deep: Record<string, unknown> = { $ref: '#/components/schemas/RealId' };
    for (let i = 0; i < 200_000; i++) deep = { d: deep };
    const doc = spec({ 'x-deep': deep });
    assert.equal(dereferenceLocally(doc), false);
    let node = doc['x-deep'] as Record<string, unknown>;
    while ('d' in node) node = node.d as Record<string, unknown>;
    assert.deepEqual(node, { $ref: '#/components/schemas/RealId' });
  });
});
