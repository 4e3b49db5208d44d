// The real server on a docs.json that is not a settings object or not UTF-8 text: the problem is published like any
// other (no stack trace in the log, no stale diagnostics), and fixing the file clears it.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { codes, fileUri, makeSite, TestClient } from './client';
import { DOCS, SITE } from './fixtures';
import { scaledTimeout } from '../helpers/timeScale';

describe('language server on a docs.json that is not a settings object or not UTF-8', function () {
  this.timeout(scaledTimeout(60000));
  let client: TestClient;
  let root: string;

  afterEach(async () => {
    await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('an array, null, a number or a string at the top level: published as json-syntax, then cleared when fixed', async () => {
    root = makeSite(SITE);
    const uri = fileUri(path.join(root, 'docs.json'));
    client = new TestClient();
    await client.initialize(root);
    const first = client.nextDiagnostics(uri, (p) => p.version === 1, 20000);
    await client.open(uri, DOCS);
    assert.ok(codes((await first).diagnostics).includes('page-missing'));

    for (const text of ['[]', 'null', '1', '"x"']) {
      const version = client.version(uri) + 1;
      const published = client.nextDiagnostics(uri, (p) => p.version === version, 20000);
      await client.change(uri, 0, client.text(uri).length, text);
      const { diagnostics } = await published;
      assert.deepEqual(codes(diagnostics), ['json-syntax'], text);
      assert.match(String(diagnostics[0].message), /^docs\.json must hold a JSON object with the site's settings/);
      assert.deepEqual(diagnostics[0].range, {
        start: { line: 0, character: 0 },
        end: { line: 0, character: text.length },
      });
      // Editor requests on such a file answer (emptily) instead of failing.
      const at = { textDocument: { uri }, position: { line: 0, character: 1 } };
      await client.request('textDocument/completion', at);
      await client.request('textDocument/hover', at);
      await client.request('textDocument/definition', at);
      await client.request('textDocument/documentSymbol', { textDocument: { uri } });
      await client.request('textDocument/foldingRange', { textDocument: { uri } });
      await client.request('textDocument/documentLink', { textDocument: { uri } });
    }
    const next = client.version(uri) + 1;
    const fixed = client.nextDiagnostics(uri, (p) => p.version === next, 20000);
    await client.change(uri, 0, client.text(uri).length, DOCS);
    assert.deepEqual(codes((await fixed).diagnostics), ['page-missing']);
    assert.deepEqual(
      client.logs.filter((l) => /fail|error/i.test(l)),
      [],
      'no check failed on the way',
    );
  });

  it('invalid UTF-8 on disk (docs.json not open): json-syntax at the first bad byte', async () => {
    root = makeSite({ ...SITE, 'docs.json': '' });
    const bytes = Buffer.from(DOCS.replace('"Demo"', '"Dem\u0000"'), 'utf8');
    bytes[bytes.indexOf(0)] = 0xff;
    fs.writeFileSync(path.join(root, 'docs.json'), bytes);
    const uri = fileUri(path.join(root, 'docs.json'));
    client = new TestClient();
    await client.initialize(root);
    const published = client.nextDiagnostics(uri, (p) => p.diagnostics.length > 0, 20000);
    const page = path.join(root, 'intro.mdx');
    await client.open(fileUri(page), fs.readFileSync(page, 'utf8'), 'mdx');
    const { diagnostics } = await published;
    const line = DOCS.split('\n').findIndex((l) => l.includes('"Demo"'));
    assert.deepEqual(codes(diagnostics), ['json-syntax']);
    assert.deepEqual(diagnostics[0].range.start, { line, character: DOCS.split('\n')[line].indexOf('o"') });
    assert.match(String(diagnostics[0].message), /not UTF-8 text \(the byte 0xFF here is not valid UTF-8\)/);
  });
});
