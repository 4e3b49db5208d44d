// endpoint-no-spec: a `METHOD /path` entry with no spec in force, and the places a spec is wrongly thought to apply.
import assert from 'node:assert/strict';
import { USERS_SPEC as SPEC } from './fixtures';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, rangeOfText } from '../helpers/textRanges';

describe('rule endpoint-no-spec', () => {
  it('reports METHOD entries without any spec in force', async () => {
    const docs = docsJson({ groups: [{ group: 'A', pages: ['GET /users'] }] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs }), 'endpoint-no-spec');
    assert.equal(
      p.message,
      '"GET /users" is an endpoint entry, but no OpenAPI spec is set on it or on any parent; add "openapi": "<path of your spec>" to its group',
    );
    assert.deepEqual(p.range, rangeOfText(docs, '"GET /users"'));
  });
});

describe('openapi on navigation itself', () => {
  it('is not inherited, since Mintlify strips it: its METHOD entries have no spec', async () => {
    const spec = JSON.stringify({ openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: { '/x': { get: {} } } });
    const docs = docsJson({ openapi: 'api.json', pages: ['GET /x'] });
    const found = await checkSite({ 'docs.json': docs, 'api.json': spec });
    assert.deepEqual(
      ofRule(found, 'endpoint-no-spec').map((p) => p.message),
      [
        '"GET /x" is an endpoint entry, but no OpenAPI spec is set on it or on any parent; the "openapi" on "navigation" itself is ignored by Mintlify, so move it to a tab, anchor or group above this entry',
      ],
    );
    assert.equal(ofRule(found, 'key-ignored').length, 1, 'the key itself is reported as ignored');
  });
});

describe('a site-wide spec in api.openapi', () => {
  it('is not what METHOD entries resolve against (Mintlify uses it for the playground only), and it is checked like any spec', async () => {
    const docs = docsJson(
      { groups: [{ group: 'API', pages: ['GET /users', 'GET /nope'] }] },
      { api: { openapi: 'api.json' } },
    );
    const problems = await checkSite({ 'docs.json': docs, 'api.json': SPEC });
    assert.deepEqual(
      ofRule(problems, 'endpoint-no-spec').map((p) => [p.message, p.range]),
      [
        [
          '"GET /users" is an endpoint entry, but no OpenAPI spec is set on it or on any parent; "api.openapi" does not apply to navigation entries, so add "openapi": "api.json" to its group',
          rangeOfText(docs, '"GET /users"'),
        ],
        [
          '"GET /nope" is an endpoint entry, but no OpenAPI spec is set on it or on any parent; "api.openapi" does not apply to navigation entries, so add "openapi": "api.json" to its group',
          rangeOfText(docs, '"GET /nope"'),
        ],
      ],
    );
    assert.deepEqual(ofRule(problems, 'endpoint-unknown'), []);
    const missing = await checkSite({ 'docs.json': docs });
    assert.match(ofRule(missing, 'openapi-unreadable')[0].message, /^OpenAPI spec "api.json" cannot be read/);
  });
});
