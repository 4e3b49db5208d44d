// How endpoint entries find their spec, as Mintlify resolves them, and the spec sources its build refuses.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, rangeOfText } from '../helpers/textRanges';

const spec = (version: Record<string, string>) =>
  JSON.stringify({ ...version, info: { title: 'T', version: '1' }, paths: { '/users': { get: { responses: {} } } } });
const OPENAPI = spec({ openapi: '3.1.0' });

describe('OpenAPI resolution as Mintlify does it', () => {
  it('does not resolve navigation entries through api.openapi', async () => {
    const docs = docsJson({ groups: [{ group: 'API', pages: ['GET /users'] }] }, { api: { openapi: 'api.json' } });
    const problems = await checkSite({ 'docs.json': docs, 'api.json': OPENAPI });
    assert.deepEqual(
      ofRule(problems, 'endpoint-no-spec').map((p) => p.range),
      [rangeOfText(docs, '"GET /users"')],
    );
    assert.match(
      ofRule(problems, 'endpoint-no-spec')[0].message,
      /"api\.openapi" does not apply to navigation entries/,
    );
  });

  it('reports a Swagger 2.0 spec as an error, since Mintlify cannot build it', async () => {
    const docs = docsJson({ groups: [{ group: 'API', openapi: 'swagger.json', pages: ['GET /users'] }] });
    const problems = await checkSite({ 'docs.json': docs, 'swagger.json': spec({ swagger: '2.0' }) });
    const [p] = ofRule(problems, 'openapi-unreadable');
    assert.equal(p.severity, 'error');
    assert.match(
      p.message,
      /Swagger 2\.0 is not supported by Mintlify, whose build fails on it: convert the file to OpenAPI 3$/,
    );
    assert.deepEqual(p.range, rangeOfText(docs, '"swagger.json"'));
  });

  it('reports an http:// spec URL as an error and an https:// one as a note', async () => {
    const docs = docsJson({
      groups: [
        { group: 'A', openapi: 'http://example.com/a.yaml', pages: ['GET /a'] },
        { group: 'B', openapi: 'https://example.com/b.yaml', pages: ['GET /b'] },
      ],
    });
    const problems = await checkSite({ 'docs.json': docs });
    assert.deepEqual(
      problems.filter((p) => p.ruleId.startsWith('openapi')).map((p) => [p.ruleId, p.severity, p.range]),
      [
        ['openapi-unreadable', 'error', rangeOfText(docs, '"http://example.com/a.yaml"')],
        ['openapi-remote', 'info', rangeOfText(docs, '"https://example.com/b.yaml"')],
      ],
    );
  });

  it('warns (not errors) about an unusable openapi on a group, which Mintlify drops, and resolves through the parent', async () => {
    const docs = docsJson({
      tabs: [
        {
          tab: 'API',
          openapi: 'api.json',
          groups: [{ group: 'Users', openapi: 'ftp://example.com/x.yaml', pages: ['GET /users', 'GET /nope'] }],
        },
      ],
    });
    const problems = await checkSite({ 'docs.json': docs, 'api.json': OPENAPI });
    const unreadable = ofRule(problems, 'openapi-unreadable');
    assert.deepEqual(
      unreadable.map((p) => [p.severity, p.range]),
      [['warning', rangeOfText(docs, '"ftp://example.com/x.yaml"')]],
    );
    assert.match(
      unreadable[0].message,
      /Mintlify drops this group's "openapi" without a word, so the group uses the spec it inherits \(api\.json\)$/,
    );
    assert.deepEqual(
      ofRule(problems, 'endpoint-unknown').map((p) => p.range),
      [rangeOfText(docs, '"GET /nope"')],
    );
  });
});
