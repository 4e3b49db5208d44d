// A changed `docsjson.rules` setting must show in VS Code at once. VS Code pulls the diagnostics of open documents,
// so after the re-check the server has to ask it to pull again (workspace/diagnostic/refresh); the pull then
// answers with the new severities, without any edit of docs.json.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import type { ClientCapabilities, DocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { fileUri, FULL_CAPABILITIES, makeSite, TestClient } from '../lsp/client';
import { DOCS, SITE } from '../lsp/fixtures';

const PULLING_CLIENT: ClientCapabilities = {
  ...FULL_CAPABILITIES,
  workspace: { ...FULL_CAPABILITIES.workspace, diagnostics: { refreshSupport: true } },
  textDocument: { ...FULL_CAPABILITIES.textDocument, diagnostic: { dynamicRegistration: false } },
};

describe('language server: a configuration change re-publishes diagnostics', function () {
  let root: string;
  let client: TestClient;

  beforeEach(() => {
    root = makeSite(SITE);
    client = new TestClient();
  });
  afterEach(async () => {
    await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function pulledSeverities(uri: string): Promise<Array<[unknown, unknown]>> {
    const report = await client.request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri } });
    return (report as { items: Array<{ code?: unknown; severity?: unknown }> }).items.map((d) => [d.code, d.severity]);
  }

  it('asks a pulling client to pull again, and the pull carries the new severity', async () => {
    let rules: Record<string, string> = {};
    client.configuration = () => ({ rules });
    await client.initialize(root, PULLING_CLIENT);
    const uri = fileUri(path.join(root, 'docs.json'));
    await client.open(uri, DOCS);
    assert.deepEqual(await pulledSeverities(uri), [['page-missing', 2]]);

    rules = { 'page-missing': 'error' };
    const refresh = client.nextRefresh();
    // What vscode-languageclient sends when the client pulls configuration: no settings in the notification.
    await client.notify('workspace/didChangeConfiguration', { settings: null });
    await refresh;
    assert.deepEqual(await pulledSeverities(uri), [['page-missing', 1]]);

    rules = { 'page-missing': 'off' };
    const second = client.nextRefresh();
    await client.notify('workspace/didChangeConfiguration', { settings: null });
    await second;
    assert.deepEqual(await pulledSeverities(uri), []);
  });

  it('pushes the new list at once to a client that does not pull', async () => {
    let rules: Record<string, string> = {};
    client.configuration = () => ({ rules });
    await client.initialize(root);
    const uri = fileUri(path.join(root, 'docs.json'));
    const first = client.nextDiagnostics(uri, (p) => p.diagnostics.length > 0);
    await client.open(uri, DOCS);
    assert.equal((await first).diagnostics[0].severity, 2);
    rules = { 'page-missing': 'info' };
    const changed = client.nextDiagnostics(uri, (p) => p.diagnostics[0]?.severity === 3);
    await client.notify('workspace/didChangeConfiguration', { settings: null });
    await changed;
    assert.equal(client.refreshes, 0, 'no refresh request to a client that did not announce support');
  });
});
