// The MDX mutation fuzzer's cases (run on a worker thread by mdxFuzz.test.ts): pages of the example sites and
// hostile fragments, cut, spliced and salted with the characters that open and close MDX constructs; on each, every
// page feature of the editor at every offset (completion, hover, definition), the document links, a rename, the page
// rules, and a parse from the page before the mutation. Nothing may throw or loop, every range stays inside the
// text, and the parse from the previous page equals a whole parse.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { MemoryWorkspace, PageIndex, PageStore, parsePage } from '../../src/core';
import { completeInPage } from '../../src/core/features/pages/pageCompletion';
import { hoverInPage } from '../../src/core/features/pages/pageHover';
import { findPageDefinition, findPageDocumentLinks } from '../../src/core/features/pages/pageNavigation';
import { getPageRenameEdits } from '../../src/core/features/pages/pageRename';
import type { PageFeatureSite } from '../../src/core/features/pages/pageFeatureSite';
import type { Range } from '../../src/core/problem';
import { PAGE_RULES } from '../../src/core/rules/pages';
import { NO_ENDPOINT_PAGES } from '../../src/core/service/endpointRoutes';
import { PageRuleRunner } from '../../src/core/service/pageRules';
import { seededRandom } from '../helpers/random';
import { assertSameParse, memorySite } from '../pages/helpers';

const EDITED = 'guides/page.mdx';

/** The site around the fuzzed page: pages, a snippet, an image, for links, imports and completion to find. */
const SITE_FILES: Record<string, string> = {
  'index.mdx': '---\ntitle: Home\n---\n\n## Start\n',
  'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\n## Configure\n',
  'snippets/intro.mdx': 'Intro text\n',
  'snippets/table.jsx': 'export const Table = () => null;\n',
  'images/chart.png': '',
};

/** What opens and closes MDX constructs, and what has broken parsers and scanners before. */
export const TOKENS = [
  '<',
  '</',
  '< ',
  '<!--',
  '-->',
  '>',
  '/>',
  '<>',
  '</>',
  '{',
  '}',
  '{/* ',
  ' */}',
  '`',
  '```',
  '```js\n',
  '~~~\n',
  '---\n',
  '\n',
  '\r\n',
  '\r',
  '\t',
  '\\',
  '"',
  "'",
  '=',
  '<Card',
  '<Card title="x" href="/guides/setup">',
  '</Card>',
  '<Tabs>\n<Tab title="a">\n',
  '</Tab>\n</Tabs>\n',
  '<Note>',
  '</Note>',
  '<CodeGroup>\n',
  '<img src="/images/chart.png" />',
  '<br>',
  '<a href="/guides/setup">',
  '</a>',
  '[link](',
  '](/guides/setup#install-the-cli)',
  '![alt](/images/chart.png)',
  '[^1]',
  '[ref]: /guides/setup\n',
  '# ',
  '## Heading {#custom}\n',
  '- ',
  '1. ',
  '> ',
  '| a | b |\n| - | - |\n',
  '$$',
  '$',
  "import Intro from '/snippets/intro.mdx';\n",
  "import { Table } from '/snippets/table.jsx';\n",
  'export const a = 1;\n',
  '{props.x}',
  '{...rest}',
  '&amp;',
  '&#',
  '\u0000',
  '\uFEFF',
  '\u2028',
  '🚀',
  '\uD800',
  '\uDC00',
  'title: x\n',
  'https://example.com',
  '<Intro />',
];

/** A page with one of each construct the features and rules look at, for the mutations to break. */
export const KITCHEN_SINK = `---
title: "Every construct"
description: A page for the fuzzers
icon: rocket
---

import Intro from '/snippets/intro.mdx';
import { Table } from '/snippets/table.jsx';

export const limit = 3;

<Intro />

## Links {#links}

See [setup](/guides/setup#install-the-cli), [home](/), [a reference][ref] and a footnote[^1].
![A chart](/images/chart.png)

[ref]: /guides/setup
[^1]: The note.

<Card title="Setup" icon="gear" href="/guides/setup">
  Install it. <a href="/guides/setup#configure">Configure</a> it.
</Card>

<Tabs>
  <Tab title="npm">
    \`\`\`bash
    npm i docs
    \`\`\`
  </Tab>
  <Tab title="yarn">Use {limit} workers.</Tab>
</Tabs>

<CodeGroup>
\`\`\`js index.js
const x = { a: 1 };
\`\`\`
</CodeGroup>

| Key | Value |
| --- | ----- |
| a   | \`b\`   |

{/* a comment */}

<Note>
  $$x^2$$ and <Table rows={[1, 2]} {...props} />
</Note>
`;

/** Short pages that start or end inside a construct: the shapes of the hangs and crashes found so far. */
export const REGRESSIONS = [
  '</',
  '< ',
  '<!--',
  '</Card',
  '<',
  '<<<',
  '< <\n</ ',
  'x</',
  '<!-- x',
  '{',
  '{/*',
  '```',
  '---',
  '---\n',
  '[',
  '](',
  '<Card title="',
  '<Card title="x" </',
  "import X from '",
];

function fixturePages(): string[] {
  const root = path.resolve(__dirname, '../../../../testFixture');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return out.sort();
}

export interface MdxCase {
  /** The page before the mutations (its parse is the one the mutated page is re-parsed from). */
  before: string;
  text: string;
}

/** `count` mutated pages: 1 to 4 mutations (insert, delete, duplicate, replace, cut) of a seed page each. */
export function* generate(seed: number, count: number): Generator<MdxCase> {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const seeds = [...fixturePages(), KITCHEN_SINK, KITCHEN_SINK, KITCHEN_SINK, ...REGRESSIONS, ''];
  for (let i = 0; i < count; i++) {
    const before = pick(seeds);
    let text = before;
    for (let m = 1 + Math.floor(next() * 4); m > 0; m--) {
      const at = Math.floor(next() * (text.length + 1));
      const len = Math.floor(next() * Math.min(40, text.length - at + 1));
      const choice = next();
      if (choice < 0.45) text = text.slice(0, at) + pick(TOKENS) + text.slice(at);
      else if (choice < 0.6) text = text.slice(0, at) + text.slice(at + len);
      else if (choice < 0.7) text = text.slice(0, at) + text.slice(at, at + len) + text.slice(at);
      else if (choice < 0.8) text = text.slice(0, at) + pick(TOKENS) + text.slice(at + len);
      else if (choice < 0.9) text = pick(TOKENS) + text;
      else text = text.slice(0, at);
    }
    yield { before, text };
  }
}

function assertInside(text: string, range: Range | undefined, what: string): void {
  if (!range) return;
  const lines = text.split(/\r\n|\r|\n/);
  const ok = (p: { line: number; character: number }) =>
    p.line >= 0 && p.line < lines.length && p.character >= 0 && p.character <= lines[p.line].length;
  assert.ok(ok(range.start) && ok(range.end), `${what}: range ${JSON.stringify(range)} outside the text`);
}

/** Every offset of a short page; on a long one, the first and last few, each character that opens a construct, and a spread. */
function offsetsOf(text: string): number[] {
  if (text.length <= 400) return Array.from({ length: text.length + 1 }, (_, i) => i);
  const chosen = new Set<number>();
  for (let i = 0; i <= 8; i++) chosen.add(i).add(text.length - i);
  for (let i = 0; i < text.length; i++)
    if ('<{[`(!'.includes(text[i]))
      chosen
        .add(i)
        .add(i + 1)
        .add(i + 2);
  const step = Math.ceil(text.length / 300);
  for (let i = 0; i <= text.length; i += step) chosen.add(i);
  return [...chosen].filter((o) => o >= 0 && o <= text.length).sort((a, b) => a - b);
}

export async function check({ before, text }: MdxCase): Promise<void> {
  const files = { ...SITE_FILES, [EDITED]: text };
  const { pages, site } = memorySite({ files });
  const page = pages.get(EDITED)!;
  const workspace: PageFeatureSite = { site, page: (f) => pages.get(f) };
  for (const offset of offsetsOf(text)) {
    const at = `offset ${offset}`;
    for (const snippets of [false, true]) {
      const completion = completeInPage(page, offset, workspace, { snippets });
      for (const item of completion?.items ?? [])
        if (item.textEdit && 'range' in item.textEdit) assertInside(text, item.textEdit.range, `completion at ${at}`);
    }
    assertInside(text, hoverInPage(page, offset)?.range, `hover at ${at}`);
    for (const link of findPageDefinition(page, offset, workspace))
      assertInside(text, link.originRange, `definition at ${at}`);
  }
  for (const link of findPageDocumentLinks(page, workspace)) assertInside(text, link.originRange, 'document link');
  const rename = getPageRenameEdits(pages.values(), site, [
    { oldPath: 'guides/setup.mdx', newPath: 'guides/install.mdx' },
  ]);
  for (const edit of rename.edits.find((e) => e.file === EDITED)?.edits ?? [])
    assertInside(text, edit.range, 'rename edit');

  // The page rules, as the server runs them.
  const store = new PageStore(new MemoryWorkspace(files));
  const index = new PageIndex(Object.keys(files));
  await new PageRuleRunner(store).run(PAGE_RULES, {
    model: undefined,
    files: index,
    inNavigation: () => true,
    navigationVersion: 0,
    endpointRoutes: async () => NO_ENDPOINT_PAGES,
    reportFor: (rule) => (file, range) => {
      if (file === EDITED) assertInside(text, range, `rule ${rule.id}`);
    },
  });

  // The keystroke path: a parse from the page as it was, as the page store makes it.
  assertSameParse(
    parsePage(EDITED, text, parsePage(EDITED, before)),
    parsePage(EDITED, text),
    'parse from the page before',
  );
}
