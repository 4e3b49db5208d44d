// Re-parsing a page after an edit from its previous parse must give exactly what a whole parse gives (tree, custom
// ids, errors, facts), and must actually re-use the blocks the edit did not reach.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { MemoryWorkspace, PageStore, parsePage, type ParsedPage } from '../../src/core';
import { reparseMdx } from '../../src/core/pages/mdx/reparseMdx';
import { requireCorpusSite } from '../helpers/requirements';
import { budgetFor, textKb } from '../helpers/workBudget';
import { seededRandom } from '../helpers/random';
import { assertSameParse } from './helpers';

const PAGE = `---
title: Sample
description: "A page with one of everything"
---

import { Table } from '/snippets/table.jsx';
import Intro from '/snippets/intro.mdx';

export const Box = ({ children }) => <div>{children}</div>;

<Intro />

## Install the CLI {#install}

Run the installer, then check the [setup guide](/guides/setup#configure) and the
[deploy page](../deploy). Prices start at $5 and math like $x^2$ stays inline.

- First item with \`code\`
- Second item
  with a lazy line

1. One
2. Two

> A quote
continued lazily

\`\`\`bash
npm install --global docsjson
{not an expression}
\`\`\`

<Steps>
  <Step title="Install">
    Install it with **npm**.
  </Step>
  <Step title="Run">
    Run \`docsjson lint\` and read [the rules](/rules).
  </Step>
</Steps>

| Option | What it does |
| --- | --- |
| \`--format\` | output format {'{'}json{'}'} |

<Card title="Deploy" icon="rocket" href="/guides/deploy" cols={2}>
  Ship it. ![Diagram](/images/chart.png)
</Card>

Setext heading
--------------

$$
\\sum_{i=0}^n i
$$

Last paragraph with an autolink www.example.com and <Badge color="green">new</Badge>.
`;

/** Text pieces that change how blocks parse: fences, containers, JSX, expressions, definitions, headings. */
const INSERTIONS = [
  'x',
  ' word',
  '\n',
  '\n\n',
  '<',
  '>',
  '{',
  '}',
  '`',
  '```',
  '~~~\n',
  '# ',
  '## Title {#custom}',
  '- ',
  '1. ',
  '    ',
  '> ',
  '---',
  '===\n',
  '|',
  '[a](/b)',
  '[x]: /y\n',
  '[^1]',
  '$$',
  '<Card>',
  '</Card>',
  '</Steps>',
  '<br />',
  'export const A = 1\n',
  "import B from './b.mdx'\n",
  '{/* note */}',
  '\\',
];

/**
 * Random edits in sequence, each re-parsed from the previous result and compared with a whole parse. An edit that
 * breaks the page is checked, then undone: a page that does not parse is always parsed whole next time (tested
 * below), so the sequence goes on from the last page that parsed. Returns how many edits re-used the previous parse.
 */
function editRandomly(text: string, edits: number, seed: number): number {
  const next = seededRandom(seed);
  let previous = parsePage('page.mdx', text);
  let reused = 0;
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(next() * (text.length + 1));
    const edited =
      next() < 0.3
        ? text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 6))
        : text.slice(0, at) + INSERTIONS[Math.floor(next() * INSERTIONS.length)] + text.slice(at);
    if (reparseMdx(previous, edited)) reused++;
    const reparsed = parsePage('page.mdx', edited, previous);
    const whole = parsePage('page.mdx', edited);
    assertSameParse(reparsed, whole, `edit ${i} at ${at}: ${JSON.stringify(edited.slice(at - 30, at + 30))}`);
    if (whole.mdx.error) continue;
    previous = reparsed;
    text = edited;
  }
  return reused;
}

describe('re-parsing a page after an edit', () => {
  it('gives what a whole parse gives, after hundreds of random edits of every kind', () => {
    let reused = 0;
    for (const seed of [1, 2, 3, 4]) reused += editRandomly(PAGE, 80, seed);
    assert.ok(reused > 100, `the previous parse was re-used for ${reused} of 320 edits`);
  });

  it('re-parses only the blocks around an edit inside a paragraph, and moves the blocks after it', () => {
    const before = parsePage('page.mdx', PAGE);
    const at = PAGE.indexOf('Run the installer') + 3;
    const edited = PAGE.slice(0, at) + ' again\nand' + PAGE.slice(at);
    const after = parsePage('page.mdx', edited, before);
    assertSameParse(after, parsePage('page.mdx', edited), 'line added in a paragraph');
    const oldBlocks = before.mdx.tree!.children;
    const newBlocks = after.mdx.tree!.children;
    assert.equal(newBlocks.length, oldBlocks.length);
    const paragraph = oldBlocks.findIndex((b) => b.type === 'paragraph' && b.position!.start.offset! > at - 10);
    // Blocks before the edited paragraph's neighbour are the very same objects; the ones after are moved copies.
    for (let i = 0; i < paragraph - 1; i++) assert.equal(newBlocks[i], oldBlocks[i]);
    const last = newBlocks[newBlocks.length - 1];
    assert.notEqual(last, oldBlocks[oldBlocks.length - 1]);
    assert.equal(last.position!.start.line, oldBlocks[oldBlocks.length - 1].position!.start.line + 1);
    // The import after the edit is found at its new place (positions inside the ESM syntax tree moved too).
    const moved = PAGE.indexOf('Install the CLI');
    const withImportBelow = PAGE.slice(0, moved) + 'x' + PAGE.slice(moved) + "\nimport C from '/snippets/c.mdx'\n";
    const base = parsePage('page.mdx', PAGE + "\nimport C from '/snippets/c.mdx'\n");
    const reparsed = parsePage('page.mdx', withImportBelow, base);
    assertSameParse(reparsed, parsePage('page.mdx', withImportBelow), 'import after the edit');
    const c = reparsed.facts.imports.find((i) => i.source === '/snippets/c.mdx')!;
    assert.equal(withImportBelow.slice(c.sourceStart, c.sourceEnd), '/snippets/c.mdx');
  });

  it('falls back to a whole parse where a block reaches past its neighbours or the page stops parsing', () => {
    const before = parsePage('page.mdx', PAGE);
    const cases: Array<[string, string]> = [
      ['an opened fence swallows what follows', '```\n'],
      ['an unclosed component', '<Card>\n'],
      ['a definition changes references elsewhere', '[setup guide]: /elsewhere\n\n'],
      ['a setext underline turns the paragraph above into a heading', '===\n'],
    ];
    for (const [what, insertion] of cases) {
      const at = PAGE.indexOf('- First item');
      const edited = PAGE.slice(0, at) + insertion + PAGE.slice(at);
      assertSameParse(parsePage('page.mdx', edited, before), parsePage('page.mdx', edited), what);
    }
    // From a page that does not parse, the next parse is a whole one, and fixing it parses.
    const broken = parsePage('page.mdx', PAGE.replace('<Steps>', '<Steps>\n<Card>'));
    assert.ok(broken.mdx.error);
    const fixed = parsePage('page.mdx', PAGE, broken);
    assert.ok(fixed.mdx.tree);
    assertSameParse(fixed, parsePage('page.mdx', PAGE), 'fixed');
  });

  it('in the page store, an edit re-uses the last parse that had a tree, also across edits that broke the page', async () => {
    const ws = new MemoryWorkspace({ 'page.mdx': PAGE });
    const store = new PageStore(ws);
    const good = await store.page('page.mdx');
    const at = PAGE.indexOf('Run the installer');
    const edits = [PAGE.slice(0, at) + '{' + PAGE.slice(at), PAGE.slice(0, at) + '{x' + PAGE.slice(at), PAGE];
    const pages: ParsedPage[] = [];
    for (const text of edits) {
      ws.set('page.mdx', text);
      store.filesChanged([{ path: 'page.mdx', kind: 'changed' }]);
      pages.push(await store.page('page.mdx'));
    }
    assert.ok(pages[0].mdx.error && pages[1].mdx.error);
    // Back to the text of the last parse with a tree: that parse is the answer, with no parse at all.
    assert.equal(pages[2].mdx, good.mdx);
  });

  it('places both names of an import or export specifier at the name, wherever its block is', () => {
    const text = "Intro\n\nimport { Table } from '/snippets/table.jsx';\nexport { Table };\n";
    const [importDecl, exportDecl] = (
      parsePage('page.mdx', text).mdx.tree!.children[1].data as { estree: { body: any[] } }
    ).estree.body;
    const names = [
      importDecl.specifiers[0].imported,
      importDecl.specifiers[0].local,
      exportDecl.specifiers[0].local,
      exportDecl.specifiers[0].exported,
    ];
    assert.deepEqual(
      names.map((n) => text.slice(n.start, n.end)),
      ['Table', 'Table', 'Table', 'Table'],
    );
    assert.deepEqual(names[0].loc.start, { line: 3, column: 9, offset: text.indexOf('Table') });
  });

  it('gives what a whole parse gives on long pages of the real site', function () {
    const root = requireCorpusSite(this);
    const pages = ['client/concepts/media-management.mdx', 'api-reference/server/services/transport/daily.mdx'];
    const texts = pages.map((page) => fs.readFileSync(path.join(root, page), 'utf8'));
    // 12 edits of each page, each parsed from the window (twice) and whole.
    budgetFor(this, textKb(texts), { parse: 1 + 12 * 3 });
    for (const [i, page] of pages.entries()) {
      const reused = editRandomly(texts[i], 12, 10 + i);
      assert.ok(reused > 0, `${page}: the previous parse was never re-used`);
    }
  });
});
