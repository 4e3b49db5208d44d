// The editor's incremental check (an edit inside one page string patches the parsed tree) must give exactly what
// a fresh full check of the new text gives. Differential tests against a new SiteChecker.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SiteChecker } from '../../src/core/siteChecker';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { docsJson, pageFiles } from '../helpers/textRanges';
import { docsSchema } from '../../src/core/schema/generated/docsSchema';

const SPEC = JSON.stringify({ openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: { '/users': { get: {} } } });

function site(): Record<string, string> {
  const docs = docsJson({
    tabs: [
      {
        tab: 'Guides',
        groups: [
          {
            group: 'Start',
            root: 'intro',
            pages: ['intro', 'guides/setup', 'guides/missing', { group: 'Deep', pages: ['deep/a'] }],
          },
        ],
      },
      { tab: 'API', openapi: 'api.json', pages: ['GET /users', 'GET /nope', 'intro'] },
    ],
    global: { anchors: [{ anchor: 'Blog', href: '/relative' }] },
  }).replace('"theme"', '"expandable": true,\n  "theme"');
  return { 'docs.json': docs, 'api.json': SPEC, ...pageFiles('intro', 'guides/setup', 'deep/a') };
}

async function fullCheck(files: Record<string, string>) {
  return (await new SiteChecker(new MemoryWorkspace(files)).check()).problems;
}

/** Offsets strictly inside the quoted page and endpoint strings of a docs.json text. */
function insideStringOffsets(text: string): number[] {
  const out: number[] = [];
  const re = /"(intro|guides\/setup|guides\/missing|deep\/a|GET \/users|GET \/nope)"/g;
  for (let m = re.exec(text); m; m = re.exec(text))
    for (let i = m.index + 1; i < m.index + m[0].length - 1; i++) out.push(i);
  return out;
}

describe('incremental check after an edit inside a page string', () => {
  it('gives the same problems as a full check, for a typo and its fix', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = new SiteChecker(ws);
    await checker.check();
    const broken = files['docs.json'].replace('"guides/setup"', '"guides/setpu"');
    ws.set('docs.json', broken);
    const afterTypo = await checker.check();
    assert.deepEqual(afterTypo.problems, await fullCheck({ ...files, 'docs.json': broken }));
    assert.ok(afterTypo.problems.some((p) => p.message.startsWith('page "guides/setpu" has no file')));
    ws.set('docs.json', files['docs.json']);
    assert.deepEqual((await checker.check()).problems, await fullCheck(files));
  });

  it('relies on a schema whose only constraint on a page string is "not empty" (else the shortcut is wrong)', () => {
    const pagePath = (docsSchema as { definitions: Record<string, Record<string, unknown>> }).definitions.pagePath;
    const constraints = Object.keys(pagePath).filter(
      (k) => !['description', 'markdownDescription', 'type', 'minLength', 'defaultSnippets', 'examples'].includes(k),
    );
    assert.deepEqual(
      constraints,
      [],
      'a new constraint on page strings: make SiteChecker.checkAfterStringEdit re-validate it',
    );
    assert.equal(pagePath.type, 'string');
    assert.equal(pagePath.minLength, 1);
  });

  it('runs the schema again when a page string becomes empty or stops being empty', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = new SiteChecker(ws);
    await checker.check();
    const emptied = files['docs.json'].replace('"deep/a"', '""');
    ws.set('docs.json', emptied);
    assert.deepEqual((await checker.check()).problems, await fullCheck({ ...files, 'docs.json': emptied }));
    ws.set('docs.json', files['docs.json']);
    assert.deepEqual((await checker.check()).problems, await fullCheck(files));
  });

  it('reuses the parsed tree (the model object survives) and keeps later positions exact', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = new SiteChecker(ws);
    const first = await checker.check();
    const longer = files['docs.json'].replace('"intro"', '"introduction-and-more"');
    ws.set('docs.json', longer);
    const second = await checker.check();
    assert.equal(second.model, first.model, 'the model was patched, not rebuilt');
    assert.deepEqual(second.problems, await fullCheck({ ...files, 'docs.json': longer }));
  });

  it('rebuilds when a page string becomes an endpoint entry or the structure changes', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = new SiteChecker(ws);
    const first = await checker.check();
    const toEndpoint = files['docs.json']
      .replace('"GET /nope"', '"GET /nope"')
      .replace('"guides/missing"', '"GET /users"');
    ws.set('docs.json', toEndpoint);
    const second = await checker.check();
    assert.notEqual(second.model, first.model);
    assert.deepEqual(second.problems, await fullCheck({ ...files, 'docs.json': toEndpoint }));
    const restructured = toEndpoint.replace(
      '"pages": [\n            "intro",',
      '"pages": [\n            "intro", "x",',
    );
    ws.set('docs.json', restructured);
    assert.deepEqual((await checker.check()).problems, await fullCheck({ ...files, 'docs.json': restructured }));
  });

  it('clears page-missing when the page file is created, and brings it back when deleted (file events)', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = new SiteChecker(ws);
    const missing = (problems: { message: string }[]) =>
      problems.filter((p) => p.message.startsWith('page "guides/missing"')).length;
    assert.equal(missing((await checker.check()).problems), 1);
    ws.set('guides/missing.mdx', '---\ntitle: Missing\n---\n');
    checker.filesChanged([{ path: 'guides/missing.mdx', kind: 'created' }]);
    assert.equal(missing((await checker.check()).problems), 0);
    ws.delete('guides/missing.mdx');
    checker.filesChanged([{ path: 'guides/missing.mdx', kind: 'deleted' }]);
    assert.equal(missing((await checker.check()).problems), 1);
  });

  it('does not read included files on a keystroke unless they were reported changed', async () => {
    const nav = '{"groups": [{"group": "Inc", "pages": ["intro", "inc/missing"]}]}';
    const docs = docsJson({
      tabs: [
        { tab: 'Main', pages: ['intro', 'guides/setup'] },
        { tab: 'More', $ref: 'nav.json' },
      ],
    });
    const files = { 'docs.json': docs, 'nav.json': nav, ...pageFiles('intro', 'guides/setup') };
    const reads: string[] = [];
    const ws = new (class extends MemoryWorkspace {
      override async readFile(relPath: string): Promise<string> {
        reads.push(relPath);
        return super.readFile(relPath);
      }
    })(files);
    const checker = new SiteChecker(ws);
    const first = await checker.check();
    reads.length = 0;
    const typo = docs.replace('"guides/setup"', '"guides/setpu"');
    ws.set('docs.json', typo);
    const second = await checker.check();
    assert.equal(second.model, first.model, 'the incremental path was taken');
    assert.deepEqual(reads, ['docs.json']);
    assert.deepEqual(second.problems, await fullCheck({ ...files, 'docs.json': typo }));

    // An edit of the included file, reported as the editor and file events do, is read and checked.
    const navFixed = nav.replace('"inc/missing"', '"inc/misisng"');
    ws.set('nav.json', navFixed);
    checker.filesChanged([{ path: 'nav.json', kind: 'changed' }]);
    reads.length = 0;
    const third = await checker.check();
    assert.ok(reads.includes('nav.json'));
    assert.deepEqual(third.problems, await fullCheck({ ...files, 'docs.json': typo, 'nav.json': navFixed }));
  });

  it('agrees with a full check for any sequence of single-character edits inside page strings', async () => {
    const base = site();
    const offsets = insideStringOffsets(base['docs.json']);
    let patched = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            at: fc.integer({ min: 0, max: offsets.length - 1 }),
            op: fc.constantFrom('insert', 'delete', 'replace'),
            ch: fc.constantFrom('a', '/', 'é', '🚀', ' ', '-', '"', '\\'),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (edits) => {
          const ws = new MemoryWorkspace(base);
          const checker = new SiteChecker(ws);
          let model = (await checker.check()).model;
          let text = base['docs.json'];
          for (const { at, op, ch } of edits) {
            const offset = Math.min(offsets[at], text.length - 1);
            text =
              op === 'insert'
                ? text.slice(0, offset) + ch + text.slice(offset)
                : op === 'delete'
                  ? text.slice(0, offset) + text.slice(offset + 1)
                  : text.slice(0, offset) + ch + text.slice(offset + 1);
            ws.set('docs.json', text);
            const result = await checker.check();
            if (result.model === model) patched++;
            model = result.model;
            assert.deepEqual(result.problems, await fullCheck({ ...base, 'docs.json': text }));
          }
        },
      ),
      { numRuns: 60, seed: 20261122 },
    );
    assert.ok(patched > 50, `the incremental path was taken ${patched} times`);
  });
});
