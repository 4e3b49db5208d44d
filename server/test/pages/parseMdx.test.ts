import assert from 'node:assert/strict';
import type { Heading, Text } from 'mdast';
import { parseMdx } from '../../src/core/pages/mdx/parseMdx';

describe('parseMdx', () => {
  it('parses JSX components, GFM tables, math and front matter into one tree', () => {
    const text = '---\ntitle: A\n---\n\n<Card title="x" />\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n$x^{2}$\n';
    const { tree, error } = parseMdx(text);
    assert.equal(error, undefined);
    assert.deepEqual(
      tree!.children.map((n) => n.type),
      ['yaml', 'mdxJsxFlowElement', 'table', 'paragraph'],
    );
  });

  it('blanks out custom heading ids, keeping every offset, and reports them by line', () => {
    const text = '## Install {#setup}\n\nText\n\n```md\n## Not a heading {#kept}\n```\n';
    const { tree, error, customIds } = parseMdx(text);
    assert.equal(error, undefined);
    assert.deepEqual([...customIds], [[0, 'setup']]);
    const heading = tree!.children[0] as Heading;
    assert.equal((heading.children[0] as Text).value, 'Install');
    assert.equal(tree!.children[1].position!.start.offset, text.indexOf('Text'));
    const code = tree!.children[2] as { value: string };
    assert.equal(code.value, '## Not a heading {#kept}');
  });

  it('reads anything up to the closing brace as the custom id, spaces and `#`s included, as Mintlify does', () => {
    // `{#### Step two}` is a custom id (`###-Step-two`), not an expression: the page parses.
    const text = '### Selecting {#### Step two}\n\n## Hash {# spaced id }\n\n## Not an id {#}\n';
    const { error, customIds } = parseMdx(text.replace('{#}', ''));
    assert.equal(error, undefined);
    assert.deepEqual(
      [...customIds],
      [
        [0, '###-Step-two'],
        [2, 'spaced-id'],
      ],
    );
    // `{#}` holds no id: it stays an expression, which does not parse.
    assert.ok(parseMdx(text).error);
  });

  it('keeps custom-id lines inside fences at any indentation (in a list, in a component) as code', () => {
    const text =
      '- item\n\n    ```md\n    ## Title {#kept}\n    ```\n\n<Note>\n  ~~~\n  ## T {#also-kept}\n  ~~~\n</Note>\n';
    const { error, customIds } = parseMdx(text);
    assert.equal(error, undefined);
    assert.deepEqual([...customIds], []);
  });

  it('reports a syntax error with the offsets of the place the parser names', () => {
    const text = 'Intro\n\n<Card title="x">\n\nNever closed\n';
    const { tree, error } = parseMdx(text);
    assert.equal(tree, undefined);
    assert.match(error!.reason, /closing tag for `<Card>`/);
    assert.equal(error!.start, text.indexOf('<Card'));
    assert.equal(error!.end, text.indexOf('\n\nNever'));
  });

  it('never evaluates imports, exports or expressions: they stay syntax nodes', () => {
    const marker = '__docsjson_evaluated__';
    const text = `import x from "./x.mdx"\nexport const y = (globalThis.${marker} = 1)\n\n{globalThis.${marker} = 2}\n`;
    const { tree, error } = parseMdx(text);
    assert.equal(error, undefined);
    assert.deepEqual(
      tree!.children.map((n) => n.type),
      ['mdxjsEsm', 'mdxFlowExpression'],
    );
    assert.equal((globalThis as Record<string, unknown>)[marker], undefined);
  });
});
