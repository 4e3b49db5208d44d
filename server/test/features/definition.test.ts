import assert from 'node:assert/strict';
import { findDefinition } from '../../src/core/features/definition';
import { findDocumentLinks } from '../../src/core/features/documentLinks';
import { caret, op, range, site, specIndex } from './helpers';

const ZERO = range(0, 0, 0, 0);
const FILES = {
  'intro.mdx': '---\ntitle: Intro\n---\n',
  'guides/old.md': '---\ntitle: Old\n---\n',
  'api/openapi.yaml': 'openapi: 3.1.0\n',
  'nav/tabs.json': '[{"tab": "T", "pages": ["intro"]}]',
};
const specs = {
  'api/openapi.yaml': specIndex('api/openapi.yaml', [
    op('get', '/users', { location: { file: 'api/openapi.yaml', range: range(7, 4, 7, 7) } }),
  ]),
};

async function definition(textWithCaret: string) {
  const { text, offset } = caret(textWithCaret);
  return findDefinition(await site(text, FILES, { specs }), offset);
}

describe('definition', () => {
  it('a page entry opens its file', async () => {
    assert.deepEqual(await definition('{"navigation": {"pages": ["in|tro"]}}'), [
      { originRange: range(0, 26, 0, 33), file: 'intro.mdx', targetRange: ZERO },
    ]);
  });

  it('a page with a leading slash and a .md file', async () => {
    const links = await definition('{"navigation": {"pages": ["/guides/o|ld"]}}');
    assert.equal(links[0].file, 'guides/old.md');
  });

  it('a missing page has no definition', async () => {
    assert.deepEqual(await definition('{"navigation": {"pages": ["no|pe"]}}'), []);
  });

  it('an openapi value opens the spec', async () => {
    const links = await definition(
      '{"navigation": {"groups": [{"group": "G", "openapi": "/api/open|api.yaml", "pages": []}]}}',
    );
    assert.deepEqual(links, [{ originRange: range(0, 53, 0, 72), file: 'api/openapi.yaml', targetRange: ZERO }]);
  });

  it('an openapi {source} value and an array item open the spec', async () => {
    assert.equal(
      (
        await definition(
          '{"navigation": {"groups": [{"group": "G", "openapi": {"source": "api/o|penapi.yaml"}, "pages": []}]}}',
        )
      )[0]?.file,
      'api/openapi.yaml',
    );
    assert.equal(
      (
        await definition('{"navigation": {"groups": [{"group": "G", "openapi": ["api/o|penapi.yaml"], "pages": []}]}}')
      )[0]?.file,
      'api/openapi.yaml',
    );
  });

  it('an endpoint entry opens the spec at the operation', async () => {
    const links = await definition(
      '{"navigation": {"groups": [{"group": "G", "openapi": "api/openapi.yaml", "pages": ["GET /u|sers"]}]}}',
    );
    assert.deepEqual(links, [
      { originRange: range(0, 83, 0, 95), file: 'api/openapi.yaml', targetRange: range(7, 4, 7, 7) },
    ]);
  });

  it('an include opens the included file', async () => {
    const links = await definition('{"navigation": {"tabs": {"$ref": "./nav/ta|bs.json"}}}');
    assert.equal(links[0]?.file, 'nav/tabs.json');
  });

  it('a URL spec or a path outside the root has no definition', async () => {
    assert.deepEqual(
      await definition('{"navigation": {"groups": [{"group": "G", "openapi": "https://x/o|.yaml", "pages": []}]}}'),
      [],
    );
    assert.deepEqual(
      await definition('{"navigation": {"groups": [{"group": "G", "openapi": "../../etc/pa|sswd", "pages": []}]}}'),
      [],
    );
  });
});

describe('document links', () => {
  it('leaves pages out above the cap, keeps specs and includes', async () => {
    const text =
      '{"navigation": {"groups": [{"group": "G", "openapi": "api/openapi.yaml", "pages": ["intro", "intro"]}]}}';
    const links = findDocumentLinks(await site(text, FILES, { specs }), 1);
    assert.deepEqual(
      links.map((l) => l.file),
      ['api/openapi.yaml'],
    );
  });

  it('links every page with a file, the spec and includes, in document order', async () => {
    const text =
      '{"navigation": {"groups": [{"group": "G", "openapi": "api/openapi.yaml", "pages": ["intro", "nope", "GET /users"]}]}, "footer": {"$ref": "nav/tabs.json"}}';
    const links = findDocumentLinks(await site(text, FILES, { specs }));
    assert.deepEqual(
      links.map((l) => [l.file, l.originRange.start.character, l.originRange.end.character]),
      [
        ['api/openapi.yaml', text.indexOf('"api/'), text.indexOf('"api/') + '"api/openapi.yaml"'.length],
        ['intro.mdx', text.indexOf('"intro"'), text.indexOf('"intro"') + 7],
        ['nav/tabs.json', text.indexOf('"nav/'), text.indexOf('"nav/') + '"nav/tabs.json"'.length],
      ],
    );
  });
});
