// Hostile and pathological pages: none may crash or hang the checker. Each gets either facts or one clear message.
import assert from 'node:assert/strict';
import type { ParsedPage } from '../../src/core/pages/parsedPage';
import { PAGE_RULES } from '../../src/core/rules/pages';
import { explainSyntaxError } from '../../src/core/pages/mdx/syntaxMessages';
import { stripCustomHeadingIds } from '../../src/core/pages/mdx/customHeadingIds';
import { MAX_NESTING, MAX_PAGE_LENGTH } from '../../src/core/pages/mdx/pageLimits';
import { memorySite, runRule } from './helpers';
import { mdxSyntaxRule } from '../../src/core/rules/pages/mdxSyntax';

/** Parses the page and runs every page rule on it; returns the page and every message. */
function check(text: string): { page: ParsedPage; messages: string[] } {
  const { pages, site } = memorySite({ files: { 'page.mdx': text } });
  const page = pages.get('page.mdx')!;
  const messages: string[] = [];
  for (const rule of PAGE_RULES) rule.checkPage?.({ page, site, report: (_range, message) => messages.push(message) });
  return { page, messages };
}

const N = 10_000;

describe('hostile pages', () => {
  const nested: Array<[string, () => string]> = [
    ['10,000 nested components', () => '<Note>\n'.repeat(N) + '</Note>\n'.repeat(N)],
    ['10,000 nested inline components', () => '<b>'.repeat(N) + 'x' + '</b>'.repeat(N)],
    ['10,000 nested block quotes', () => '>'.repeat(N) + ' deep\n'],
    ['10,000 nested lists on one line', () => '- '.repeat(N) + 'deep\n'],
    ['10,000 nested ordered lists', () => '1. '.repeat(N) + 'deep\n'],
    [
      'lists nested by indentation',
      () => Array.from({ length: 500 }, (_, i) => ' '.repeat(2 * i) + '- item').join('\n'),
    ],
  ];
  for (const [name, make] of nested) {
    it(`${name}: one message, no deeper checks`, () => {
      const { page, messages } = check(make());
      assert.ok(page.mdx.limit, 'expected a limit');
      assert.equal(page.mdx.tree, undefined);
      assert.deepEqual(messages, [page.mdx.limit.message]);
      assert.match(page.mdx.limit.message, new RegExp(`nested (over ${MAX_NESTING}|thousands of) levels deep`));
    });
  }

  it('a page over 5 MB: one note at its first line, naming what was not checked', () => {
    const text = '## Heading\n\nSome *text* with [a link](/x) and <Card title="x">y</Card>\n\n'.repeat(75_000);
    assert.ok(text.length > MAX_PAGE_LENGTH);
    const { page, messages } = check(text);
    assert.equal(messages.length, 1);
    assert.match(
      messages[0],
      /over the 5\.0 MB docsjson reads: its syntax, headings, components, images and links were not checked/,
    );
    assert.equal(page.mdx.limit!.start, 0);
    assert.equal(page.mdx.limit!.end, '## Heading'.length);
  });

  it('a limit is a note (info), never a problem of the page', () => {
    const [found] = runRule(mdxSyntaxRule, { files: { 'page.mdx': '>'.repeat(N) + ' deep\n' } });
    assert.equal(found.severity, 'info');
  });

  it('a large page of ordinary paragraphs (100 KB) is parsed in full', () => {
    const unit = 'Some text with [a link](/x).\n\n';
    const text = unit.repeat(Math.floor(100_000 / unit.length));
    assert.ok(text.length < MAX_PAGE_LENGTH);
    const { page } = check(text);
    assert.equal(page.mdx.limit, undefined);
    assert.equal(page.facts.links.length, Math.floor(100_000 / unit.length));
  });

  it('a 100 KB paragraph of unfinished link syntax (quadratic for the parser) is not parsed', () => {
    const { page, messages } = check('[a]('.repeat(25_000) + '\n');
    assert.match(page.mdx.limit!.message, /without a blank line holds 75,000 brackets/);
    assert.equal(messages.length, 1);
  });

  it('30 KB of intraword underscores in one paragraph (quadratic for the parser) is not parsed', () => {
    const { page } = check('a_ '.repeat(10_000) + '\n');
    assert.match(page.mdx.limit!.message, /underscores or asterisks, more than docsjson parses in one block/);
  });

  it('a notebook export of 1.5 MB, with images embedded as 300 KB data URLs, is parsed in full', () => {
    const image = `![png](data:image/png;base64,${'iVBORw0KGgo' + 'A'.repeat(300_000)})`;
    const cell = (i: number) => `## Cell ${i}\n\n\`\`\`python\nprint(${i})\n\`\`\`\n\n${'output text '.repeat(40)}\n\n`;
    const text =
      Array.from({ length: 3 }, (_, i) => cell(i) + image + '\n\n').join('') +
      Array.from({ length: 1200 }, (_, i) => cell(i + 3)).join('');
    assert.ok(text.length > 1_400_000);
    const { page, messages } = check(text);
    assert.equal(page.mdx.limit, undefined);
    assert.equal(page.facts.headings.length, 1203);
    assert.equal(page.facts.images.length, 3);
    assert.deepEqual(messages, []);
  });

  it('a flat list of escaped \\<…> type names is not taken for nesting', () => {
    const items = Array.from({ length: 300 }, (_, i) => `- [\\<string | undefined>](#field-${i}) the ${i}th field`);
    const { page } = check(items.join('\n') + '\n');
    assert.equal(page.mdx.limit, undefined);
    assert.equal(page.mdx.error, undefined);
    assert.equal(page.facts.links.length, 300);
  });

  it('generic types in attribute values are not taken for nesting', () => {
    const fields = Array.from(
      { length: 300 },
      (_, i) => `<ParamField body="f${i}" type="Record<string, Array<number>>" />`,
    );
    const { page } = check(fields.join('\n\n') + '\n');
    assert.equal(page.mdx.limit, undefined);
    assert.equal(page.facts.elements.length, 300);
  });

  it('a long table is measured row by row, not refused', () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => `| ${i} | a cell of plain text |`).join('\n');
    const text = '| a | b |\n| --- | --- |\n' + rows + '\n';
    assert.ok(text.length > 65_536);
    const { page } = check(text);
    assert.equal(page.mdx.limit, undefined);
    assert.equal(page.mdx.tree?.children[0].type, 'table');
  });

  it('100,000 `<` characters: one clear message, on one line or many', () => {
    const line = check('<'.repeat(100_000));
    assert.equal(line.messages.length, 1);
    assert.match(line.messages[0], /`<` starts a tag in MDX/);
    const { page, messages } = check('<\n\n'.repeat(50_000));
    assert.ok(page.mdx.error);
    assert.equal(messages.length, 1);
    assert.match(messages[0], /`<` starts a tag in MDX/);
  });

  it('100,000 `{`: a syntax error in words', () => {
    const { messages } = check('{\n\n'.repeat(50_000));
    assert.equal(messages.length, 1);
    assert.match(messages[0], /a `\{` is never closed/);
  });

  it('NUL bytes and lone surrogates are text like any other', () => {
    const text = '## A\u0000B\n\nText \ud800 and \udc00 [link](/a\u0000b)\n\n## Emoji \ud83d\ude00\n';
    const { page } = check(text);
    assert.equal(page.mdx.error, undefined);
    assert.deepEqual(
      page.facts.headings.map((h) => h.depth),
      [2, 2],
    );
    assert.equal(page.facts.links.length, 1);
  });

  it('a stack overflow from the parser is reported, never thrown', () => {
    const explained = explainSyntaxError({ reason: 'Maximum call stack size exceeded', start: 0, end: 0 }, 'x');
    assert.match(explained.message, /nested too deeply/);
  });

  it('lines built against the regular expressions stay linear: custom heading ids', () => {
    const spaces = ' \t'.repeat(50_000);
    const { customIds } = stripCustomHeadingIds(`## ${spaces}x {#a} y\n## b${spaces}{#\n## c ${spaces}{#id}\n`);
    assert.deepEqual([...customIds], [[2, 'id']]);
  });

  it('links built against the link resolver: thousands of ? and # in one URL', () => {
    const url = '/a' + '?'.repeat(20_000) + '#'.repeat(20_000);
    const { page, messages } = check(`<a href="${url}">x</a>\n`);
    assert.equal(page.facts.links.length, 1);
    assert.equal(messages.length, 1);
    assert.match(messages[0], /`\/a` is not a page/);
  });
});
