// frontmatter-endpoint reads the front matter of the pages that name an endpoint. It used to look at the front matter
// of every page file on every check; the files that name one are now kept between checks and brought up to date from
// the front matter that changed, so a keystroke in docs.json looks at none of them again.
import assert from 'node:assert/strict';
import { createDocsService, MemoryWorkspace } from '../../src/core';
import { docsJson } from '../helpers/textRanges';

const PAGES = 300;

function site(): Record<string, string> {
  const pages = Array.from({ length: PAGES }, (_, i) => `p${i}`);
  const files: Record<string, string> = { 'docs.json': docsJson({ pages }) };
  for (const [i, p] of pages.entries()) {
    const endpoint = i % 100 === 7 ? `openapi: GET /users/${i}\n` : '';
    files[`${p}.mdx`] = `---\ntitle: P${i}\n${endpoint}---\n\nBody.\n`;
  }
  return files;
}

describe('frontmatter-endpoint between checks', () => {
  it('looks again only at the front matter that changed, and reports as a first check does', async () => {
    const files = site();
    const workspace = new MemoryWorkspace(files);
    const service = createDocsService({ workspace });
    const endpointProblems = async () =>
      (await service.check()).problems
        .filter((p) => p.ruleId === 'frontmatter-endpoint')
        .map((p) => p.file)
        .sort();
    assert.deepEqual(await endpointProblems(), ['p107.mdx', 'p207.mdx', 'p7.mdx']);

    let looked = 0;
    const lookUp = service.pages.frontMatterIfRead.bind(service.pages);
    service.pages.frontMatterIfRead = (file) => {
      looked++;
      return lookUp(file);
    };
    // A keystroke in a page path of docs.json.
    const docs = files['docs.json'];
    const at = docs.indexOf('"p5"') + 3;
    workspace.set('docs.json', `${docs.slice(0, at)}x${docs.slice(at)}`);
    service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
    assert.deepEqual(await endpointProblems(), ['p107.mdx', 'p207.mdx', 'p7.mdx']);
    assert.ok(looked < 10, `the front matter of ${looked} files was looked at`);

    // A page that comes to name an endpoint, and one that no longer does.
    workspace.set('p42.mdx', '---\ntitle: P42\napi: POST /orders\n---\n');
    workspace.set('p107.mdx', '---\ntitle: P107\n---\n');
    service.filesChanged([
      { path: 'p42.mdx', kind: 'changed' },
      { path: 'p107.mdx', kind: 'changed' },
    ]);
    looked = 0;
    assert.deepEqual(await endpointProblems(), ['p207.mdx', 'p42.mdx', 'p7.mdx']);
    assert.ok(looked < 10, `the front matter of ${looked} files was looked at`);
    const fresh = createDocsService({
      workspace: new MemoryWorkspace({
        ...files,
        ...{
          'docs.json': `${docs.slice(0, at)}x${docs.slice(at)}`,
          'p42.mdx': '---\ntitle: P42\napi: POST /orders\n---\n',
          'p107.mdx': '---\ntitle: P107\n---\n',
        },
      }),
    });
    const freshProblems = (await fresh.check()).problems.filter((p) => p.ruleId === 'frontmatter-endpoint');
    assert.deepEqual(freshProblems.map((p) => p.file).sort(), ['p207.mdx', 'p42.mdx', 'p7.mdx']);
  });
});
