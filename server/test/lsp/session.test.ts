import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import type {
  CodeAction,
  CompletionList,
  Hover,
  Location,
  CreateFile,
  PublishDiagnosticsParams,
  TextEdit,
} from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { codes, fileUri, FULL_CAPABILITIES, makeSite, positionOf, TestClient } from './client';
import { DOCS, SITE, SPEC } from './fixtures';

const pageMissing = (p: PublishDiagnosticsParams) => p.diagnostics.some((d) => d.code === 'page-missing');

describe('language server over stdio: a whole session', function () {
  let client: TestClient;
  let root: string;
  let docsUri: string;

  before(() => {
    root = makeSite(SITE);
    docsUri = fileUri(path.join(root, 'docs.json'));
    client = new TestClient();
  });

  after(async () => {
    if (client) await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('initializes with the features and registers file watching', async () => {
    const result = await client.initialize(root);
    const caps = result.capabilities;
    assert.ok(
      caps.completionProvider &&
        caps.hoverProvider &&
        caps.definitionProvider &&
        caps.codeActionProvider &&
        caps.documentSymbolProvider,
    );
    assert.equal(caps.positionEncoding, 'utf-16');
    assert.equal(caps.diagnosticProvider, undefined, 'no pull diagnostics for a client that does not offer them');
    assert.equal(result.serverInfo?.name, 'docsjson-language-server');
  });

  it('shows the missing page as the file is opened', async () => {
    const diagnostics = client.nextDiagnostics(docsUri, pageMissing);
    await client.open(docsUri, DOCS);
    const published = await diagnostics;
    const missing = published.diagnostics.filter((d) => d.code === 'page-missing');
    assert.equal(missing.length, 1);
    assert.equal(missing[0].source, 'docsjson');
    assert.equal(missing[0].severity, 2);
    assert.deepEqual(missing[0].codeDescription, { href: 'https://docsjson.dev/rules/page-missing' });
    assert.deepEqual(missing[0].range.start, positionOf(DOCS, '"guides/new"'));
    assert.equal(published.version, 1);
    assert.ok(
      client.registrations.some((r) => r.method === 'workspace/didChangeWatchedFiles'),
      'file watching registered dynamically',
    );
  });

  it('completes page paths and the spec endpoints', async () => {
    const list = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri: docsUri },
      position: positionOf(DOCS, '"GET /users"', 1),
    });
    const labels = list.items.map((i) => i.label);
    assert.ok(labels.includes('intro') && labels.includes('guides/other'), labels.join(', '));
    assert.ok(labels.includes('POST /users') && labels.includes('GET /users'), labels.join(', '));
    assert.ok(
      list.items.every((i) => i.insertTextFormat !== 2),
      'no snippets',
    );
  });

  it('sends the shared edit range once to a client with completionList.itemDefaults', async () => {
    const root2 = makeSite(SITE);
    const other = new TestClient();
    try {
      const caps = {
        ...FULL_CAPABILITIES,
        textDocument: {
          ...FULL_CAPABILITIES.textDocument,
          completion: { completionList: { itemDefaults: ['editRange', 'insertTextFormat'] } },
        },
      };
      await other.initialize(root2, caps);
      const uri = fileUri(path.join(root2, 'docs.json'));
      await other.open(uri, DOCS);
      const at = positionOf(DOCS, '"intro"', 1);
      const list = await other.request<CompletionList>('textDocument/completion', {
        textDocument: { uri },
        position: at,
      });
      assert.deepEqual(list.itemDefaults, {
        editRange: { start: at, end: { line: at.line, character: at.character + 5 } },
        insertTextFormat: 1,
      });
      const intro = list.items.find((i) => i.label === 'intro')!;
      assert.equal(intro.textEdit, undefined);
      assert.equal(intro.textEditText, undefined, 'the label is the text');
    } finally {
      await other.shutdown();
      fs.rmSync(root2, { recursive: true, force: true });
    }
  });

  it('goes to the page file', async () => {
    const locations = await client.request<Location[]>('textDocument/definition', {
      textDocument: { uri: docsUri },
      position: positionOf(DOCS, '"intro"', 2),
    });
    assert.deepEqual(locations, [
      {
        uri: fileUri(path.join(root, 'intro.mdx')),
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      },
    ]);
  });

  it('goes from an endpoint entry to its operation in the spec, and from openapi to the spec', async () => {
    const [operation] = await client.request<Location[]>('textDocument/definition', {
      textDocument: { uri: docsUri },
      position: positionOf(DOCS, '"GET /users"', 2),
    });
    assert.equal(operation.uri, fileUri(path.join(root, 'api.yaml')));
    assert.equal(
      operation.range.start.line,
      SPEC.split('\n').findIndex((l) => l.trim() === 'get:'),
    );
    const [spec] = await client.request<Location[]>('textDocument/definition', {
      textDocument: { uri: docsUri },
      position: positionOf(DOCS, '"api.yaml"', 2),
    });
    assert.deepEqual(spec, {
      uri: fileUri(path.join(root, 'api.yaml')),
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    });
  });

  it('hovers a page with its title and an endpoint with its summary', async () => {
    const page = await client.request<Hover>('textDocument/hover', {
      textDocument: { uri: docsUri },
      position: positionOf(DOCS, '"intro"', 2),
    });
    assert.match((page.contents as { value: string }).value, /\*\*Introduction\*\*\n\nStart here\\\.\n\n`intro.mdx`/);
    const endpoint = await client.request<Hover>('textDocument/hover', {
      textDocument: { uri: docsUri },
      position: positionOf(DOCS, '"GET /users"', 2),
    });
    assert.match((endpoint.contents as { value: string }).value, /List users/);
  });

  it('outlines the navigation, folds, selects and links', async () => {
    const symbols = await client.request<
      Array<{ name: string; children?: Array<{ name: string; children?: Array<{ name: string }> }> }>
    >('textDocument/documentSymbol', { textDocument: { uri: docsUri } });
    assert.deepEqual(
      symbols.map((s) => [s.name, s.children!.map((c) => [c.name, c.children!.map((x) => x.name)])]),
      [
        [
          'navigation',
          [
            ['Start', ['intro', 'guides/new']],
            ['API', ['GET /users']],
          ],
        ],
      ],
    );
    const folds = await client.request<Array<{ startLine: number; endLine: number }>>('textDocument/foldingRange', {
      textDocument: { uri: docsUri },
    });
    assert.deepEqual(folds, [
      { startLine: 0, endLine: 10 },
      { startLine: 5, endLine: 9 },
      { startLine: 6, endLine: 8 },
    ]);
    const [selection] = await client.request<Array<{ range: { start: { character: number } }; parent?: unknown }>>(
      'textDocument/selectionRange',
      { textDocument: { uri: docsUri }, positions: [positionOf(DOCS, '"intro"', 2)] },
    );
    assert.equal(selection.range.start.character, positionOf(DOCS, '"intro"', 1).character);
    const links = await client.request<Array<{ target: string }>>('textDocument/documentLink', {
      textDocument: { uri: docsUri },
    });
    assert.deepEqual(
      links.map((l) => path.relative(root, new URL(l.target).pathname)),
      ['intro.mdx', 'api.yaml'],
    );
  });

  it('offers to create the missing page; creating it on disk clears the error', async () => {
    const published = client.published.filter((p) => p.uri === docsUri).pop()!;
    const diagnostic = published.diagnostics.find((d) => d.code === 'page-missing')!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: docsUri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    });
    const create = actions.find((a) => a.title === 'Create guides/new.mdx');
    assert.ok(create, actions.map((a) => a.title).join(', '));
    const [createFile, insert] = create!.edit!.documentChanges as [CreateFile, { edits: TextEdit[] }];
    const target = path.join(root, 'guides', 'new.mdx');
    assert.deepEqual(createFile, {
      kind: 'create',
      uri: fileUri(target),
      options: { overwrite: false, ignoreIfExists: true },
    });
    assert.equal(insert.edits[0].newText, '---\ntitle: "New"\n---\n');
    // Apply it as an editor would: write the file, then the watcher reports it.
    fs.writeFileSync(target, insert.edits[0].newText);
    const cleared = client.nextDiagnostics(docsUri, (p) => !pageMissing(p));
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: fileUri(target), type: 1 }] });
    assert.deepEqual(
      codes((await cleared).diagnostics).filter((c) => c === 'page-missing'),
      [],
    );
  });

  it('a deleted page shows up as missing again', async () => {
    const target = path.join(root, 'guides', 'new.mdx');
    fs.rmSync(target);
    const again = client.nextDiagnostics(docsUri, pageMissing);
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: fileUri(target), type: 3 }] });
    await again;
  });

  it('publishes last the diagnostics of the latest text after a burst of edits', async () => {
    const insertAt = DOCS.indexOf('"intro"') + 1;
    let finalVersion = 0;
    // 40 keystrokes typing "zzzz..." into the intro entry, then all deleted again except the last one.
    for (let i = 0; i < 40; i++) finalVersion = await client.change(docsUri, insertAt, insertAt, 'z');
    const expected = finalVersion + 1;
    const settled = client.nextDiagnostics(docsUri, (p) => p.version === expected);
    finalVersion = await client.change(docsUri, insertAt, insertAt + 40, '');
    const last = await settled;
    assert.equal(last.version, finalVersion);
    const text = client.text(docsUri);
    assert.equal(text, DOCS);
    // Only guides/new is missing in this text (intro exists again).
    assert.deepEqual(
      last.diagnostics.filter((d) => d.code === 'page-missing').map((d) => d.range.start),
      [positionOf(DOCS, '"guides/new"')],
    );
    // A round trip later, nothing older was published after it.
    await client.request('textDocument/documentSymbol', { textDocument: { uri: docsUri } });
    const forDocs = client.published.filter((p) => p.uri === docsUri);
    assert.equal(forDocs[forDocs.length - 1].version, expected);
    assert.ok(forDocs.length < 40, `edits were coalesced (${forDocs.length} publishes)`);
  });

  it('quick fix: replaces a typo with a candidate and leaves a valid file', async () => {
    const typo = DOCS.replace('"guides/new"', '"guides/othr"');
    const diagnostics = client.nextDiagnostics(docsUri, (p) =>
      p.diagnostics.some(
        (d) => d.code === 'page-missing' && d.range.start.character === positionOf(typo, '"guides/othr"').character,
      ),
    );
    await client.change(docsUri, 0, client.text(docsUri).length, typo);
    const published = await diagnostics;
    const diagnostic = published.diagnostics.find((d) => d.code === 'page-missing')!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: docsUri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    });
    const change = actions.find((a) => a.title === 'Change to "guides/other"');
    assert.ok(change, actions.map((a) => a.title).join(', '));
    const edit = (change!.edit!.documentChanges![0] as { edits: TextEdit[] }).edits;
    const fixed = TextDocument.applyEdits(TextDocument.create(docsUri, 'json', 0, typo), edit);
    assert.deepEqual(JSON.parse(fixed).navigation.groups[0].pages, ['intro', 'guides/other']);
  });

  it('answers requests for unopened documents and out-of-range positions with empty results', async () => {
    const other = fileUri(path.join(root, 'never-opened.json'));
    assert.equal(
      await client.request('textDocument/hover', { textDocument: { uri: other }, position: { line: 0, character: 0 } }),
      null,
    );
    assert.equal(
      await client.request('textDocument/completion', {
        textDocument: { uri: docsUri },
        position: { line: 1e9, character: -5 },
      }),
      null,
    );
    assert.equal(
      await client.request('textDocument/definition', {
        textDocument: { uri: docsUri },
        position: { line: 2, character: 999 },
      }),
      null,
    );
    assert.deepEqual(await client.request('textDocument/documentSymbol', { textDocument: { uri: other } }), []);
  });

  it('survives a didChange with a null version and keeps answering', async () => {
    await client.notify('textDocument/didChange', {
      textDocument: { uri: docsUri, version: null },
      contentChanges: [{ text: '{' }],
    });
    const symbols = await client.request<unknown[]>('textDocument/documentSymbol', { textDocument: { uri: docsUri } });
    assert.ok(Array.isArray(symbols));
  });

  it('shuts down cleanly', async () => {
    assert.equal(await client.shutdown(), 0);
    assert.equal(client.stderr.join('').includes('unhandled'), false, client.stderr.join(''));
    client = undefined as unknown as TestClient;
  });
});
