// mdx-syntax: a page that is not valid MDX, explained in words an author understands.
import assert from 'node:assert/strict';
import { mdxSyntaxRule } from '../../src/core/rules/pages/mdxSyntax';
import { runOnPage } from '../pages/helpers';

/** [page text, the text the problem covers, words the message must hold] */
const CASES: Array<[string, string, RegExp]> = [
  ['Use <5 items\n', '<5', /`<` starts a tag in MDX.*write `\\<` or `&lt;`/],
  ['Use {foo bar} now\n', '{foo bar}', /not a JavaScript expression.*write `\\\{`/],
  ['Use {name here\n', '', /a `\{` is never closed/],
  ['Intro\n\n<Card title="x">\n\nNever closed\n', '<Card title="x">', /`<Card>` is never closed: add `<\/Card>`/],
  ['Some <b>bold\n', '<b>', /`<b>` is never closed: add `<\/b>` before the end of its paragraph/],
  ['line<br>next\n', '<br>', /`<br>` must be closed in MDX: write `<br \/>`/],
  ['a\n\n<!-- note -->\n', '<!-- note -->', /HTML comments.*write `\{\/\* … \*\/\}`/],
  ['see <https://x.com>\n', '<https://x.com>', /links are not allowed in MDX: write `\[text\]\(url\)`/],
  ['mail <me@x.com>\n', '<me@x.com>', /links are not allowed in MDX/],
  ['<Tabs>\n<Tab title="a">\nx\n</Tabs>\n</Tab>\n', '</Tabs>', /`<\/Tabs>` closes `<Tab>` \(opened on line 2\)/],
  ['text\n\n</Note>\n', '</Note>', /closing tag has no opening tag/],
  ['<Card title=foo>x</Card>\n', 'f', /attribute values need quotes or braces/],
  ['<Card title="x"', '<Card title="x"', /the tag `<Card` is never finished/],
  ['<Card title="x>\nabc\n', '', /attribute value is never closed/],
  ['> <Note>\nlazy\n> </Note>\n', '<Note>', /before the end of its block quote/],
  ['- <Note>\n  x\n\n</Note>\n', '<Note>', /before the end of its list item/],
  ['import x from\n\ntext\n', 'import x from', /`import`\/`export` is not valid JavaScript \(unexpected token\)/],
  ['export your data\n', 'export your data', /reword the sentence/],
  ['import x from "y"; console.log(1)\n', 'console.log(1)', /only import and export statements/],
  ['<Card {...a, b} />\n', 'b', /only allowed as a single spread/],
];

describe('rule mdx-syntax', () => {
  for (const [text, covered, words] of CASES) {
    it(`explains ${JSON.stringify(text.slice(0, 30))}`, () => {
      const problems = runOnPage(mdxSyntaxRule, text);
      assert.equal(problems.length, 1);
      assert.match(problems[0].message, words);
      assert.equal(problems[0].text, covered);
      assert.doesNotMatch(problems[0].message, /micromark|acorn|U\+00|mdxJsx/);
    });
  }

  it('says nothing about a page that parses: custom heading ids, math with braces, comments in braces', () => {
    const text = '## Set up {#setup}\n\n$\\frac{a}{b}$\n\n{/* a comment */}\n\n| a | b |\n| - | - |\n| `x|y` | 2 |\n';
    assert.deepEqual(runOnPage(mdxSyntaxRule, text), []);
  });

  it('reports a page over the size limit once, as a warning, at its first line', () => {
    const text = 'First line\n' + 'x'.repeat(1_000_001);
    const [problem] = runOnPage(mdxSyntaxRule, text);
    assert.equal(problem.severity, 'warning');
    assert.equal(problem.text, 'First line');
    assert.match(problem.message, /the page is 1\.0 MB, over the 1\.0 MB this checker reads/);
  });
});
