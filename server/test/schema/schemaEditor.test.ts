// The schema alone gives a good editing experience in a schema-aware editor: checked with
// vscode-json-languageservice (VS Code's JSON support), fed the bundled schema offline.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { getLanguageService, TextDocument, type CompletionList, type JSONDocument } from 'vscode-json-languageservice';
import { schemaForUri, MINTLIFY_SCHEMA_URL } from '../../src/core/schema/schemaForUri';
import { DOCS_SCHEMA_ID } from '../../src/core/schema/schemaFacts';
import { repoRoot } from './helpers';

const requested: string[] = [];
const service = getLanguageService({
  schemaRequestService: async (uri) => {
    requested.push(uri);
    throw new Error(`no network in tests: ${uri}`);
  },
});
service.configure({
  validate: true,
  allowComments: false,
  schemas: [
    { uri: MINTLIFY_SCHEMA_URL, schema: schemaForUri(MINTLIFY_SCHEMA_URL) as object },
    { uri: DOCS_SCHEMA_ID, fileMatch: ['*/docs.json'], schema: schemaForUri(DOCS_SCHEMA_ID) as object },
  ],
});

function doc(text: string): { td: TextDocument; jd: JSONDocument } {
  const td = TextDocument.create('file:///site/docs.json', 'json', 1, text);
  return { td, jd: service.parseJSONDocument(td) };
}

/** Completion at the `|` marker. */
async function complete(withCaret: string): Promise<CompletionList> {
  const offset = withCaret.indexOf('|');
  const { td, jd } = doc(withCaret.slice(0, offset) + withCaret.slice(offset + 1));
  const list = await service.doComplete(td, td.positionAt(offset), jd);
  assert.ok(list);
  return list;
}

const head = '{"$schema":"https://mintlify.com/docs.json","theme":"mint","name":"x","colors":{"primary":"#000"},';

describe('schema in an editor (vscode-json-languageservice)', () => {
  it('valid example files get no diagnostics, and nothing is fetched', async () => {
    const dir = path.join(repoRoot(), 'schema', 'test', 'valid');
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const { td, jd } = doc(fs.readFileSync(path.join(dir, f), 'utf8'));
      const diags = await service.doValidation(td, jd);
      assert.deepEqual(
        diags.map((x) => x.message),
        [],
        f,
      );
    }
    assert.deepEqual(requested, []);
  });

  it('invalid example files get at least one diagnostic', async () => {
    const dir = path.join(repoRoot(), 'schema', 'test', 'invalid');
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const { td, jd } = doc(fs.readFileSync(path.join(dir, f), 'utf8'));
      const diags = await service.doValidation(td, jd);
      assert.ok(diags.length >= 1, f);
    }
  });

  it('completes the keys of a group inside pages', async () => {
    const list = await complete(head + '"navigation":{"pages":[{"group":"A", |}]}}');
    const labels = list.items.map((i) => i.label);
    for (const k of ['pages', 'icon', 'tag', 'expanded', 'hidden', 'root', 'public', 'openapi'])
      assert.ok(labels.includes(k), `${k} in ${labels}`);
    assert.ok(!labels.includes('tab'), 'a group has no "tab"');
  });

  it('completes the keys of the navigation object', async () => {
    const labels = (await complete(head + '"navigation":{|}}')).items.map((i) => i.label);
    for (const k of ['tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'groups', 'pages', 'global'])
      assert.ok(labels.includes(k), k);
  });

  it('completes theme names and language codes with their descriptions', async () => {
    const themes = (await complete('{"theme": |}')).items.map((i) => i.label);
    for (const t of ['"mint"', '"maple"', '"sequoia"']) assert.ok(themes.includes(t), `${t} in ${themes}`);
    const langs = await complete(head + '"navigation":{"languages":[{"language": |}]}}');
    const ja = langs.items.find((i) => i.label === '"ja"');
    assert.ok(ja, 'ja offered');
    assert.match(JSON.stringify(ja.documentation), /Japanese/);
    assert.equal(langs.items.filter((i) => /^"/.test(i.label)).length, 40);
  });

  it('offers snippets for a new tab', async () => {
    const list = await complete(head + '"navigation":{"tabs":[|]}}');
    assert.ok(
      list.items.some((i) => i.label === '{ tab }'),
      JSON.stringify(list.items.map((i) => i.label)),
    );
  });

  it('hovers show the markdown description', async () => {
    const text = head + '"navigation":{"groups":[{"group":"A","expanded":true}]}}';
    const { td, jd } = doc(text);
    const hover = await service.doHover(td, td.positionAt(text.indexOf('"expanded"') + 2), jd);
    assert.ok(hover);
    assert.match(JSON.stringify(hover.contents), /expanded by default/);
  });
});
