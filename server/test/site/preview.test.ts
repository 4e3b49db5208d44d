import assert from 'node:assert/strict';
import { renderNavigationPreview, resolveSection } from '../../src/site';
import { filesFor, testSite } from './helpers';

const noMeta = () => undefined;

describe('editor preview: one section resolved and rendered', () => {
  const docs = {
    navigation: {
      versions: [
        { version: 'v1', tabs: [{ tab: 'Old', pages: ['v1/a'] }] },
        {
          version: 'v2',
          default: true,
          tabs: [
            {
              tab: 'Guides',
              groups: [{ group: 'Start', pages: ['v2/a', 'v2/missing', { group: 'Deep', pages: ['v2/deep'] }] }],
            },
            { tab: 'API', openapi: 'api.yaml', groups: [{ group: 'Users', pages: ['GET /users', '../bad'] }] },
          ],
        },
      ],
    },
  };

  it('resolves only the section holding a JSON path, with the divisions on the way and their siblings', async () => {
    const { model, pages } = await testSite(docs, filesFor('v1/a', 'v2/a', 'v2/deep'));
    const options = { fileOf: (p: string) => pages.fileOf(p) };
    const focus = ['navigation', 'versions', 1, 'tabs', 0, 'groups', 0, 'pages', 2, 'pages', 0];
    const resolved = resolveSection(model, focus, options);
    assert.deepEqual(
      resolved.levels.map((l) => [l.siblings.map((d) => d.label), l.current.label]),
      [
        [['v2', 'v1'], 'v2'],
        [['Guides', 'API'], 'Guides'],
      ],
    );
    assert.equal(resolved.section?.routes.length, 3);
    assert.equal(resolved.focus?.kind, 'page');
    // A division without content of its own shows its first part that has some.
    const atVersion = resolveSection(model, ['navigation', 'versions', 0], options);
    assert.deepEqual(
      atVersion.section?.routes.map((r) => r.urlPath),
      ['v1/a'],
    );
  });

  it('marks missing pages and unsafe entries, shows endpoint methods, highlights the entry under the cursor', async () => {
    const { model, pages } = await testSite(docs, filesFor('v2/a', 'v2/deep'));
    const options = { fileOf: (p: string) => pages.fileOf(p) };
    const guides = ['navigation', 'versions', 1, 'tabs', 0, 'groups', 0, 'pages', 2, 'pages', 0];
    const html = renderNavigationPreview(resolveSection(model, guides, options), { meta: noMeta, highlight: guides });
    assert.match(
      html,
      /<li class="dj-missing" data-path="\[&quot;navigation&quot;,&quot;versions&quot;,1,&quot;tabs&quot;,0,&quot;groups&quot;,0,&quot;pages&quot;,1\]">/,
    );
    assert.match(html, /<small class="dj-note">no file<\/small>/);
    assert.match(html, /class="dj-selected"[^>]*aria-current="location"><a data-route="v2\/deep.html">Deep<\/a>/);
    assert.match(html, /<details open><summary aria-expanded="true">Deep<\/summary>/);
    const api = ['navigation', 'versions', 1, 'tabs', 1, 'groups', 0, 'pages', 0];
    const apiHtml = renderNavigationPreview(resolveSection(model, api, options), { meta: noMeta, highlight: api });
    assert.match(apiHtml, /<b class="dj-method dj-method-get">GET<\/b>GET \/users<\/a>/);
    assert.match(apiHtml, /<s class="dj-nav-invalid">\.\.\/bad<\/s>/);
    assert.match(apiHtml, /<li aria-current="true" data-path="[^"]*">API<\/li>/);
  });

  it('answers for any path, even one outside the navigation', async () => {
    const { model, pages } = await testSite(docs, []);
    const resolved = resolveSection(model, ['name'], { fileOf: (p) => pages.fileOf(p) });
    assert.equal(resolved.levels[0].current.label, 'v1');
    assert.match(renderNavigationPreview(resolved, { meta: noMeta }), /dj-preview/);
  });
});
