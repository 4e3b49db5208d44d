// Pages read and parsed on a worker thread and the main thread together (the CLI's lint with page rules), against
// real folders: every page must come out exactly as the core's own parse makes it, and lint must report exactly
// what the core alone reports, whether the worker helps, is missing or dies.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createDocsService, parsePage, parsePageContent } from '../../src/core';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { ThreadedPageReader } from '../../src/node/threadedPageReader';
import { ChunkWorker, claimTable } from '../../src/node/pageChunks';
import { lintJson, makeVersionedSite } from './versionedSite';

describe('pages parsed on a worker thread and the main thread', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-pages-')));
    makeVersionedSite(dir);
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lint reports exactly what the core alone reports (every page rule, front matter, unreadable pages)', async () => {
    const threaded = await lintJson(dir);
    const alone = await lintJson(dir, [], true);
    assert.equal(threaded.stderr, '');
    assert.equal(threaded.stdout, alone.stdout);
    assert.equal(threaded.exitCode, alone.exitCode);
    const rules = new Set<string>();
    for (const file of JSON.parse(alone.stdout)) for (const m of file.messages) rules.add(m.ruleId);
    for (const id of [
      'mdx-syntax',
      'heading-level',
      'component-unknown',
      'image-alt',
      'link-broken',
      'frontmatter-invalid',
    ])
      assert.ok(rules.has(id), `the site shows ${id}`);
  });

  it('answers every readable page with the same content as the core parse, sharing a text parsed once', async () => {
    const ws = new NodeWorkspace(dir);
    const files = (await ws.listFiles()).filter((f) => /\.mdx?$/.test(f));
    const reader = new ThreadedPageReader(ws, { minPagesForWorker: 1 });
    const answer = await reader.read(files);
    reader.close();
    assert.equal(answer.size, files.length - 2, 'all but the pages that are not UTF-8');
    assert.equal(answer.has('v2/guides/page-17.mdx') || answer.has('v1/guides/page-17.mdx'), false);
    for (const [file, page] of answer) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      assert.equal(page.text, text);
      const { frontMatter, mdx, facts } = parsePage(file, text);
      const { tree: _tree, ...outcome } = mdx;
      assert.deepEqual(page.content, { frontMatter, mdx: outcome, facts }, file);
    }
    const shared = files.filter((f) => answer.get(f)?.content === answer.get(f.replace(/^v2/, 'v1'))?.content);
    assert.ok(shared.length > 100, `copies of a page share one parse (${shared.length})`);
  });

  it('two threads sharing a list parse each distinct text once between them, whatever the order of the files', async () => {
    const ws = new NodeWorkspace(dir);
    const files = (await ws.listFiles()).filter((f) => /\.mdx?$/.test(f)).reverse();
    const distinct = new Set(files.map((f) => fs.readFileSync(path.join(dir, f), 'latin1')));
    const job = {
      root: dir,
      files,
      counter: new Int32Array(new SharedArrayBuffer(4)),
      claims: claimTable(files.length),
      hashing: false,
      known: new Set<string>(),
    };
    // Two workers taking turns stand for the two threads: the claims are the same shared memory either way.
    const a = new ChunkWorker(job);
    const b = new ChunkWorker(job);
    while (a.step() && b.step());
    while (a.step() || b.step());
    const parsedTexts = [...a.results.contents, ...b.results.contents].filter((c) => c.content).map((c) => c.text);
    assert.equal(parsedTexts.length, new Set(parsedTexts).size, 'no text parsed twice');
    // Every readable distinct text was parsed by one of them (the two pages that are not UTF-8 by neither).
    assert.equal(parsedTexts.length, distinct.size - 1);
    assert.ok(b.results.contents.some((c) => c.elsewhere) || a.results.contents.some((c) => c.elsewhere));
  });

  it('leaves every page to the core when the worker script is missing or dies, and lint reports the same', async () => {
    const alone = (await lintJson(dir, [], true)).stdout;
    const broken = path.join(dir, 'broken-worker.js');
    fs.writeFileSync(broken, 'throw new Error("worker failed to start")');
    for (const workerFile of [path.join(dir, 'no-such-worker.js'), broken]) {
      const ws = new NodeWorkspace(dir);
      const files = (await ws.listFiles()).filter((f) => /\.mdx?$/.test(f));
      const reader = new ThreadedPageReader(ws, { workerFile, minPagesForWorker: 1 });
      const answer = await reader.read(files);
      reader.close();
      // The main thread does the worker's share when the worker does not answer.
      assert.equal(answer.size, files.length - 2, workerFile);
    }
    assert.equal((await lintJson(dir)).stdout, alone);
  });

  it('for the editor, parses on the worker alone: the same pages, and none at all without a worker', async () => {
    const ws = new NodeWorkspace(dir);
    const files = (await ws.listFiles()).filter((f) => /\.mdx?$/.test(f));
    const both = new ThreadedPageReader(ws, { minPagesForWorker: 1 });
    const expected = await both.read(files);
    both.close();
    const workerOnly = new ThreadedPageReader(ws, { minPagesForWorker: 1, mainThreadParses: false });
    const answer = await workerOnly.read(files);
    workerOnly.close();
    assert.equal(answer.size, expected.size);
    for (const [file, page] of expected) assert.deepEqual(answer.get(file), page, file);
    const workerFile = path.join(dir, 'no-such-worker.js');
    const none = new ThreadedPageReader(ws, { workerFile, minPagesForWorker: 1, mainThreadParses: false });
    assert.equal((await none.read(files)).size, 0, 'without a worker the core parses the pages itself');
  });

  it('for the build, parses on the worker alone when there is one, and on this thread with its own parse otherwise', async () => {
    const ws = new NodeWorkspace(dir);
    const files = (await ws.listFiles()).filter((f) => /\.mdx?$/.test(f));
    const expected = await new ThreadedPageReader(ws, { workerFile: path.join(dir, 'none.js') }).read(files);
    const parsedHere: string[] = [];
    const parse = (text: string) => (parsedHere.push(text), parsePageContent(text));
    const withWorker = new ThreadedPageReader(ws, { minPagesForWorker: 1, parse, mainThreadParses: 'without-worker' });
    const fromWorker = await withWorker.read(files);
    withWorker.close();
    assert.equal(fromWorker.size, expected.size);
    assert.deepEqual(parsedHere, [], 'the worker parsed every page');
    const small = new ThreadedPageReader(ws, {
      minPagesForWorker: files.length + 1,
      parse,
      mainThreadParses: 'without-worker',
    });
    const fromHere = await small.read(files);
    small.close();
    assert.equal(fromHere.size, expected.size);
    for (const [file, page] of expected) assert.deepEqual(fromHere.get(file), page, file);
    const distinct = new Set([...expected.values()].map((p) => p.text));
    assert.equal(parsedHere.length, distinct.size, 'each distinct text parsed once, with the parse given');
  });

  it('never reads a file the walk did not vet (a link to a file outside the root)', async () => {
    const outside = path.join(os.tmpdir(), `docsjson-outside-${process.pid}.mdx`);
    fs.writeFileSync(outside, '---\ntitle: secret\n---\n');
    try {
      fs.symlinkSync(outside, path.join(dir, 'linked.mdx'));
      const ws = new NodeWorkspace(dir);
      await ws.listFiles();
      const reader = new ThreadedPageReader(ws);
      const answer = await reader.read(['linked.mdx', 'orphan.mdx']);
      reader.close();
      assert.deepEqual([...answer.keys()], ['orphan.mdx']);
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });

  it('a store without trees gives the same front matter, parse outcome and facts, and no tree', async () => {
    const ws = new NodeWorkspace(dir);
    const service = createDocsService({ workspace: ws });
    service.pages.configureParsing({ keepTrees: false });
    for (const file of ['v2/guides/page-0.mdx', 'v2/guides/page-3.mdx', 'v2/guides/page-13.mdx']) {
      const page = await service.pages.page(file);
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      assert.equal(page.mdx.tree, undefined);
      assert.deepEqual(
        { ...page, lines: undefined },
        {
          file,
          text,
          lines: undefined,
          ...parsePageContent(text),
        },
      );
    }
    const withTrees = createDocsService({ workspace: new NodeWorkspace(dir) });
    assert.ok((await withTrees.pages.page('v2/guides/page-0.mdx')).mdx.tree, 'the default keeps trees');
  });
});
