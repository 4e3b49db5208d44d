// Every page of the real site renders with its content: no parse failure, every heading and code block there,
// nothing active in the output, and markers only for the components its .jsx snippet provides (two pages).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Nodes as MdastNodes } from 'mdast';
import { parsePage, type ParsedPage } from '../../../src/core';
import { renderPageContent, type ContentContext } from '../../../src/site/content';
import { inlineText } from '../../../src/site/content/plainText';
import { corpusSite, requireCorpusSite } from '../../helpers/requirements';
import { activeContent } from './helpers';

const JSX_SNIPPET_PAGES = ['api-reference/client/js/callbacks.mdx', 'api-reference/client/js/client-methods.mdx'];

function pageFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(e.name)) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.filter((f) => !f.startsWith('snippets/')).sort();
}

/** A context like the builder's: site files become links and assets, snippets are read from the folder. */
function siteContext(root: string): ContentContext {
  const snippets = new Map<string, ParsedPage | undefined>();
  const exists = (rel: string) => fs.existsSync(path.join(root, rel)) && !rel.split('/').includes('..');
  return {
    linkHref: (href) => (/^(https?:|mailto:|#)/.test(href) ? href : href.startsWith('/') ? `${href}.html` : undefined),
    assetHref: (src) => (src.startsWith('/') && exists(src.slice(1)) ? src.slice(1) : undefined),
    snippet(rel) {
      if (!snippets.has(rel)) {
        snippets.set(rel, exists(rel) ? parsePage(rel, fs.readFileSync(path.join(root, rel), 'utf8')) : undefined);
      }
      return snippets.get(rel);
    },
  };
}

/** Headings and code blocks written in the page itself (not counting snippets). */
function written(page: ParsedPage): { headings: string[]; codeBlocks: number } {
  const headings: string[] = [];
  let codeBlocks = 0;
  const stack: MdastNodes[] = [...(page.mdx.tree?.children ?? [])];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'code') codeBlocks++;
    if (node.type === 'heading') {
      const text = node.children.map((c) => ('value' in c ? c.value : '')).join('');
      headings.push(inlineText([{ type: 'text', value: text }]));
    }
    if ('children' in node) stack.push(...(node.children as MdastNodes[]));
  }
  return { headings, codeBlocks };
}

describe('content: every page of the real site', () => {
  const root = corpusSite();
  if (!root) {
    it('renders the real site', function () {
      requireCorpusSite(this);
    });
    return;
  }
  const ctx = siteContext(root);
  const files = pageFiles(root);

  it('has the pages this test expects', () => assert.ok(files.length > 400, `${files.length} pages`));

  for (const file of files) {
    it(file, async () => {
      const page = parsePage(file, fs.readFileSync(path.join(root, file), 'utf8'));
      assert.equal(page.mdx.error, undefined, 'the page parses');
      const r = await renderPageContent(page, ctx);
      assert.deepEqual(r.markers, JSX_SNIPPET_PAGES.includes(file) ? ['TransportTable'] : []);
      assert.deepEqual(activeContent(r.html), []);
      const { headings, codeBlocks } = written(page);
      const shown = new Set(r.headings.map((h) => h.text));
      for (const h of headings) if (h) assert.ok(shown.has(h), `heading "${h}" is listed`);
      assert.ok((r.html.match(/class="dj-code-block/g) ?? []).length >= codeBlocks, 'every code block is shown');
      if (page.mdx.tree!.children.some((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm')) assert.ok(r.text.length > 0);
      if (page.text.includes('<CommunityMaintained')) assert.ok(r.text.includes('Community-maintained integration.'));
    });
  }
});
