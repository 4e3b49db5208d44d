import assert from 'node:assert/strict';
import {
  breadcrumbs,
  entryRouteOf,
  eyebrowOf,
  firstRouteOfGroup,
  routeTitle,
  type Division,
  type SidebarGroup,
  type SidebarItem,
} from '../../src/site';
import { titleFromPath } from '../../src/core';
import { filesFor, route, specText, testSite } from './helpers';

const labels = (ds: Division[]) => ds.map((d) => `${d.kind}:${d.label}`);
const itemNames = (items: SidebarItem[]): unknown[] =>
  items.map((i) => (i.kind === 'group' ? { [i.label]: itemNames(i.items) } : i.value));
const noMeta = () => undefined;

describe('site navigation resolution', () => {
  it('gives every page one route, its HTML file, and a title from its file name when front matter has none', async () => {
    const { site } = await testSite(
      {
        navigation: {
          groups: [{ group: 'Start', pages: ['index', 'guides/getting-started', 'api/index', 'snake_case_page'] }],
        },
      },
      filesFor('index', 'guides/getting-started', 'api/index', 'snake_case_page'),
    );
    assert.deepEqual(
      site.routes.map((r) => [r.urlPath, r.file, r.sourceFile]),
      [
        ['', 'index.html', 'index.mdx'],
        ['guides/getting-started', 'guides/getting-started.html', 'guides/getting-started.mdx'],
        ['api', 'api/index.html', 'api/index.mdx'],
        ['snake_case_page', 'snake_case_page.html', 'snake_case_page.mdx'],
      ],
    );
    assert.equal(routeTitle(route(site, 'guides/getting-started'), noMeta), 'Getting started');
    assert.equal(routeTitle(route(site, 'snake_case_page'), noMeta), 'Snake case page');
    assert.equal(titleFromPath('a/b/x-y_z'), 'X y z');
    // One function for the site and the frontmatter rule's message: a leading underscore leaves no leading space.
    assert.equal(titleFromPath('guides/_intro'), 'Intro');
    assert.equal(site.home, route(site, ''));
  });

  it('uses the front matter title and sidebarTitle when they are known', async () => {
    const { site } = await testSite({ navigation: { pages: ['intro'] } }, filesFor('intro'));
    const meta = (file: string) =>
      file === 'intro.mdx' ? { title: 'Welcome aboard', sidebarTitle: 'Welcome' } : undefined;
    assert.equal(routeTitle(route(site, 'intro'), meta), 'Welcome aboard');
  });

  it('resolves products > languages > versions > tabs > groups, default version and language first', async () => {
    const { site } = await testSite(
      {
        navigation: {
          products: [
            {
              product: 'Cloud',
              description: 'Hosted',
              languages: [
                {
                  language: 'fr',
                  versions: [
                    { version: 'v1', tabs: [{ tab: 'Guides', groups: [{ group: 'G', pages: ['fr/v1/a'] }] }] },
                  ],
                },
                {
                  language: 'en',
                  default: true,
                  versions: [
                    { version: 'v1', groups: [{ group: 'Old', pages: ['en/v1/a'] }] },
                    {
                      version: 'v2',
                      default: true,
                      tag: 'Latest',
                      tabs: [
                        { tab: 'Guides', groups: [{ group: 'Start', pages: ['en/v2/a', 'en/v2/b'] }] },
                        { tab: 'API', align: 'end', pages: ['en/v2/api'] },
                      ],
                    },
                  ],
                },
              ],
            },
            { product: 'Self-hosted', pages: ['self/a'] },
          ],
        },
      },
      filesFor('fr/v1/a', 'en/v1/a', 'en/v2/a', 'en/v2/b', 'en/v2/api', 'self/a'),
    );
    assert.deepEqual(labels(site.divisions), ['product:Cloud', 'product:Self-hosted']);
    assert.equal(site.divisions[0].description, 'Hosted');
    const cloud = site.divisions[0];
    assert.deepEqual(labels(cloud.children), ['language:en', 'language:fr']);
    const en = cloud.children[0];
    assert.deepEqual(labels(en.children), ['version:v2', 'version:v1']);
    assert.equal(en.children[0].tag, 'Latest');
    const v2 = en.children[0];
    assert.deepEqual(labels(v2.children), ['tab:Guides', 'tab:API']);
    assert.equal(v2.children[1].align, 'end');
    // The site opens on the default language's default version.
    assert.equal(site.home?.pagePath, 'en/v2/a');
    const a = route(site, 'en/v2/a');
    assert.deepEqual(labels(a.owner.section.trail), ['product:Cloud', 'language:en', 'version:v2', 'tab:Guides']);
    assert.equal(a.next, route(site, 'en/v2/b'));
    assert.equal(route(site, 'en/v2/b').prev, a);
    assert.equal(route(site, 'en/v2/b').next, undefined, 'previous/next stay inside the section');
    assert.equal(entryRouteOf(site.divisions[1]), route(site, 'self/a'));
    assert.equal(entryRouteOf(en.children[1]), route(site, 'en/v1/a'));
    // Search scopes follow product, language and version, not tabs.
    assert.equal(a.owner.section.scope, route(site, 'en/v2/api').owner.section.scope);
    assert.notEqual(a.owner.section.scope, route(site, 'en/v1/a').owner.section.scope);
  });

  it('resolves anchors, dropdowns and menus inside tabs and products, and global items', async () => {
    const { site } = await testSite(
      {
        navigation: {
          tabs: [
            {
              tab: 'Docs',
              anchors: [
                { anchor: 'Guides', icon: 'book', groups: [{ group: 'G', pages: ['g/a'] }] },
                { anchor: 'Blog', href: 'https://example.com/blog' },
              ],
            },
            {
              tab: 'Tools',
              menu: [
                { item: 'CLI', description: 'Command line', pages: ['cli/a'] },
                {
                  item: 'SDK',
                  dropdowns: [
                    { dropdown: 'Python', pages: ['sdk/py'] },
                    { dropdown: 'Go', pages: ['sdk/go'] },
                  ],
                },
              ],
            },
          ],
          global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
        },
      },
      filesFor('g/a', 'cli/a', 'sdk/py', 'sdk/go'),
    );
    const [docs, tools] = site.divisions;
    assert.deepEqual(labels(docs.children), ['anchor:Guides', 'anchor:Blog']);
    assert.deepEqual(docs.children[0].icon, { name: 'book' });
    assert.equal(docs.children[1].href, 'https://example.com/blog');
    assert.deepEqual(labels(tools.children), ['menuItem:CLI', 'menuItem:SDK']);
    assert.equal(tools.children[0].description, 'Command line');
    assert.deepEqual(labels(tools.children[1].children), ['dropdown:Python', 'dropdown:Go']);
    assert.deepEqual(labels(route(site, 'sdk/go').owner.section.trail), ['tab:Tools', 'menuItem:SDK', 'dropdown:Go']);
    assert.deepEqual(labels(site.global), ['anchor:Status']);
    assert.equal(entryRouteOf(tools), route(site, 'cli/a'));
  });

  it('keeps groups, nested groups, icon, tag, expanded, root and hidden; hidden items are built but left out of previous/next', async () => {
    const { site } = await testSite(
      {
        navigation: {
          groups: [
            {
              group: 'Start',
              icon: 'rocket',
              tag: 'NEW',
              pages: [
                'a',
                {
                  group: 'Deep',
                  expanded: true,
                  root: 'deep/root',
                  pages: ['deep/x', { group: 'Deeper', pages: ['deep/y'] }],
                },
                { group: 'Secret', hidden: true, pages: ['secret'] },
                'b',
              ],
            },
          ],
        },
      },
      filesFor('a', 'b', 'deep/root', 'deep/x', 'deep/y', 'secret'),
    );
    const section = site.sections[0];
    assert.deepEqual(itemNames(section.items), [
      { Start: ['a', { Deep: ['deep/x', { Deeper: ['deep/y'] }] }, { Secret: ['secret'] }, 'b'] },
    ]);
    const start = section.items[0] as SidebarGroup;
    assert.deepEqual(start.icon, { name: 'rocket' });
    assert.equal(start.tag, 'NEW');
    const deep = start.items[1] as SidebarGroup;
    assert.equal(deep.expanded, true);
    assert.equal(deep.root?.route, route(site, 'deep/root'));
    assert.equal(firstRouteOfGroup(deep), route(site, 'deep/root'));
    const secret = start.items[2] as SidebarGroup;
    assert.equal(secret.hidden, true);
    assert.ok(route(site, 'secret'), 'a hidden page still gets its route');
    assert.deepEqual(
      section.routes.map((r) => r.urlPath),
      ['a', 'deep/root', 'deep/x', 'deep/y', 'b'],
    );
    assert.deepEqual(breadcrumbs(route(site, 'deep/y')), ['Start', 'Deep', 'Deeper']);
  });

  it('shows breadcrumbs as the eyebrow with styling.eyebrows "breadcrumbs", else the group name', async () => {
    const nav = { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: [{ group: 'Inner', pages: ['x'] }] }] }] };
    const plain = await testSite({ navigation: nav }, filesFor('x'));
    assert.equal(plain.site.settings.breadcrumbs, false);
    assert.equal(eyebrowOf(route(plain.site, 'x'), false), 'Inner');
    const crumbs = await testSite({ navigation: nav, styling: { eyebrows: 'breadcrumbs' } }, filesFor('x'));
    assert.equal(crumbs.site.settings.breadcrumbs, true);
    assert.equal(eyebrowOf(route(crumbs.site, 'x'), true), 'Guides / Start / Inner');
  });

  it('reads interaction.drilldown as true, false or unset', async () => {
    const nav = { pages: ['x'] };
    assert.equal((await testSite({ navigation: nav, interaction: { drilldown: true } })).site.settings.drilldown, true);
    assert.equal(
      (await testSite({ navigation: nav, interaction: { drilldown: false } })).site.settings.drilldown,
      false,
    );
    assert.equal((await testSite({ navigation: nav })).site.settings.drilldown, undefined);
  });

  it('gives a page listed twice one route, owned by its first place that is not hidden', async () => {
    const { site } = await testSite(
      {
        navigation: {
          tabs: [
            {
              tab: 'One',
              groups: [
                { group: 'Hidden', hidden: true, pages: ['shared'] },
                { group: 'A', pages: ['a'] },
              ],
            },
            { tab: 'Two', groups: [{ group: 'B', pages: ['shared', 'b'] }] },
            { tab: 'Three', groups: [{ group: 'C', pages: ['shared'] }] },
          ],
        },
      },
      filesFor('shared', 'a', 'b'),
    );
    assert.equal(site.routes.filter((r) => r.pagePath === 'shared').length, 1);
    const shared = route(site, 'shared');
    assert.equal(shared.owner.section.trail[0].label, 'Two');
    assert.equal(shared.next, route(site, 'b'));
  });

  it('leaves out what the builder drops: a second navigation key beside the one that wins', async () => {
    const { site } = await testSite(
      { navigation: { tabs: [{ tab: 'T', pages: ['kept'] }], groups: [{ group: 'Dropped', pages: ['dropped'] }] } },
      filesFor('kept', 'dropped'),
    );
    assert.deepEqual(
      site.routes.map((r) => r.urlPath),
      ['kept'],
    );
  });

  it('gives a page without a file a route (for its placeholder) and no route to an unsafe path', async () => {
    const { site } = await testSite({ navigation: { pages: ['missing', '../outside'] } });
    assert.equal(route(site, 'missing').sourceFile, undefined);
    assert.equal(site.routes.length, 1);
    assert.equal(site.sections[0].items.length, 2);
  });

  it('names endpoint pages as Mintlify does, with the inherited openapi and its directory', async () => {
    const op = (summary: string, extra: Record<string, unknown> = {}) => ({ summary, responses: {}, ...extra });
    const specs = {
      'api.yaml': specText({
        '/users': { get: op('List users', { tags: ['Users'] }) },
        '/users/{id}': { get: op('Get user', { tags: ['Users'] }) },
        '/users/{id}/posts/{postId}': { delete: { responses: {} } },
        '/moved': { get: op('Moved', { 'x-mint': { href: '/reference/v1.2' } }) },
      }),
      'v2.yaml': specText({ '/users': { get: op('List users', { tags: ['Users'] }) } }),
      'other.yaml': specText({ '/things': { post: op('From other') } }),
    };
    const { site } = await testSite(
      {
        navigation: {
          groups: [
            {
              group: 'API',
              openapi: 'api.yaml',
              pages: [
                'GET /users',
                'GET /users/{id}',
                'DELETE /users/{id}/posts/{postId}',
                'GET /moved',
                { group: 'Nested', openapi: { source: 'v2.yaml', directory: 'API-v2' }, pages: ['GET /users'] },
                'other.yaml POST /things',
              ],
            },
          ],
        },
      },
      [],
      specs,
    );
    assert.deepEqual(
      site.routes.map((r) => [r.kind, r.urlPath, r.endpoint?.method]),
      [
        ['endpoint', 'api-reference/users/list-users', 'GET'],
        ['endpoint', 'api-reference/users/get-user', 'GET'],
        ['endpoint', 'api-reference/delete-users-posts', 'DELETE'],
        ['endpoint', 'reference/v1', 'GET'],
        ['endpoint', 'api-v2/users/list-users', 'GET'],
        ['endpoint', 'api-reference/from-other', 'POST'],
      ],
    );
    const nested = route(site, 'api-v2/users/list-users');
    assert.deepEqual(
      nested.endpoint?.spec && 'path' in nested.endpoint.spec ? nested.endpoint.spec.path : undefined,
      'v2.yaml',
    );
    const inherited = route(site, 'api-reference/users/get-user');
    assert.equal(inherited.endpoint?.spec?.kind === 'file' ? inherited.endpoint.spec.path : undefined, 'api.yaml');
    assert.equal(routeTitle(inherited, noMeta), 'Get user');
    assert.equal(
      routeTitle(route(site, 'api-reference/delete-users-posts'), noMeta),
      'DELETE /users/{id}/posts/{postId}',
    );
  });

  it('numbers endpoint routes that clash, and gives the same operation listed twice one route', async () => {
    const same = { summary: 'Same', responses: {} };
    const { site } = await testSite(
      {
        navigation: {
          groups: [{ group: 'API', openapi: 'api.yaml', pages: ['GET /a', 'GET /b', 'GET /a', 'api-reference/same'] }],
        },
      },
      filesFor('api-reference/same'),
      { 'api.yaml': specText({ '/a': { get: same }, '/b': { get: same } }) },
    );
    assert.deepEqual(
      site.routes.map((r) => r.urlPath),
      ['api-reference/same', 'api-reference/same-1', 'api-reference/same-2'],
    );
    assert.equal(site.routes.filter((r) => r.endpoint?.apiPath === '/a').length, 1);
  });

  it("keeps an icon's style and library, drops icons that are not plain names, and keeps only http(s) and site-relative division links", async () => {
    const { site } = await testSite({
      navigation: {
        anchors: [
          { anchor: 'A', icon: '../../etc/passwd', href: 'javascript:alert(1)' },
          { anchor: 'B', icon: { name: 'rocket', style: 'duotone', library: 'fontawesome' }, href: '/changelog' },
          { anchor: 'C', icon: 'https://evil.example/x.svg', href: 'https://example.com' },
          { anchor: 'D', icon: { name: 'house', library: 'lucide', style: 'nonsense' }, href: '/d' },
        ],
      },
    });
    assert.deepEqual(
      site.divisions.map((d) => [d.icon, d.href]),
      [
        [undefined, undefined],
        [{ name: 'rocket', style: 'duotone', library: 'fontawesome' }, '/changelog'],
        [undefined, 'https://example.com/'],
        [{ name: 'house', library: 'lucide' }, '/d'],
      ],
    );
  });

  it('never fails on a navigation of the wrong shape', async () => {
    for (const navigation of [
      [],
      'x',
      { tabs: 'x' },
      { groups: [7, null, { group: 3, pages: [{}] }] },
      { pages: [{ pages: 'x' }] },
    ]) {
      const { site } = await testSite({ navigation });
      assert.ok(Array.isArray(site.routes));
    }
  });
});
