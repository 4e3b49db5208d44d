// The endpoint pages the core places for every surface (lint's links, the preview, the builder): routes from the
// operation as its spec writes it, `$ref`s followed; pages generated for elements with `openapi` and nothing else;
// route names bounded and unique by construction.
import assert from 'node:assert/strict';
import {
  createDocsService,
  MemoryWorkspace,
  type EndpointPages,
  MAX_SEGMENT_BYTES,
  type SiteModel,
} from '../../src/core';

const CONFIG = { name: 'T', theme: 'mint', colors: { primary: '#112233' } };

function spec(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths, ...extra });
}

async function placed(navigation: unknown, files: Record<string, string>) {
  const service = createDocsService({
    workspace: new MemoryWorkspace({ 'docs.json': JSON.stringify({ ...CONFIG, navigation }), ...files }),
  });
  const model: SiteModel = (await service.check()).model!;
  return { model, pages: await service.endpointPages(model) };
}

async function pagesOf(navigation: unknown, files: Record<string, string>): Promise<EndpointPages> {
  return (await placed(navigation, files)).pages;
}

const routes = (pages: EndpointPages) => pages.all.map((p) => p.route);

describe('endpoint pages placed by the core', () => {
  it("labels generated groups as the spec's tags say (x-group, else x-displayName) and orders them by its tags list", async () => {
    const { model, pages } = await placed(
      { tabs: [{ tab: 'API', openapi: 'api.json' }] },
      {
        'api.json': spec(
          {
            '/health': { get: { summary: 'Health', responses: {} } },
            '/pets': {
              get: { summary: 'List pets', tags: ['pets'], responses: {} },
              post: { summary: 'Add pet', tags: ['pets'], responses: {} },
            },
            '/stray': { get: { summary: 'Stray', tags: ['undeclared'], responses: {} } },
            '/admin': { delete: { summary: 'Reset', tags: ['admin'], responses: {} } },
            '/store': { get: { summary: 'Inventory', tags: ['store'], responses: {} } },
          },
          {
            tags: [
              { name: 'store', 'x-group': 'Store', 'x-displayName': 'Shop' },
              { name: 'admin', 'x-displayName': 'Administration' },
              { name: 'pets' },
              { name: 'unused', 'x-group': 'Never shown' },
            ],
          },
        ),
      },
    );
    const tab = model.containers.find((c) => c.kind === 'tab')!;
    assert.deepEqual(
      pages.generatedIn(tab)?.map((g) => [g.label, g.pages.map((p) => p.route)]),
      [
        ['Store', ['api-reference/store/inventory']],
        ['Administration', ['api-reference/admin/reset']],
        ['pets', ['api-reference/pets/list-pets', 'api-reference/pets/add-pet']],
        ['API Reference', ['api-reference/health']],
        ['undeclared', ['api-reference/undeclared/stray']],
      ],
    );
  });

  it('follows a path item and an operation written as $ref into other files for the route and the title', async () => {
    const pages = await pagesOf(
      { groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /users', 'POST /users', 'GET /teams'] }] },
      {
        'api.json': spec({
          '/users': { $ref: 'paths/users.json' },
          '/teams': { get: { $ref: 'ops/teams.json' } },
        }),
        'paths/users.json': JSON.stringify({
          get: { summary: 'List users', tags: ['Users', 'Other'], responses: {} },
          post: { summary: 'Create user', tags: ['Users'], responses: {} },
        }),
        'ops/teams.json': JSON.stringify({ summary: 'List teams', tags: ['Teams'], responses: {} }),
      },
    );
    assert.deepEqual(routes(pages), [
      'api-reference/users/list-users',
      'api-reference/users/create-user',
      'api-reference/teams/list-teams',
    ]);
    assert.deepEqual(
      pages.all.map((p) => [p.title, p.status]),
      [
        ['List users', 'found'],
        ['Create user', 'found'],
        ['List teams', 'found'],
      ],
    );
    assert.ok(pages.has('/api-reference/users/list-users'));
    assert.ok(!pages.has('/api-reference/get-users'));
  });

  it('generates one page per operation for an element with openapi and nothing else, grouped by first tag', async () => {
    const pages = await pagesOf(
      {
        tabs: [
          { tab: 'Guides', pages: ['intro'] },
          { tab: 'API', openapi: { source: 'api.json', directory: 'Reference' } },
        ],
      },
      {
        'intro.mdx': '---\ntitle: Intro\n---\n',
        'api.json': spec(
          {
            '/pets': {
              get: { summary: 'List pets', tags: ['Pets'], responses: {} },
              post: { summary: 'Add pet', tags: ['Pets', 'Admin'], responses: {} },
            },
            '/health': { get: { responses: {} } },
            '/admin': { delete: { summary: 'Reset', tags: ['Admin'], responses: {} } },
          },
          { webhooks: { created: { post: { summary: 'Pet created', responses: {} } } } },
        ),
      },
    );
    assert.deepEqual(routes(pages), [
      'reference/pets/list-pets',
      'reference/pets/add-pet',
      'reference/get-health',
      'reference/admin/reset',
      'reference/pet-created',
    ]);
    const { model, pages: again } = await placed(
      { tabs: [{ tab: 'API', openapi: 'api.json' }] },
      { 'api.json': spec({ '/pets': { get: { summary: 'List pets', tags: ['Pets'], responses: {} } } }) },
    );
    const tab = model.containers.find((c) => c.kind === 'tab')!;
    assert.deepEqual(
      again.generatedIn(tab)?.map((g) => [g.label, g.pages.map((p) => p.route)]),
      [['Pets', ['api-reference/pets/list-pets']]],
    );
  });

  it('groups untagged operations under "API Reference" and leaves a group with pages alone', async () => {
    const pages = await pagesOf(
      {
        groups: [
          { group: 'Generated', openapi: 'api.json' },
          { group: 'Listed', openapi: 'api.json', pages: ['GET /health'] },
        ],
      },
      {
        'api.json': spec({ '/health': { get: { responses: {} } }, '/ping': { get: { tags: ['Ops'], responses: {} } } }),
      },
    );
    assert.deepEqual(routes(pages), ['api-reference/get-health', 'api-reference/ops/get-ping']);
  });

  it('numbers a route a page file or an earlier endpoint page has, and never takes the home page', async () => {
    const pages = await pagesOf(
      { groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /a', 'GET /b', 'GET /c', 'GET /d'] }] },
      {
        'api-reference/same.mdx': '---\ntitle: Same\n---\n',
        'index.mdx': '---\ntitle: Home\n---\n',
        'api.json': spec({
          '/a': { get: { summary: 'Same', responses: {} } },
          '/b': { get: { summary: 'Same', responses: {} } },
          '/c': { get: { summary: 'Home', 'x-mint': { href: '/index' }, responses: {} } },
          '/d': { get: { summary: 'Root', 'x-mint': { href: '/' }, responses: {} } },
        }),
      },
    );
    assert.deepEqual(routes(pages), ['api-reference/same-1', 'api-reference/same-2', 'index-1', 'api-reference/root']);
    assert.deepEqual(
      pages.all.map((p) => p.change),
      ['numbered', 'numbered', 'numbered', undefined],
    );
  });

  it('numbers clashing routes whose names hold # or ? (and ends)', async () => {
    const op = (summary: string) => ({ summary, tags: ['C# SDK'], responses: {} });
    const pages = await pagesOf(
      { groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /a', 'GET /b', 'GET /c'] }] },
      { 'api.json': spec({ '/a': { get: op('Get?') }, '/b': { get: op('Get?') }, '/c': { get: op('Other') } }) },
    );
    assert.deepEqual(routes(pages), [
      'api-reference/c#-sdk/get?',
      'api-reference/c#-sdk/get?-1',
      'api-reference/c#-sdk/other',
    ]);
  });

  it('keeps every route segment short enough to be a file name, unique, and out of the builder’s own folders', async () => {
    const long = '文'.repeat(84) + ' summary';
    const tag = 'T'.repeat(5000);
    const pages = await pagesOf(
      { groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /a', 'GET /b', 'GET /c', 'GET /d', 'GET /e'] }] },
      {
        'api.json': spec({
          '/a': { get: { summary: long, responses: {} } },
          '/b': { get: { summary: long + ' two', responses: {} } },
          '/c': { get: { summary: 'x', tags: [tag], responses: {} } },
          '/d': { get: { summary: 'y', 'x-mint': { href: '/_docsjson/site.css' }, responses: {} } },
          '/e': { get: { summary: 'z', 'x-mint': { href: '/' + 'a/'.repeat(2000) + 'deep' }, responses: {} } },
        }),
      },
    );
    const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
    for (const page of pages.all) {
      for (const segment of page.route.split('/')) assert.ok(bytes(segment) <= MAX_SEGMENT_BYTES + 6, page.route);
      assert.ok(page.route.split('/').length <= 32, page.route);
      assert.ok(!page.route.startsWith('_docsjson'), page.route);
    }
    assert.equal(new Set(routes(pages)).size, 5);
    assert.deepEqual(
      pages.all.map((p) => p.change),
      ['shortened', 'shortened', 'shortened', 'reserved', 'shortened'],
    );
  });
});
