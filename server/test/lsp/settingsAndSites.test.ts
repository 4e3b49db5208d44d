import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import type {
  ClientCapabilities,
  DocumentDiagnosticReport,
  PublishDiagnosticsParams,
  WorkspaceEdit,
} from 'vscode-languageserver-protocol';
import { fileUri, FULL_CAPABILITIES, makeSite, TestClient } from './client';
import { DOCS, SITE } from './fixtures';

const missingSeverity = (p: PublishDiagnosticsParams) => p.diagnostics.find((d) => d.code === 'page-missing')?.severity;

describe('language server: settings, sites, pull diagnostics, rename', function () {
  const roots: string[] = [];
  const clients: TestClient[] = [];

  function start(): TestClient {
    const c = new TestClient();
    clients.push(c);
    return c;
  }
  function site(files: Record<string, string> = SITE): string {
    const root = makeSite(files);
    roots.push(root);
    return root;
  }

  after(async () => {
    for (const c of clients) await c.shutdown();
    for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
  });

  it('reads rule severities through workspace/configuration, scoped to the site', async () => {
    const root = site();
    const client = start();
    const asked: Array<{ scopeUri?: string; section?: string }> = [];
    client.configuration = (item) => {
      asked.push(item);
      return { rules: { 'page-missing': 'error' } };
    };
    await client.initialize(root);
    const uri = fileUri(path.join(root, 'docs.json'));
    const published = client.nextDiagnostics(uri, (p) => missingSeverity(p) !== undefined);
    await client.open(uri, DOCS);
    assert.equal(missingSeverity(await published), 1, 'error');
    assert.deepEqual(asked[0], { scopeUri: fileUri(root), section: 'docsjson' });
  });

  it('uses initializationOptions when the client has no workspace/configuration (and "off" silences a rule)', async () => {
    const root = site();
    const client = start();
    const caps: ClientCapabilities = {
      ...FULL_CAPABILITIES,
      workspace: { ...FULL_CAPABILITIES.workspace, configuration: false },
    };
    await client.initialize(root, caps, { docsjson: { rules: { 'page-missing': 'info' } } });
    const uri = fileUri(path.join(root, 'docs.json'));
    const published = client.nextDiagnostics(uri, (p) => missingSeverity(p) !== undefined);
    await client.open(uri, DOCS);
    assert.equal(missingSeverity(await published), 3, 'information');
    // didChangeConfiguration with settings (what clients without pull configuration send).
    const silenced = client.nextDiagnostics(uri, (p) => missingSeverity(p) === undefined);
    await client.notify('workspace/didChangeConfiguration', {
      settings: { docsjson: { rules: { 'page-missing': 'off' } } },
    });
    await silenced;
  });

  it('falls back to the defaults when the client answers null (Neovim 0.7 without settings)', async () => {
    const root = site();
    const client = start();
    client.configuration = () => null;
    await client.initialize(root);
    const uri = fileUri(path.join(root, 'docs.json'));
    const published = client.nextDiagnostics(uri, (p) => missingSeverity(p) !== undefined);
    await client.open(uri, DOCS);
    assert.equal(missingSeverity(await published), 2, 'warning (the default)');
  });

  it('gives every docs.json in the workspace its own root', async () => {
    const a = 'site-a/docs.json';
    const b = 'nested/site-b/docs.json';
    const root = site({
      [a]: DOCS,
      'site-a/intro.mdx': SITE['intro.mdx'],
      'site-a/api.yaml': SITE['api.yaml'],
      [b]: DOCS.replace('"guides/new"', '"only-in-b"'),
      'nested/site-b/intro.mdx': SITE['intro.mdx'],
      'nested/site-b/guides/new.mdx': '---\ntitle: New\n---\n',
      'nested/site-b/api.yaml': SITE['api.yaml'],
    });
    const client = start();
    await client.initialize(root);
    const uriA = fileUri(path.join(root, a));
    const uriB = fileUri(path.join(root, b));
    const pa = client.nextDiagnostics(uriA, (p) => p.diagnostics.length > 0);
    const pb = client.nextDiagnostics(uriB, (p) => p.diagnostics.length > 0);
    await client.open(uriA, fs.readFileSync(path.join(root, a), 'utf8'));
    await client.open(uriB, fs.readFileSync(path.join(root, b), 'utf8'));
    const [da, db] = await Promise.all([pa, pb]);
    assert.deepEqual(
      da.diagnostics.filter((d) => d.code === 'page-missing').map((d) => String(d.message).match(/"([^"]+)"/)![1]),
      ['guides/new'],
    );
    assert.deepEqual(
      db.diagnostics.filter((d) => d.code === 'page-missing').map((d) => String(d.message).match(/"([^"]+)"/)![1]),
      ['only-in-b'],
    );
  });

  it("clears a site's diagnostics when its workspace folder is removed", async () => {
    const parent = site({
      'a/docs.json': DOCS,
      'a/intro.mdx': SITE['intro.mdx'],
      'ab/docs.json': DOCS,
      'ab/intro.mdx': SITE['intro.mdx'],
    });
    const client = start();
    const a = path.join(parent, 'a');
    const ab = path.join(parent, 'ab');
    await client.initialize(null, FULL_CAPABILITIES, undefined, [a, ab]);
    const uriA = fileUri(path.join(a, 'docs.json'));
    const uriAB = fileUri(path.join(ab, 'docs.json'));
    const both = [
      client.nextDiagnostics(uriA, (p) => p.diagnostics.length > 0),
      client.nextDiagnostics(uriAB, (p) => p.diagnostics.length > 0),
    ];
    await client.open(uriA, DOCS);
    await client.open(uriAB, DOCS);
    await Promise.all(both);
    const cleared = client.nextDiagnostics(uriA, (p) => p.diagnostics.length === 0);
    const before = client.published.length;
    await client.notify('workspace/didChangeWorkspaceFolders', {
      event: { added: [], removed: [{ uri: fileUri(a), name: 'a' }] },
    });
    await cleared;
    // The sibling folder "ab" (same prefix) keeps its site.
    await client.request('textDocument/documentSymbol', { textDocument: { uri: uriAB } });
    assert.ok(!client.published.slice(before).some((p) => p.uri === uriAB && p.diagnostics.length === 0));
  });

  it('an included file opened first (before docs.json, right after initialize) gets its diagnostics, schema completion and fixes', async () => {
    const nav = '{"group": "G", "pages": ["intro"], "expandable": true}';
    const root = site({
      'docs.json': '{"navigation": {"groups": [{"$ref": "nav.json"}]}}',
      'nav.json': nav,
      'intro.mdx': SITE['intro.mdx'],
    });
    const client = start();
    await client.initialize(root);
    const uri = fileUri(path.join(root, 'nav.json'));
    const published = client.nextDiagnostics(uri, (p) => p.diagnostics.length > 0);
    await client.open(uri, nav);
    const diagnostics = (await published).diagnostics;
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['key-ignored'],
    );
    const list = await client.request<{ items: Array<{ label: string }> }>('textDocument/completion', {
      textDocument: { uri },
      position: { line: 0, character: 2 },
    });
    assert.ok(
      list.items.some((i) => i.label === 'expanded'),
      'keys of a group, from the place docs.json includes the file',
    );
    const actions = await client.request<Array<{ title: string }>>('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0].range,
      context: { diagnostics },
    });
    assert.deepEqual(
      actions.map((a) => a.title),
      ['Rename "expandable" to "expanded"', 'Remove "expandable"'],
    );
  });

  it('answers textDocument/diagnostic for a client that pulls, and does not also push for open documents', async () => {
    const root = site();
    const client = start();
    const caps: ClientCapabilities = {
      ...FULL_CAPABILITIES,
      workspace: { ...FULL_CAPABILITIES.workspace, diagnostics: { refreshSupport: true } },
      textDocument: { ...FULL_CAPABILITIES.textDocument, diagnostic: { dynamicRegistration: false } },
    };
    const init = await client.initialize(root, caps);
    assert.ok(init.capabilities.diagnosticProvider, 'diagnosticProvider announced');
    const uri = fileUri(path.join(root, 'docs.json'));
    await client.open(uri, DOCS);
    const report = await client.request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri } });
    assert.equal(report.kind, 'full');
    assert.deepEqual(
      (report as { items: Array<{ code: string }> }).items.map((d) => d.code),
      ['page-missing'],
    );
    // After an edit, the pull answers for the new text.
    const at = DOCS.indexOf('"guides/new"');
    await client.change(uri, at, at + '"guides/new"'.length, '"guides/other"');
    const after = await client.request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri } });
    assert.deepEqual((after as { items: unknown[] }).items, []);
    assert.equal(
      client.published.filter((p) => p.uri === uri && p.diagnostics.length > 0).length,
      0,
      'no push for the open document',
    );
    // A page deleted on disk: the server asks the client to pull again, and the pull shows it.
    fs.rmSync(path.join(root, 'guides', 'other.mdx'));
    const refresh = client.nextRefresh();
    await client.notify('workspace/didChangeWatchedFiles', {
      changes: [{ uri: fileUri(path.join(root, 'guides', 'other.mdx')), type: 3 }],
    });
    await refresh;
    const pulled = await client.request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri } });
    assert.deepEqual(
      (pulled as { items: Array<{ code: string }> }).items.map((d) => d.code),
      ['page-missing'],
    );
  });

  it('willRenameFiles rewrites the entries that pointed at a renamed page or folder', async () => {
    const root = site({ ...SITE, 'docs.json': DOCS.replace('"guides/new"', '"guides/other"') });
    const client = start();
    await client.initialize(root);
    const uri = fileUri(path.join(root, 'docs.json'));
    const text = DOCS.replace('"guides/new"', '"guides/other"');
    const first = client.nextDiagnostics(uri);
    await client.open(uri, text);
    await first;
    const edit = await client.request<WorkspaceEdit>('workspace/willRenameFiles', {
      files: [{ oldUri: fileUri(path.join(root, 'guides')), newUri: fileUri(path.join(root, 'howto')) }],
    });
    const change = edit.documentChanges![0] as {
      textDocument: { uri: string; version: number };
      edits: Array<{ newText: string }>;
    };
    assert.equal(change.textDocument.uri, uri);
    assert.equal(change.textDocument.version, 1);
    assert.deepEqual(
      change.edits.map((e) => e.newText),
      ['"howto/other"'],
    );
    const none = await client.request('workspace/willRenameFiles', {
      files: [{ oldUri: fileUri(path.join(root, 'unrelated.mdx')), newUri: fileUri(path.join(root, 'x.mdx')) }],
    });
    assert.equal(none, null);
  });
});

describe('language server: a page under two nested sites', function () {
  it('shows its problems once though both sites check it', async () => {
    const root = makeSite({
      'docs.json': '{"navigation": {"pages": ["sub/page", "outer-missing"]}}',
      'sub/docs.json': '{"navigation": {"pages": ["page", "inner-missing"]}}',
      'sub/page.mdx': '# no front matter\n',
    });
    const client = new TestClient();
    try {
      await client.initialize(root);
      const page = fileUri(path.join(root, 'sub', 'page.mdx'));
      const outer = fileUri(path.join(root, 'docs.json'));
      const inner = fileUri(path.join(root, 'sub', 'docs.json'));
      const o = client.nextDiagnostics(outer, (p) => p.diagnostics.length > 0);
      const i = client.nextDiagnostics(inner, (p) => p.diagnostics.length > 0);
      await client.open(outer, fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
      await client.open(inner, fs.readFileSync(path.join(root, 'sub', 'docs.json'), 'utf8'));
      await Promise.all([o, i]);
      await client.request('textDocument/documentSymbol', { textDocument: { uri: outer } });
      const last = client.published.filter((p) => p.uri === page).pop();
      assert.ok(last, 'the page got diagnostics');
      const frontmatter = last!.diagnostics.filter((d) => d.code === 'frontmatter');
      assert.equal(frontmatter.length, 1, JSON.stringify(last!.diagnostics));
    } finally {
      await client.shutdown();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
