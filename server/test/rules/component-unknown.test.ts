// component-unknown: a capitalised element that is neither a Mintlify component nor imported or defined in the page.
import assert from 'node:assert/strict';
import { componentUnknownRule } from '../../src/core/rules/pages/componentUnknown';
import { runOnPage } from '../pages/helpers';

describe('rule component-unknown', () => {
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
