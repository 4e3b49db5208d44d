// heading-level: a level-1 heading in the body, where the title is already the page's h1.
import assert from 'node:assert/strict';
import { headingLevelRule } from '../../src/core/rules/pages/headingLevel';
import { runOnPage } from '../pages/helpers';

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
  });
});
