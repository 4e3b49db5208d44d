// How links resolve: the browser's rules on the page Mintlify serves, page routes, redirects and SiteFacts. The rules
// that read them: server/test/rules/link-broken.test.ts and page-orphan.test.ts.
import assert from 'node:assert/strict';
import { resolveLink } from '../../src/core/pages/mdx/linkTargets';
import { createSiteFacts, redirectMatcher, routeOfPageFile, routesOfPageFile } from '../../src/core/pages/siteFacts';

describe('link resolution', () => {
  it('resolves links the way a browser does on the page Mintlify serves', () => {
    const table: Array<[string, ReturnType<typeof resolveLink>]> = [
      ['https://example.com/x', { kind: 'external' }],
      ['mailto:help@example.com', { kind: 'external' }],
      ['//cdn.example.com/x.png', { kind: 'external' }],
      ['', { kind: 'none' }],
      ['#', { kind: 'none' }],
      ['#install', { kind: 'anchor', fragment: 'install' }],
      ['?tab=js#install', { kind: 'anchor', fragment: 'install' }],
      ['/quickstart', { kind: 'route', route: '/quickstart' }],
      ['/quickstart/', { kind: 'route', route: '/quickstart' }],
      ['/quickstart?x=1#setup', { kind: 'route', route: '/quickstart', fragment: 'setup' }],
      ['setup', { kind: 'route', route: '/guides/setup' }],
      ['./setup#a%20b', { kind: 'route', route: '/guides/setup', fragment: 'a b' }],
      ['../api/users', { kind: 'route', route: '/api/users' }],
      ['../../../../x', { kind: 'route', route: '/x' }],
      ['/images/a%20b.png', { kind: 'route', route: '/images/a b.png' }],
      ['/bad%zz', { kind: 'route', route: '/bad%zz' }],
    ];
    for (const [href, expected] of table) assert.deepEqual(resolveLink('guides/intro.mdx', href), expected, href);
  });

  it('gives page files their routes; index pages answer at their folder too', () => {
    assert.equal(routeOfPageFile('guides/intro.mdx'), '/guides/intro');
    assert.equal(routeOfPageFile('index.mdx'), '/');
    assert.deepEqual(routesOfPageFile('guides/index.md'), ['/guides', '/guides/index']);
  });

  it('matches redirect sources with :params, :params* and *', () => {
    const matches = redirectMatcher(['/old', '/blog/:slug', '/docs/:path*', '/legacy/*', '/v1/:id/edit']);
    const yes = ['/old', '/blog/hello', '/docs', '/docs/a/b/c', '/legacy/x/y', '/v1/42/edit'];
    const no = ['/older', '/blog', '/blog/a/b', '/v1/42', '/other'];
    for (const r of yes) assert.ok(matches(r), r);
    for (const r of no) assert.ok(!matches(r), r);
  });

  it('builds SiteFacts from plain lists: pages outside snippets, endpoints, the home page in the navigation', () => {
    const site = createSiteFacts({
      files: ['index.mdx', 'guides/a.mdx', 'snippets/s.mdx', 'README.md', 'images/x.png'],
      navigation: ['guides/a.mdx'],
      endpointRoutes: ['/api-reference/users/list'],
    });
    assert.equal(site.pageAtRoute('/guides/a'), 'guides/a.mdx');
    assert.equal(site.pageAtRoute('/snippets/s'), undefined);
    assert.equal(site.pageAtRoute('/README'), undefined);
    assert.ok(site.isEndpointRoute('/api-reference/users/list'));
    assert.ok(site.isInNavigation('index.mdx'));
    assert.ok(site.isSnippet('snippets/s.mdx'));
    assert.ok(site.fileExists('images/x.png'));
  });
});
