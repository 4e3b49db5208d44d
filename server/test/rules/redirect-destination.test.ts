// redirect-destination: redirects that lead nowhere, through chains, or in loops.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { pageFiles, rangeOfText } from '../helpers/textRanges';

function site(redirects: Array<{ source: string; destination: string }>, pages = ['index', 'guides/setup']) {
  const docs = JSON.stringify(
    { theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { pages }, redirects },
    null,
    2,
  );
  return { docs, files: { 'docs.json': docs, ...pageFiles(...pages), 'images/logo.png': 'PNG' } };
}

describe('rule redirect-destination', () => {
  it('warns on a destination that is no page, file or redirect, at the destination', async () => {
    const { docs, files } = site([
      { source: '/old', destination: '/guides/gone' },
      { source: '/fine', destination: '/guides/setup' },
      { source: '/home', destination: '/' },
      { source: '/logo', destination: '/images/logo.png' },
      { source: '/ext', destination: 'https://example.com/x' },
      { source: '/blog/:slug', destination: '/posts/:slug' },
      { source: '/file', destination: '/guides/setup.mdx' },
    ]);
    const found = ofRule(await checkSite(files), 'redirect-destination');
    assert.deepEqual(
      found.map((p) => [p.severity, p.range, p.message]),
      [
        [
          'warning',
          rangeOfText(docs, '"/guides/gone"'),
          'the redirect from "/old" leads to "/guides/gone", which is not a page, file or redirect of this site',
        ],
        [
          'warning',
          rangeOfText(docs, '"/guides/setup.mdx"'),
          'the redirect from "/file" leads to "/guides/setup.mdx", which is not a page, file or redirect of this site; the page is at "/guides/setup" (Mintlify serves no .mdx address)',
        ],
      ],
    );
  });

  it('follows chains to their end, and finds loops and an entry that sends its source to itself', async () => {
    const { docs, files } = site([
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/c' },
      { source: '/c', destination: '/nowhere' },
      { source: '/x', destination: '/y' },
      { source: '/y', destination: '/x' },
      { source: '/same', destination: '/same/' },
      { source: '/ok1', destination: '/ok2' },
      { source: '/ok2', destination: '/guides/setup' },
    ]);
    const found = ofRule(await checkSite(files), 'redirect-destination').map((p) => p.message);
    assert.deepEqual(found, [
      'the redirect from "/a" leads on through "/b" → "/c" → "/nowhere" to "/nowhere", which is not a page, file or redirect of this site',
      'the redirect from "/b" leads on through "/c" → "/nowhere" to "/nowhere", which is not a page, file or redirect of this site',
      'the redirect from "/c" leads to "/nowhere", which is not a page, file or redirect of this site',
      'the redirect from "/x" leads into redirects that loop ("/x" → "/y" → "/x"): readers never arrive',
      'the redirect from "/y" leads into redirects that loop ("/y" → "/x" → "/y"): readers never arrive',
      'the redirect from "/same" sends readers to the same address: they never arrive; remove it',
    ]);
    assert.ok(docs.includes('"/nowhere"'));
  });

  it('accepts a redirect to a generated endpoint page, at the route the builder writes', async () => {
    const spec = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/users': { get: { summary: 'List users', responses: { '200': { description: 'ok' } } } } },
    });
    const docs = JSON.stringify({
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['index', 'GET /users'] }] },
      redirects: [
        { source: '/users', destination: '/api-reference/list-users' },
        { source: '/people', destination: '/list-users' },
      ],
    });
    const found = await checkSite({ 'docs.json': docs, 'openapi.json': spec, ...pageFiles('index') });
    assert.deepEqual(
      ofRule(found, 'redirect-destination').map((p) => p.message),
      ['the redirect from "/people" leads to "/list-users", which is not a page, file or redirect of this site'],
    );
  });
});
