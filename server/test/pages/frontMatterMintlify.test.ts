// Front matter read as Mintlify's build reads it: js-yaml 3 (YAML 1.1 types), its block finder, and the
// difference between what stops the build (fatal) and advice.
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../src/core/pages/frontMatter';

const fm = (yaml: string) => parseFrontMatter(`---\n${yaml}\n---\n\nBody\n`);

describe('front matter with YAML 1.1 semantics (js-yaml 3, as Mintlify)', () => {
  it('reads titles that YAML 1.2 would make numbers or booleans as text', () => {
    for (const [yaml, title] of [
      ['title: 01.2025', '01.2025'],
      ['title: yes', 'yes'],
      ['title: on', 'on'],
      ['title: 0o17', '0o17'],
      ['title: 1.2.3', '1.2.3'],
    ]) {
      assert.deepEqual(fm(yaml), { title, problems: [] }, yaml);
    }
  });

  it('reads values that YAML 1.1 makes numbers or dates as such, with a quoting hint', () => {
    assert.equal(
      fm('title: 1:30').problems[0].message,
      '"title" must be text, not the number 90; put the value in quotes',
    );
    assert.equal(
      fm('title: 1_000').problems[0].message,
      '"title" must be text, not the number 1000; put the value in quotes',
    );
    assert.equal(
      fm('title: 2024-01-01').problems[0].message,
      '"title" must be text, not a date; put the value in quotes',
    );
    for (const yaml of ['title: 1:30', 'title: 2024-01-01']) assert.equal(fm(yaml).problems[0].fatal, undefined);
  });

  it('accepts what js-yaml 3 accepts though YAML 1.2 parsers refuse it (a tab before a key)', () => {
    assert.deepEqual(fm('\ttitle: Tabbed'), { title: 'Tabbed', problems: [] });
  });

  it('marks YAML that js-yaml 3 rejects as fatal, at the place it names', () => {
    const text = '---\ntitle: Setup\ndescription: Use it: now\n---\n';
    const r = parseFrontMatter(text);
    assert.equal(r.problems.length, 1);
    assert.equal(r.problems[0].fatal, true);
    assert.match(r.problems[0].message, /^the front matter is not valid YAML \(.+\), which stops Mintlify's build$/);
    assert.equal(r.problems[0].range.start.line, 2);
  });

  it('marks an endpoint field that is not one string as fatal', () => {
    const r = fm('title: Users\nopenapi: [GET /a, GET /b]');
    assert.deepEqual(
      r.problems.map((p) => [p.message, p.fatal, p.range.start.line]),
      [
        [
          '"openapi" must be one endpoint string such as "GET /users", not a list; Mintlify\'s build stops on it',
          true,
          2,
        ],
      ],
    );
  });

  it('marks a missing title as one the file name will give, never as fatal', () => {
    for (const text of ['# Heading\n', '---\ndescription: x\n---\n', '---\n---\n', '---\ntitle: x\n']) {
      const [p] = parseFrontMatter(text).problems;
      assert.equal(p.titleFromFileName, true, text);
      assert.equal(p.fatal, undefined, text);
    }
  });

  it('reads a page with Windows line endings as Mintlify does', () => {
    assert.deepEqual(parseFrontMatter('---\r\ntitle: "CRLF"\r\n---\r\nBody\r\n'), { title: 'CRLF', problems: [] });
    const bad = parseFrontMatter('---\r\ntitle: a\r\ntitle: b\r\n---\r\n');
    assert.equal(bad.problems[0].fatal, true);
  });
});

describe('front matter too deep for the parser', () => {
  it('says it cannot be checked, never that the build fails, however the stack happens to fall', () => {
    const text = `---\ntitle: x\nlist:\n${'- '.repeat(20000)}y\n---\n`;
    for (let i = 0; i < 2; i++) {
      const r = parseFrontMatter(text);
      assert.deepEqual(
        r.problems.map((p) => [p.message, p.fatal]),
        [['the front matter is nested too deeply to be checked', undefined]],
      );
    }
  });
});
