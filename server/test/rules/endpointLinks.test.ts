// Links to the pages Mintlify generates for endpoint entries: their URLs follow the builder's scheme, so a link to
// one is not broken, a link beside them is, and a spec that cannot be read leaves its directory unjudged.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson } from '../helpers/textRanges';

const SPEC = JSON.stringify({
  openapi: '3.0.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/users': {
      get: { summary: 'List users', tags: ['Users'] },
      post: { tags: ['Users'] },
      delete: { summary: 'Remove all', 'x-mint': { href: '/reference/remove-everything' } },
    },
  },
});

function page(links: string[]): string {
  return `---\ntitle: Guide\n---\n\n${links.map((l) => `[x](${l})`).join('\n\n')}\n`;
}

describe('links to generated endpoint pages', () => {
  it('resolve at the routes the site builder writes them to, and nothing else under the directory does', async () => {
    const docs = docsJson({
      groups: [
        { group: 'Guides', pages: ['guide'] },
        {
          group: 'API',
          openapi: { source: 'api.json', directory: 'Ref' },
          pages: ['GET /users', 'POST /users', 'DELETE /users'],
        },
      ],
    });
    const links = [
      '/ref/users/list-users',
      '/ref/users/post-users',
      '/reference/remove-everything',
      '/ref/users/list-user',
      '/api-reference/users/list-users',
    ];
    const problems = await checkSite({ 'docs.json': docs, 'api.json': SPEC, 'guide.mdx': page(links) });
    assert.deepEqual(
      ofRule(problems, 'link-broken').map((p) => p.message.match(/`[^`]*`/)![0]),
      ['`/ref/users/list-user`', '`/api-reference/users/list-users`'],
    );
  });

  it('leave every route under the directory of a spec that cannot be read unjudged', async () => {
    const docs = docsJson({
      groups: [
        { group: 'Guides', pages: ['guide'] },
        { group: 'API', openapi: 'https://api.example.com/openapi.json', pages: ['GET /users'] },
      ],
    });
    const problems = await checkSite({
      'docs.json': docs,
      'guide.mdx': page(['/api-reference/anything/at-all', '/elsewhere']),
    });
    assert.deepEqual(
      ofRule(problems, 'link-broken').map((p) => p.message.match(/`[^`]*`/)![0]),
      ['`/elsewhere`'],
    );
  });

  it('number a second operation that would take a page route, as the builder does', async () => {
    const docs = docsJson({
      groups: [
        { group: 'Guides', pages: ['guide', 'api-reference/users/list-users'] },
        { group: 'API', openapi: 'api.json', pages: ['GET /users'] },
      ],
    });
    const problems = await checkSite({
      'docs.json': docs,
      'api.json': SPEC,
      'guide.mdx': page(['/api-reference/users/list-users-1', '/api-reference/users/list-users-2']),
      'api-reference/users/list-users.mdx': '---\ntitle: Same\n---\n',
    });
    assert.deepEqual(
      ofRule(problems, 'link-broken').map((p) => p.message.match(/`[^`]*`/)![0]),
      ['`/api-reference/users/list-users-2`'],
    );
  });
});
