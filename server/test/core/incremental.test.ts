// The editor's incremental check (an edit inside one page string makes the next model from the last one, sharing
// its parsed tree) must give exactly what a fresh full check of the new text gives, and leave the models it was
// made from as they were. Differential tests against a new service.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createDocsService, type SiteModel } from '../../src/core';
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
  return (await createDocsService({ workspace: new MemoryWorkspace(files) }).check()).problems;
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
    const checker = createDocsService({ workspace: ws });
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
      'a new constraint on page strings: make DocsService.checkAfterStringEdit re-validate it',
    );
    assert.equal(pagePath.type, 'string');
    assert.equal(pagePath.minLength, 1);
  });

  it('relies on a schema whose only constraint on the labels the keystroke path takes is "not empty"', () => {
    // Every place the schema defines one of those label keys (a section's, a global item's), as a string.
    const labels = new Set(['group', 'tab', 'anchor', 'dropdown', 'item', 'product']);
    const found: string[] = [];
    const seen = new Set<object>();
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const properties = (node as { properties?: Record<string, Record<string, unknown>> }).properties;
      for (const [key, value] of Object.entries(properties ?? {})) {
        if (!labels.has(key) || value.type !== 'string') continue;
        found.push(key);
        const constraints = Object.keys(value).filter(
          (k) => !['description', 'markdownDescription', 'type', 'minLength', 'examples'].includes(k),
        );
        assert.deepEqual(constraints, [], `a new constraint on "${key}": make the label keystroke path re-validate it`);
      }
      for (const child of Object.values(node)) walk(child);
    };
    walk(docsSchema);
    assert.deepEqual([...new Set(found)].sort(), [...labels].sort());
  });

  it('runs the schema again when a page string or a label becomes empty or stops being empty', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = createDocsService({ workspace: ws });
    const model = (await checker.check()).model!;
    for (const emptied of [files['docs.json'].replace('"deep/a"', '""'), files['docs.json'].replace('"Deep"', '""')]) {
      ws.set('docs.json', emptied);
      const result = await checker.check();
      assert.ok(result.problems.some((p) => p.ruleId === 'schema'));
      assert.deepEqual(result.problems, await fullCheck({ ...files, 'docs.json': emptied }));
      ws.set('docs.json', files['docs.json']);
      const again = await checker.check();
      assert.deepEqual(again.problems, await fullCheck(files));
      assert.equal(again.model!.docs.root, model.docs.root, 'the keystroke path was taken');
    }
  });

  it('reuses the parsed tree in a new model with a higher version, and keeps later positions exact', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = createDocsService({ workspace: ws });
    const first = await checker.check();
    const longer = files['docs.json'].replace('"intro"', '"introduction-and-more"');
    ws.set('docs.json', longer);
    const second = await checker.check();
    assert.notEqual(second.model, first.model);
    assert.ok(second.model!.version > first.model!.version);
    assert.equal(second.model!.docs.root, first.model!.docs.root, 'the parsed tree was shared, not parsed again');
    assert.deepEqual(second.problems, await fullCheck({ ...files, 'docs.json': longer }));
  });

  it('leaves an earlier model unchanged, values and positions, across edits', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = createDocsService({ workspace: ws });
    const first = (await checker.check()).model!;
    const snapshot = describeModel(first);
    let text = files['docs.json'];
    for (const [from, to] of [
      ['"intro"', '"introduction"'],
      ['"guides/setup"', '"guides/set"'],
      ['"GET /users"', '"GET /users/x"'],
    ]) {
      text = text.replace(from, to);
      ws.set('docs.json', text);
      const next = (await checker.check()).model!;
      assert.equal(next.docs.root, first.docs.root, 'the incremental path was taken');
    }
    assert.deepEqual(describeModel(first), snapshot);
  });

  it('rebuilds when a page string becomes an endpoint entry or the structure changes', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = createDocsService({ workspace: ws });
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
    const checker = createDocsService({ workspace: ws });
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

  it('front matter rules kept between keystrokes follow page edits, new files and keystrokes that name a page', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const checker = createDocsService({ workspace: ws });
    const current = { ...files };
    const step = async (change: () => void) => {
      change();
      assert.deepEqual((await checker.check()).problems, await fullCheck(current));
    };
    await checker.check();
    const setFile = (path: string, text: string, kind: 'changed' | 'created') => {
      current[path] = text;
      ws.set(path, text);
      checker.filesChanged([{ path, kind }]);
    };
    const setDocs = (text: string) => {
      current['docs.json'] = text;
      ws.set('docs.json', text);
    };
    // A keystroke that changes no page file (frontmatter replayed), then a page's front matter broken and mended.
    await step(() => setDocs(files['docs.json'].replace('"guides/missing"', '"guides/missinx"')));
    await step(() => setFile('guides/setup.mdx', '---\ntitle: [unclosed\n---\n', 'changed'));
    await step(() => setDocs(files['docs.json'].replace('"guides/missing"', '"guides/missiny"')));
    await step(() => setFile('guides/setup.mdx', '---\ndescription: no title\n---\n', 'changed'));
    // A new page file without a title, then the keystroke that names it.
    await step(() => setFile('guides/missing.mdx', '---\ndescription: new\n---\n', 'created'));
    await step(() => setDocs(files['docs.json']));
    assert.ok(
      (await checker.check()).problems.some((p) => p.file === 'guides/missing.mdx' && p.ruleId === 'frontmatter'),
    );
  });

  it('page-duplicate follows keystrokes that make and unmake a repeated page, in one section and across two', async () => {
    const docs = docsJson({
      tabs: [
        { tab: 'One', groups: [{ group: 'G', pages: ['a', 'b', { group: 'Inner', pages: ['c', 'a'] }] }] },
        { tab: 'Two', groups: [{ group: 'H', pages: ['a', 'd'] }] },
      ],
    });
    const files = { 'docs.json': docs, ...pageFiles('a', 'b', 'c', 'd') };
    const ws = new MemoryWorkspace(files);
    const checker = createDocsService({ workspace: ws });
    const duplicates = (problems: { ruleId: string; range: { start: { line: number } } }[]) =>
      problems.filter((p) => p.ruleId === 'page-duplicate').map((p) => p.range.start.line);
    assert.equal(duplicates((await checker.check()).problems).length, 1);
    // One character at a time, so that every step is a keystroke inside a page string.
    const steps: string[] = [];
    let text = docs;
    const type = (from: string, to: string) => {
      text = text.replace(from, to);
      steps.push(text);
    };
    type('"b"', '"a"'); // a third "a" in section One
    type('"d"', '"dx"');
    type('"c"', '"a"'); // c was in the inner group of One: a fourth
    type('"a", "dx"', '"x", "dx"'); // section Two's "a" goes
    type('"dx"', '"x"'); // Two now lists "x" twice
    for (const step of steps) {
      ws.set('docs.json', step);
      const incremental = (await checker.check()).problems;
      assert.deepEqual(incremental, await fullCheck({ ...files, 'docs.json': step }));
    }
    assert.ok(duplicates((await checker.check()).problems).length >= 3);
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
    const checker = createDocsService({ workspace: ws });
    const first = await checker.check();
    reads.length = 0;
    const typo = docs.replace('"guides/setup"', '"guides/setpu"');
    ws.set('docs.json', typo);
    const second = await checker.check();
    assert.equal(second.model!.docs.root, first.model!.docs.root, 'the incremental path was taken');
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

  it('follows an entry in and out of having no file, and of clashing with an endpoint page, as a full check does', async () => {
    const group = { group: 'API', openapi: 'api.json', pages: ['guides/setup', 'intro', 'GET /users'] };
    const spec = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/users': {
          get: { summary: 'List users', tags: ['users'], responses: {} },
          post: { summary: 'Create user', tags: ['users'], responses: {} },
        },
      },
    });
    // A page file where the second endpoint page would be: an entry naming it has a file, and clashes with nothing.
    const files = {
      ...site(),
      'api.json': spec,
      'api-reference/users/create-user.mdx': '# Create\n',
      'docs.json': docsJson({ groups: [group] }),
    };
    const ws = new MemoryWorkspace(files);
    const checker = createDocsService({ workspace: ws });
    let model = (await checker.check()).model;
    let text = files['docs.json'];
    let value = 'guides/setup';
    const seen = new Set<string>();
    const values = [
      'guides/setu',
      'api-reference/users/list-user',
      'api-reference/users/list-users',
      'api-reference/users/create-user',
      'api-reference/users/list-users',
      'deep/a',
      'x',
    ];
    for (const next of values) {
      text = text.replace(`"${value}"`, `"${next}"`);
      value = next;
      ws.set('docs.json', text);
      const result = await checker.check();
      assert.equal(result.model!.docs.root, model!.docs.root, 'the keystroke path was taken');
      model = result.model;
      assert.deepEqual(result.problems, await fullCheck({ ...files, 'docs.json': text }), next);
      for (const p of result.problems) if (p.message.includes(`"${next}"`)) seen.add(p.ruleId);
    }
    assert.deepEqual([...seen].sort(), ['page-missing', 'route-duplicate']);
  });

  it('agrees with a full check for any sequence of single-character edits inside section labels', async () => {
    // Labels that the configuration rules and the schema name in their messages: a group with a key of the wrong
    // type, a tab whose pages beside its groups are ignored, a global anchor with a relative link.
    const docs = docsJson({
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', pages: ['intro', 'guides/missing'], icon: 5 },
            { group: 'Deep', pages: ['deep/a'] },
          ],
          pages: ['guides/setup'],
        },
        { tab: 'API', openapi: 'api.json', pages: ['GET /users'] },
      ],
      global: { anchors: [{ anchor: 'Blog', href: '/relative' }] },
    });
    const base = { ...site(), 'docs.json': docs };
    const offsets: number[] = [];
    const re = /"(?:tab|group|anchor)": "([^"]*)"/g;
    for (let m = re.exec(docs); m; m = re.exec(docs)) {
      const start = m.index + m[0].length - m[1].length - 1;
      for (let i = start; i < start + m[1].length; i++) offsets.push(i);
    }
    const patched = await agreeWithFullChecks(base, offsets, ['a', 'é', ' ', '"', '\\', 'B'], 20261128);
    assert.ok(patched > 50, `the incremental path was taken ${patched} times`);
  });

  it('agrees with a full check for edits inside page strings of a file with syntax errors elsewhere', async () => {
    // A new entry being typed: a trailing comma, and a missing comma before the next entry.
    const good = site();
    const docs = good['docs.json']
      .replace('"guides/missing"', '"guides/missing",')
      .replace(/"deep\/a"/, '"deep/a" "deep/b"');
    assert.notEqual(docs, good['docs.json']);
    const base = { ...good, 'docs.json': docs };
    const patched = await agreeWithFullChecks(
      base,
      insideStringOffsets(docs),
      ['a', '/', 'é', ' ', '"', '\\'],
      20261128,
    );
    assert.ok(patched > 50, `the incremental path was taken ${patched} times`);
  });

  it('agrees with a full check for line breaks and spaces typed or deleted between tokens', async () => {
    // Beside the whitespace of a well-formed file and of one with syntax errors (mostly whitespace edits; some
    // land in a string or a token, which other paths take).
    const good = site();
    for (const [docs, seed] of [
      [good['docs.json'], 20261128],
      [good['docs.json'].replace('"guides/missing"', '"guides/missing",').replace(/"deep\/a"/, '"deep/a" "deep/b"'), 7],
    ] as const) {
      const offsets: number[] = [];
      for (let i = 1; i < docs.length; i++) if (/\s/.test(docs[i]) || /\s/.test(docs[i - 1])) offsets.push(i);
      const base = { ...good, 'docs.json': docs };
      const patched = await agreeWithFullChecks(base, offsets, ['\n', ' ', '\n    '], seed);
      assert.ok(patched > 50, `the keystroke path was taken ${patched} times`);
    }
  });

  it('agrees with a full check for any sequence of single-character edits inside page strings', async () => {
    const base = site();
    const offsets = insideStringOffsets(base['docs.json']);
    const patched = await agreeWithFullChecks(base, offsets, ['a', '/', 'é', '🚀', ' ', '-', '"', '\\'], 20261122);
    assert.ok(patched > 50, `the incremental path was taken ${patched} times`);
  });
});

/**
 * Random sequences of one-character edits at the offsets (inserted, deleted or replaced by one of `chars`), each
 * checked by one service and compared with a full check of the same text by a new one. Returns how many checks took
 * the keystroke path (the model's parsed tree shared with the one before).
 */
async function agreeWithFullChecks(
  base: Record<string, string>,
  offsets: number[],
  chars: string[],
  seed: number,
): Promise<number> {
  let patched = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          at: fc.integer({ min: 0, max: offsets.length - 1 }),
          op: fc.constantFrom('insert', 'delete', 'replace'),
          ch: fc.constantFrom(...chars),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      async (edits) => {
        const ws = new MemoryWorkspace(base);
        const checker = createDocsService({ workspace: ws });
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
          if (result.model && model && result.model.docs.root === model.docs.root) patched++;
          model = result.model;
          assert.deepEqual(result.problems, await fullCheck({ ...base, 'docs.json': text }));
        }
      },
    ),
    { numRuns: 60, seed },
  );
  return patched;
}

/** Everything a consumer reads from a model: entries with their values, paths and positions, and the texts. */
function describeModel(model: SiteModel): unknown {
  const at = (node: SiteModel['pages'][number]['node']) => model.source(node.filePath)!.rangeOfNode(node.json);
  return {
    version: model.version,
    texts: model.files.map((f) => f.text),
    pages: model.pages.map((p) => [p.value, p.path, p.ref.page, at(p.node), p.node.value]),
    endpoints: model.endpoints.map((e) => [e.value, e.method, e.apiPath, e.path, at(e.node)]),
    containers: model.containers.map((c) => [c.kind, c.label, c.path, c.children.map((child) => child.kind)]),
  };
}
