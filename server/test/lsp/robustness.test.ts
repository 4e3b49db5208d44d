// the real server keeps answering whatever the client or the user's files do.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { fileUri, makeSite, TestClient } from './client';
import { DOCS, SITE } from './fixtures';
import { scaledTimeout } from '../helpers/timeScale';

describe('language server robustness', function () {
  this.timeout(scaledTimeout(60000));
  let client: TestClient;
  let root: string;
  let uri: string;

  before(async () => {
    root = makeSite(SITE);
    uri = fileUri(path.join(root, 'docs.json'));
    client = new TestClient();
    await client.initialize(root);
  });

  after(async () => {
    await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers malformed requests with empty results and stays up', async () => {
    await client.open(uri, DOCS);
    assert.equal(await client.request('textDocument/hover', {}), null);
    assert.equal(await client.request('textDocument/completion', { textDocument: { uri }, position: null }), null);
    assert.deepEqual(
      await client.request('textDocument/codeAction', { textDocument: { uri }, range: null, context: null }),
      [],
    );
    assert.equal(
      await client.request('workspace/willRenameFiles', { files: [{ oldUri: 'not a uri', newUri: 42 }] }),
      null,
    );
    assert.deepEqual(
      await client.request('textDocument/selectionRange', {
        textDocument: { uri },
        positions: [{ line: -1, character: 0 }],
      }),
      [],
    );
  });

  it('survives a docs.json nested 100,000 levels deep and a 5 MB string', async () => {
    const deep = '{"navigation": ' + '['.repeat(100000) + ']'.repeat(100000) + '}';
    const published = client.nextDiagnostics(uri, (p) => p.version === 2, 30000);
    await client.change(uri, 0, client.text(uri).length, deep);
    const p = await published;
    assert.ok(p.diagnostics.length > 0, 'the nesting is reported');
    assert.equal(
      await client.request('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 50000 } }),
      null,
    );
    const huge = JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024), navigation: { pages: ['intro'] } });
    const again = client.nextDiagnostics(uri, (q) => q.version === 3, 30000);
    await client.change(uri, 0, client.text(uri).length, huge);
    await again;
  });

  it('after 1,000 edits in a burst, the last publish is for the last version', async () => {
    await client.change(uri, 0, client.text(uri).length, DOCS);
    const at = DOCS.indexOf('"intro"') + 1;
    const start = client.published.length;
    let version = 0;
    for (let i = 0; i < 1000; i++)
      version = await client.change(uri, at, at + (i % 2 === 0 ? 0 : 1), i % 2 === 0 ? 'q' : '');
    const last = client.nextDiagnostics(uri, (p) => p.version === version, 30000);
    await last;
    await client.request('textDocument/documentSymbol', { textDocument: { uri } });
    const mine = client.published.slice(start).filter((p) => p.uri === uri);
    assert.equal(mine[mine.length - 1].version, version);
    assert.ok(mine.length < 100, `coalesced: ${mine.length} publishes for 1,000 edits`);
    assert.equal(client.text(uri), DOCS);
  });

  it('a didChange for an unopened document and a notification with junk are ignored', async () => {
    await client.notify('textDocument/didChange', {
      textDocument: { uri: fileUri(path.join(root, 'nope.json')), version: 5 },
      contentChanges: [{ text: 'x' }],
    });
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: 'garbage', type: 9 }, null] });
    await client.notify('workspace/didChangeConfiguration', { settings: { docsjson: { rules: 'loud' } } });
    const symbols = await client.request<unknown[]>('textDocument/documentSymbol', { textDocument: { uri } });
    assert.ok(symbols.length > 0);
    assert.equal(client.process.exitCode, null, 'still running');
  });
});
