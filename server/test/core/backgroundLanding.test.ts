// When an editor's background parse of a large site lands, the front matter of every page arrives at once. The rules
// that run per changed file (frontmatter, frontmatter-invalid) then have the whole site to look at again: that runs in
// the background a slice of files at a time, never inside the check that follows the landing nor inside a keystroke's,
// which report what those rules found before. Time is a fake clock (test/helpers/fakeClock.ts): background work
// starts when the test lets 200 ms of quiet pass, never because the machine was fast or slow.
import assert from 'node:assert/strict';
import { createDocsService, MemoryWorkspace, parsePageContent, type Problem, type ReadPage } from '../../src/core';
import { FakeClock } from '../helpers/fakeClock';
import { docsJson } from '../helpers/textRanges';

/** More page files than a check runs those rules on itself (1,024). */
const PAGES = 1100;
const DEPENDENT_RULES = new Set(['frontmatter', 'frontmatter-invalid']);

/** A reader that parses as the editor's worker does, and answers when the test says so. */
class HeldReader {
  answer?: () => void;
  constructor(private readonly disk: Record<string, string>) {}
  async read(files: readonly string[]): Promise<Map<string, ReadPage>> {
    const out = new Map<string, ReadPage>();
    for (const file of files) out.set(file, { text: this.disk[file], content: parsePageContent(this.disk[file]) });
    await new Promise<void>((resolve) => (this.answer = resolve));
    return out;
  }
}

function site(): Record<string, string> {
  const pages = Array.from({ length: PAGES }, (_, i) => `p${i}`);
  const files: Record<string, string> = { 'docs.json': docsJson({ pages }) };
  for (const [i, p] of pages.entries()) {
    // Every page lacks a title (frontmatter), every tenth has front matter Mintlify cannot read (frontmatter-invalid).
    files[`${p}.mdx`] =
      i % 10 === 0 ? `---\ntitle: [unclosed\n---\n\nBody.\n` : `---\ndescription: D${i}\n---\n\nBody.\n`;
  }
  return files;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets `ms` of the fake clock pass, a millisecond at a time, with turns of the event loop for what they wake. */
async function quietFor(clock: FakeClock, ms: number): Promise<void> {
  for (let i = 0; i < ms; i++) {
    clock.runFor(1);
    for (let t = 0; t < 5; t++) await turn();
  }
}

const dependent = (problems: readonly Problem[]) =>
  problems
    .filter((p) => DEPENDENT_RULES.has(p.ruleId))
    .map((p) => `${p.file} ${p.ruleId} ${p.range.start.line}: ${p.message}`)
    .sort();

describe('the landing of a large background parse', () => {
  it('runs the per-file front matter rules over the site in the background, after the checks that wait', async () => {
    const files = site();
    const expected = dependent((await createDocsService({ workspace: new MemoryWorkspace(files) }).check()).problems);
    assert.equal(expected.filter((p) => p.includes(' frontmatter-invalid ')).length, PAGES / 10);

    const clock = new FakeClock();
    const workspace = new MemoryWorkspace(files);
    const reader = new HeldReader(files);
    let results = 0;
    const service = createDocsService({
      workspace,
      background: { onResults: () => results++ },
      backgroundPageReader: reader,
      clock,
    });
    const first = await service.check();
    assert.deepEqual(dependent(first.problems), [], 'the first check read the front matter of 1,100 pages');

    // The worker answers; the pages are stored and the parsed site put together, between moments of quiet.
    for (let i = 0; i < 50 && !reader.answer; i++) await quietFor(clock, 10);
    reader.answer!();
    for (let i = 0; i < 100 && results === 0; i++) await quietFor(clock, 10);
    assert.equal(results, 1, 'the background parse did not end');

    // The check that follows the landing, and a keystroke's check right after it: both answered with what the rules
    // found before, the rules' run over 1,100 files waiting for the user to be quiet.
    const landing = await service.check();
    assert.deepEqual(dependent(landing.problems), [], 'the check after the landing ran the rules over every file');
    const docs = files['docs.json'];
    const at = docs.indexOf('"p5"') + 3;
    workspace.set('docs.json', `${docs.slice(0, at)}x${docs.slice(at)}`);
    service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
    const keystroke = await service.check();
    assert.ok(
      keystroke.problems.some((p) => p.ruleId === 'page-missing'),
      'the keystroke was not checked',
    );
    assert.deepEqual(dependent(keystroke.problems), [], "the keystroke's check ran the rules over every file");
    workspace.set('docs.json', docs);
    service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
    await service.check();

    // Once the user is quiet, the background runs the rules; its end asks for a check, which reports all they found.
    const before = results;
    for (let i = 0; i < 200 && results === before; i++) await quietFor(clock, 10);
    assert.ok(results > before, 'the background run of the rules did not end');
    let last: readonly string[] = [];
    for (let i = 0; i < 20; i++) {
      last = dependent((await service.check()).problems);
      if (last.length === expected.length) break;
      await quietFor(clock, 250);
    }
    assert.deepEqual(last, expected);
  });

  it('parses the snippets pages import a file a step, each read and parse between keystrokes', async () => {
    // The worker reads page files only: the snippets pages import are read and parsed here. Read all at once, their
    // parses would all follow the reads' end in one go, whatever the user does meanwhile.
    const snippets = Array.from({ length: 10 }, (_, i) => `snippets/s${i}.mdx`);
    const pages = Array.from({ length: 20 }, (_, i) => `p${i}`);
    const files: Record<string, string> = { 'docs.json': docsJson({ pages }) };
    for (const s of snippets) files[s] = '## A snippet\n';
    for (const [i, p] of pages.entries())
      files[`${p}.mdx`] = `---\ntitle: ${p}\n---\n\nimport S from '/${snippets[i % 10]}';\n\n<S />\n`;
    const reading = new Set<string>();
    let mostAtOnce = 0;
    class CountingReads extends MemoryWorkspace {
      override async readFile(relPath: string): Promise<string> {
        if (!relPath.startsWith('snippets/')) return super.readFile(relPath);
        reading.add(relPath);
        mostAtOnce = Math.max(mostAtOnce, reading.size);
        await turn();
        reading.delete(relPath);
        return super.readFile(relPath);
      }
    }
    const clock = new FakeClock();
    const reader = new HeldReader(files);
    let results = 0;
    const service = createDocsService({
      workspace: new CountingReads(files),
      background: { onResults: () => results++ },
      backgroundPageReader: reader,
      clock,
    });
    await service.check();
    for (let i = 0; i < 50 && !reader.answer; i++) await quietFor(clock, 10);
    reader.answer!();
    for (let i = 0; i < 100 && results === 0; i++) await quietFor(clock, 10);
    assert.equal(results, 1, 'the background parse did not end');
    assert.equal(mostAtOnce, 1, `${mostAtOnce} snippets were read at once`);
    for (const s of snippets) assert.ok(service.pages.pageIfParsed(s), `${s} was not parsed`);
  });
});
