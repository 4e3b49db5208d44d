// The lint reads page facts from the parser's events instead of a syntax tree (eventFacts.ts). It must give exactly
// what the tree gives, and give up (the tree then decides) wherever it cannot be sure.
import assert from 'node:assert/strict';
import { parsePage, parsePageContent } from '../../src/core/pages/parsedPage';
import { factsFromEvents } from '../../src/core/pages/mdx/eventFacts';
import { extractPageFacts } from '../../src/core/pages/mdx/pageFacts';
import { markdownTree, parserEvents } from '../../src/core/pages/mdx/parseMdx';
import { stripCustomHeadingIds } from '../../src/core/pages/mdx/customHeadingIds';
import { requireCorpusSite } from '../helpers/requirements';
import { budgetFor, pageKb } from '../helpers/workBudget';
import { loadCorpus } from './corpus';

/** The facts read from the events (undefined: given up) and the facts of the tree. */
function bothWays(text: string) {
  const { text: parsed, customIds } = stripCustomHeadingIds(text);
  return {
    fromEvents: factsFromEvents(parserEvents(parsed), text, customIds),
    fromTree: extractPageFacts(markdownTree(parsed), text, customIds),
  };
}

/** What the lint's parse and the editor's parse say about a page, side by side. */
function lintAndEditor(text: string) {
  const editor = parsePage('guides/page.mdx', text);
  const lint = parsePageContent(text);
  return {
    lint: { error: lint.mdx.error, limit: lint.mdx.limit, facts: lint.facts, frontMatter: lint.frontMatter },
    editor: { error: editor.mdx.error, limit: editor.mdx.limit, facts: editor.facts, frontMatter: editor.frontMatter },
  };
}

const ORDINARY = [
  [
    '---',
    'title: Setup',
    '---',
    '',
    "import Intro, { Note as Aside } from '/snippets/intro.mdx';",
    'export const Banner = () => null;',
    '',
    "## What's new {#news}",
    '',
    'Read [the *guide*](/guides/setup#install "Setup") and [`config`](./config), or [this][ref].',
    '',
    '[ref]: /reference/api',
    '',
    '<Frame caption="The page">',
    '  <img src="/images/a.png" alt="A page" />',
    '</Frame>',
    '',
    '![Diagram of it](/images/b.png)',
    '',
    '<CardGroup cols={2}>',
    '  <Card title="One" href="/one" icon={"bolt"} />',
    '  <Card title={`Two`} href="/two" img="/two.png" {...rest}>',
    '    Text with <b>bold</b> and {expression} and https://example.com.',
    '  </Card>',
    '</CardGroup>',
    '',
    '<Steps>',
    '  <Step title="First">',
    '    ## Inside a step',
    '  </Step>',
    '</Steps>',
    '',
    '- a list with [a link](/x)',
    '  - nested <Icon icon="x" /> and `code`',
    '',
    '| a | b |',
    '| --- | --- |',
    '| [cell](/cell) | <Badge>new</Badge> |',
    '',
    'Setext heading',
    '--------------',
    '',
    '<ParamField path="userId" type="string" required>The id.</ParamField>',
    '<Accordion title="Why it fails">x</Accordion>',
    '<Update label="2024-10-11" description="v1">y</Update>',
    '<div id="custom"></div>',
    '<video src="/v.mp4" />',
    '<Tree.Folder name="x" />',
  ].join('\n'),
  '## A <b>bold</b> heading with `code`, *emphasis*, ~~strike~~, $x$ and {expr}\n',
  '[multi\nline label](/x)\n\n- [indented\n  label](/y)\n\n> [quoted\n> label](/z)\n',
  '<>\n\n## In a fragment\n\n</>\n',
];

describe('page facts from parser events', () => {
  it('reads ordinary pages from the events, exactly as the tree gives them', () => {
    for (const text of ORDINARY) {
      const { fromEvents, fromTree } = bothWays(text);
      assert.ok(fromEvents, `answered from the events: ${JSON.stringify(text.slice(0, 60))}`);
      assert.deepEqual(fromEvents, fromTree);
    }
    const { fromEvents } = bothWays(ORDINARY[0]);
    assert.deepEqual(
      fromEvents!.links.map((l) => [l.source, l.url]),
      [
        ['markdown', '/guides/setup#install'],
        ['markdown', './config'],
        ['definition', '/reference/api'],
        ['jsx', '/one'],
        ['jsx', '/two'],
        ['jsx', '/two.png'],
        ['autolink', 'https://example.com'],
        ['markdown', '/x'],
        ['markdown', '/cell'],
        ['jsx', '/v.mp4'],
      ],
    );
  });

  const unsure: [string, string][] = [
    ['a closing tag that does not match', '<Card>\n\n</Tabs>\n'],
    ['a closing tag with nothing open', '</Card>\n'],
    ['an element left open', '<Card>\n\nText\n'],
    ['tags crossing emphasis', '<b>*a</b>*\n'],
    ['an element across list items', '- <Card>\n- </Card>\n'],
    ['an element across paragraphs', '<b>a\n\nb</b>\n'],
    ['a character reference in a heading', '## Fish &amp; chips\n'],
    ['a literal autolink in a heading', "## See www.example.com's docs\n"],
    ['markup in alternative text', '![a *b*](/c.png)\n'],
    ['an escape in a destination', '[a](/b\\_c)\n'],
    ['a character reference in an attribute', '<Card title="Fish &amp; chips" />\n'],
    ['a line ending in an attribute', '<Card title="one\ntwo" />\n'],
    ['a line ending in heading text', 'one\ntwo\n===\n'],
  ];
  for (const [what, text] of unsure) {
    it(`gives up on ${what}, and the lint's parse still equals the editor's`, () => {
      const { lint, editor } = lintAndEditor(text);
      assert.deepEqual(lint, editor);
      let fromEvents;
      try {
        ({ fromEvents } = bothWays(text));
      } catch {
        return; // the tree throws: an mdx-syntax error, as both parses above agree
      }
      assert.equal(fromEvents, undefined);
    });
  }

  it('equals the editor parse on tricky pages, alone and inside a component, a list and a paragraph', () => {
    const cases = [
      "## a <b>c</b>'s",
      "## [a](b)'s",
      "## a *b*'c",
      "## `a`'s",
      "## {x}'y",
      "## ![i](j)'k",
      "## a\\'b",
      "## ~~a~~'b",
      "## [^1]'s\n\n[^1]: x [l](/y)",
      '[a][b]\n\n[b]: /x "t"',
      '[a](<b c>)',
      '[a]()',
      '[](x)',
      '[a {b}](x)',
      '[a <b>c</b>](x)',
      '[![badge](/b.png)](/target)',
      '[text ![badge](/b.png)](/target)',
      '<x y={"a"} z={-1} w={`t`} v={a + b} flag />',
      '<x\n  y="z"\n  w\n/>',
      '<a:b c:d="e" />',
      '<img src="a.png" alt="x"></img>',
      '<Frame>\n\n![a](b)\n\n</Frame>',
      '<a><b></a></b>',
      '<Card>\n- x\n</Card>',
      '> <Card>\nlazy</Card>',
      'import {A} from "./a"\nexport const B = 1\n\n<A/><B/>',
      'www.x.com and a@b.co in text',
      '## Title {#custom}\n\n## Title',
      'Hi\n==',
      '<!-- c -->',
      'a <5 b',
      '```\n<a>\n```',
    ];
    for (const base of cases) {
      for (const text of [base, `<Card>\n\n${base}\n\n</Card>`, '- ' + base.replace(/\n/g, '\n  '), `p ${base}`]) {
        const { lint, editor } = lintAndEditor(text);
        assert.deepEqual(lint, editor, JSON.stringify(text));
      }
    }
  });

  it('equals the editor parse on every page of the real site, nearly all read from the events', function () {
    const root = requireCorpusSite(this);
    // The editor's parse (unless another test made it), the lint's, and the events once more.
    budgetFor(this, pageKb(root), { parse: 3 });
    // The editor's parses, shared with the other tests of the real site.
    const { pages } = loadCorpus(root);
    let fromEventsCount = 0;
    for (const [file, editor] of pages) {
      const lint = parsePageContent(editor.text);
      assert.deepEqual(
        { error: lint.mdx.error, limit: lint.mdx.limit, facts: lint.facts, frontMatter: lint.frontMatter },
        { error: editor.mdx.error, limit: editor.mdx.limit, facts: editor.facts, frontMatter: editor.frontMatter },
        file,
      );
      const { text: parsed, customIds } = stripCustomHeadingIds(editor.text);
      if (!editor.mdx.error && !editor.mdx.limit && factsFromEvents(parserEvents(parsed), editor.text, customIds))
        fromEventsCount++;
    }
    assert.ok(pages.size > 400);
    assert.ok(fromEventsCount > pages.size * 0.9, `${fromEventsCount} of ${pages.size} read from the events`);
  });
});
