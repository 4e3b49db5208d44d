// The CLI's front matter reader (worker threads) against real folders: it must find exactly what the core's own
// reads find, and the core must still find everything when the reader cannot help.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { WorkerFrontMatterReader } from '../../src/node/workerFrontMatterReader';
import { lintSite } from '../helpers/checkSite';
import { RULES } from '../../src/core';
import type { FrontMatterReader } from '../../src/core/pages/frontMatterReader';

/**
 * The reader serves lint when the page rules are off: with them on, every page is parsed whole anyway and the front
 * matter comes from there.
 */
const PAGE_RULES_OFF = Object.fromEntries(RULES.filter((r) => r.reads === 'pages').map((r) => [r.id, 'off' as const]));

const PAGES = 400;
/** The pages of makeSite whose front matter has a problem, sorted. */
const PAGES_WITH_PROBLEMS = [3, 5, 7, 13, 17, 19, 29].map((i) => `p/page-${i}.mdx`).sort();

/** A site of PAGES pages, a few of them with every kind of front matter problem. */
function makeSite(root: string): void {
  const pages: string[] = [];
  fs.mkdirSync(path.join(root, 'p'), { recursive: true });
  for (let i = 0; i < PAGES; i++) {
    const page = `p/page-${i}`;
    pages.push(page);
    let text = `---\ntitle: Page ${i}\ndescription: About ${i}\n---\n\n# Page ${i}\n`;
    if (i === 3) text = '# No front matter\n';
    if (i === 5) text = '---\ntitle: [1, 2]\n---\n';
    if (i === 7) text = '---\ndescription: no title\n---\n';
    if (i === 11) text = `---\ntitle: Long\nnotes: |\n${'  a line of notes that goes on\n'.repeat(400)}---\n`; // closes past 8 KB: clean
    if (i === 13) text = `---\ntitle: Never closed\nnotes: |\n${'  a line of notes that goes on\n'.repeat(400)}`;
    if (i === 17) text = '+++\ntitle = "toml"\n+++\n';
    if (i === 19) text = '---\ntitle: x\ntitle: y\n---\n';
    const file = path.join(root, `${page}${i === 23 ? '.md' : '.mdx'}`);
    if (i === 29) fs.writeFileSync(file, Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]));
    else fs.writeFileSync(file, text);
  }
  const docs = {
    name: 'x',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: { groups: [{ group: 'All', pages: [...pages, 'p/page-3'] }] },
  };
  fs.writeFileSync(path.join(root, 'docs.json'), JSON.stringify(docs, null, 2));
}

/** The reader, counting the pages it answered for (joins are passed on). */
function countingReader(reader: WorkerFrontMatterReader): FrontMatterReader & { answered: number } {
  const counting = {
    answered: 0,
    read: async (files: readonly string[]) => {
      const r = await reader.read(files);
      counting.answered += r.size;
      return r;
    },
    join: () => reader.join(),
  };
  return counting;
}

describe('front matter read on worker threads', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-fm-'));
    makeSite(dir);
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the same front matter problems as the core reading the pages itself, with the worker doing the reads', async () => {
    const alone = await lintSite(new NodeWorkspace(dir), { severities: PAGE_RULES_OFF });
    const ws = new NodeWorkspace(dir);
    const reader = new WorkerFrontMatterReader(ws, { maxWorkers: 2, pagesPerWorker: 150 });
    const counting = countingReader(reader);
    const withReader = await lintSite(ws, { frontMatterReader: counting, severities: PAGE_RULES_OFF });
    reader.close();
    const fm = (problems: typeof alone.problems) => problems.filter((p) => p.ruleId.startsWith('frontmatter'));
    assert.equal(counting.answered, PAGES, 'the workers answered for every page');
    assert.deepEqual(withReader.problems, alone.problems);
    const files = fm(alone.problems).map((p) => p.file);
    assert.deepEqual([...new Set(files)].sort(), PAGES_WITH_PROBLEMS);
    assert.match(fm(alone.problems).find((p) => p.file === 'p/page-29.mdx')!.message, /not UTF-8/);
    assert.match(fm(alone.problems).find((p) => p.file === 'p/page-13.mdx')!.message, /never closed/);
  });

  it('leaves every page to the core when the worker script is missing, and the result is the same', async () => {
    const ws = new NodeWorkspace(dir);
    const reader = new WorkerFrontMatterReader(ws, { workerFile: path.join(dir, 'no-such-worker.js') });
    let answered = -1;
    const counting: FrontMatterReader = {
      read: async (files) => {
        const r = await reader.read(files);
        answered = r.size;
        return r;
      },
    };
    const result = await lintSite(ws, { frontMatterReader: counting, severities: PAGE_RULES_OFF });
    assert.equal(answered, 0);
    assert.deepEqual(
      result.problems,
      (await lintSite(new NodeWorkspace(dir), { severities: PAGE_RULES_OFF })).problems,
    );
  });

  it('leaves every page to the core when a worker dies, and the result is the same', async () => {
    const broken = path.join(dir, 'broken-worker.js');
    fs.writeFileSync(broken, 'throw new Error("worker failed to start")');
    const ws = new NodeWorkspace(dir);
    const reader = new WorkerFrontMatterReader(ws, { workerFile: broken });
    const result = await lintSite(ws, { frontMatterReader: reader, severities: PAGE_RULES_OFF });
    assert.deepEqual(
      result.problems,
      (await lintSite(new NodeWorkspace(dir), { severities: PAGE_RULES_OFF })).problems,
    );
  });

  it('stops reading ahead when the navigation uses fewer than half of the page files, and reads the pages in use', async () => {
    fs.mkdirSync(path.join(dir, 'archive'));
    for (let i = 0; i < 2 * PAGES; i++)
      fs.writeFileSync(path.join(dir, 'archive', `old-${i}.md`), '# no front matter, not in the navigation\n');
    const ws = new NodeWorkspace(dir);
    const reader = new WorkerFrontMatterReader(ws);
    const reads: number[] = [];
    let cancels = 0;
    const spy: FrontMatterReader = {
      read: (files) => (reads.push(files.length), reader.read(files)),
      cancel: () => (cancels++, reader.cancel()),
    };
    const result = await lintSite(ws, { frontMatterReader: spy, severities: PAGE_RULES_OFF });
    reader.close();
    assert.deepEqual(reads, [3 * PAGES, PAGES], 'every page file first, then only those in use');
    assert.equal(cancels, 1);
    assert.deepEqual(
      result.problems,
      (await lintSite(new NodeWorkspace(dir), { severities: PAGE_RULES_OFF })).problems,
    );
  });

  it('keeps reading ahead when the navigation uses most page files', async () => {
    const ws = new NodeWorkspace(dir);
    const reader = new WorkerFrontMatterReader(ws);
    const reads: number[] = [];
    const spy: FrontMatterReader = {
      read: (files) => (reads.push(files.length), reader.read(files)),
      cancel: () => assert.fail('cancelled'),
    };
    await lintSite(ws, { frontMatterReader: spy, severities: PAGE_RULES_OFF });
    reader.close();
    assert.deepEqual(reads, [PAGES]);
  });

  it('the bundled worker next to the bundled CLI (dist/frontMatterWorker.js) answers for every page', async () => {
    let root = __dirname;
    while (!fs.existsSync(path.join(root, 'scripts', 'bundle.js'))) root = path.dirname(root);
    const workerFile = path.join(root, 'dist', 'frontMatterWorker.js');
    assert.ok(fs.existsSync(workerFile), 'npm run build writes dist/frontMatterWorker.js');
    const ws = new NodeWorkspace(dir);
    const files = (await ws.listFiles()).filter((f) => f.startsWith('p/'));
    const reader = new WorkerFrontMatterReader(ws, { workerFile });
    const answer = await reader.read(files);
    reader.close();
    assert.equal(answer.size, PAGES);
    assert.match(answer.get('p/page-7.mdx')!.problems[0].message, /no "title"/);
    assert.equal(answer.get('p/page-0.mdx')!.problems.length, 0);
  });

  describe('this thread taking chunks once the caller waits', () => {
    /**
     * A worker that takes no chunk: it answers once every chunk is taken by someone else, or after `patienceMs`, so
     * that whatever is answered was read by the main thread.
     */
    function idleWorker(patienceMs: number): string {
      const file = path.join(dir, 'idle-worker.js');
      fs.writeFileSync(
        file,
        `const { parentPort } = require('worker_threads');
parentPort.on('message', (job) => {
  const counter = new Int32Array(job.counter);
  const files = job.files.split('\\0').length;
  const nap = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; Atomics.load(counter, 0) < files && waited < ${patienceMs}; waited += 5) Atomics.wait(nap, 0, 0, 5);
  parentPort.postMessage({ id: job.id, result: { chunks: [], problems: [] } });
});`,
      );
      return file;
    }

    async function pageFiles(ws: NodeWorkspace): Promise<string[]> {
      return (await ws.listFiles()).filter((f) => f.startsWith('p/'));
    }

    it('reads every page on this thread after join() when the worker takes none, with the same problems', async () => {
      const ws = new NodeWorkspace(dir);
      const files = await pageFiles(ws);
      const reader = new WorkerFrontMatterReader(ws, { workerFile: idleWorker(20_000) });
      const reading = reader.read(files);
      reader.join();
      const answer = await reading;
      reader.close();
      assert.equal(answer.size, files.length);
      const withProblems = [...answer].filter(([, r]) => r.problems.length > 0).map(([f]) => f);
      assert.deepEqual(withProblems.sort(), PAGES_WITH_PROBLEMS);
    });

    it('reads nothing on this thread until join(): what the worker leaves is left to the core', async () => {
      const ws = new NodeWorkspace(dir);
      const files = await pageFiles(ws);
      const reader = new WorkerFrontMatterReader(ws, { workerFile: idleWorker(300) });
      const answer = await reader.read(files);
      reader.close();
      assert.equal(answer.size, 0);
    });

    it('a lint joins the read when it needs the front matter, and finds what the core finds alone', async () => {
      const ws = new NodeWorkspace(dir);
      const reader = new WorkerFrontMatterReader(ws, { workerFile: idleWorker(20_000) });
      const counting = countingReader(reader);
      const result = await lintSite(ws, { frontMatterReader: counting, severities: PAGE_RULES_OFF });
      reader.close();
      assert.equal(counting.answered, PAGES);
      assert.deepEqual(
        result.problems,
        (await lintSite(new NodeWorkspace(dir), { severities: PAGE_RULES_OFF })).problems,
      );
    });
  });

  it('never sends a file the walk did not vet (a link to a file outside the root)', async () => {
    const outside = path.join(os.tmpdir(), `docsjson-outside-${process.pid}.mdx`);
    fs.writeFileSync(outside, '---\ntitle: secret\n---\n');
    try {
      fs.symlinkSync(outside, path.join(dir, 'p', 'linked.mdx'));
      const ws = new NodeWorkspace(dir);
      await ws.listFiles();
      const reader = new WorkerFrontMatterReader(ws);
      const answer = await reader.read(['p/linked.mdx', 'p/page-0.mdx']);
      reader.close();
      assert.deepEqual([...answer.keys()], ['p/page-0.mdx']);
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});
