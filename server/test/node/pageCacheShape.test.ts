// A lint cache entry gives back exactly the content it was written from: every field of every kind of fact, on
// pages written to hold them all, on the example sites' pages and, when it is beside the repository, on every page
// of the real site. A field the parser gains and the entry check does not know makes every entry unusable (each
// page is then parsed again, with a note, on every run), and fails here.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parsePageContent } from '../../src/core';
import { cacheEntryOf, contentOfCacheEntry } from '../../src/node/pageCacheShape';
import { corpusSite } from '../helpers/requirements';
import { budgetFor, pageKb } from '../helpers/workBudget';

const EVERY_FACT = `---
title: "Every fact"
description: A page that holds one of each
keywords: [a, b]
---
import { Tip } from '/snippets/tip.mdx';
import Box, { Inner as Other } from "../snippets/box.mdx";
export const answer = 42;

## Overview {#custom-overview}

Text with a [link](/guides/intro#setup), an https://example.com autolink, and a [reference][ref].

[ref]: /guides/other "Title"

![A diagram](/images/diagram.png)

<img src="/images/a.png" alt={altText} />

<Frame caption="Framed">
  <img src="/images/framed.png" />
</Frame>

<CardGroup cols={2}>
  <Card title="One" icon="star" href="/guides/one" disabled>
    A card with a <a href="/guides/two">link</a>.
  </Card>
  <Card {...props} title='Two' />
</CardGroup>

<div id="anchor-here">x</div>

### A sub heading with \`code\` and *emphasis*

Inline <Tooltip tip="more">word</Tooltip> in text.
`;

const BROKEN = `---
title: [unclosed
---

# Title

<Card title="open">
`;

/** A field set to undefined reads as one that is absent (as rules read them), and cannot be written to a file. */
function withoutUndefined(value: unknown): unknown {
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, withoutUndefined(v)]));
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, withoutUndefined(v)]),
    );
  return value;
}

function roundTrip(text: string, where: string): void {
  const content = parsePageContent(text);
  const entry = JSON.parse(JSON.stringify(cacheEntryOf(content)));
  assert.deepEqual(contentOfCacheEntry(entry), withoutUndefined(content), where);
}

function pagesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.')) out.push(...pagesUnder(p));
    else if (/\.mdx?$/.test(e.name)) out.push(p);
  }
  return out;
}

describe('lint cache entries', () => {
  it('give back every kind of fact they were written from', () => {
    const content = parsePageContent(EVERY_FACT);
    // The page holds what it says it holds: otherwise the round trip below proves less than it claims.
    assert.ok(content.facts.links.some((l) => l.source === 'definition'));
    assert.ok(content.facts.links.some((l) => l.source === 'autolink'));
    assert.ok(content.facts.links.some((l) => l.source === 'jsx' && l.element !== undefined));
    assert.ok(content.facts.images.some((i) => i.altIsExpression) && content.facts.images.some((i) => i.inFrame));
    const kinds = new Set(content.facts.elements.flatMap((e) => e.attributes.map((a) => a.value.kind)));
    assert.deepEqual([...kinds].sort(), ['boolean', 'expression', 'number', 'string']);
    assert.ok(content.facts.elements.some((e) => e.hasSpread) && content.facts.elements.some((e) => e.inline));
    assert.ok(content.facts.imports.length === 2 && content.facts.exportedNames.includes('answer'));
    assert.ok(content.facts.elementIds.includes('anchor-here'));
    assert.ok(content.mdx.customIds.size > 0 && content.facts.headings.some((h) => h.customId));
    roundTrip(EVERY_FACT, 'every fact');
  });

  it('give back a page that does not parse, with front matter that does not either', () => {
    const content = parsePageContent(BROKEN);
    assert.ok(content.mdx.error && content.frontMatter.problems.length > 0);
    roundTrip(BROKEN, 'broken page');
  });

  it("give back the example sites' pages and the real site's", function () {
    const roots = [path.resolve(__dirname, '../../../../testFixture')];
    const corpus = corpusSite();
    if (corpus) roots.push(corpus);
    // A parse of each page, and of what it gives back.
    if (corpus) budgetFor(this, pageKb(corpus), { parse: 2 });
    let pages = 0;
    for (const root of roots) {
      for (const file of pagesUnder(root)) {
        roundTrip(fs.readFileSync(file, 'utf8'), file);
        pages++;
      }
    }
    assert.ok(pages >= 30, `${pages} pages`);
  });
});
