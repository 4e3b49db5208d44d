import assert from 'node:assert/strict';
import { doHover } from '../../src/core/features/hover';
import type { SchemaObject } from '../../src/core/features/schemaNavigator';
import { docsSchema } from '../../src/core/schema/generated/docsSchema';
import { caret, op, range, site, specIndex } from './helpers';

const FILES = {
  'guides/setup.mdx': '---\ntitle: "Set *up*"\ndescription: Install and configure.\n---\n# Body\n',
  'api.yaml': 'openapi: 3.1.0\n',
};

async function hover(textWithCaret: string, options = {}) {
  const { text, offset } = caret(textWithCaret);
  return doHover(await site(text, FILES, options), offset);
}

describe('hover', () => {
  it('on a page entry shows the front-matter title, description and file', async () => {
    const h = await hover('{"navigation": {"pages": ["guides/se|tup"]}}');
    assert.deepEqual(h, {
      contents: { kind: 'markdown', value: '**Set \\*up\\***\n\nInstall and configure\\.\n\n`guides/setup.mdx`' },
      range: range(0, 26, 0, 40),
    });
  });

  it('on a page entry with no file says which files are missing', async () => {
    const h = await hover('{"navigation": {"pages": ["mis|sing"]}}');
    assert.match((h!.contents as { value: string }).value, /`missing.mdx` and `missing.md` do not exist/);
  });

  it('on an endpoint entry shows the operation summary from the spec', async () => {
    const specs = {
      'api.yaml': specIndex('api.yaml', [op('get', '/users', { summary: 'List users', description: 'Every user.' })]),
    };
    const h = await hover(
      '{"navigation": {"groups": [{"group": "G", "openapi": "api.yaml", "pages": ["GET /us|ers"]}]}}',
      { specs },
    );
    assert.equal(
      (h!.contents as { value: string }).value,
      '**List users**\n\nEvery user\\.\n\n`GET /users` in `api.yaml`',
    );
  });

  it('on an endpoint entry missing from the spec says so', async () => {
    const specs = { 'api.yaml': specIndex('api.yaml', [op('get', '/users')]) };
    const h = await hover(
      '{"navigation": {"groups": [{"group": "G", "openapi": "api.yaml", "pages": ["DELETE /us|ers"]}]}}',
      { specs },
    );
    assert.equal((h!.contents as { value: string }).value, '`DELETE /users` is not in `api.yaml`.');
  });

  it('on a property key shows the schema documentation', async () => {
    const h = await hover('{"the|me": "mint"}', { schema: docsSchema as SchemaObject });
    assert.ok(h);
    assert.deepEqual(h!.range, range(0, 1, 0, 8));
    assert.match((h!.contents as { value: string }).value, /theme/i);
  });

  it('on an enum value shows its description', async () => {
    const h = await hover('{"styling": {"eyebrows": "bread|crumbs"}}', { schema: docsSchema as SchemaObject });
    assert.ok(h);
    assert.match((h!.contents as { value: string }).value, /^`"breadcrumbs"`: /);
  });

  it('answers null outside any value and for out-of-range offsets', async () => {
    assert.equal(await hover('{"navigation": |{}}'), null);
    const s = await site('{}', FILES);
    assert.equal(await doHover(s, 99), null);
    assert.equal(await doHover(s, -1), null);
  });
});
