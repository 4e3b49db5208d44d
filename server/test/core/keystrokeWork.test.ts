// The work of a check after an edit must follow the edit, not the size of the site: the front matter rules look
// again only at the page files whose state changed (none after an edit of docs.json that changes no page entry, the
// file or two a keystroke in a page path moves in or out of the navigation, a page whose front matter changed), and
// still report exactly what a fresh check reports. Work is counted (front matter lookups), never timed.
import assert from 'node:assert/strict';
import { createDocsService, type DocsService, type Problem } from '../../src/core';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { docsJson } from '../helpers/textRanges';

const PAGES = 120;

function site(): Record<string, string> {
  const names = Array.from({ length: PAGES }, (_, i) => `guides/page-${i}`);
  const files: Record<string, string> = {
    'docs.json': docsJson({ groups: [{ group: 'Guides', pages: names }] }),
  };
  for (const name of names) files[`${name}.mdx`] = `---\ntitle: "Page ${name}"\n---\n\nText.\n`;
  // Not in the navigation: only frontmatter-invalid reads it (a title-less orphan gets no advice).
  files['extra/orphan.mdx'] = '---\ndescription: "no title"\n---\n';
  return files;
}

/** frontmatter-endpoint still looks at every page file (its reports depend on the specs too): off here. */
const SEVERITIES = { 'frontmatter-endpoint': 'off' } as const;

/** Counts the front matter lookups of the service's page store from now on. */
function countLookups(service: DocsService): { calls: number; files: Set<string> } {
  const count = { calls: 0, files: new Set<string>() };
  const store = service.pages;
  const lookup = store.frontMatterIfRead.bind(store);
  store.frontMatterIfRead = (file: string) => {
    count.calls++;
    count.files.add(file);
    return lookup(file);
  };
  return count;
}

const frontMatterProblems = (problems: readonly Problem[]) =>
  problems.filter((p) => p.ruleId === 'frontmatter' || p.ruleId === 'frontmatter-invalid');

async function freshCheck(files: Record<string, string>): Promise<Problem[]> {
  return (await createDocsService({ workspace: new MemoryWorkspace(files), severities: SEVERITIES }).check()).problems;
}

describe('work of a check after an edit', () => {
  it('an edit of docs.json that changes no page entry looks at no page file again', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const service = createDocsService({ workspace: ws, severities: SEVERITIES });
    await service.check();
    const count = countLookups(service);
    const renamed = files['docs.json'].replace('"group": "Guides"', '"group": "All the guides"');
    assert.notEqual(renamed, files['docs.json']);
    ws.set('docs.json', renamed);
    const result = await service.check();
    assert.equal(count.calls, 0, `front matter looked up ${count.calls} times`);
    assert.deepEqual(result.problems, await freshCheck({ ...files, 'docs.json': renamed }));
  });

  it('a keystroke in a page path looks again only at the page file it brought into the navigation', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const service = createDocsService({ workspace: ws, severities: SEVERITIES });
    const before = await service.check();
    const count = countLookups(service);
    // "guides/page-7" -> "guides/page-77": page-7 leaves the navigation, page-77 was in it already.
    const typed = files['docs.json'].replace('"guides/page-7"', '"guides/page-77"');
    ws.set('docs.json', typed);
    const result = await service.check();
    // A file that leaves the navigation only loses its reports: nothing to look up.
    assert.deepEqual([...count.files], []);
    assert.deepEqual(result.problems, await freshCheck({ ...files, 'docs.json': typed }));
    // And back: page-7 joins again and is the one file looked at; the first result again.
    ws.set('docs.json', files['docs.json']);
    count.files.clear();
    assert.deepEqual((await service.check()).problems, before.problems);
    assert.deepEqual([...count.files].sort(), ['guides/page-7.mdx']);
  });

  it('a page whose front matter changed is the only page looked at again, and its new problem is reported', async () => {
    const files = site();
    const ws = new MemoryWorkspace(files);
    const service = createDocsService({ workspace: ws, severities: SEVERITIES });
    const before = await service.check();
    assert.deepEqual(
      frontMatterProblems(before.problems).map((p) => p.file),
      [],
      'the generated pages all have a title',
    );
    const count = countLookups(service);
    const edited = { ...files, 'guides/page-3.mdx': '---\ntitle: [broken\n---\n' };
    ws.set('guides/page-3.mdx', edited['guides/page-3.mdx']);
    service.filesChanged([{ path: 'guides/page-3.mdx', kind: 'changed' }]);
    const result = await service.check();
    assert.ok(
      frontMatterProblems(result.problems).some((p) => p.file === 'guides/page-3.mdx'),
      'the broken front matter is reported',
    );
    assert.deepEqual(result.problems, await freshCheck(edited));
    assert.ok(count.files.size <= 2, `looked at ${[...count.files].join(', ')}`);
    assert.ok(count.files.has('guides/page-3.mdx'));
  });
});
