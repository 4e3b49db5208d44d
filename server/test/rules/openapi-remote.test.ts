// openapi-remote: a spec given by URL, which is not fetched, so its entries are not checked.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson } from '../helpers/textRanges';

describe('rule openapi-remote', () => {
  it('notes a URL spec (never fetched) and does not call its entries missing', async () => {
    const docs = docsJson({
      groups: [{ group: 'G', openapi: 'https://api.example.com/openapi.json', pages: ['GET /anything'] }],
    });
    const problems = await checkSite({ 'docs.json': docs });
    const [remote] = ofRule(problems, 'openapi-remote');
    assert.equal(remote.severity, 'info');
    assert.equal(
      remote.message,
      'OpenAPI spec https://api.example.com/openapi.json is a URL and is not fetched, so its endpoint entries are not checked',
    );
    assert.deepEqual(ofRule(problems, 'endpoint-unknown'), []);
    assert.deepEqual(ofRule(problems, 'endpoint-no-spec'), []);
  });
});
