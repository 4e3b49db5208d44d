import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, rangeOfText } from '../helpers/textRanges';

const SPEC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: { '/users': { get: { summary: 'List users' }, post: {} }, '/users/{id}': { get: {} } },
  webhooks: { 'user.created': { post: {} } },
});

describe('rule endpoint-unknown', () => {
  it('reports every unknown path and method at once, with exact ranges and candidates', async () => {
    const docs = docsJson({
      groups: [
        {
          group: 'API',
          openapi: 'api.json',
          pages: [
            'GET /users',
            'GET /user',
            'DELETE /users',
            'get /users/{id}/',
            'webhook user.created',
            'webhook user.deleted',
          ],
        },
      ],
    });
    const problems = ofRule(await checkSite({ 'docs.json': docs, 'api.json': SPEC }), 'endpoint-unknown');
    assert.deepEqual(
      problems.map((p) => [p.message, p.range]),
      [
        ['"GET /user": api.json has no path /user; did you mean "/users"?', rangeOfText(docs, '"GET /user"')],
        [
          '"DELETE /users": api.json has path /users but no DELETE operation on it (it has GET, POST)',
          rangeOfText(docs, '"DELETE /users"'),
        ],
        [
          '"webhook user.deleted": api.json has no webhook named "user.deleted"',
          rangeOfText(docs, '"webhook user.deleted"'),
        ],
      ],
    );
    assert.deepEqual(problems[0].data?.candidates, ['GET /users']);
  });

  it('does not find Object.prototype members as endpoints', async () => {
    const docs = docsJson({
      groups: [
        { group: 'G', openapi: 'api.json', pages: ['CONSTRUCTOR /users', 'get /__proto__', 'GET /constructor'] },
      ],
    });
    const problems = await checkSite({ 'docs.json': docs, 'api.json': SPEC });
    const endpointProblems = ofRule(problems, 'endpoint-unknown');
    assert.equal(endpointProblems.length, 2, JSON.stringify(problems));
    // "CONSTRUCTOR /users" is not a METHOD entry at all: it is judged as a page path
    assert.ok(ofRule(problems, 'page-missing').some((p) => p.message.startsWith('page "CONSTRUCTOR /users"')));
  });

  it('resolves against the nearest ancestor spec, the first of an array, or the spec the entry names', async () => {
    const other = JSON.stringify({
      openapi: '3.0.0',
      info: { title: 'O', version: '1' },
      paths: { '/other': { get: {} } },
    });
    const docs = docsJson({
      openapi: 'api.json',
      groups: [
        { group: 'A', pages: ['GET /users'] },
        { group: 'B', openapi: ['other.json', 'api.json'], pages: ['GET /other', 'GET /users', 'api.json GET /users'] },
      ],
    });
    const problems = ofRule(
      await checkSite({ 'docs.json': docs, 'api.json': SPEC, 'other.json': other }),
      'endpoint-unknown',
    );
    assert.deepEqual(
      problems.map((p) => p.range),
      [rangeOfText(docs, '"GET /users"', 1)],
    );
  });
});

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

describe('rules openapi-unreadable / openapi-remote', () => {
  it('reports a missing spec once, at the first openapi value naming it, and does not judge its entries', async () => {
    const docs = docsJson({
      groups: [
        { group: 'A', openapi: 'missing.yaml', pages: ['GET /a'] },
        { group: 'B', openapi: 'missing.yaml', pages: ['GET /b'] },
      ],
    });
    const problems = await checkSite({ 'docs.json': docs });
    const unreadable = ofRule(problems, 'openapi-unreadable');
    assert.equal(unreadable.length, 1);
    assert.match(unreadable[0].message, /^OpenAPI spec "missing.yaml" cannot be read/);
    assert.deepEqual(unreadable[0].range, rangeOfText(docs, '"missing.yaml"'));
    assert.deepEqual(ofRule(problems, 'endpoint-unknown'), []);
  });

  it('refuses a spec path outside the root without reading it', async () => {
    const docs = docsJson({ groups: [{ group: 'G', openapi: '../../etc/passwd', pages: ['GET /x'] }] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs }), 'openapi-unreadable');
    assert.equal(
      p.message,
      'OpenAPI spec "../../etc/passwd" cannot be used: the path uses ".." and would leave the docs root',
    );
  });

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

  it('reports an unparsable YAML spec with the location inside the spec', async () => {
    const docs = docsJson({ groups: [{ group: 'G', openapi: 'api.yaml', pages: [] }] });
    const [p] = ofRule(
      await checkSite({ 'docs.json': docs, 'api.yaml': 'openapi: 3.0.0\ninfo: [unclosed\npaths: {}\n' }),
      'openapi-unreadable',
    );
    assert.match(p.message, /^OpenAPI spec "api.yaml" cannot be read \(api.yaml:\d+:\d+\): /);
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
