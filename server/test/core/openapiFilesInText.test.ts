import assert from 'node:assert/strict';
import { openapiFilesInText } from '../../src/core/service/openapiFilesInText';

describe('spec files named in the text of docs.json', () => {
  it('reads the string, array and {source} forms, as root-relative paths, once each, in order', () => {
    const text = JSON.stringify(
      {
        api: { playground: { display: 'interactive' }, openapi: '/specs/site.yaml' },
        navigation: {
          tabs: [
            { tab: 'A', openapi: 'specs/a.json', pages: [] },
            { tab: 'B', openapi: ['specs/b.json', { source: 'specs/c.yaml', directory: 'api' }], pages: [] },
            { tab: 'C', openapi: { source: './specs/a.json', directory: 'x' }, pages: [] },
          ],
        },
      },
      null,
      2,
    );
    assert.deepEqual(openapiFilesInText(text), ['specs/site.yaml', 'specs/a.json', 'specs/b.json', 'specs/c.yaml']);
  });

  it('leaves out URLs, other schemes and paths that leave the docs root, and survives text that is not JSON', () => {
    const text = `{"openapi": "https://example.com/openapi.json", "a": {"openapi": "file:///etc/passwd"},
      "b": {"openapi": "../outside.json"}, "c": {"openapi": ["ok.json", "s3://bucket/x"]},
      "d": {"openapi": "unterminated`;
    assert.deepEqual(openapiFilesInText(text), ['ok.json']);
    assert.deepEqual(openapiFilesInText('{"openapi": [1, null, {"source": 2}], "openapi": {}}'), []);
  });
});
