// A keystroke that breaks a page (or keeps it broken) is re-parsed from the last parse that had a tree: the error
// found in the window around the edit must be exactly the one a whole parse finds (reason, place, the tag it
// names), and the window must be used for the common cases, or a breaking keystroke costs a whole parse.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { parsePage } from '../../src/core';
import { reparseMdx } from '../../src/core/pages/mdx/reparseMdx';
import { requireCorpusSite } from '../helpers/requirements';
import { budgetFor, textKb } from '../helpers/workBudget';
import { seededRandom } from '../helpers/random';
import { assertSameParse } from './helpers';

/** What keystrokes that break a page insert: brackets, braces, backticks, line breaks and component tags. */
const BREAKING = [
  '<',
  '{',
  '}',
  '>',
  '`',
  '```\n',
  '\n',
  '\n\n',
  '<Card>',
  '</Card>',
  '<Card title="A">',
  '<Note>\n',
  '</Note>',
  '<Steps',
  '{x',
  '<b>',
  '$$',
];

/**
 * Edits piled up on a page, as typed (inserts and deletes at random places), each parsed from the page's last good
 * parse, as the page store does, and compared with a whole parse; now and then back to the page as it was.
 */
function typeRandomly(file: string, original: string, edits: number, next: () => number) {
  const good = parsePage(file, original);
  let text = original;
  let broken = 0;
  let foundInWindow = 0;
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(next() * (text.length + 1));
    text =
      next() < 0.3
        ? text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 3))
        : text.slice(0, at) + BREAKING[Math.floor(next() * BREAKING.length)] + text.slice(at);
    const whole = parsePage(file, text);
    assertSameParse(
      parsePage(file, text, good),
      whole,
      `${file}, edit ${i} at ${at}: ${JSON.stringify(text.slice(at - 30, at + 30))}`,
    );
    if (whole.mdx.error) {
      broken++;
      if (reparseMdx(good, text)?.error) foundInWindow++;
    }
    if (next() < 0.3) text = original;
  }
  return { broken, foundInWindow };
}

const PAGE = `---
title: Sample
---

## Install

Run the installer, then read the [setup guide](/guides/setup).

<Note>
  Prices start at $5.
</Note>

- First item with \`code\`
- Second item

<Steps>
  <Step title="Install">
    Install it with **npm**.
  </Step>
</Steps>

Last paragraph.
`;

function edit(text: string, before: string, insert: string, remove = 0): string {
  const at = text.indexOf(before);
  assert.ok(at >= 0, before);
  return text.slice(0, at) + insert + text.slice(at + remove);
}

describe('re-parsing a page after an edit that breaks it', () => {
  it('finds the whole parse’s error in the window for a brace, a bracket or an unclosed component', () => {
    const good = parsePage('page.mdx', PAGE);
    const cases: Array<[string, string]> = [
      ['a brace in a paragraph', edit(PAGE, 'installer', '{')],
      ['a bracket before a word', edit(PAGE, 'installer', '<')],
      ['a component opened on its own line and never closed', edit(PAGE, '- First', '<Card title="A">\n\n')],
      ['a closing tag for another component', edit(PAGE, '  </Step>', '  </Steps>\n')],
      ['a tag closed inside emphasis', edit(PAGE, 'npm**', '<b>')],
      ['an error in the last block', edit(PAGE, 'Last paragraph', '{')],
    ];
    for (const [what, text] of cases) {
      const reparsed = reparseMdx(good, text);
      assert.ok(reparsed?.error, `${what}: found in the window`);
      assertSameParse(parsePage('page.mdx', text, good), parsePage('page.mdx', text), what);
    }
    // The unclosed component is reported where the whole parse reports it: at its opening tag, lines below the top.
    const unclosed = parsePage('page.mdx', cases[2][1], good).mdx.error!;
    assert.equal(cases[2][1].slice(unclosed.start, unclosed.end), '<Card title="A">');
  });

  it('parses from the window to the page’s end when the window cannot tell: a brace, tag or fence runs past it', () => {
    const good = parsePage('page.mdx', PAGE);
    const cases: Array<[string, string]> = [
      ['an expression opened on its own line', edit(PAGE, '- First', '{\n')],
      ['a tag left open before the next block', edit(PAGE, '- First', '<Card\n\n')],
      ['a fence opened', edit(PAGE, '- First', '```\n')],
    ];
    for (const [what, text] of cases) {
      assert.ok(reparseMdx(good, text), `${what}: the part before the window kept`);
      assertSameParse(parsePage('page.mdx', text, good), parsePage('page.mdx', text), what);
    }
    // Front matter no longer closed changes how lists far below are read: the page is parsed whole.
    const unclosed = edit(PAGE, '---\n\n## Install', '', 4);
    assert.equal(reparseMdx(good, unclosed), undefined);
    assertSameParse(parsePage('page.mdx', unclosed, good), parsePage('page.mdx', unclosed), 'front matter');
  });

  it('gives what a whole parse gives after random breaking edits of pages of the real site', function () {
    const root = requireCorpusSite(this);
    // Long pages with every kind of block: components, code, tables, lists, links, imports.
    const files = [
      'client/guides/building-a-voice-ui.mdx',
      'api-reference/server/utilities/runner/guide.mdx',
      'api-reference/server/services/tts/deepgram.mdx',
      'api-reference/client/js/client-methods.mdx',
      'pipecat/learn/text-to-speech.mdx',
      'api-reference/server/frames/data-frames.mdx',
      'pipecat/telephony/twilio-daily-sip.mdx',
      'api-reference/server/rtvi/rtvi-processor.mdx',
      'pipecat/learn/agent-handoff.mdx',
      'api-reference/server/services/transport/daily.mdx',
    ];
    const texts = files.map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
    // 15 edits of each page, each parsed from the window, whole, and from the window again when broken.
    budgetFor(this, textKb(texts), { parse: 1 + 15 * 3 });
    const next = seededRandom(7);
    let broken = 0;
    let foundInWindow = 0;
    for (const [i, file] of files.entries()) {
      const result = typeRandomly(file, texts[i], 15, next);
      broken += result.broken;
      foundInWindow += result.foundInWindow;
    }
    assert.ok(broken > 45, `only ${broken} edits broke a page`);
    assert.ok(foundInWindow > broken * 0.6, `the window gave the error for ${foundInWindow} of ${broken} broken pages`);
  });
});
