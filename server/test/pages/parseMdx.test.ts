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
