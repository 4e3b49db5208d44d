import assert from 'node:assert/strict';
import { headingLevelRule } from '../../src/core/rules/pages/headingLevel';
import { componentUnknownRule } from '../../src/core/rules/pages/componentUnknown';
import { componentAttributeRule } from '../../src/core/rules/pages/componentAttribute';
import { componentNestingRule } from '../../src/core/rules/pages/componentNesting';
import { imageAltRule } from '../../src/core/rules/pages/imageAlt';
import { snippetMissingRule } from '../../src/core/rules/pages/snippetMissing';
import { PAGE_RULES } from '../../src/core/rules/pages';
import { memorySite, runOnPage, runRule } from './helpers';

const summary = (problems: Array<{ text: string; message: string }>) => problems.map((p) => [p.text, p.message]);

describe('page rules', () => {
  it('has the ten rules with their ids and default severities', () => {
    assert.deepEqual(
      PAGE_RULES.map((r) => `${r.id}:${r.defaultSeverity}`),
      [
        'mdx-syntax:error',
        'heading-level:warning',
        'component-unknown:warning',
        'component-attribute:warning',
        'component-nesting:warning',
        'image-alt:warning',
        'snippet-missing:warning',
        'link-broken:warning',
        'page-orphan:info',
        'agent-file:info',
      ],
    );
  });

  describe('heading-level', () => {
    it('reports level-1 headings in the body, ATX and setext, and nothing else', () => {
      const problems = runOnPage(
        headingLevelRule,
        '---\ntitle: T\n---\n\n# Intro\n\n## Fine\n\nAlso\n====\n\n```md\n# in code\n```\n',
      );
      assert.deepEqual(
        problems.map((p) => p.text),
        ['# Intro', 'Also\n===='],
      );
      assert.match(problems[0].message, /start body headings at `##`/);
      assert.deepEqual(
        problems.map((p) => p.severity),
        ['info', 'info'],
      );
    });

    it('warns about an h1 that repeats the title, with a fix that removes it and the blank line after it', () => {
      const text = '---\ntitle: "Getting Started"\n---\n\n# Getting started\n\nWelcome.\n';
      const [problem] = runOnPage(headingLevelRule, text);
      assert.equal(problem.severity, undefined); // the rule's own: a warning
      assert.match(problem.message, /repeats the page title.*readers see it twice: remove it/);
      const fix = problem.data!.fix!;
      assert.equal(fix.title, 'Remove the heading that repeats the title');
      const { pages } = memorySite({ files: { 'page.mdx': text } });
      const lines = pages.get('page.mdx')!.lines;
      const [edit] = fix.edits;
      const fixed =
        text.slice(0, lines.offsetAt(edit.range.start)) + edit.newText + text.slice(lines.offsetAt(edit.range.end));
      assert.equal(fixed, '---\ntitle: "Getting Started"\n---\n\nWelcome.\n');
    });

    it('takes the title from the file name when the front matter has none, and leaves custom-mode pages alone', () => {
      assert.equal(
        runRule(headingLevelRule, { files: { 'guides/quick-start.md': '# Quick start\n\nx\n' } })[0].severity,
        undefined,
      );
      assert.deepEqual(runOnPage(headingLevelRule, '---\nmode: "custom"\n---\n\n# Welcome\n'), []);
    });
  });

  describe('component-unknown', () => {
    it('reports capitalised elements neither in the catalog nor imported nor defined, with a suggestion', () => {
      const text = [
        "import { Chart } from '/snippets/chart.jsx'",
        'export const Local = () => <div />',
        '',
        '<Chart />',
        '<Local />',
        '<Cards title="x" />',
        '<Mystery />',
        '<Tree.Folder name="a" />',
        '<div><span>html</span></div>',
      ].join('\n');
      const problems = runOnPage(componentUnknownRule, text, { 'snippets/chart.jsx': '' });
      assert.deepEqual(
        problems.map((p) => [p.text, p.data?.candidates]),
        [
          ['Cards', ['Card']],
          ['Mystery', undefined],
        ],
      );
      assert.match(problems[0].message, /`<Cards>` is not a Mintlify component.*did you mean `<Card>`\?/);
      assert.match(problems[1].message, /import it/);
    });
  });

  describe('component-attribute', () => {
    const run = (text: string) => summary(runOnPage(componentAttributeRule, text));

    it('reports required attributes that are missing', () => {
      assert.deepEqual(run('<Tooltip>t</Tooltip>\n\n<Update label="v1">x</Update>\n\n<Tile>x</Tile>\n'), [
        ['Tooltip', '`<Tooltip>` needs `tip`: text of the tooltip.'],
        ['Tile', '`<Tile>` needs `href`: page or URL the tile opens.'],
      ]);
    });

    it('leaves out what Mintlify’s reference makes optional: a card’s and an expandable’s title', () => {
      assert.deepEqual(run('<Card href="/x">x</Card>\n\n<Expandable>\nx\n</Expandable>\n'), []);
    });

    it('notes, without warning, what renders without its attribute, saying what the reader sees', () => {
      const found = runOnPage(
        componentAttributeRule,
        '<Steps>\n<Step>\nx\n</Step>\n</Steps>\n\n<ResponseField type="string">\nx\n</ResponseField>\n',
      );
      assert.deepEqual(
        found.map((p) => [p.text, p.severity, p.message]),
        [
          ['Step', 'info', 'without `title`, the step shows its number with no title beside it: add `title="…"`'],
          ['ResponseField', 'info', 'without `name`, the field is shown without a name: add `name="…"`'],
        ],
      );
    });

    it('asks a ParamField for exactly one location', () => {
      const problems = run(
        '<ParamField type="string" />\n\n<ParamField path="a" query="b" />\n\n<ParamField name="iceServers" />\n',
      );
      assert.equal(problems.length, 3);
      assert.match(problems[0][1], /needs one of `path`, `query`, `body`, `header`, `cookie` or `auth`/);
      assert.match(problems[1][1], /has `path` and `query`: a parameter has one location/);
      assert.match(problems[2][1], /e\.g\. `query="iceServers"`.*use `<ResponseField name="…">`/);
      assert.deepEqual(run('<ParamField cookie="session" type="string" />\n\n<ParamField auth="token" />\n'), []);
    });

    it('reports values of the wrong kind and leaves expressions alone', () => {
      assert.deepEqual(
        run(
          [
            '<CardGroup cols="two">x</CardGroup>',
            '<CardGroup cols="2">x</CardGroup>',
            '<Columns cols={n}>x</Columns>',
            '<Badge color="pink">x</Badge>',
            '<Card title>x</Card>',
            '<Accordion title="a" defaultOpen="yes">x</Accordion>',
            '<Accordion title="a" defaultOpen="false">x</Accordion>',
            '<Update label="v" tags="Feature">x</Update>',
            '<Visibility for="robots">x</Visibility>',
          ].join('\n\n'),
        ),
        [
          ['cols="two"', '`cols` takes a number: write `cols={2}`'],
          [
            'color="pink"',
            '`color="pink"` is not a value of `<Badge>`: use `gray`, `blue`, `green`, `yellow`, `orange`, `red`, `purple`, `white`, `surface`, `white-destructive` or `surface-destructive`',
          ],
          ['title', '`title` needs a value: write `title="…"`'],
          ['defaultOpen="yes"', '`defaultOpen` is on or off: write `defaultOpen` alone, or `defaultOpen={false}`'],
          ['tags="Feature"', '`tags` takes a list: write `tags={["Feature"]}`'],
          ['for="robots"', '`for="robots"` is not a value of `<Visibility>`: use `humans` or `agents`'],
        ],
      );
    });

    it('calls nothing missing on an element with a spread, which may carry any attribute', () => {
      assert.deepEqual(run('<Step {...props}>x</Step>\n'), []);
    });
  });

  describe('component-nesting', () => {
    it('reports Step outside Steps and Tab outside Tabs, at any depth inside is fine', () => {
      const text =
        '<Step title="a">x</Step>\n\n<Tabs>\n<div>\n<Tab title="t">x</Tab>\n</div>\n</Tabs>\n\n<Tab title="lonely">x</Tab>\n';
      assert.deepEqual(summary(runOnPage(componentNestingRule, text)), [
        ['Step', '`<Step>` only works inside `<Steps>`: wrap it in `<Steps>…</Steps>`'],
        ['Tab', '`<Tab>` only works inside `<Tabs>`: wrap it in `<Tabs>…</Tabs>`'],
      ]);
    });

    it('accepts a top-level Step in a snippet, which a page places inside Steps', () => {
      const problems = runRule(componentNestingRule, {
        files: {
          'snippets/step.mdx': '<Step title="Install">x</Step>\n',
          'page.mdx': '<Steps>\n<Snippet file="step.mdx" />\n</Steps>\n',
        },
      });
      assert.deepEqual(problems, []);
    });
  });

  describe('image-alt', () => {
    it('reports Markdown images with empty brackets and <img> without alt, in frames or not', () => {
      const text =
        '![](/a.png)\n\n![Chart](/b.png)\n\n<Frame caption="A caption">\n<img src="/c.png" />\n</Frame>\n\n<img src="/e.png" alt={label} />\n';
      const problems = runOnPage(imageAltRule, text);
      assert.deepEqual(
        problems.map((p) => p.text),
        ['![](/a.png)', '<img src="/c.png" />'],
      );
      assert.match(problems[1].message, /a frame caption does not replace it/);
    });

    it('accepts alt="" only on an image inside a link or marked decorative', () => {
      const text = [
        '<img src="/a.png" alt="" />',
        '<a href="/home"><img src="/logo.png" alt="" /> Home</a>',
        '[<img src="/b.png" alt="" /> Docs](/docs)',
        '<img src="/c.png" alt="" role="presentation" />',
        '<img src="/d.png" alt=" " aria-hidden="true" />',
      ].join('\n\n');
      const problems = runOnPage(imageAltRule, text + '\n');
      assert.deepEqual(
        problems.map((p) => p.text),
        ['<img src="/a.png" alt="" />'],
      );
      assert.match(problems[0].message, /`alt=""` hides this image from screen readers/);
    });

    it('reports a <video> with neither title nor alt', () => {
      const text =
        '<video src="/a.mp4" controls />\n\n<video src="/b.mp4" title="Setting up the CLI" controls />\n\n<video src="/c.mp4" alt="Demo" />\n';
      assert.deepEqual(
        runOnPage(imageAltRule, text).map((p) => p.text),
        ['<video src="/a.mp4" controls />'],
      );
    });
  });

  describe('agent-file', () => {
    it('notes AGENTS.md, CLAUDE.md and SKILL.md published as pages once, and no other page rule checks them', () => {
      const agents = '# Agents\n\nRead [the guide](/nowhere) and ![](x.png).\n\n<Unknown />\n';
      const files = { 'AGENTS.md': agents, 'docs/claude.md': agents, 'SKILL.md': agents, 'page.mdx': 'Text\n' };
      const found = PAGE_RULES.flatMap((rule) =>
        runRule(rule, { files, navigation: ['page.mdx'] }).map((p) => ({ ...p, rule: rule.id })),
      );
      assert.deepEqual(
        found.map((p) => [p.rule, p.file]),
        [
          ['agent-file', 'AGENTS.md'],
          ['agent-file', 'docs/claude.md'],
        ],
      );
      assert.match(
        found[0].message,
        /^AGENTS\.md is published as a page \(\/AGENTS\), although it holds instructions for coding agents: name it in \.mintignore/,
      );
    });

    it('still reports what breaks the build in them', () => {
      const found = runRule(PAGE_RULES[0], { files: { 'CLAUDE.md': 'Use <5 tools\n' } });
      assert.equal(found.length, 1);
    });
  });

  describe('snippet-missing', () => {
    it('reports imports and <Snippet file> naming no file, with the file of the same name as a suggestion', () => {
      const files = {
        'snippets/intro.mdx': 'Hi',
        'snippets/parts/table.jsx': 'export const T = 1',
        'guides/page.mdx': [
          "import Intro from '/snippets/intro.mdx'",
          "import Gone from '/snippets/gone.mdx'",
          "import { T } from '../snippets/table.jsx'",
          "import React from 'react'",
          '',
          '<Snippet file="intro.mdx" />',
          '<Snippet file="intro.md" />',
        ].join('\n'),
      };
      const problems = runRule(snippetMissingRule, { files });
      assert.deepEqual(
        problems.map((p) => [p.text, p.data?.candidates]),
        [
          ['/snippets/gone.mdx', undefined],
          ['../snippets/table.jsx', ['/snippets/parts/table.jsx']],
          ['intro.md', ['intro.mdx']],
        ],
      );
      assert.match(
        problems[0].message,
        /the snippet `\/snippets\/gone\.mdx` cannot be imported: there is no file `snippets\/gone\.mdx`/,
      );
    });

    it('finds <Snippet file> in _snippets/, Mintlify’s folder for it, subfolders included', () => {
      const files = {
        '_snippets/note.mdx': 'Hi',
        '_snippets/api/auth.mdx': 'Auth',
        'page.mdx':
          '<Snippet file="note.mdx" />\n\n<Snippet file="api/auth.mdx" />\n\n<Snippet file="api/gone.mdx" />\n',
      };
      const problems = runRule(snippetMissingRule, { files });
      assert.deepEqual(
        problems.map((p) => p.text),
        ['api/gone.mdx'],
      );
      assert.match(problems[0].message, /there is no file `_snippets\/api\/gone\.mdx`/);
    });

    it('reports an import that climbs out of the docs root', () => {
      const [problem] = runRule(snippetMissingRule, { files: { 'a.mdx': "import X from '../../x.mdx'\n" } });
      assert.match(problem.message, /points outside the docs root/);
    });
  });
});
