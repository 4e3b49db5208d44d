import assert from 'node:assert/strict';
import { SourceFile } from '../../src/core/json/sourceFile';
import { composeConfiguration, workspaceSourceLoader } from '../../src/core/model/includes';
import { buildSiteModel } from '../../src/core/model/buildSiteModel';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';

async function model(navigation: unknown, extra: Record<string, unknown> = {}) {
  const text = JSON.stringify({ navigation, ...extra }, null, 2);
  const docs = new SourceFile('docs.json', text);
  const r = await composeConfiguration(docs, workspaceSourceLoader(new MemoryWorkspace({ 'docs.json': text })));
  return buildSiteModel(r.files, r.root!, 1);
}

describe('site model', () => {
  it('types every container and entry in any nesting mix, with JSON paths', async () => {
    const m = await model({
      languages: [
        {
          language: 'en',
          versions: [
            {
              version: 'v2',
              tabs: [
                {
                  tab: 'Guides',
                  groups: [{ group: 'Start', root: 'start', pages: ['intro', { group: 'Deep', pages: ['deep/a'] }] }],
                },
                { tab: 'More', menu: [{ item: 'Item', pages: ['more/x'] }] },
              ],
            },
          ],
        },
      ],
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com' }] },
    });
    assert.deepEqual(
      m.containers.map((c) => `${c.kind}:${c.label ?? ''}`),
      [
        'navigation:',
        'language:en',
        'version:v2',
        'tab:Guides',
        'group:Start',
        'group:Deep',
        'tab:More',
        'menuItem:Item',
        'global:',
        'anchor:Blog',
      ],
    );
    assert.deepEqual(
      m.pages.map((p) => [p.value, p.role]),
      [
        ['start', 'root'],
        ['intro', 'entry'],
        ['deep/a', 'entry'],
        ['more/x', 'entry'],
      ],
    );
    assert.deepEqual(m.pages[2].path, [
      'navigation',
      'languages',
      0,
      'versions',
      0,
      'tabs',
      0,
      'groups',
      0,
      'pages',
      1,
      'pages',
      0,
    ]);
    assert.equal(m.containers.find((c) => c.label === 'Blog')!.global, true);
  });

  it('gives each node the openapi of its nearest ancestor, and lets a nested group override it', async () => {
    const m = await model({
      tabs: [
        {
          tab: 'T',
          openapi: 'api/a.yaml',
          groups: [
            {
              group: 'A',
              pages: [
                'GET /a',
                { group: 'B', openapi: ['/api/b.json', 'https://x.example/c.json'], pages: ['POST /b'] },
              ],
            },
            { group: 'C', openapi: { source: 'api/c.yaml', directory: 'ref' }, pages: ['c.yaml delete /c'] },
          ],
        },
      ],
    });
    const [a, b, c] = m.endpoints;
    assert.deepEqual([a.method, a.apiPath], ['get', '/a']);
    assert.deepEqual(
      a.openapi.map((s) => (s.kind === 'file' ? s.path : s.kind)),
      ['api/a.yaml'],
    );
    assert.deepEqual(
      b.openapi.map((s) => (s.kind === 'file' ? s.path : s.kind)),
      ['api/b.json', 'url'],
    );
    assert.equal(c.spec, 'c.yaml');
    assert.equal(c.openapi[0].kind === 'file' && c.openapi[0].directory, 'ref');
  });

  it('gives nothing the openapi written on navigation itself (Mintlify drops it before building)', async () => {
    const m = await model({ openapi: 'api/a.yaml', groups: [{ group: 'A', pages: ['GET /a'] }] });
    assert.deepEqual(m.endpoints[0].openapi, []);
  });

  it('marks the navigation keys the builder drops (the first of products..pages wins)', async () => {
    const m = await model({ tabs: [{ tab: 'T', pages: ['a'] }], groups: [{ group: 'G', pages: ['b'] }] });
    assert.equal(m.containers.find((c) => c.label === 'T')!.dropped, false);
    assert.equal(m.containers.find((c) => c.label === 'G')!.dropped, true);
  });

  it('refuses openapi paths that leave the root and other URL schemes', async () => {
    const m = await model({ groups: [{ group: 'G', openapi: ['../x.yaml', 'ftp://h/x.yaml'], pages: [] }] });
    assert.deepEqual(
      m.containers[1].ownOpenapi!.map((s) => s.kind),
      ['invalid', 'invalid'],
    );
  });

  it('finds the model node of a jsonc node (for editor features)', async () => {
    const m = await model({ groups: [{ group: 'G', pages: ['intro'] }] });
    const entry = m.pages[0];
    assert.equal(m.nodeForJson(entry.node.json), entry);
  });

  it('ignores non-string, non-object page entries instead of throwing', async () => {
    const m = await model({ pages: [42, null, true, 'ok'] });
    assert.deepEqual(
      m.pages.map((p) => p.value),
      ['ok'],
    );
  });
});
