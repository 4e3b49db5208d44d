// Heading anchors follow Mintlify's rules (the core's, shared with the link checks), so links written for a Mintlify
// site find their heading in the built page too.
import assert from 'node:assert/strict';
import { HeadingIdAllocator, headingSlug, parsePage } from '../../../src/core';
import { renderMdx } from './helpers';

describe('content: heading ids', () => {
  const cases: Array<[string, string]> = [
    ['Getting Started', 'getting-started'],
    ["What's next?", 'what’s-next'],
    ['Step 1: Issue a proxy secret', 'step-1-issue-a-proxy-secret'],
    ['Fees & billing', 'fees-&-billing'],
    ['Client/Server', 'client/server'],
    ['v1.2 (beta)', 'v1-2-beta'],
    ['  Spaces   inside  ', 'spaces-inside'],
    ['Über Straße', 'über-straße'],
    ['日本語の見出し', '日本語の見出し'],
    ['snake_case and kebab-case', 'snake_case-and-kebab-case'],
    ["'quoted' word", '‘quoted’-word'],
    ['🚀 Launch', '-launch'], // Mintlify drops emoji from ids and keeps the hyphen before them
    ['???', ''],
  ];
  for (const [text, slug] of cases) {
    it(`${JSON.stringify(text)} -> ${JSON.stringify(slug)}`, () => assert.equal(headingSlug(text), slug));
  }

  it('numbers repeats from 2, page-wide, and never hands out an id twice', () => {
    const ids = new HeadingIdAllocator();
    assert.deepEqual(
      ['Setup', 'Setup', 'Setup-2', 'Setup'].map((t) => ids.allocate(headingSlug(t), false)),
      ['setup', 'setup-2', 'setup-2-2', 'setup-3'],
    );
  });

  it('lets a custom {#id} win, and keeps generated ids clear of it', async () => {
    const r = await renderMdx('## Install {#setup}\n\n## Setup\n\n### Plain *emphasis* and `code`\n');
    assert.deepEqual(r.headings, [
      { depth: 2, id: 'setup', text: 'Install' },
      { depth: 2, id: 'setup-2', text: 'Setup' },
      { depth: 3, id: 'plain-emphasis-and-code', text: 'Plain emphasis and code' },
    ]);
    assert.match(r.html, /^<h2 id="setup">Install<\/h2>/);
  });

  it('gives headings without usable text no id and leaves them out of the list', async () => {
    const r = await renderMdx('## ???\n');
    assert.equal(r.html, '<h2>???</h2>');
    assert.deepEqual(r.headings, []);
  });

  it('gives a heading the id the page rules check links against', async () => {
    const text = "## 3. VAD & Turn\n\n## What's new 🤖\n";
    const r = await renderMdx(text);
    assert.deepEqual(
      r.headings.map((h) => h.id),
      parsePage('p.mdx', text).facts.headings.map((h) => h.id),
    );
  });
});
