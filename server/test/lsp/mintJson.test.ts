// A site with mint.json and no docs.json in the editor: the server finds it, checks it through the docs.json
// Mintlify makes from mint.json, shows that file's problems at the top of mint.json (saying where they are), checks
// its pages, and takes in edits of the mint.json buffer.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { fileUri, makeSite, TestClient } from './client';

const mint = (pages: string[]) =>
  JSON.stringify({ name: 'Old', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages }] }, null, 2);

describe('language server and a mint.json-only site', function () {
  it('shows docs.json problems on mint.json, checks the pages, and follows edits of mint.json', async () => {
    const root = makeSite({
      'mint.json': mint(['intro', 'missing']),
      'intro.mdx': '---\ntitle: Intro\n---\n\nSee [nowhere](/nowhere).\n',
    });
    const client = new TestClient();
    try {
      await client.initialize(root);
      const mintUri = fileUri(path.join(root, 'mint.json'));
      const pageUri = fileUri(path.join(root, 'intro.mdx'));
      const missing = (p: { diagnostics: Array<{ code?: unknown }> }) =>
        p.diagnostics.some((d) => d.code === 'page-missing');

      const shown = client.nextDiagnostics(mintUri, missing);
      const page = client.nextDiagnostics(pageUri, (p) => p.diagnostics.some((d) => d.code === 'link-broken'));
      await client.open(pageUri, fs.readFileSync(path.join(root, 'intro.mdx'), 'utf8'), 'mdx');
      const onMint = (await shown).diagnostics.find((d) => d.code === 'page-missing')!;
      assert.match(String(onMint.message), /page "missing" has no file/);
      assert.match(
        String(onMint.message),
        /of the docs\.json Mintlify makes from mint\.json; docsjson migrate writes it\)$/,
      );
      assert.deepEqual(onMint.range.start, { line: 0, character: 0 });
      await page;

      // The author fixes mint.json in the editor (not saved): the problem goes.
      const fixed = client.nextDiagnostics(mintUri, (p) => !missing(p));
      await client.open(mintUri, mint(['intro', 'missing']), 'json');
      await client.change(mintUri, 0, mint(['intro', 'missing']).length, mint(['intro']));
      await fixed;
    } finally {
      await client.shutdown();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
