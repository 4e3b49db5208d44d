// heading-level: a level-1 heading in the body, where the title is already the page's h1.
import assert from 'node:assert/strict';
import { headingLevelRule } from '../../src/core/rules/pages/headingLevel';
import { runOnPage, runRule, memorySite } from '../pages/helpers';

describe('rule heading-level', () => {
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
