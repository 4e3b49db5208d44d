// The page rules' engine: a page's results are kept until the page, or what the pages it asked about offer, changes;
// in the background mode a check never waits for a site's worth of parsing.
import assert from 'node:assert/strict';
import {
  createDocsService,
  MemoryWorkspace,
  PageIndex,
  PageStore,
  parsePageContent,
  type ReadPage,
} from '../../src/core';
import { defineRule } from '../../src/core/rules/defineRule';
import { NO_ENDPOINT_PAGES } from '../../src/core/service/endpointRoutes';
import { PageRuleRunner, type PageRun } from '../../src/core/service/pageRules';
import { docsJson } from '../helpers/textRanges';

/**
 * A page rule that counts the pages it checked and reports each page's first heading; it asks for the facts of the
 * pages its links lead to, as link checks do.
 */
function countingRule() {
  const checked: string[] = [];
  const rule = defineRule({
    id: 'counting-rule',
    defaultSeverity: 'warning',
    description: 'Counts the pages it is asked to check.',
    reads: 'pages',
    checkPage({ page, site, report }) {
      checked.push(page.file);
      for (const link of page.facts.links) site.factsOf(`${link.url.slice(1).split('#')[0]}.mdx`);
      const heading = page.facts.headings[0];
      if (heading) report(page.lines.rangeAt(heading.start, heading.end), `first heading ${heading.id}`);
    },
  });
  return { rule, checked };
}

function page(title: string, body: string): string {
  return `---\ntitle: ${title}\n---\n\n${body}\n`;
}

async function runOnce(runner: PageRuleRunner, files: PageIndex, rule: ReturnType<typeof countingRule>['rule']) {
  const reported: string[] = [];
  const run: PageRun = {
    model: undefined,
    files,
    inNavigation: () => false,
    navigationVersion: 0,
    endpointRoutes: async () => NO_ENDPOINT_PAGES,
    reportFor: () => (file, _range, message) => reported.push(`${file}: ${message}`),
  };
  await runner.run([rule], run);
  return reported.sort();
}

describe('page rule engine', () => {
  it('checks again only the edited page and the pages that read what it offers', async () => {
    const files: Record<string, string> = {
      'a.mdx': page('A', '## Alpha\n\nSee [b](/b#beta).'),
      'b.mdx': page('B', '## Beta'),
      'c.mdx': page('C', '## Gamma'),
    };
    const ws = new MemoryWorkspace(files);
    const store = new PageStore(ws);
    const index = new PageIndex(Object.keys(files));
    const runner = new PageRuleRunner(store);
    const { rule, checked } = countingRule();

    assert.deepEqual(await runOnce(runner, index, rule), [
      'a.mdx: first heading alpha',
      'b.mdx: first heading beta',
      'c.mdx: first heading gamma',
    ]);
    assert.deepEqual(checked.sort(), ['a.mdx', 'b.mdx', 'c.mdx']);

    // Body text of c changes: only c is checked again, the others' results are reported as kept.
    checked.length = 0;
    ws.set('c.mdx', page('C', '## Gamma\n\nMore words.'));
    store.filesChanged([{ path: 'c.mdx', kind: 'changed' }]);
    assert.equal((await runOnce(runner, index, rule)).length, 3);
    assert.deepEqual(checked, ['c.mdx']);

    // A heading of b changes: links into b may break, so b and the page that links to it are checked again.
    checked.length = 0;
    ws.set('b.mdx', page('B', '## Beta two'));
    store.filesChanged([{ path: 'b.mdx', kind: 'changed' }]);
    assert.deepEqual(await runOnce(runner, index, rule), [
      'a.mdx: first heading alpha',
      'b.mdx: first heading beta-two',
      'c.mdx: first heading gamma',
    ]);
    assert.deepEqual(checked.sort(), ['a.mdx', 'b.mdx']);

    // The file set changes: every page is checked again (routes and files are read by every rule).
    checked.length = 0;
    ws.set('d.mdx', page('D', '## Delta'));
    store.filesChanged([{ path: 'd.mdx', kind: 'created' }]);
    index.add('d.mdx');
    assert.equal((await runOnce(runner, index, rule)).length, 4);
    assert.deepEqual(checked.sort(), ['a.mdx', 'b.mdx', 'c.mdx', 'd.mdx']);
  });

  it('in the background mode, answers at once and reports page problems once the pages are parsed', async () => {
    const files: Record<string, string> = {
      'docs.json': docsJson({ pages: ['p0'] }),
    };
    for (let i = 0; i < 40; i++) files[`p${i}.mdx`] = page(`P${i}`, '# A level-1 heading');
    let resultsReady!: () => void;
    const ready = new Promise<void>((resolve) => (resultsReady = resolve));
    const service = createDocsService({
      workspace: new MemoryWorkspace(files),
      background: { onResults: () => resultsReady() },
    });
    const headingProblems = (problems: { ruleId: string }[]) => problems.filter((p) => p.ruleId === 'heading-level');

    const first = await service.check();
    assert.equal(headingProblems(first.problems).length, 0, 'the first check did not wait for 40 pages');
    await ready;
    const second = await service.check();
    assert.equal(headingProblems(second.problems).length, 40);
  });

  it('finds a problem typed into a page at the next check, and keeps docs.json problems', async () => {
    const files = {
      'docs.json': docsJson({ pages: ['intro', 'missing'] }),
      'intro.mdx': page('Intro', '## Fine'),
    };
    const ws = new MemoryWorkspace(files);
    const service = createDocsService({ workspace: ws });
    const rules = async () => (await service.check()).problems.map((p) => p.ruleId).sort();
    assert.deepEqual(await rules(), ['page-missing']);
    ws.set('intro.mdx', page('Intro', '# Not fine'));
    service.filesChanged([{ path: 'intro.mdx', kind: 'changed' }]);
    assert.deepEqual(await rules(), ['heading-level', 'page-missing']);
  });
});

describe('open pages while the site is parsed in the background', () => {
  it('are checked at once by the rules that read only the page; link checks wait for the whole site', async () => {
    const files: Record<string, string> = { 'docs.json': docsJson({ pages: ['p0'] }) };
    for (let i = 0; i < 40; i++) files[`p${i}.mdx`] = page(`P${i}`, '# A level-1 heading\n\n[x](/nowhere)');
    class EditorWorkspace extends MemoryWorkspace {
      *openFiles() {
        yield 'p7.mdx';
        yield 'docs.json';
      }
    }
    let resultsReady!: () => void;
    const ready = new Promise<void>((resolve) => (resultsReady = resolve));
    const service = createDocsService({
      workspace: new EditorWorkspace(files),
      background: { onResults: () => resultsReady() },
    });
    const of = (problems: { ruleId: string; file: string }[], rule: string) =>
      problems.filter((p) => p.ruleId === rule).map((p) => p.file);

    const first = await service.check();
    assert.deepEqual(of(first.problems, 'heading-level'), ['p7.mdx'], 'the open page, before the others are parsed');
    assert.deepEqual(of(first.problems, 'link-broken'), [], 'no link judged before every page is known');
    await ready;
    const second = await service.check();
    assert.equal(of(second.problems, 'heading-level').length, 40);
    assert.equal(of(second.problems, 'link-broken').length, 40);
  });
});

describe('the pages the navigation uses, after keystrokes in docs.json', () => {
  it('follow each edit of a page path: a page no entry names any more is an orphan, and is not once named again', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `p${i}`);
    const files: Record<string, string> = { 'docs.json': docsJson({ pages: names }) };
    for (const name of names) files[`${name}.mdx`] = page(name, 'Text.');
    const workspace = new MemoryWorkspace(files);
    const service = createDocsService({ workspace });
    const orphans = async () =>
      (await service.check()).problems.filter((p) => p.ruleId === 'page-orphan').map((p) => p.file);
    let docs = files['docs.json'];
    const edit = (from: string, to: string) => {
      docs = docs.replace(`"${from}"`, `"${to}"`);
      workspace.set('docs.json', docs);
      service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
    };

    assert.deepEqual(await orphans(), []);
    edit('p7', 'p7x');
    assert.deepEqual(await orphans(), ['p7.mdx']);
    edit('p8', 'p7');
    assert.deepEqual(await orphans(), ['p8.mdx'], 'p7 is named again, by the entry that named p8');
    edit('p7x', 'p8');
    assert.deepEqual(await orphans(), []);
  });
});

describe('the background parse with a reader off the main thread', () => {
  /** A reader that parses as a worker would (the tree-less content), and says what it was asked. */
  class ContentReader {
    asked: string[] = [];
    /** Resolves the read under way (the test decides when the "worker" answers). */
    answer?: () => void;
    constructor(private readonly disk: Record<string, string>) {}
    async read(files: readonly string[]): Promise<Map<string, ReadPage>> {
      this.asked.push(...files);
      const out = new Map<string, ReadPage>();
      for (const file of files) {
        const text = this.disk[file];
        out.set(file, { text, content: parsePageContent(text) });
      }
      await new Promise<void>((resolve) => (this.answer = resolve));
      return out;
    }
  }

  function site(pages = 40) {
    const files: Record<string, string> = { 'docs.json': docsJson({ pages: ['p0'] }) };
    for (let i = 0; i < pages; i++) files[`p${i}.mdx`] = page(`P${i}`, '# A level-1 heading\n\n[x](/nowhere)');
    return files;
  }

  async function problemsAfterBackground(
    files: Record<string, string>,
    withReader: boolean,
    meanwhile?: (ws: MemoryWorkspace, service: ReturnType<typeof createDocsService>) => void,
  ) {
    /** Counts the page files this thread reads (front matter heads or whole pages). */
    class CountingWorkspace extends MemoryWorkspace {
      pageReads = 0;
      override readFile(relPath: string): Promise<string> {
        if (relPath.endsWith('.mdx')) this.pageReads++;
        return super.readFile(relPath);
      }
    }
    const ws = new CountingWorkspace(files);
    const reader = withReader ? new ContentReader(files) : undefined;
    let readHereBeforeAnswer = 0;
    let resultsReady!: () => void;
    const ready = new Promise<void>((resolve) => (resultsReady = resolve));
    const service = createDocsService({
      workspace: ws,
      background: { onResults: () => resultsReady() },
      backgroundPageReader: reader,
    });
    await service.check();
    const readInFirstCheck = ws.pageReads;
    if (reader) {
      while (!reader.answer) await new Promise((resolve) => setTimeout(resolve, 1));
      // Long enough for a read of front matter here to have begun (it waits 200 ms after the check).
      await new Promise((resolve) => setTimeout(resolve, 400));
      readHereBeforeAnswer = ws.pageReads - readInFirstCheck;
      meanwhile?.(ws, service);
      reader.answer();
    }
    await ready;
    const result = await service.check();
    const problems = result.problems.map((p) => `${p.file} ${p.ruleId} ${p.range.start.line}: ${p.message}`).sort();
    return { problems, parsedHere: service.pages.parses, asked: reader?.asked ?? [], readHereBeforeAnswer };
  }

  it('stores what the reader parsed, parses nothing itself, and finds the same problems', async () => {
    const here = await problemsAfterBackground(site(), false);
    const off = await problemsAfterBackground(site(), true);
    assert.equal(off.asked.length, 40, 'every page went to the reader');
    assert.equal(off.parsedHere, 0, 'no page was parsed on this thread');
    assert.ok(here.parsedHere > 0);
    assert.ok(off.problems.some((p) => p.includes('heading-level')));
    assert.deepEqual(off.problems, here.problems);
  });

  it('reads no front matter on this thread while the reader parses the pages, which bring theirs', async () => {
    // More pages than a check reads the front matter of at once (64): the rest would be read here in the background.
    const off = await problemsAfterBackground(site(100), true);
    assert.equal(off.readHereBeforeAnswer, 0, 'pages or front matter were read on this thread meanwhile');
    assert.equal(off.asked.length, 100);
  });

  it('parses a page changed after the reader was asked from its new text, not the reader’s', async () => {
    const off = await problemsAfterBackground(site(), true, (ws, service) => {
      ws.set('p3.mdx', page('P3', '## A level-2 heading'));
      service.filesChanged([{ path: 'p3.mdx', kind: 'changed' }]);
    });
    assert.ok(!off.problems.some((p) => p.startsWith('p3.mdx heading-level')), off.problems.join('\n'));
    assert.equal(off.problems.filter((p) => p.includes('heading-level')).length, 39);
    assert.equal(off.parsedHere, 1, 'only the changed page was parsed here');
  });
});
