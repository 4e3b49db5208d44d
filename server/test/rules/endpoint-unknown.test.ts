// endpoint-unknown: a `METHOD /path` entry whose path or method is not in the spec it resolves against.
import assert from 'node:assert/strict';
import { USERS_SPEC as SPEC } from './fixtures';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, rangeOfText } from '../helpers/textRanges';

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
