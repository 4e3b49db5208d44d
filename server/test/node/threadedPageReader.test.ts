// Pages read and parsed on a worker thread and the main thread together (the CLI's lint with page rules), against
// real folders: every page must come out exactly as the core's own parse makes it, and lint must report exactly
// what the core alone reports, whether the worker helps, is missing or dies.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createDocsService, parsePage, parsePageContent } from '../../src/core';
import { run, type RunContext } from '../../src/cli/run';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { ThreadedPageReader } from '../../src/node/threadedPageReader';
import { ChunkWorker, claimTable } from '../../src/node/pageChunks';

/** Pages of two versions, most of them the same text in both, with every kind of page problem among them. */
export function makeVersionedSite(root: string, pagesPerVersion = 150): string[] {
  const write = (rel: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  const nav: string[][] = [[], []];
  ['v2', 'v1'].forEach((version, v) => {
    for (let i = 0; i < pagesPerVersion; i++) {
      const page = `${version}/guides/page-${i}`;
      nav[v].push(page);
      // Every tenth page differs between the versions; the others are byte for byte the same.
      const edition = i % 10 === 0 ? version : 'same';
      let text =
        `---\ntitle: Page ${i}\ndescription: "About ${i} (${edition})"\nkeywords: [a, b]\n---\n\n` +
        `## Overview\n\n## Details {#intro-${i}}\n\nSee [the next page](/${version}/guides/page-${(i + 1) % pagesPerVersion}#overview)` +
        ` and [this part](#intro-${i}).\n\n<Steps>\n  <Step title="One">\n    Do it.\n  </Step>\n</Steps>\n\n` +
        '```bash\nnpm install\n```\n';
      if (i === 3) text += '\n<Card>\nno closing tag\n';
      if (i === 5) text += '\n# A second title\n\n<Unknownish />\n\n![](/images/none.png)\n';
      if (i === 7) text += '\n[broken](/v9/nowhere)\n\n<Step title="alone">x</Step>\n';
      if (i === 9) text = '---\ntitle: [unclosed\n---\n\nBody\n';
      if (i === 11) text = `import Intro from '/snippets/intro.mdx';\n\n<Intro />\n\n[gone](/snippets/missing.mdx)\n`;
      if (i === 13) text = `---\ntitle: Deep\n---\n\n${'<Note>\n'.repeat(150)}x\n${'</Note>\n'.repeat(150)}`;
      if (i === 17) {
        write(`${page}.mdx`, Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]));
        continue;
      }
      write(`${page}${i === 19 ? '.md' : '.mdx'}`, text);
    }
  });
  write('snippets/intro.mdx', 'Welcome. <Badge>new</Badge> [Home](/v2/guides/page-0)\n');
  write('orphan.mdx', '---\ntitle: Not in the navigation\n---\n\nBody.\n');
  const docs = {
    name: 'x',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: {
      versions: [
        { version: 'v2', groups: [{ group: 'Guides', pages: nav[0] }] },
        { version: 'v1', groups: [{ group: 'Guides', pages: nav[1] }] },
      ],
    },
  };
  write('docs.json', JSON.stringify(docs, null, 2));
  return [...nav[0], ...nav[1]];
}

/** The CLI's lint of `dir` as JSON; `coreAlone` checks with the core's own reads and parses (no threads, trees). */
export async function lintJson(dir: string, extra: string[] = [], coreAlone = false, cwd = dir) {
  const ctx: RunContext = {
    cwd,
    env: {},
    stdoutIsTTY: false,
    packageInfo: () => ({ version: '9.9.9', informationUri: 'https://example.test/' }),
    ...(coreAlone ? { lint: (options) => createDocsService(options).check() } : {}),
  };
  return run(['lint', dir, '--format', 'json', ...extra], ctx);
}

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
