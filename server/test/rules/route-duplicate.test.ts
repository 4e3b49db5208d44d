// route-duplicate: a page listed with no file at the URL an endpoint page is built at is reported at the page entry,
// naming the operation and the line that lists it (and not by page-missing: the entry leads to that endpoint page);
// a page with a file, or an entry elsewhere, is not.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson } from '../helpers/textRanges';

const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: { '/users': { get: { summary: 'List users', tags: ['users'], responses: {} } } },
});

describe('rule route-duplicate', () => {
  it('reports a page with no file at an endpoint page’s URL, at the page entry, in every version that lists it', async () => {
    const group = { group: 'API', openapi: 'api.json', pages: ['api-reference/users/list-users', 'GET /users'] };
    const docs = docsJson({
      versions: [
        { version: 'v2', default: true, groups: [group] },
        { version: 'v1', groups: [group] },
      ],
    });
    const all = await checkSite({ 'docs.json': docs, 'api.json': spec });
    const problems = ofRule(all, 'route-duplicate');
    // The entry leads to the endpoint page: it is not a page missing from the site, and only this rule reports it.
    assert.deepEqual(ofRule(all, 'page-missing'), []);
    const lines = docs.split('\n');
    const entryLines = lines.flatMap((l, i) => (l.includes('"api-reference/users/list-users"') ? [i] : []));
    const endpointLine = lines.findIndex((l) => l.includes('"GET /users"'));
    assert.deepEqual(
      problems.map((p) => [p.severity, p.file, p.range.start.line]),
      entryLines.map((line) => ['warning', 'docs.json', line]),
    );
    assert.equal(
      problems[0].message,
      `page "api-reference/users/list-users" has no file, and its URL /api-reference/users/list-users is where the ` +
        `endpoint page of GET /users is built (line ${endpointLine + 1}): the site shows that endpoint page there ` +
        'and this entry leads to it. Remove the entry, or add its page file (the endpoint page then moves to a ' +
        'numbered URL)',
    );
  });

  it('names the openapi of an element whose pages come from its spec', async () => {
    const docs = docsJson({
      tabs: [
        { tab: 'Guides', pages: ['api-reference/users/list-users'] },
        { tab: 'API', openapi: 'api.json' },
      ],
    });
    const problems = ofRule(await checkSite({ 'docs.json': docs, 'api.json': spec }), 'route-duplicate');
    const openapiLine = docs.split('\n').findIndex((l) => l.includes('"openapi"'));
    assert.equal(problems.length, 1);
    assert.match(problems[0].message, new RegExp(`endpoint page of GET /users is built \\(line ${openapiLine + 1}\\)`));
  });

  it('leaves alone a page with a file (the endpoint page is numbered instead) and a missing page at another URL', async () => {
    const docs = docsJson({
      groups: [{ group: 'API', openapi: 'api.json', pages: ['api-reference/users/list-users', 'other', 'GET /users'] }],
    });
    const withFile = await checkSite({
      'docs.json': docs,
      'api.json': spec,
      'api-reference/users/list-users.mdx': '---\ntitle: Users\n---\n',
    });
    assert.deepEqual(ofRule(withFile, 'route-duplicate'), []);
    assert.equal(ofRule(withFile, 'endpoint-route').length, 1);
    const without = await checkSite({ 'docs.json': docs, 'api.json': spec });
    const clashing = ofRule(without, 'route-duplicate').map((p) => p.message.split(' has no file')[0]);
    assert.deepEqual(clashing, ['page "api-reference/users/list-users"']);
    // "other" is at no endpoint page's URL: a page missing, for page-missing.
    const missing = ofRule(without, 'page-missing').map((p) => p.message.split(' has no file')[0]);
    assert.deepEqual(missing, ['page "other"']);
  });
});
