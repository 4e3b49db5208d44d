// docs.json redirects as the core reads and matches them: sources with parameters and wildcards, and what they
// capture put into the destination.
import assert from 'node:assert/strict';
import { compileRedirect, redirectDestination, redirectMatcher } from '../../src/core/pages/redirects';

const dest = (source: string, destination: string, route: string) =>
  redirectDestination(compileRedirect({ source, destination, permanent: true }), route);

describe('redirects', () => {
  it('sends a plain source (with or without its trailing slash) to its destination as written', () => {
    assert.equal(dest('/old/page', '/new/page#part', '/old/page'), '/new/page#part');
    assert.equal(dest('/old/page/', '/new', '/old/page'), '/new');
    assert.equal(dest('/old/page', '/new', '/old/page/more'), undefined);
  });

  it('puts :param, :param* and * captures into the destination', () => {
    assert.equal(dest('/beta/:slug*', '/v2/:slug*', '/beta/introduction'), '/v2/introduction');
    assert.equal(dest('/beta/:slug*', '/v2/:slug*', '/beta/a/b/c'), '/v2/a/b/c');
    assert.equal(dest('/beta/:slug*', '/v2/:slug*', '/beta'), '/v2');
    assert.equal(dest('/blog/:year/:slug', '/posts/:slug', '/blog/2024/hello'), '/posts/hello');
    assert.equal(dest('/blog/:year/:slug', '/posts/:slug', '/blog/2024'), undefined);
    assert.equal(dest('/legacy/*', '/docs/*', '/legacy/x/y'), '/docs/x/y');
  });

  it('matches partial wildcards and fills the captured rest in', () => {
    assert.equal(
      dest('/articles/concepts-*', '/collections/overview', '/articles/concepts-getting-started'),
      '/collections/overview',
    );
    assert.equal(dest('/old/article-*', '/new/article-*', '/old/article-123'), '/new/article-123');
    assert.equal(dest('/old/article-*', '/new/article-*', '/old/other'), undefined);
    const matches = redirectMatcher(['/articles/concepts-*']);
    assert.ok(matches('/articles/concepts-x'));
    assert.ok(!matches('/articles/other'));
  });

  it('reads regular-expression characters in sources as text', () => {
    assert.equal(dest('/a.b/(x)', '/y', '/a.b/(x)'), '/y');
    assert.equal(dest('/a.b/:id', '/y/:id', '/aXb/1'), undefined);
  });
});
