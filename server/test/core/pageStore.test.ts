import assert from 'node:assert/strict';
import { MemoryWorkspace, PageStore } from '../../src/core';

const before = '---\ntitle: Before\n---\n\n## Old heading\n';
const after = '---\ntitle: After\n---\n\n## New heading\n';

describe('PageStore', () => {
  it('forgets a changed file whole, when its front matter was read alone and its page was parsed too', async () => {
    const ws = new MemoryWorkspace({ 'a.mdx': before });
    const store = new PageStore(ws);
    await store.frontMatter('a.mdx');
    assert.equal((await store.page('a.mdx')).text, before);
    ws.set('a.mdx', after);
    store.filesChanged([{ path: 'a.mdx', kind: 'changed' }]);
    assert.equal(store.frontMatterIfRead('a.mdx'), undefined);
    assert.equal((await store.page('a.mdx')).text, after);
    assert.equal((await store.frontMatter('a.mdx')).title, 'After');
  });

  it('says when the front matter it knows may have changed, and only then', async () => {
    const ws = new MemoryWorkspace({ 'a.mdx': before, 'b.mdx': before, 'docs.json': '{}' });
    const store = new PageStore(ws);
    const versions = [store.frontMatterVersion];
    await store.frontMatter('a.mdx'); // read alone
    versions.push(store.frontMatterVersion);
    await store.page('b.mdx'); // parsed, front matter with it
    versions.push(store.frontMatterVersion);
    store.filesChanged([{ path: 'docs.json', kind: 'changed' }]); // not a page the store knows
    versions.push(store.frontMatterVersion);
    store.filesChanged([{ path: 'a.mdx', kind: 'changed' }]);
    versions.push(store.frontMatterVersion);
    assert.ok(versions[1] > versions[0] && versions[2] > versions[1], String(versions));
    assert.equal(versions[3], versions[2], "a change to docs.json leaves the pages' front matter as it was");
    assert.ok(versions[4] > versions[3]);
  });
});
