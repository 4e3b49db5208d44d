// Suppressions in the editor, over stdio with the real server: the "disable for this line" quick fix, whose
// comment then silences the diagnostic; `.docsjsonrc.json` overrides; and a certain link fix offered in a page.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import type { CodeAction, Diagnostic, TextDocumentEdit, TextEdit } from 'vscode-languageserver-protocol';
import { applyTextEdits } from '../../src/core';
import { codes, fileUri, makeSite, TestClient } from './client';
import { scaledTimeout } from '../helpers/timeScale';

const DOCS = JSON.stringify({
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Suppress',
  colors: { primary: '#0D9373' },
  navigation: { pages: ['index', 'guides/setup', 'api/one'] },
});

const INDEX = `---
title: Home
---

Start with the [setup](/guides/setup.mdx).

- ![](/logo.png)
`;

const SITE = {
  'docs.json': DOCS,
  'index.mdx': INDEX,
  'guides/setup.mdx': '---\ntitle: Setup\n---\n',
  'api/one.mdx': '---\ntitle: One\n---\n\n![](/logo.png)\n',
  'logo.png': '',
  '.docsjsonrc.json': JSON.stringify({ overrides: [{ files: ['api/**'], rules: { 'image-alt': 'off' } }] }),
};

describe('language server over stdio: suppressions and page quick fixes', function () {
  this.timeout(scaledTimeout(30000));
  let client: TestClient;
  let root: string;
  const uri = (rel: string) => fileUri(path.join(root, rel));

  before(async () => {
    root = makeSite(SITE);
    client = new TestClient();
    await client.initialize(root);
  });

  after(async () => {
    if (client) await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function actionsFor(pageUri: string, diagnostic: Diagnostic): Promise<CodeAction[]> {
    return client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: pageUri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic], only: ['quickfix'] },
    });
  }

  it('"Disable image-alt for this line" inserts a comment that silences it; the link keeps its own fix', async () => {
    const pageUri = uri('index.mdx');
    const first = client.nextDiagnostics(pageUri, (p) => codes(p.diagnostics).includes('image-alt'));
    await client.open(pageUri, INDEX, 'mdx');
    const diagnostics = (await first).diagnostics;
    assert.deepEqual(codes(diagnostics).sort(), ['image-alt', 'link-broken']);

    const link = diagnostics.find((d) => d.code === 'link-broken')!;
    const linkActions = await actionsFor(pageUri, link);
    assert.deepEqual(
      linkActions.map((a) => a.title),
      ['Change to `/guides/setup`', 'Disable link-broken for this line'],
    );

    const image = diagnostics.find((d) => d.code === 'image-alt')!;
    const imageActions = await actionsFor(pageUri, image);
    // The alt text from the file name is the same fix `lint --fix --fix-image-alt` applies.
    assert.deepEqual(
      imageActions.map((a) => a.title),
      ['Use "Logo" (from the file name) as the alternative text', 'Disable image-alt for this line'],
    );
    const altEdits = (imageActions[0].edit!.documentChanges![0] as TextDocumentEdit).edits as TextEdit[];
    assert.equal(applyTextEdits(INDEX, undefined, altEdits), INDEX.replace('![](/logo.png)', '![Logo](/logo.png)'));
    const disable = imageActions[1];
    const edits = (disable.edit!.documentChanges![0] as TextDocumentEdit).edits as TextEdit[];
    const fixed = applyTextEdits(INDEX, undefined, edits);
    // The comment goes on a line of its own above the problem's line.
    assert.equal(
      fixed,
      INDEX.replace('- ![](/logo.png)', '{/* docsjson-disable-next-line image-alt */}\n- ![](/logo.png)'),
    );

    const after = client.nextDiagnostics(pageUri, (p) => p.version === 2);
    await client.change(pageUri, 0, INDEX.length, fixed);
    assert.deepEqual(codes((await after).diagnostics), ['link-broken']);
  });

  it('honours .docsjsonrc.json overrides: image-alt is off under api/', async () => {
    const pageUri = uri('api/one.mdx');
    const text = SITE['api/one.mdx'];
    await client.open(pageUri, text, 'mdx');
    // An edit that adds a broken link: the check of that text reports the link, and still not the image.
    const published = client.nextDiagnostics(pageUri, (p) => p.version === 2);
    await client.change(pageUri, text.length, text.length, '\n[x](/nowhere)\n');
    assert.deepEqual(codes((await published).diagnostics), ['link-broken']);
  });
});
