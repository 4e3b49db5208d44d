// A handler that never ends must not take the server with it: the real server over stdio, with the reproduction of a
// completion that once spun forever, and with a test-only request that spins on the main thread until the watchdog
// stops it.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import type { CompletionItem, CompletionList } from 'vscode-languageserver-protocol';
import { fileUri, makeSite, SERVER_MAIN, TestClient } from './client';
import { DOCS, SITE } from './fixtures';
import { scaledTimeout } from '../helpers/timeScale';

const BUSY_LOOP = 'docsjson/test/busyLoop';

function labels(list: CompletionList | CompletionItem[] | null): string[] {
  return (Array.isArray(list) ? list : (list?.items ?? [])).map((i) => i.label);
}

describe('language server: requests that never end', function () {
  this.timeout(scaledTimeout(120000));
  let root: string;

  before(() => {
    root = makeSite(SITE);
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('answers completion in a page whose text starts with `</`, `< ` or `<!--`, at every offset', async () => {
    const client = new TestClient(['--stdio'], [process.execPath, SERVER_MAIN], { DOCSJSON_LSP_WATCHDOG_MS: '0' });
    try {
      await client.initialize(root);
      const uri = fileUri(path.join(root, 'empty.mdx'));
      for (const text of ['</', '< ', '<!--']) {
        await client.open(uri, text, 'mdx');
        for (let character = 0; character <= text.length; character++) {
          await client.request('textDocument/completion', {
            textDocument: { uri },
            position: { line: 0, character },
            context: { triggerKind: 2, triggerCharacter: text[character - 1] },
          });
        }
        await client.close(uri);
      }
      const docs = fileUri(path.join(root, 'docs.json'));
      await client.open(docs, DOCS);
      const at = DOCS.indexOf('"intro"') + 1;
      const line = DOCS.slice(0, at).split('\n').length - 1;
      const character = at - DOCS.lastIndexOf('\n', at - 1) - 1;
      assert.ok(
        labels(
          await client.request('textDocument/completion', {
            textDocument: { uri: docs },
            position: { line, character },
          }),
        ).length > 0,
        'the server still completes pages afterwards',
      );
    } finally {
      await client.shutdown();
    }
  });

  for (const afterAwait of [false, true]) {
    it(`stops a handler that holds the main thread ${afterAwait ? 'after an await' : 'from its start'}, answers it empty, logs it and keeps serving`, async () => {
      const client = new TestClient(['--stdio'], [process.execPath, SERVER_MAIN], {
        DOCSJSON_LSP_TEST_HOOKS: '1',
        DOCSJSON_LSP_WATCHDOG_MS: '300',
      });
      try {
        await client.initialize(root);
        const docs = fileUri(path.join(root, 'docs.json'));
        const first = client.nextDiagnostics(docs, () => true, 60000);
        await client.open(docs, DOCS);
        await first;

        assert.equal(await client.request(BUSY_LOOP, { afterAwait }, 60000), 'stopped');
        assert.ok(
          client.logs.some((l) =>
            /busy for [\d.]+ s without answering, so the task was stopped \(requests under way: docsjson\/test\/busyLoop\)/.test(
              l,
            ),
          ),
          client.logs.join('\n'),
        );

        // The site was started afresh and is checked again: an edit still gets its diagnostics.
        const broken = client.nextDiagnostics(docs, (p) => p.diagnostics.some((d) => d.code === 'page-missing'), 60000);
        const at = client.text(docs).indexOf('"intro"');
        await client.change(docs, at + 1, at + 6, 'nowhere');
        await broken;
        const hover = await client.request<unknown>(
          'textDocument/hover',
          { textDocument: { uri: docs }, position: { line: 0, character: 3 } },
          60000,
        );
        assert.ok(hover === null || typeof hover === 'object');
      } finally {
        await client.shutdown();
      }
    });
  }
});
