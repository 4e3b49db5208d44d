// endpoint-route: a page generated from an operation that does not get the URL its spec gives it is reported at
// the entry (or at the `openapi` of an element whose pages come from the spec), in words that say why and what to do.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson } from '../helpers/textRanges';

function spec(paths: Record<string, unknown>): string {
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths });
}

describe('endpoint-route', () => {
  it('reports an operation numbered after a clash with a page file or another operation, at its entry', async () => {
    const docs = docsJson({
      groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /a', 'GET /b', 'GET /a', 'api-reference/same'] }],
    });
    const same = { summary: 'Same', responses: {} };
    const problems = ofRule(
      await checkSite({
        'docs.json': docs,
        'api-reference/same.mdx': '---\ntitle: Same\n---\n',
        'api.json': spec({ '/a': { get: same }, '/b': { get: same } }),
      }),
      'endpoint-route',
    );
    assert.deepEqual(
      problems.map((p) => [p.message, p.severity, p.file, p.range.start.line]),
      [
        [
          'GET /a gets the URL /api-reference/same-1, because /api-reference/same is already the page at /api-reference/same: links to /api-reference/same lead there. Give the operation a summary of its own, or set x-mint.href on it',
          'warning',
          'docs.json',
          docs.split('\n').findIndex((l) => l.includes('"GET /a"')),
        ],
        [
          'GET /b gets the URL /api-reference/same-2, because /api-reference/same is already the page at /api-reference/same: links to /api-reference/same lead there. Give the operation a summary of its own, or set x-mint.href on it',
          'warning',
          'docs.json',
          docs.split('\n').findIndex((l) => l.includes('"GET /b"')),
        ],
      ],
    );
  });

  it('reports names too long for a file and URLs in the builder’s own folder, for generated pages at their openapi', async () => {
    const docs = docsJson({ tabs: [{ tab: 'API', openapi: 'api.json' }] });
    const problems = ofRule(
      await checkSite({
        'docs.json': docs,
        'api.json': spec({
          '/a': { get: { summary: '文'.repeat(84), responses: {} } },
          '/b': { get: { summary: 'b', 'x-mint': { href: '/_docsjson/site.css' }, responses: {} } },
        }),
      }),
      'endpoint-route',
    );
    assert.equal(problems.length, 2);
    assert.match(problems[0].message, /^GET \/a would get a URL with a part too long to be a file name/);
    assert.match(
      problems[1].message,
      /^GET \/b would get the URL \/_docsjson\/site, inside the folder the built site keeps/,
    );
    const line = docs.split('\n').findIndex((l) => l.includes('"openapi"'));
    assert.deepEqual(
      problems.map((p) => p.range.start.line),
      [line, line],
    );
  });

  it('says nothing when every operation gets its own URL', async () => {
    const problems = ofRule(
      await checkSite({
        'docs.json': docsJson({ groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /a', 'GET /b'] }] }),
        'api.json': spec({
          '/a': { get: { summary: 'A', responses: {} } },
          '/b': { get: { summary: 'B', responses: {} } },
        }),
      }),
      'endpoint-route',
    );
    assert.deepEqual(problems, []);
  });
});
