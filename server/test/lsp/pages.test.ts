// MDX pages in the editor, over stdio with the real server: live diagnostics of the unsaved text, completion,
// hover, go to definition, document links and file renames that update links in other pages.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import type {
  CodeAction,
  CompletionItem,
  CompletionList,
  DocumentLink,
  Hover,
  Location,
  PublishDiagnosticsParams,
  TextDocumentEdit,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver-protocol';
import { codes, fileUri, FULL_CAPABILITIES, makeSite, positionOf, TestClient } from './client';
import { requireCorpusSite } from '../helpers/requirements';
import { waitFor } from '../helpers/waitFor';
import { budgetFor, pageKb } from '../helpers/workBudget';

const DOCS = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Pages",
  "colors": { "primary": "#0D9373" },
  "navigation": { "groups": [{ "group": "Start", "pages": ["index", "guides/setup", "guides/deploy"] }] }
}
`;

const INDEX = `---
title: Home
---

import Intro from '/snippets/intro.mdx';

<Intro />

Read the [setup guide](/guides/setup#configure) first.

<Card title="Deploy" href="/guides/deploy">
  Ship it.
</Card>
`;

const SETUP = `---
title: Setup
---

## Install

Run the installer.

## Configure

Set the options.
`;

const DEPLOY = `---
title: Deploy
---

Deploy once [setup](./setup) is done.
`;

const SITE = {
  'docs.json': DOCS,
  'index.mdx': INDEX,
  'guides/setup.mdx': SETUP,
  'guides/deploy.mdx': DEPLOY,
  'snippets/intro.mdx': 'Welcome to the docs.\n',
};

const mdxSyntax = (p: PublishDiagnosticsParams) => p.diagnostics.some((d) => d.code === 'mdx-syntax');

function items(list: CompletionList | CompletionItem[] | null): CompletionItem[] {
  return Array.isArray(list) ? list : (list?.items ?? []);
}

function insertedText(item: CompletionItem): string | undefined {
  return item.textEdit?.newText ?? item.textEditText ?? item.insertText;
}

describe('language server over stdio: MDX pages', function () {
  let client: TestClient;
  let root: string;
  const uri = (rel: string) => fileUri(path.join(root, rel));

  before(async () => {
    root = makeSite(SITE);
    client = new TestClient(['--stdio'], undefined, { DOCSJSON_LSP_TRACE: '1' });
    await client.initialize(root);
  });

  after(async () => {
    if (client) await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('announces the page trigger characters', async () => {
    const other = new TestClient();
    try {
      const result = await other.initialize(root);
      const triggers = result.capabilities.completionProvider?.triggerCharacters ?? [];
      for (const c of ['<', ' ', '"', '/', '#', '(']) assert.ok(triggers.includes(c), `trigger ${JSON.stringify(c)}`);
    } finally {
      await other.shutdown();
    }
  });

  it('registers completion per kind of document for a client that can: a space opens it in pages, not in JSON', async () => {
    const other = new TestClient();
    try {
      const capabilities = {
        ...FULL_CAPABILITIES,
        textDocument: {
          ...FULL_CAPABILITIES.textDocument,
          completion: { ...FULL_CAPABILITIES.textDocument!.completion, dynamicRegistration: true },
        },
      };
      const result = await other.initialize(root, capabilities);
      assert.equal(result.capabilities.completionProvider, undefined, 'not also announced for every document');
      const registered = async () => {
        // The server registers completion kind by kind, then file watching: once that is there, all are.
        await waitFor(
          () => other.registrations.some((r) => r.method === 'workspace/didChangeWatchedFiles'),
          'the registrations after initialized',
        );
        return other.registrations.filter((r) => r.method === 'textDocument/completion');
      };
      const completion = (await registered()).map(
        (r) => r.registerOptions as { documentSelector: Array<{ pattern: string }>; triggerCharacters: string[] },
      );
      const forFile = (file: string) =>
        completion.filter((o) => o.documentSelector.some((d) => globMatches(d.pattern, file)));
      const [json] = forFile('/site/nav/guides.json');
      const [page] = forFile('/site/guides/deploy.mdx');
      assert.equal(forFile('/site/docs.json').length, 1);
      assert.equal(forFile('/site/README.md').length, 1);
      assert.deepEqual(json.triggerCharacters.sort(), ['"', '/']);
      for (const c of ['<', ' ', '"', '/', '#', '(']) assert.ok(page.triggerCharacters.includes(c), `trigger ${c}`);
    } finally {
      await other.shutdown();
    }
  });

  it('publishes the syntax error of an unsaved page at its opening tag, and clears it when the page is fixed', async () => {
    const pageUri = uri('guides/deploy.mdx');
    const broken = DEPLOY + '\n<Card title="Next">\nMore.\n';
    const published = client.nextDiagnostics(pageUri, mdxSyntax);
    await client.open(pageUri, broken, 'mdx');
    const diagnostic = (await published).diagnostics.find((d) => d.code === 'mdx-syntax')!;
    assert.deepEqual(diagnostic.range.start, positionOf(broken, '<Card'));
    assert.equal(diagnostic.source, 'docsjson');
    assert.match(String(diagnostic.message), /Card/);

    const cleared = client.nextDiagnostics(pageUri, (p) => p.version === 2);
    await client.change(pageUri, broken.length, broken.length, '</Card>\n');
    assert.deepEqual(codes((await cleared).diagnostics), []);
  });

  it('re-checks only the edited page: one parse per keystroke, the other pages are kept', async () => {
    const pageUri = uri('guides/deploy.mdx');
    const parsedSoFar = () => {
      const line = [...client.logs].reverse().find((l) => l.startsWith('pages parsed in '));
      return Number(line?.split(': ').pop());
    };
    const before = parsedSoFar();
    assert.ok(before > 0, 'the server traces how many pages it parsed');
    const text = client.text(pageUri);
    const at = text.indexOf('is done');
    for (let i = 0; i < 3; i++) {
      const version = client.version(pageUri) + 1;
      const published = client.nextDiagnostics(pageUri, (p) => p.version === version);
      await client.change(pageUri, at, at, 'x');
      await published;
    }
    assert.equal(parsedSoFar(), before + 3, 'three keystrokes in one page parse three texts, nothing else');
  });

  it('shows a problem introduced by an edit, in the page where it is typed', async () => {
    const pageUri = uri('guides/deploy.mdx');
    const text = client.text(pageUri);
    const published = client.nextDiagnostics(pageUri, (p) => p.diagnostics.some((d) => d.code === 'link-broken'));
    const at = text.indexOf('./setup') + './setup'.length;
    await client.change(pageUri, at, at, 's');
    const broken = (await published).diagnostics.find((d) => d.code === 'link-broken')!;
    assert.match(String(broken.message), /setups/);
    const fixed = client.nextDiagnostics(pageUri, (p) => !p.diagnostics.some((d) => d.code === 'link-broken'));
    await client.change(pageUri, at, at + 1, '');
    await fixed;
  });

  it('completes component names as plain text for a client without snippets', async () => {
    const pageUri = uri('index.mdx');
    await client.open(pageUri, INDEX, 'mdx');
    const at = INDEX.length;
    await client.change(pageUri, at, at, '\n<Ca');
    const list = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri: pageUri },
      position: positionOf(client.text(pageUri), '<Ca', 3),
      context: { triggerKind: 1 },
    });
    const card = items(list).find((i) => i.label === 'Card')!;
    assert.equal(insertedText(card), 'Card');
    assert.notEqual(card.insertTextFormat, 2);
    assert.match(JSON.stringify(card.documentation), /Emphasized block/);
    await client.change(pageUri, at, at + '\n<Ca'.length, '');
  });

  it('completes attribute names and values with their documentation', async () => {
    const pageUri = uri('index.mdx');
    const text = client.text(pageUri);
    const attributes = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri: pageUri },
      position: positionOf(text, '<Card title="Deploy" ', '<Card title="Deploy" '.length),
      context: { triggerKind: 2, triggerCharacter: ' ' },
    });
    const labels = items(attributes).map((i) => i.label);
    assert.ok(labels.includes('icon') && labels.includes('horizontal'), labels.join(', '));
    assert.ok(!labels.includes('title'), 'an attribute already written is not offered again');
    const icon = items(attributes).find((i) => i.label === 'icon')!;
    assert.match(JSON.stringify(icon.documentation), /icon/i);

    const routes = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri: pageUri },
      position: positionOf(text, 'href="', 'href="'.length),
      context: { triggerKind: 2, triggerCharacter: '"' },
    });
    assert.ok(
      items(routes).some((i) => i.label === '/guides/setup'),
      items(routes)
        .map((i) => i.label)
        .join(', '),
    );
  });

  it('completes link targets, then the headings of the target page, and snippet import paths', async () => {
    const pageUri = uri('index.mdx');
    const text = client.text(pageUri);
    const routes = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri: pageUri },
      position: positionOf(text, '](/', 3),
      context: { triggerKind: 2, triggerCharacter: '/' },
    });
    assert.ok(items(routes).some((i) => i.label === '/guides/deploy'));

    const anchors = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri: pageUri },
      position: positionOf(text, '/guides/setup#', '/guides/setup#'.length),
      context: { triggerKind: 2, triggerCharacter: '#' },
    });
    assert.deepEqual(
      items(anchors)
        .map((i) => i.label)
        .sort(),
      ['#configure', '#install'],
    );

    const imports = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri: pageUri },
      position: positionOf(text, "from '/", "from '/".length),
      context: { triggerKind: 2, triggerCharacter: '/' },
    });
    assert.equal(items(imports)[0]?.label, '/snippets/intro.mdx');
  });

  it('ignores a trigger character of pages in docs.json', async () => {
    const docsUri = uri('docs.json');
    await client.open(docsUri, DOCS);
    const list = await client.request<CompletionList | null>('textDocument/completion', {
      textDocument: { uri: docsUri },
      position: positionOf(DOCS, '"theme"', 0),
      context: { triggerKind: 2, triggerCharacter: ' ' },
    });
    assert.equal(list, null);
  });

  it('hovers a component and its attribute', async () => {
    const pageUri = uri('index.mdx');
    const text = client.text(pageUri);
    const onName = await client.request<Hover>('textDocument/hover', {
      textDocument: { uri: pageUri },
      position: positionOf(text, '<Card', 2),
    });
    assert.match(JSON.stringify(onName.contents), /Emphasized block/);
    const onAttribute = await client.request<Hover>('textDocument/hover', {
      textDocument: { uri: pageUri },
      position: positionOf(text, 'href="/guides/deploy"', 1),
    });
    assert.match(JSON.stringify(onAttribute.contents), /Page or URL the card opens/);
  });

  it('goes from a link to the heading of its anchor, and from an import to the snippet', async () => {
    const pageUri = uri('index.mdx');
    const text = client.text(pageUri);
    const [toHeading] = await client.request<Location[]>('textDocument/definition', {
      textDocument: { uri: pageUri },
      position: positionOf(text, '/guides/setup#configure', 3),
    });
    assert.equal(toHeading.uri, uri('guides/setup.mdx'));
    assert.deepEqual(toHeading.range.start, positionOf(SETUP, '## Configure'));

    const [toSnippet] = await client.request<Location[]>('textDocument/definition', {
      textDocument: { uri: pageUri },
      position: positionOf(text, '/snippets/intro.mdx', 2),
    });
    assert.equal(toSnippet.uri, uri('snippets/intro.mdx'));
  });

  it('lists the links and imports of a page as document links', async () => {
    const pageUri = uri('index.mdx');
    const links = await client.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri: pageUri } });
    const targets = links.map((l) => l.target).sort();
    assert.deepEqual(targets, [uri('guides/deploy.mdx'), uri('guides/setup.mdx'), uri('snippets/intro.mdx')].sort());
  });

  it('offers a quick fix that removes an h1 repeating the page title, and one that silences it on that line', async () => {
    const pageUri = uri('guides/setup.mdx');
    const text = SETUP.replace('## Install', '# Setup\n\n## Install');
    const published = client.nextDiagnostics(pageUri, (p) => p.diagnostics.some((d) => d.code === 'heading-level'));
    await client.open(pageUri, text, 'mdx');
    const diagnostic = (await published).diagnostics.find((d) => d.code === 'heading-level')!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: pageUri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    });
    assert.deepEqual(
      actions.map((a) => [a.title, a.isPreferred]),
      [
        ['Remove the heading that repeats the title', true],
        ['Disable heading-level for this line', undefined],
      ],
    );
    const changes = actions[0].edit!.changes ?? {};
    const edits = changes[pageUri] ?? (actions[0].edit!.documentChanges as TextDocumentEdit[])[0].edits;
    assert.equal(edits.length, 1);
    const { range, newText } = edits[0] as TextEdit;
    const lines = text.split('\n');
    assert.deepEqual(
      [range.start, range.end, newText],
      [{ line: lines.indexOf('# Setup'), character: 0 }, { line: lines.indexOf('## Install'), character: 0 }, ''],
    );
    const restored = client.nextDiagnostics(pageUri, (p) => !p.diagnostics.some((d) => d.code === 'heading-level'));
    await client.change(pageUri, 0, text.length, SETUP);
    await restored;
  });

  it('renaming a page updates docs.json and the links of other pages in one edit', async () => {
    const edit = await client.request<WorkspaceEdit>('workspace/willRenameFiles', {
      files: [{ oldUri: uri('guides/setup.mdx'), newUri: uri('guides/configure.mdx') }],
    });
    const byUri = new Map<string, TextDocumentEdit>();
    for (const change of edit.documentChanges ?? []) {
      if ('textDocument' in change) byUri.set(change.textDocument.uri, change);
    }
    assert.deepEqual([...byUri.keys()].sort(), [uri('docs.json'), uri('guides/deploy.mdx'), uri('index.mdx')].sort());
    const newTexts = (u: string) => byUri.get(u)!.edits.map((e) => (e as TextEdit).newText);
    assert.deepEqual(newTexts(uri('index.mdx')), ['/guides/configure#configure']);
    assert.deepEqual(newTexts(uri('guides/deploy.mdx')), ['./configure']);
    assert.deepEqual(newTexts(uri('docs.json')), ['"guides/configure"']);
    // Edits of open documents name the version they were made for.
    assert.equal(byUri.get(uri('index.mdx'))!.textDocument.version, client.version(uri('index.mdx')));
  });
});

describe('language server over stdio: MDX pages with a client that takes snippets', function () {
  it('completes a component with its required attributes as a snippet', async () => {
    const root = makeSite(SITE);
    const client = new TestClient();
    try {
      const capabilities = structuredClone(FULL_CAPABILITIES);
      capabilities.textDocument!.completion!.completionItem!.snippetSupport = true;
      await client.initialize(root, capabilities);
      const pageUri = fileUri(path.join(root, 'guides/deploy.mdx'));
      const text = DEPLOY + '\n<Ste';
      await client.open(pageUri, text, 'mdx');
      const list = await client.request<CompletionList>('textDocument/completion', {
        textDocument: { uri: pageUri },
        position: positionOf(text, '<Ste', 4),
        context: { triggerKind: 2, triggerCharacter: '<' },
      });
      const step = items(list).find((i) => i.label === 'Step')!;
      assert.equal(step.insertTextFormat, 2);
      assert.equal(insertedText(step), 'Step title="${1}">$0</Step>');
    } finally {
      await client.shutdown();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('language server over stdio: the pages of the real site', () => {
  it("publishes docs.json's diagnostics and an open page's problems before the rest of the site is parsed", async function () {
    const root = requireCorpusSite(this);
    // The server parses and checks every page once.
    const budget = budgetFor(this, pageKb(root), { parse: 1, check: 1 });
    const client = new TestClient();
    try {
      await client.initialize(root);
      const docsUri = fileUri(path.join(root, 'docs.json'));
      const pageUri = fileUri(path.join(root, 'overview/cloud.mdx'));
      // A page with problems of its own that is not open: its problems come once every page is parsed.
      const closedUri = fileUri(path.join(root, 'api-reference/client/js/transports/websocket.mdx'));
      const pageProblems = (p: PublishDiagnosticsParams) => p.uri === pageUri && p.diagnostics.length > 0;
      const docsPublished = client.nextDiagnostics(docsUri);
      const pageChecked = client.nextDiagnostics(pageUri, pageProblems, budget);
      const closedChecked = client.nextDiagnostics(closedUri, (p) => p.diagnostics.length > 0, budget);
      await client.open(docsUri, fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
      await client.open(pageUri, fs.readFileSync(path.join(root, 'overview/cloud.mdx'), 'utf8'), 'mdx');
      const docs = await docsPublished;
      // Its one configuration problem: a redirect to a folder that has no index page, which serves nothing.
      assert.deepEqual(
        docs.diagnostics.map((d) => [d.code, d.message]),
        [
          [
            'redirect-destination',
            'the redirect from "/examples" leads to "/pipecat/examples", which is not a page, file or redirect of this site',
          ],
        ],
        'the real site has no other configuration problem',
      );
      const page = await pageChecked;
      assert.deepEqual(codes(page.diagnostics), ['image-alt']);
      assert.equal(page.diagnostics[0].range.start.line, 8);
      assert.ok(
        !client.published.some((p) => p.uri === closedUri && p.diagnostics.length > 0),
        'the open page was checked before the rest of the site was parsed',
      );
      const closed = await closedChecked;
      assert.ok(codes(closed.diagnostics).includes('component-attribute'), 'and the others once they are parsed');
    } finally {
      await client.shutdown();
    }
  });
});

/** A document filter's glob (`**` folders, `*` in a name, `{a,b}` choices) against an absolute path. */
function globMatches(glob: string, file: string): boolean {
  const source = glob
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]*)\}/g, (_, choices: string) => `(?:${choices.split(',').join('|')})`)
    .replace(/\*\*\//g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replace(/\u0000/g, '(?:.*/)?');
  return new RegExp(`^/?${source}$`).test(file.replace(/^\//, ''));
}
