// After any keystroke in a page, the page rules must report what a check from scratch reports for the same files:
// the re-parse from the window (also of a page that no longer parses) and the results kept for other pages (kept
// while the pages they read offer the same) must never show anything else. Random edits of a real page, with other
// real pages and a page that links to every anchor of the edited one (so that its results depend on the edit).
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { MemoryWorkspace, PageIndex, PageStore, parsePage } from '../../src/core';
import { NO_ENDPOINT_PAGES } from '../../src/core/service/endpointRoutes';
import { PageRuleRunner, type PageRun } from '../../src/core/service/pageRules';
import { PAGE_RULES } from '../../src/core/rules/pages';
import { requireCorpusSite } from '../helpers/requirements';
import { seededRandom } from '../helpers/random';
import { budgetFor, textKb } from '../helpers/workBudget';

const EDITED = 'client/guides/building-a-voice-ui.mdx';
const EDITS = ['<', '{', '}', '>', '`', '\n', '\n\n', '<Card title="A">', '</Card>', '<Note>\n', '## Heading\n', '# '];

async function reports(runner: PageRuleRunner, files: PageIndex): Promise<string[]> {
  const out: string[] = [];
  const run: PageRun = {
    model: undefined,
    files,
    inNavigation: () => true,
    navigationVersion: 0,
    endpointRoutes: async () => NO_ENDPOINT_PAGES,
    reportFor: (rule) => (file, range, message) =>
      out.push(`${rule.id} ${file}:${range.start.line}:${range.start.character}-${range.end.character} ${message}`),
  };
  await runner.run(PAGE_RULES, run);
  return out.sort();
}

describe('page rules after random keystrokes in a real page', () => {
  it('report what a check from scratch reports, for the edited page and the pages linking into it', async function () {
    const root = requireCorpusSite(this);
    const files: Record<string, string> = {};
    for (const dir of ['client/guides', 'client/concepts']) {
      for (const name of fs.readdirSync(path.join(root, dir))) {
        if (name.endsWith('.mdx')) files[`${dir}/${name}`] = fs.readFileSync(path.join(root, dir, name), 'utf8');
      }
    }
    // A check of these pages before the edits, then two after each of the 24.
    budgetFor(this, textKb(Object.values(files)), { check: 1 + 2 * 24 });
    const original = files[EDITED];
    const parsed = parsePage(EDITED, original);
    const anchors = parsed.facts.headings.map((h) => `- [${h.text}](/${EDITED.slice(0, -4)}#${h.id})`);
    files['links-in.mdx'] = `---\ntitle: Links in\n---\n\n${anchors.join('\n')}\n`;

    const ws = new MemoryWorkspace(files);
    const store = new PageStore(ws);
    const index = new PageIndex(Object.keys(files));
    const runner = new PageRuleRunner(store);
    await reports(runner, index);

    // Edits go into prose and headings (most of this page is code, where these characters change nothing).
    const prose = parsed.mdx.tree!.children.filter((b) => b.type === 'paragraph' || b.type === 'heading');
    const next = seededRandom(3);
    let text = original;
    let broken = 0;
    let linksBroken = 0;
    for (let i = 0; i < 24; i++) {
      const block = prose[Math.floor(next() * prose.length)].position!;
      const span = block.end.offset! - block.start.offset!;
      const at = Math.min(text.length, block.start.offset! + Math.floor(next() * (span + 1)));
      text =
        next() < 0.3
          ? text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 3))
          : text.slice(0, at) + EDITS[Math.floor(next() * EDITS.length)] + text.slice(at);
      if (next() < 0.25) text = original;
      ws.set(EDITED, text);
      store.filesChanged([{ path: EDITED, kind: 'changed' }]);
      const incremental = await reports(runner, index);
      const fromScratch = await reports(new PageRuleRunner(new PageStore(ws)), index);
      assert.deepEqual(incremental, fromScratch, `edit ${i} at ${at}: ${JSON.stringify(text.slice(at - 30, at + 30))}`);
      if (incremental.some((r) => r.startsWith(`mdx-syntax ${EDITED}`))) broken++;
      if (incremental.some((r) => r.startsWith('link-broken links-in.mdx'))) linksBroken++;
    }
    assert.ok(broken > 3, `only ${broken} edits broke the page`);
    assert.ok(linksBroken > 3, `only ${linksBroken} edits broke links into the page`);
  });
});
