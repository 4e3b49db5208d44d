// Huge, deep and odd input renders without crashing, with a visible note where a cap applies. Trees are built
// directly where the parser itself would take long or refuse (the renderer must hold whatever tree it is given).
import assert from 'node:assert/strict';
import type { Root, RootContent } from 'mdast';
import { LineIndex, parseFrontMatter, parsePage, type ParsedPage } from '../../../src/core';
import { renderPageContent } from '../../../src/site/content';
import { MAX_ELEMENTS, MAX_NESTING } from '../../../src/site/content/renderer';
import { renderMdx, testContext } from './helpers';

function pageOfTree(tree: Root, text = ''): ParsedPage {
  return {
    file: 'big.mdx',
    text,
    lines: new LineIndex(text),
    frontMatter: parseFrontMatter(text),
    mdx: { tree, customIds: new Map() },
    facts: { headings: [], elements: [], elementIds: [] },
  } as unknown as ParsedPage;
}

function paragraph(value: string): RootContent {
  return { type: 'paragraph', children: [{ type: 'text', value }] };
}

describe('content: hostile nesting and size', () => {
  it('shows content nested past the cap as text, with a note (10,000 nested components)', async () => {
    let node: RootContent = paragraph('the innermost words');
    for (let i = 0; i < 10_000; i++) {
      node = {
        type: 'mdxJsxFlowElement',
        name: i % 2 ? 'Note' : 'Mystery',
        attributes: [],
        children: [node],
      } as RootContent;
    }
    const r = await renderPageContent(pageOfTree({ type: 'root', children: [node] }), testContext());
    assert.match(
      r.html,
      new RegExp(`⟨Nested more than ${MAX_NESTING} levels deep: shown as text⟩ the innermost words`),
    );
    assert.ok(r.html.length < 100_000);
  });

  it('caps nesting for what the parser does accept (90 nested tooltips)', async () => {
    const r = await renderMdx('<Tooltip tip="t">'.repeat(90) + 'core' + '</Tooltip>'.repeat(90));
    assert.match(r.html, /⟨Nested more than 64 levels deep: shown as text⟩ core/);
  });

  it('shows a page the parser refuses (too deeply nested) as its text with the reason', async () => {
    const page = {
      ...pageOfTree({ type: 'root', children: [] }, '<Note>\n<Note>\nx\n'),
      mdx: { error: { reason: 'Maximum call stack size exceeded', start: 0, end: 0 }, customIds: new Map() },
    } as unknown as ParsedPage;
    const r = await renderPageContent(page, testContext());
    assert.equal(
      r.html,
      '<div class="dj-parse-error"><p>This page cannot be read as MDX (line 1, column 1): Maximum call stack size exceeded</p>' +
        '<pre class="dj-code"><code>&#x3C;Note>\n&#x3C;Note>\nx\n</code></pre></div>',
    );
  });

  it('renders a 5 MB page in full', async () => {
    const words = 'Plain words in a paragraph, eighty characters long, nothing else in it at all..';
    const children = Array.from({ length: 65_000 }, () => paragraph(words));
    const r = await renderPageContent(pageOfTree({ type: 'root', children }), testContext());
    assert.ok(r.html.length > 5_000_000, `html is ${r.html.length} characters`);
    assert.ok(!r.html.includes('dj-note'));
  });

  it(`stops after ${MAX_ELEMENTS.toLocaleString('en')} elements with a note`, async () => {
    const children = Array.from({ length: MAX_ELEMENTS }, (_, i) => paragraph(`p${i}`));
    const r = await renderPageContent(pageOfTree({ type: 'root', children }), testContext());
    assert.match(
      r.html,
      /<p class="dj-note">⟨The rest of this page is not shown: it has more than 200,000 elements⟩<\/p>$/,
    );
    assert.ok(r.html.includes('<p>p90000</p>'));
    assert.ok(!r.html.includes('<p>p199999</p>'));
  });

  it('renders a long tight list in linear time (no per-item rescans)', async () => {
    const items = Array.from({ length: 50_000 }, (_, i) => ({
      type: 'listItem' as const,
      spread: false,
      children: [paragraph(`item ${i}`)],
    }));
    const r = await renderPageContent(
      pageOfTree({
        type: 'root',
        children: [{ type: 'list', ordered: false, spread: false, children: items } as RootContent],
      }),
      testContext(),
    );
    assert.ok(r.html.endsWith('<li>item 49999</li>\n</ul>'));
  });

  it('gives 10,000 equal headings 10,000 different ids', async () => {
    const children = Array.from({ length: 10_000 }, () => ({
      type: 'heading' as const,
      depth: 2 as const,
      children: [{ type: 'text' as const, value: 'Same' }],
    }));
    const r = await renderPageContent(pageOfTree({ type: 'root', children }), testContext());
    assert.equal(new Set(r.headings.map((h) => h.id)).size, 10_000);
    assert.equal(r.headings[9999].id, 'same-10000');
  });

  it('shows a very large code block without colours instead of tokenizing it', async () => {
    const code = 'const x = 1;\n'.repeat(20_000);
    const r = await renderMdx('```js\n' + code + '```\n');
    assert.ok(!r.html.includes('dj-tk-'));
    assert.ok(r.html.includes('const x = 1;'));
  });

  it('reads a deeply nested literal attribute as unknown, falling back to the default', async () => {
    const out = (
      await renderMdx(
        '<CardGroup cols={' + '['.repeat(200) + '2' + ']'.repeat(200) + '}>\n<Card title="a" />\n</CardGroup>',
      )
    ).html;
    assert.match(out, /^<div class="dj-card-group dj-cols-2">/);
  });

  it('survives lone surrogates, NULs and control characters in text', async () => {
    const r = await renderMdx('a\uD800b \u0000 \u0007 c\n\n## \uDC00x\n');
    assert.ok(r.html.startsWith('<p>a'));
    assert.equal(r.headings.length, 1);
  });

  it('renders a page with no body at all', async () => {
    const r = await renderPageContent(parsePage('empty.mdx', '---\ntitle: Empty\n---\n'), testContext());
    assert.deepEqual(r, { html: '', headings: [], text: '', markers: [] });
  });
});
