import assert from 'node:assert/strict';
import { frontMatterOfHead, parseFrontMatter } from '../../src/core/pages/frontMatter';

describe('front matter', () => {
  it('reads title and description', () => {
    const r = parseFrontMatter('---\ntitle: "Intro"\ndescription: Start here\n---\n\n## Body\n');
    assert.deepEqual(r, { title: 'Intro', description: 'Start here', problems: [] });
  });

  it('reads a tab inside a double-quoted title as YAML does, from the whole page and from its head', () => {
    const page = '---\ntitle: "Tab\there"\ndescription: "plain"\n---\n\nBody\n';
    assert.deepEqual(parseFrontMatter(page), { title: 'Tab\there', description: 'plain', problems: [] });
    assert.deepEqual(frontMatterOfHead(page, true)?.problems, []);
  });

  it('accepts BOM and CRLF', () => {
    const r = parseFrontMatter('\ufeff---\r\ntitle: Intro\r\n---\r\nBody');
    assert.equal(r.title, 'Intro');
    assert.deepEqual(r.problems, []);
  });

  it('reports a page without front matter on its first line', () => {
    const r = parseFrontMatter('# Heading\n');
    assert.equal(r.problems.length, 1);
    assert.match(r.problems[0].message, /no front matter/);
    assert.deepEqual(r.problems[0].range, { start: { line: 0, character: 0 }, end: { line: 0, character: 9 } });
  });

  it('reports a non-string title at its value with a quoting hint', () => {
    const r = parseFrontMatter('---\ntitle: 1e999\n---\n');
    assert.equal(r.problems[0].message, '"title" must be text, not the number Infinity; put the value in quotes');
    assert.deepEqual(r.problems[0].range, { start: { line: 1, character: 7 }, end: { line: 1, character: 12 } });
  });

  it('reports a missing title, and a non-string description', () => {
    const r = parseFrontMatter('---\ndescription: [a, b]\n---\n');
    assert.deepEqual(
      r.problems.map((p) => p.message),
      ['no "title" in the front matter', '"description" must be text, not a list'],
    );
  });

  it('reports an unterminated front matter and TOML fences', () => {
    assert.match(parseFrontMatter('---\ntitle: x\n').problems[0].message, /never closed/);
    assert.match(parseFrontMatter('+++\ntitle = "x"\n+++\n').problems[0].message, /TOML/);
    assert.match(parseFrontMatter('---js\n{title: 1}\n---\n').problems[0].message, /"---js" front matter is not read/);
  });

  it('closes only on an exact "---" line, not on "----" or "---x"', () => {
    const r = parseFrontMatter('---\ntitle: a\n----\n---x\n---\n');
    // Had it closed at "----", the title would have been read without a problem.
    assert.equal(r.title, undefined);
    assert.ok(r.problems.length > 0);
    assert.equal(parseFrontMatter('---\ntitle: a\n...\nbody').title, 'a');
  });

  it('reads an alias bomb without expanding it (js-yaml shares aliased values)', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill('*' + String.fromCharCode(96 + i))
          .join(',')}]`,
      );
    const r = parseFrontMatter(`---\ntitle: t\n${bomb.join('\n')}\n---\n`);
    assert.deepEqual(r, { title: 't', problems: [] });
  });

  it('refuses deep flow nesting before the YAML parser sees it, twice in a row', () => {
    const text = `---\ntitle: ${'['.repeat(2000)}${']'.repeat(2000)}\n---\n`;
    for (let i = 0; i < 2; i++) assert.match(parseFrontMatter(text).problems[0].message, /nested more than 64/);
  });

  it('reports a duplicate key at the second occurrence', () => {
    const r = parseFrontMatter('---\ntitle: A\ntitle: B\n---\n');
    assert.equal(
      r.problems[0].message,
      "the front matter is not valid YAML (a key appears twice), which stops Mintlify's build",
    );
    assert.equal(r.problems[0].fatal, true);
    assert.equal(r.problems[0].range.start.line, 2);
  });

  it('refuses unknown tags as Mintlify does (its build stops), never executing anything, /B7', () => {
    const r = parseFrontMatter('---\ntitle: !!js/function "function(){}"\n---\n');
    assert.equal(r.problems.length, 1);
    assert.match(r.problems[0].message, /^the front matter is not valid YAML \(unknown tag/);
    assert.equal(r.problems[0].fatal, true);
  });

  it('does not turn !!binary or !!timestamp titles into objects', () => {
    const r = parseFrontMatter('---\ntitle: !!timestamp 2001-12-14\n---\n');
    assert.equal(r.title, undefined);
    assert.equal(r.problems[0].message, '"title" must be text, not a date; put the value in quotes');
  });
});
