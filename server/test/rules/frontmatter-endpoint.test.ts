// frontmatter-endpoint: a page's `openapi`/`api` front matter is looked up as Mintlify looks it up (the spec it
// names, else the specs docs.json names, else any OpenAPI file of the docs folder); one that no spec has is
// reported at its value.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson } from '../helpers/textRanges';

const SPEC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/{agentName}/start': { post: { summary: 'Start', responses: {} } },
    '/agents': { get: { summary: 'List agents', responses: {} } },
  },
});

const page = (front: string) => `---\ntitle: P\n${front}\n---\n\nProse.\n`;

async function problemsOf(
  pages: Record<string, string>,
  navigation: unknown = { pages: Object.keys(pages).map((f) => f.replace(/\.mdx$/, '')) },
) {
  return ofRule(
    await checkSite({
      'docs.json': docsJson(navigation),
      'reference/openapi.json': SPEC,
      'other.yaml': 'name: not a spec\n',
      ...pages,
    }),
    'frontmatter-endpoint',
  );
}

describe('frontmatter-endpoint', () => {
  it('finds the operation in an OpenAPI file docs.json does not name, and in the spec the value names', async () => {
    const problems = await problemsOf({
      'start.mdx': page('openapi: "POST /{agentName}/start"'),
      'named.mdx': page('openapi: "reference/openapi.json GET /agents"'),
      'rooted.mdx': page('openapi: "/reference/openapi.json GET /agents"'),
      'by-hand.mdx': page('api: "GET https://api.example.com/v1/users"'),
    });
    assert.deepEqual(problems, []);
  });

  it('reports an operation no spec has at the value, with the close paths of the spec', async () => {
    const text = page('openapi: "GET /agent"');
    const problems = await problemsOf({
      'list.mdx': text,
      'named.mdx': page('openapi: "reference/openapi.json DELETE /agents"'),
    });
    assert.deepEqual(
      problems.map((p) => [p.file, p.message, p.range.start.line, p.range.start.character]),
      [
        [
          'list.mdx',
          'openapi: "GET /agent": the spec "reference/openapi.json" has no GET /agent, so the page shows no reference for it; did you mean "/agents"?',
          2,
          9,
        ],
        [
          'named.mdx',
          'openapi: "reference/openapi.json DELETE /agents": the spec "reference/openapi.json" has no DELETE /agents, so the page shows no reference for it',
          2,
          9,
        ],
      ],
    );
    assert.equal(problems[0].severity, 'warning');
  });

  it('says so when the docs folder has no OpenAPI spec at all', async () => {
    const problems = ofRule(
      await checkSite({ 'docs.json': docsJson({ pages: ['x'] }), 'x.mdx': page('openapi: "GET /x"') }),
      'frontmatter-endpoint',
    );
    assert.deepEqual(
      problems.map((p) => p.message),
      ['openapi: "GET /x": the docs folder has no OpenAPI spec, so the page shows no reference for it'],
    );
  });
});
