// page-orphan: a page file that no navigation entry, link or import reaches.
import assert from 'node:assert/strict';
import { pageOrphanRule } from '../../src/core/rules/pages/pageOrphan';
import { runRule } from '../pages/helpers';
import { createDocsService, MemoryWorkspace } from '../../src/core';
import { docsJson } from '../helpers/textRanges';

describe('rule page-orphan', () => {
  const files = {
    'index.mdx': '[guide](/guides/a)\n',
    'guides/a.mdx': '[b](b)\n',
    'guides/b.mdx': 'Linked from a page the navigation does not list, which the home page links to.\n',
    'guides/c.mdx': "import D from '/guides/d.mdx'\n\n<D />\n",
    'guides/d.mdx': 'Imported by an orphan.\n',
    'guides/e.mdx': 'Listed in the navigation.\n',
    'snippets/s.mdx': 'A snippet is never an orphan.\n',
  };

  it('reports pages no navigation entry, link or import reaches, as notes', () => {
    const problems = runRule(pageOrphanRule, { files, navigation: ['guides/e.mdx'] });
    assert.deepEqual(
      problems.map((p) => p.file),
      ['guides/c.mdx', 'guides/d.mdx'],
    );
    assert.match(problems[0].message, /no navigation entry, link or import leads to this page/);
  });

  it('says nothing without a configuration to take the navigation from', () => {
    assert.deepEqual(runRule(pageOrphanRule, { files, navigation: [] }, { model: undefined }), []);
  });
});

describe('rule page-orphan between checks of one site', () => {
  it('follows the navigation as it changes back and forth, over the same parsed pages', async () => {
    const files: Record<string, string> = {
      'docs.json': docsJson({ pages: ['a', 'c'] }),
      'a.mdx': '---\ntitle: A\n---\n\n[b](/b)\n',
      'b.mdx': '---\ntitle: B\n---\n\nLinked from a.\n',
      'c.mdx': '---\ntitle: C\n---\n\nListed.\n',
      'd.mdx': '---\ntitle: D\n---\n\nNothing leads here.\n',
    };
    const workspace = new MemoryWorkspace(files);
    const service = createDocsService({ workspace });
    const orphans = async () =>
      (await service.check()).problems
        .filter((p) => p.ruleId === 'page-orphan')
        .map((p) => `${p.file} ${p.range.start.line}:${p.range.start.character}`)
        .sort();
    const typed = files['docs.json'].replace('"a"', '"ax"');
    const edit = async (text: string) => {
      workspace.set('docs.json', text);
      service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
      return orphans();
    };
    assert.deepEqual(await orphans(), ['d.mdx 0:0']);
    // "a" no longer names a file: a, and b that only a links to, are reached no more.
    assert.deepEqual(await edit(typed), ['a.mdx 0:0', 'b.mdx 0:0', 'd.mdx 0:0']);
    assert.deepEqual(await edit(files['docs.json']), ['d.mdx 0:0']);
    assert.deepEqual(await edit(typed), ['a.mdx 0:0', 'b.mdx 0:0', 'd.mdx 0:0']);
  });

  it('agrees with a check from scratch over keystrokes that move entries between files, and a redirect added', async () => {
    const pages: Record<string, string> = {
      'a.mdx': '[b](/b)\n',
      'b.mdx': 'Linked from a.\n',
      'c.mdx': '[d](/d)\n',
      'd.mdx': '[e](/e)\n',
      'e.mdx': 'End of a chain.\n',
      'f.mdx': 'Alone.\n',
    };
    const workspace = new MemoryWorkspace({ ...pages, 'docs.json': docsJson({ pages: ['a', 'c'] }) });
    const service = createDocsService({ workspace });
    const orphansOf = (problems: { ruleId: string; file: string }[]) =>
      problems
        .filter((p) => p.ruleId === 'page-orphan')
        .map((p) => p.file)
        .sort();
    await service.check();
    const steps: Array<[string, string[]]> = [
      ['ax', ['c']],
      ['a', ['c']],
      ['a', ['d']],
      ['f', ['d']],
      ['f', ['dx']],
      ['e', ['b']],
      ['a', ['c']],
    ];
    for (const [i, [first, second]] of steps.entries()) {
      // The last step also adds a redirect to a page nothing else reaches: a change of structure, the same pages.
      const redirects = i === steps.length - 1 ? { redirects: [{ source: '/old', destination: '/f' }] } : {};
      const text = docsJson({ pages: [first, ...second] }, redirects);
      workspace.set('docs.json', text);
      service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
      const fresh = await createDocsService({
        workspace: new MemoryWorkspace({ ...pages, 'docs.json': text }),
      }).check();
      assert.deepEqual(orphansOf((await service.check()).problems), orphansOf(fresh.problems), `step ${i + 1}`);
    }
  });
});
