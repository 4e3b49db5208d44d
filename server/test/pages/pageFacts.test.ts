import assert from 'node:assert/strict';
import { parsePage, parsePageContent } from '../../src/core/pages/parsedPage';
import { ancestorsOf, attributeOf, localNames } from '../../src/core/pages/mdx/pageFacts';

const facts = (text: string) => parsePage('guides/page.mdx', text).facts;
const slice = (text: string, start?: number, end?: number) => text.slice(start!, end!);

describe('page facts', () => {
  describe('headings', () => {
    it('gives each heading its depth, text and Mintlify anchor id, custom ids first, duplicates numbered', () => {
      const text = [
        '## Install',
        '## Install',
        "## What's next?",
        '### Step 1: Issue a proxy secret',
        '## 3. VAD & Turn Analyzer',
        '### enableMic(enable: boolean)',
        '## Set up {#setup}',
        '## Install',
        'Setext heading\n--------------',
      ].join('\n\n');
      const headings = facts(text).headings;
      assert.deepEqual(
        headings.map((h) => [h.depth, h.text, h.id, h.customId]),
        [
          [2, 'Install', 'install', false],
          [2, 'Install', 'install-2', false],
          [2, 'What’s next?', 'what’s-next', false],
          [3, 'Step 1: Issue a proxy secret', 'step-1-issue-a-proxy-secret', false],
          [2, '3. VAD & Turn Analyzer', '3-vad-&-turn-analyzer', false],
          [3, 'enableMic(enable: boolean)', 'enablemic-enable-boolean', false],
          [2, 'Set up', 'setup', true],
          [2, 'Install', 'install-3', false],
          [2, 'Setext heading', 'setext-heading', false],
        ],
      );
      assert.equal(slice(text, headings[0].start, headings[0].end), '## Install');
    });

    it('reads inline code as written, keeps @ and non-Latin letters in ids and drops emoji', () => {
      const headings = facts('## Options with `@tool_options`\n\n#### bot-ready 🤖\n\n## Über Ländern\n').headings;
      assert.deepEqual(
        headings.map((h) => h.id),
        ['options-with-@tool_options', 'bot-ready-', 'über-ländern'],
      );
    });

    it('counts headings inside components page-wide and records their element', () => {
      const f = facts('<Tabs>\n<Tab title="A">\n\n## Setup\n\n</Tab>\n</Tabs>\n\n## Setup\n');
      assert.deepEqual(
        f.headings.map((h) => [h.id, h.parent >= 0 ? f.elements[h.parent].name : null]),
        [
          ['setup', 'Tab'],
          ['setup-2', null],
        ],
      );
    });
  });

  describe('links and images', () => {
    it('finds Markdown links, definitions, autolinks and href attributes with the offsets of their URLs', () => {
      const text = [
        'See [the guide](/guides/setup#install "Title") and [*nested* label](../other).',
        'Visit https://example.com or <Card title="x" href="/cards">y</Card> and <a href="#top">top</a>.',
        '',
        '[ref]: /defined',
      ].join('\n');
      const links = facts(text).links;
      assert.deepEqual(
        links.map((l) => [l.source, l.url, slice(text, l.urlStart, l.urlEnd), l.attribute ?? null]),
        [
          ['markdown', '/guides/setup#install', '/guides/setup#install', null],
          ['markdown', '../other', '../other', null],
          ['autolink', 'https://example.com', 'https://example.com', null],
          ['jsx', '/cards', '/cards', 'href'],
          ['jsx', '#top', '#top', 'href'],
          ['definition', '/defined', '/defined', null],
        ],
      );
    });

    it('leaves the URL offsets out when the written text differs from the URL (entities, escapes)', () => {
      const link = facts('[x](/a&amp;b)\n').links[0];
      assert.equal(link.url, '/a&b');
      assert.equal(link.urlStart, undefined);
    });

    it('finds Markdown images and <img>, with their alternative text and whether a Frame holds them', () => {
      const text =
        '![A chart](/images/a.png)\n\n<Frame caption="c">\n  <img src="/images/b.png" />\n</Frame>\n\n![](c.png)\n\n<img src="d.png" alt="" />\n';
      const images = facts(text).images;
      assert.deepEqual(
        images.map((i) => [i.source, i.src, i.alt ?? null, i.inFrame, slice(text, i.srcStart, i.srcEnd)]),
        [
          ['markdown', '/images/a.png', 'A chart', false, '/images/a.png'],
          ['jsx', '/images/b.png', null, true, '/images/b.png'],
          ['markdown', 'c.png', '', false, 'c.png'],
          ['jsx', 'd.png', '', false, 'd.png'],
        ],
      );
    });
  });

  describe('imports, exports and elements', () => {
    it('reads imports (default, named, renamed, .jsx) and exported names, never evaluating them', () => {
      const text = [
        '---',
        'title: T',
        '---',
        '',
        'import Intro from "/snippets/intro.mdx";',
        "import { A, B as C } from './parts.jsx'",
        'export const Banner = () => <div />;',
        'export function helper() {}',
        '',
        'Body',
      ].join('\n');
      const f = facts(text);
      assert.deepEqual(
        f.imports.map((i) => [i.source, slice(text, i.sourceStart, i.sourceEnd), i.names]),
        [
          ['/snippets/intro.mdx', '/snippets/intro.mdx', ['Intro']],
          ['./parts.jsx', './parts.jsx', ['A', 'C']],
        ],
      );
      assert.deepEqual(f.exportedNames, ['Banner', 'helper']);
      assert.deepEqual([...localNames(f)].sort(), ['A', 'Banner', 'C', 'Intro', 'helper']);
    });

    it('reads attributes as literals: strings, numbers, flags, booleans, and expressions left unevaluated', () => {
      const text =
        '<CardGroup cols={2} gap={-1} label="two" wide on={false} t={`tpl`} s={"str"} fn={go()} {...rest}>\n</CardGroup>\n';
      const [group] = facts(text).elements;
      assert.deepEqual(
        group.attributes.map((a) => [a.name, a.value]),
        [
          ['cols', { kind: 'number', value: 2 }],
          ['gap', { kind: 'number', value: -1 }],
          ['label', { kind: 'string', value: 'two' }],
          ['wide', { kind: 'boolean', value: true, flag: true }],
          ['on', { kind: 'boolean', value: false, flag: false }],
          ['t', { kind: 'string', value: 'tpl' }],
          ['s', { kind: 'string', value: 'str' }],
          ['fn', { kind: 'expression', source: 'go()' }],
        ],
      );
      assert.equal(group.hasSpread, true);
      const label = attributeOf(group, 'label')!;
      assert.equal(slice(text, label.start, label.end), 'label="two"');
      assert.equal(slice(text, label.valueStart, label.valueEnd), 'two');
    });

    it('records names, name offsets, closing tags and the parent chain', () => {
      const text =
        '<Steps>\n  <Step title="One">\n    Text <Tooltip tip="t">term</Tooltip>\n  </Step>\n</Steps>\n\n<Tree.Folder name="src" />\n';
      const f = facts(text);
      assert.deepEqual(
        f.elements.map((e) => [e.name, slice(text, e.nameStart, e.nameEnd), e.inline]),
        [
          ['Steps', 'Steps', false],
          ['Step', 'Step', false],
          ['Tooltip', 'Tooltip', true],
          ['Tree.Folder', 'Tree.Folder', false],
        ],
      );
      assert.deepEqual(
        ancestorsOf(f, 2).map((e) => e.name),
        ['Tooltip', 'Step', 'Steps'],
      );
      const step = f.elements[1];
      assert.equal(text.slice(step.closingNameStart!, step.closingNameStart! + 4), 'Step');
      assert.equal(f.elements[3].closingNameStart, undefined);
    });

    it('collects anchors made by elements: ids, parameter fields, update labels, accordion titles', () => {
      const f = facts(
        '<div id="custom"></div>\n\n<ParamField path="onError" />\n\n<ParamField body="--max-size" />\n\n<Update label="2024-10-11" description="v1" />\n\n<Accordion title="Why it fails">\nx\n</Accordion>\n\nText <Accordion title="Inline">y</Accordion>\n',
      );
      // An accordion inside a paragraph gets no id: Mintlify gives ids to block-level components only.
      assert.deepEqual([...f.elementIds].sort(), [
        '2024-10-11',
        'custom',
        'param-max-size',
        'param-on-error',
        'why-it-fails',
      ]);
    });
  });

  it('has empty facts when the page does not parse', () => {
    const page = parsePage('p.mdx', '## Title\n\n<Card>\n');
    assert.ok(page.mdx.error);
    assert.deepEqual(page.facts.headings, []);
    assert.deepEqual(page.facts.elements, []);
  });

  it('gives the same facts without a tree (the lint) as with one, literal autolinks in headings included', () => {
    // A literal autolink splits its heading's text; quotes are still read over the heading's whole text.
    const text = [
      "## Visit 'www.example.com'",
      '## Write to "me@example.com"',
      "## See https://example.com's docs",
      '<Card title="x">\n\n### Mail "team@example.com"\n\n</Card>',
      "Text with 'https://example.com' and a@b.co outside any heading.",
    ].join('\n\n');
    const withTree = parsePage('p.mdx', text);
    const content = parsePageContent(text);
    assert.deepEqual(
      withTree.facts.headings.map((h) => h.text),
      [
        'Visit ‘www.example.com’',
        'Write to “me@example.com”',
        'See https://example.com’s docs',
        'Mail “team@example.com”',
      ],
    );
    assert.deepEqual(content.facts, withTree.facts);
    assert.deepEqual(content.frontMatter, withTree.frontMatter);
  });
});
