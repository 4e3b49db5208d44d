// component-nesting: a component outside the one it only works in (`Step` outside `Steps`, ...).
import assert from 'node:assert/strict';
import { componentNestingRule } from '../../src/core/rules/pages/componentNesting';
import { runOnPage, runRule } from '../pages/helpers';

const summary = (problems: Array<{ text: string; message: string }>) => problems.map((p) => [p.text, p.message]);

describe('rule component-nesting', () => {
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
