// In the background mode (an editor) a check never waits for the front matter of a whole site: it reports what has
// been read, the rest is read between other work, and the host is told to check again.
import assert from 'node:assert/strict';
import { createDocsService, MemoryWorkspace, RULES } from '../../src/core';
import { docsJson } from '../helpers/textRanges';

function siteWithUntitledPages(count: number): Record<string, string> {
  const names = Array.from({ length: count }, (_, i) => `p${i}`);
  const files: Record<string, string> = { 'docs.json': docsJson({ groups: [{ group: 'G', pages: names }] }) };
  for (const name of names) files[`${name}.mdx`] = '---\ndescription: no title here\n---\n\nText.\n';
  return files;
}

const untitled = (problems: { ruleId: string }[]) => problems.filter((p) => p.ruleId === 'frontmatter');

describe('front matter in the background mode', () => {
  it('answers before reading 300 pages, then reports every page once they are read', async () => {
    let resultsReady!: () => void;
    const ready = new Promise<void>((resolve) => (resultsReady = resolve));
    const service = createDocsService({
      workspace: new MemoryWorkspace(siteWithUntitledPages(300)),
      background: { onResults: () => resultsReady() },
      // The page rules off: they parse pages (front matter included) in the background of their own.
      severities: Object.fromEntries(RULES.filter((r) => r.reads === 'pages').map((r) => [r.id, 'off' as const])),
    });
    const first = await service.check();
    // (The home page, the first of the navigation, may be read at once for other reasons.)
    assert.ok(untitled(first.problems).length <= 1, 'the first check did not wait for 300 front matters');
    assert.ok(
      first.problems.every((p) => p.ruleId !== 'page-missing'),
      'the navigation itself is checked at once',
    );
    await ready;
    const second = await service.check();
    assert.equal(untitled(second.problems).length, 300);
  });

  it('reads a few unread pages within the check itself', async () => {
    const service = createDocsService({
      workspace: new MemoryWorkspace(siteWithUntitledPages(10)),
      background: { onResults: () => undefined },
    });
    assert.equal(untitled((await service.check()).problems).length, 10);
  });

  it('without the background mode (lint), a check waits for every page', async () => {
    const service = createDocsService({ workspace: new MemoryWorkspace(siteWithUntitledPages(300)) });
    assert.equal(untitled((await service.check()).problems).length, 300);
  });
});
