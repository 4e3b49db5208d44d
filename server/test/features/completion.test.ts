import assert from 'node:assert/strict';
import { doComplete, MAX_ITEMS } from '../../src/core/features/completion';
import { doHover } from '../../src/core/features/hover';
import { SchemaNavigator } from '../../src/core/features/schemaNavigator';
import { includePath } from '../../src/core/features/siteContext';
import type { SchemaObject } from '../../src/core/features/schemaNavigator';
import { docsSchema } from '../../src/core/schema/generated/docsSchema';
import { caret, op, range, site, specIndex } from './helpers';

const PAGES = {
  'intro.mdx': '---\ntitle: Intro\n---\n',
  'guides/setup.mdx': '---\ntitle: Setup\n---\n',
  'guides/deploy.md': '---\ntitle: Deploy\n---\n',
  'README.md': '# not a page\n',
  'api.yaml': 'openapi: 3.1.0\n',
};

const SMALL_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    theme: {
      type: 'string',
      description: 'The theme.',
      markdownDescription: 'The **theme**.',
      enum: ['mint', 'maple'],
      enumDescriptions: ['Classic.', 'Modern.'],
    },
    name: { type: 'string', description: 'Site name.' },
    navigation: { $ref: '#/definitions/navigation' },
  },
  definitions: {
    navigation: {
      type: 'object',
      properties: { groups: { type: 'array', items: { $ref: '#/definitions/group' } }, pages: { type: 'array' } },
    },
    group: {
      type: 'object',
      description: 'A group.',
      properties: {
        group: { type: 'string', description: 'Label.' },
        expanded: { type: 'boolean', description: 'Open by default.' },
        pages: { type: 'array' },
      },
    },
  },
};

async function complete(textWithCaret: string, files: Record<string, string> = PAGES, options = {}) {
  const { text, offset } = caret(textWithCaret);
  const s = await site(text, files, options);
  return doComplete(s, offset);
}

describe('completion: page entries', () => {
  it('offers every page path without extension, README excluded, unused pages ranked first', async () => {
    const result = await complete('{"navigation": {"groups": [{"group": "A", "pages": ["intro", "|"]}]}}');
    const labels = result.items.map((i) => i.label).sort();
    assert.deepEqual(labels, ['guides/deploy', 'guides/setup', 'intro']);
    const intro = result.items.find((i) => i.label === 'intro')!;
    const setup = result.items.find((i) => i.label === 'guides/setup')!;
    assert.ok(setup.sortText! < intro.sortText!, 'a page not yet in the group sorts before one already used');
    assert.equal(setup.detail, undefined, 'the obvious .mdx file is not repeated');
    assert.equal(result.items.find((i) => i.label === 'guides/deploy')!.detail, 'guides/deploy.md');
  });

  it('inside a string replaces only the content (no quotes, no snippet syntax)', async () => {
    const result = await complete('{"navigation": {"pages": ["gu|"]}}');
    const setup = result.items.find((i) => i.label === 'guides/setup')!;
    assert.deepEqual(setup.textEdit, { range: range(0, 27, 0, 29), newText: 'guides/setup' });
    assert.equal(setup.insertTextFormat, 1);
    assert.equal(setup.filterText ?? setup.label, 'guides/setup');
  });

  it('between entries inserts a quoted string', async () => {
    const result = await complete('{"navigation": {"pages": ["intro", |]}}');
    const setup = result.items.find((i) => i.label === 'guides/setup')!;
    assert.deepEqual(setup.textEdit, { range: range(0, 35, 0, 35), newText: '"guides/setup"' });
  });

  it('in an empty pages array', async () => {
    const result = await complete('{"navigation": {"pages": [|]}}');
    assert.equal(result.items.length, 3);
  });

  it('in a group root', async () => {
    const result = await complete('{"navigation": {"groups": [{"group": "A", "root": "|", "pages": []}]}}');
    assert.deepEqual(result.items.map((i) => i.label).sort(), ['guides/deploy', 'guides/setup', 'intro']);
  });

  it('works in an unterminated string while typing', async () => {
    const result = await complete('{"navigation": {"pages": ["int|');
    const intro = result.items.find((i) => i.label === 'intro')!;
    assert.deepEqual(intro.textEdit, { range: range(0, 27, 0, 30), newText: 'intro' });
  });

  it('offers nothing on a nested group object inside pages', async () => {
    const result = await complete('{"navigation": {"pages": [{"group": "X", |"pages": []}]}}');
    assert.ok(!result.items.some((i) => i.label === 'intro'));
  });

  it("on a big site sends the best MAX_ITEMS (the group's folder first) and marks the list incomplete", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) files[`a/p${i}.mdx`] = '';
    for (let i = 0; i < 5; i++) files[`z/near${i}.mdx`] = '';
    const result = await complete('{"navigation": {"pages": ["z/near0", "|"]}}', files);
    assert.equal(result.isIncomplete, true);
    assert.equal(result.items.length, MAX_ITEMS);
    const near = result.items
      .filter((i) => i.label.startsWith('z/near'))
      .map((i) => i.label)
      .sort();
    assert.deepEqual(near, ['z/near1', 'z/near2', 'z/near3', 'z/near4']);
    const typed = await complete('{"navigation": {"pages": ["z/near0", "a/p299|"]}}', files);
    // What was typed filters (as a subsequence, like editors' fuzzy matching), so the list is complete again.
    const labels = typed.items.map((i) => i.label);
    assert.equal(typed.isIncomplete, false);
    assert.ok(labels.length < 50, String(labels.length));
    for (const l of ['a/p299', 'a/p2990', 'a/p2999', 'a/p1299']) assert.ok(labels.includes(l), l);
    assert.ok(!labels.includes('a/p300') && !labels.includes('z/near1'));
  });

  it('escapes page paths with quotes or backslashes as JSON', async () => {
    const result = await complete('{"navigation": {"pages": [|]}}', { 'say "hi".mdx': '' });
    assert.equal(
      result.items[0].textEdit && 'newText' in result.items[0].textEdit ? result.items[0].textEdit.newText : '',
      '"say \\"hi\\""',
    );
  });
});

describe('completion: endpoint entries', () => {
  const specs = {
    'api.yaml': specIndex('api.yaml', [
      op('get', '/users', { summary: 'List users', description: 'All of them.' }),
      op('post', '/users', { summary: 'Create a user' }),
      op('webhook', 'order.created', { summary: 'Order created' }),
    ]),
  };

  it('offers the METHOD /path entries of the spec the group inherits, used ones last', async () => {
    const result = await complete(
      '{"navigation": {"groups": [{"group": "API", "openapi": "api.yaml", "pages": ["GET /users", "|"]}]}}',
      PAGES,
      { specs },
    );
    const get = result.items.find((i) => i.label === 'GET /users')!;
    const post = result.items.find((i) => i.label === 'POST /users')!;
    const hook = result.items.find((i) => i.label === 'webhook order.created')!;
    assert.ok(get && post && hook);
    assert.equal(post.kind, 2);
    assert.equal(post.detail, 'Create a user (api.yaml)');
    assert.deepEqual(get.documentation, { kind: 'markdown', value: 'List users\n\nAll of them\\.' });
    assert.ok(post.sortText! < get.sortText!);
  });

  it('inherits the spec from an ancestor', async () => {
    const result = await complete(
      '{"navigation": {"tabs": [{"tab": "T", "openapi": "/api.yaml", "groups": [{"group": "G", "pages": [|]}]}]}}',
      PAGES,
      { specs },
    );
    assert.ok(result.items.some((i) => i.label === 'POST /users'));
  });

  it('without a model for this text, builds one only when a spec may apply', async () => {
    const withSpec = '{"navigation": {"groups": [{"group": "API", "openapi": "api.yaml", "pages": [|]}]}}';
    const { text, offset } = caret(withSpec);
    const full = await site(text, PAGES, { specs });
    const bare = await site(text, PAGES, { specs, noModel: true });
    let loads = 0;
    bare.loadModel = async () => (loads++, { file: full.file, model: full.model });
    const result = await doComplete(bare, offset);
    assert.equal(loads, 1);
    assert.ok(result.items.some((i) => i.label === 'POST /users') && result.items.some((i) => i.label === 'intro'));

    const plain = caret('{"navigation": {"groups": [{"group": "G", "pages": [|]}]}}');
    const noSpec = await site(plain.text, PAGES, { specs, noModel: true });
    noSpec.loadModel = async () => {
      throw new Error('must not be called');
    };
    const pagesOnly = await doComplete(noSpec, plain.offset);
    assert.equal(pagesOnly.items.length, 3);
  });

  it('offers no endpoints without a spec', async () => {
    const result = await complete('{"navigation": {"groups": [{"group": "G", "pages": [|]}]}}', PAGES, { specs });
    assert.ok(!result.items.some((i) => i.label === 'POST /users'));
  });
});

describe('completion: schema keys and values', () => {
  it('offers property names not yet present, with documentation', async () => {
    const result = await complete('{"name": "x", |}', PAGES, { schema: SMALL_SCHEMA });
    assert.deepEqual(result.items.map((i) => i.label).sort(), ['navigation', 'theme']);
    const theme = result.items.find((i) => i.label === 'theme')!;
    assert.deepEqual(theme.documentation, { kind: 'markdown', value: 'The **theme**.' });
    assert.deepEqual(theme.textEdit, { range: range(0, 14, 0, 14), newText: '"theme": ' });
  });

  it('completes a key being typed inside its quotes', async () => {
    const result = await complete('{"th|": 1}', PAGES, { schema: SMALL_SCHEMA });
    const theme = result.items.find((i) => i.label === 'theme')!;
    assert.deepEqual(theme.textEdit, { range: range(0, 2, 0, 4), newText: 'theme' });
  });

  it('follows $ref and arrays to a group object', async () => {
    const result = await complete('{"navigation": {"groups": [{"group": "A", |}]}}', PAGES, { schema: SMALL_SCHEMA });
    assert.deepEqual(result.items.map((i) => i.label).sort(), ['expanded', 'pages']);
  });

  it('offers enum values with their descriptions', async () => {
    const result = await complete('{"theme": "|"}', PAGES, { schema: SMALL_SCHEMA });
    assert.deepEqual(
      result.items.map((i) => [i.label, i.detail]),
      [
        ['mint', 'Classic.'],
        ['maple', 'Modern.'],
      ],
    );
    assert.deepEqual(result.items[0].textEdit, { range: range(0, 11, 0, 11), newText: 'mint' });
  });

  it('offers quoted enum values and booleans after a colon', async () => {
    const values = await complete('{"theme": |}', PAGES, { schema: SMALL_SCHEMA });
    assert.equal((values.items[0].textEdit as { newText: string }).newText, '"mint"');
    const bools = await complete('{"navigation": {"groups": [{"expanded": |}]}}', PAGES, { schema: SMALL_SCHEMA });
    assert.deepEqual(
      bools.items.map((i) => i.label),
      ['true', 'false'],
    );
  });
});

describe('completion: the real docs.json schema', () => {
  const schema = docsSchema as SchemaObject;

  it('offers language codes with their names', async () => {
    const result = await complete('{"navigation": {"languages": [{"language": "|"}]}}', PAGES, { schema });
    const fr = result.items.find((i) => i.label === 'fr');
    assert.ok(fr, 'fr is offered');
    assert.ok(result.items.some((i) => i.label === 'ja') && result.items.some((i) => i.label === 'zh-Hans'));
    assert.ok(!result.items.some((i) => i.label === 'en-US'));
    assert.match(String(fr!.detail ?? JSON.stringify(fr!.documentation)), /French/);
  });

  it('offers eyebrows values and drilldown with documentation', async () => {
    const eyebrows = await complete('{"styling": {"eyebrows": "|"}}', PAGES, { schema });
    assert.deepEqual(eyebrows.items.map((i) => i.label).sort(), ['breadcrumbs', 'section']);
    const keys = await complete('{"interaction": {|}}', PAGES, { schema });
    const drilldown = keys.items.find((i) => i.label === 'drilldown');
    assert.ok(drilldown && drilldown.documentation, 'drilldown is documented');
  });

  it('offers group keys inside a pages array entry object', async () => {
    const result = await complete('{"navigation": {"groups": [{"group": "A", "pages": [{"group": "B", |}]}]}}', PAGES, {
      schema,
    });
    const labels = result.items.map((i) => i.label);
    assert.ok(labels.includes('expanded') && labels.includes('pages') && labels.includes('icon'), labels.join(','));
    assert.ok(!labels.includes('expandable'));
  });

  it('offers top-level keys', async () => {
    const result = await complete('{\n  |\n}', PAGES, { schema });
    const labels = result.items.map((i) => i.label);
    for (const k of ['theme', 'name', 'colors', 'navigation']) assert.ok(labels.includes(k), k);
  });
});

describe('completion and hover in an included file', () => {
  it('follow the schema from the place docs.json includes the file', async () => {
    const nav = '{"group": "Included", "expandable": true, |}';
    const { text, offset } = caret(nav);
    const docs = '{"navigation": {"groups": [{"group": "Own", "pages": []}, {"$ref": "nav.json"}]}}';
    const s = await site(text, { ...PAGES, 'docs.json': docs }, { edited: 'nav.json' });
    const path = includePath(s.model!.root, 'nav.json');
    assert.deepEqual(path, ['navigation', 'groups', 1]);
    s.schema = new SchemaNavigator(docsSchema as SchemaObject).rebased(path!);
    const labels = (await doComplete(s, offset)).items.map((i) => i.label);
    assert.ok(labels.includes('expanded') && labels.includes('pages') && !labels.includes('group'), labels.join(','));
    const hover = await doHover(s, text.indexOf('"group"') + 2);
    assert.ok(hover, 'hover on a key of the included group');
  });
});
