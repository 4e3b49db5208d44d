// docs.json problems found before any rule runs: JSON syntax (one error per place), a top level that is not an
// object (written there or included there), and a file that is not UTF-8.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { SourceFile } from '../../src/core/json/sourceFile';
import { syntaxProblems } from '../../src/core/json/syntaxProblems';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { checkSite, lintSite } from '../helpers/checkSite';

const at = (text: string, needle: string, from = 0) => {
  const offset = text.indexOf(needle, from);
  assert.ok(offset >= 0, needle);
  return offset;
};

describe('syntax problems of a configuration file', () => {
  it('a trailing comma is one error at the comma, in objects and arrays, nested or not', () => {
    const text = '{"a": [1, 2,], "b": {"c": 1,},}';
    const file = new SourceFile('docs.json', text);
    assert.deepEqual(
      syntaxProblems(file).map((p) => [p.range.start.character, p.message]),
      [at(text, ',]'), at(text, ',}'), text.lastIndexOf(',')].map((offset) => [
        offset,
        'trailing comma: JSON does not allow a "," before a closing bracket',
      ]),
    );
  });

  it('two commas in a row: one error per place', () => {
    const text = '{"a": 1,,}';
    const places = syntaxProblems(new SourceFile('docs.json', text)).map((p) => p.range.start.character);
    assert.deepEqual(places, [...new Set(places)]);
    assert.ok(places.includes(at(text, ',,') + 1));
  });

  it('a comment before the closing bracket is not taken for a trailing comma', () => {
    const text = '{"a": 1 /* x */}';
    const messages = syntaxProblems(new SourceFile('docs.json', text)).map((p) => p.message);
    assert.deepEqual(messages, ['comments are not allowed in JSON']);
  });
});

describe('a docs.json whose top level is not an object', () => {
  for (const text of ['[]', 'null', '1', '"x"', 'true', '[{"group": "A", "pages": ["a"]}]']) {
    it(`${text}: one json-syntax error at the value, nothing else, no crash`, async () => {
      const problems = await checkSite({ 'docs.json': ` ${text}` });
      assert.deepEqual(
        problems.map((p) => [p.ruleId, p.range.start, p.range.end.character]),
        [['json-syntax', { line: 0, character: 1 }, 1 + text.length]],
      );
      assert.match(problems[0].message, /^docs\.json must hold a JSON object with the site's settings/);
    });
  }

  it('included at the top level: an include error at the $ref, and no crash', async () => {
    const docs = '{"$ref": "base.json", "name": "x"}';
    const problems = await checkSite({ 'docs.json': docs, 'base.json': '["a"]' });
    const include = problems.filter((p) => p.ruleId === 'include');
    assert.deepEqual(
      include.map((p) => [p.message, p.range.start.character]),
      [
        [
          'include "base.json" holds an array, but the top level of docs.json must be an object with the site\'s settings',
          at(docs, '"base.json"'),
        ],
      ],
    );
  });

  it('included through two files: reported at the outer $ref', async () => {
    const problems = await checkSite({
      'docs.json': '{"$ref": "a.json"}',
      'a.json': '{"$ref": "b.json"}',
      'b.json': '"settings"',
    });
    assert.deepEqual(
      problems.map((p) => [p.ruleId, p.file]),
      [['include', 'docs.json']],
    );
    assert.match(problems[0].message, /include "a.json" holds a string, but the top level of docs.json/);
  });
});

describe('a configuration file that is not UTF-8 (real files)', () => {
  let root: string;
  beforeEach(() => (root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-utf8-')))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('an included file: json-syntax in that file at the bad byte, and the include that cannot be used', async () => {
    const docs = '{"theme": "mint", "name": "x", "colors": {"primary": "#0D9373"}, "navigation": {"$ref": "nav.json"}}';
    fs.writeFileSync(path.join(root, 'docs.json'), docs);
    fs.writeFileSync(
      path.join(root, 'nav.json'),
      Buffer.concat([Buffer.from('{\n "pages": ["a'), Buffer.from([0xc3, 0x28]), Buffer.from('"]}')]),
    );
    const result = await lintSite(new NodeWorkspace(root));
    assert.deepEqual(
      result.problems.map((p) => [p.ruleId, p.file, p.range.start]),
      [
        ['include', 'docs.json', { line: 0, character: at(docs, '"nav.json"') }],
        ['json-syntax', 'nav.json', { line: 1, character: ' "pages": ["a'.length }],
      ],
    );
    assert.equal(
      result.problems[1].message,
      'nav.json is not checked: it is not UTF-8 text (the byte 0xC3 here is not valid UTF-8); save the file with UTF-8 encoding',
    );
    assert.ok(result.configFiles.includes('nav.json'), 'the editor shows diagnostics for it');
  });
});
