import assert from 'node:assert/strict';

const MINTLIFY = 'https://mintlify.com/docs.json';
import { schemaForUri, isDocsSchemaUri, DOCS_SCHEMA_URIS } from '../../src/core/schema/schemaForUri';
import { DOCS_SCHEMA } from '../../src/core/schema/bundledSchema';

describe('schemaForUri', () => {
  for (const uri of [
    'https://mintlify.com/docs.json',
    'http://mintlify.com/docs.json',
    'https://mintlify.com/docs.json/',
    'HTTPS://Mintlify.com/docs.json',
    'https://www.mintlify.com/docs.json',
    'https://mintlify.com:443/docs.json#',
    ' https://mintlify.com/docs.json ',
    'https://docsjson.dev/schema/docs.schema.json',
    'http://docsjson.dev/schema/docs.schema.json/',
  ]) {
    it(`maps ${JSON.stringify(uri)} to the bundled schema`, () => {
      assert.deepEqual(schemaForUri(uri), DOCS_SCHEMA);
      assert.equal(isDocsSchemaUri(uri), true);
    });
  }
  for (const uri of [
    'https://evil.example/s.json',
    'https://mintlify.com/schema.json',
    'https://mintlify.com/docs.json.evil.com/x',
    'https://mintlify.com.evil.com/docs.json',
    'https://evil.com/https://mintlify.com/docs.json',
    'file:///etc/passwd',
    'mintlify.com/docs.json',
    'https://mintlify.com/docs.json?x=1',
    '',
  ]) {
    it(`gives undefined for ${JSON.stringify(uri)}`, () => {
      assert.equal(schemaForUri(uri), undefined);
    });
  }
  it('returns a fresh copy each time: a consumer that rewrites it does not change the bundled schema', () => {
    const a = schemaForUri(MINTLIFY)!;
    (a.definitions as any).group.properties.injected = { type: 'string' };
    a.$id = 'changed';
    assert.equal(schemaForUri(MINTLIFY)!.$id, 'https://docsjson.dev/schema/docs.schema.json');
    assert.equal((DOCS_SCHEMA.definitions as any).group.properties.injected, undefined);
    assert.ok(Object.isFrozen((DOCS_SCHEMA.definitions as any).group.properties));
  });

  it('lists the canonical URIs, all of which map', () => {
    assert.ok(DOCS_SCHEMA_URIS.includes('https://mintlify.com/docs.json'));
    for (const u of DOCS_SCHEMA_URIS) assert.equal(isDocsSchemaUri(u), true, u);
  });
});
