import assert from 'node:assert/strict';
import { findExcessiveYamlDepth, MAX_YAML_DEPTH } from '../../src/core/openapi/yamlDepth';
import { parseSpecText } from '../../src/core/openapi/specParser';
import { codes, indexOf, only, range } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

function nestedSequences(n: number): string {
  let t = 'openapi: 3.0.0\nx:\n';
  for (let i = 0; i < n; i++) t += ' '.repeat(i * 2 + 2) + '- \n';
  return t;
}

describe('OpenAPI index: YAML safety', () => {
  it('B1: an alias bomb is refused with a yaml-aliases error, not expanded', async () => {
    const bomb = [
      'openapi: 3.0.0',
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
      'h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]',
      'i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]',
      'paths: {}',
      '',
    ].join('\n');
    // Expanded, its 9^9 strings would not fit in memory; refused, it is one error.
    const index = await indexOf({ 'openapi.yaml': bomb });
    assert.equal(index.unreadable, true);
    assert.deepEqual(codes(index), ['yaml-aliases']);
  });

  it('B1: 500 aliases of one anchored operation (a large but honest spec) are fine', async () => {
    let text =
      'openapi: 3.0.0\nx-op: &op {summary: shared, description: same, responses: {default: {description: x}}}\npaths:\n';
    for (let i = 0; i < 500; i++) text += `  /p${i}: {get: *op}\n`;
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual(index.errors, []);
    assert.equal(index.paths.size, 500);
    assert.equal(index.paths.get('/p499')!.get('get')!.summary, 'shared');
  });

  it('B1: a handful of ordinary aliases is fine', async () => {
    const index = await indexOf({
      'openapi.yaml': 'openapi: 3.0.0\nx-r: &r {summary: shared}\npaths:\n  /a:\n    get: *r\n  /b:\n    get: *r\n',
    });
    assert.deepEqual(index.errors, []);
    assert.equal(index.paths.get('/b')!.get('get')!.summary, 'shared');
  });

  it('B2: 2,000 nested block sequences, parsed three times in this process, are refused before yaml sees them', async function () {
    this.timeout(scaledTimeout(60_000));
    const text = nestedSequences(2000);
    for (let i = 0; i < 3; i++) {
      const index = await indexOf({ 'openapi.yaml': text });
      assert.equal(index.unreadable, true);
      const e = only(index, 'too-deep');
      assert.match(e.message, new RegExp(`more than ${MAX_YAML_DEPTH} levels`));
      assert.equal(e.range!.start.line, MAX_YAML_DEPTH + 1);
    }
  });

  it('B2: 1,000 nested flow brackets (2 KB) and flow mappings, three times, are refused before yaml sees them', async function () {
    this.timeout(scaledTimeout(60_000));
    for (const text of [
      'title: ' + '['.repeat(1000) + ']'.repeat(1000) + '\n',
      'a: ' + '{b: '.repeat(1000) + '1' + '}'.repeat(1000),
    ]) {
      for (let i = 0; i < 3; i++) {
        const index = await indexOf({ 'openapi.yaml': text });
        assert.deepEqual(codes(index), ['too-deep']);
      }
    }
  });

  it('B2: deep JSON inside a .yaml file that is not valid JSON is still depth-checked', async () => {
    const index = await indexOf({ 'openapi.yaml': '{"a": ' + '['.repeat(5000) + ']'.repeat(4999) });
    assert.deepEqual(codes(index), ['too-deep']);
  });

  it('the depth check ignores brackets inside quoted strings, comments and block scalars', () => {
    const text = 'a: "[[[[[["\nb: \'{{{{{{\'\n# [[[[[[[\nc: |\n  [[[[[[[[\n  {{{{{{{{\nd: [1, [2]]\n';
    assert.equal(findExcessiveYamlDepth(text, 3), undefined);
    assert.deepEqual(findExcessiveYamlDepth(text, 2), { depth: 3, offset: text.indexOf('[2]') });
  });

  it('the depth check counts block nesting by indentation and "- " items', () => {
    assert.equal(findExcessiveYamlDepth('a:\n  b:\n    c: 1\n', 3), undefined);
    assert.ok(findExcessiveYamlDepth('a:\n  b:\n    c: 1\n', 2));
    // an over-approximation: the item after the last "-" counts as a level too
    assert.equal(findExcessiveYamlDepth('- - - x\n', 4), undefined);
    assert.ok(findExcessiveYamlDepth('- - - x\n', 3));
    // siblings do not add up
    assert.equal(findExcessiveYamlDepth('a: 1\nb: 2\nc:\n  d: 1\ne: 2\n', 2), undefined);
  });

  it('B5: custom and language tags are kept as plain text with a warning; nothing is executed', async () => {
    const text =
      "openapi: 3.0.0\npaths:\n  /a:\n    get:\n      summary: !!js/function 'function(){ throw 1 }'\n      description: !!python/object/apply:os.system ['id']\n      operationId: !custom op\n";
    const index = await indexOf({ 'openapi.yaml': text });
    const tags = index.errors.filter((e) => e.code === 'yaml-tag');
    assert.equal(tags.length, 3);
    assert.ok(tags.every((e) => e.severity === 'warning'));
    assert.deepEqual(tags[0].range, range(4, 15, 4, 28));
    const op = index.paths.get('/a')!.get('get')!;
    assert.equal(op.summary, 'function(){ throw 1 }');
    assert.equal(op.description, undefined); // a sequence, not a string
    assert.equal(op.operationId, 'op');
  });

  it('B6: !!binary, !!timestamp and !!set stay plain values; non-strings are not taken as summaries', async () => {
    const parsed = parseSpecText(
      'a.yaml',
      'a: !!binary aGVsbG8=\nb: !!timestamp 2001-12-14\nc: 2001-12-14\nd: !!set {x}\n',
    );
    const v = parsed.value as Record<string, unknown>;
    assert.equal(v.a, 'aGVsbG8=');
    assert.equal(v.b, '2001-12-14');
    assert.equal(v.c, '2001-12-14');
    assert.equal(Object.getPrototypeOf(v.d), Object.prototype);
    const index = await indexOf({
      'openapi.yaml': 'openapi: 3.0.0\npaths:\n  /a:\n    get:\n      summary: 2001-12-14\n      deprecated: yes\n',
    });
    assert.equal(index.paths.get('/a')!.get('get')!.summary, '2001-12-14');
    assert.equal(index.paths.get('/a')!.get('get')!.deprecated, undefined);
  });

  it('B9: a %YAML 1.1 directive does not turn `yes` into true or dates into Date objects', () => {
    const parsed = parseSpecText('a.yaml', '%YAML 1.1\n---\ndeprecated: yes\nwhen: 2001-12-14\n');
    const v = parsed.value as Record<string, unknown>;
    assert.equal(v.deprecated, 'yes');
    assert.equal(v.when, '2001-12-14');
  });

  it('B3: `__proto__` and `constructor` keys stay ordinary own keys and pollute nothing', async () => {
    const text =
      'openapi: 3.0.0\npaths:\n  /a:\n    __proto__: {get: {summary: evil}}\n    constructor: {prototype: {polluted: true}}\n    get: {summary: fine}\n';
    const index = await indexOf({ 'openapi.yaml': text });
    assert.deepEqual([...index.paths.get('/a')!.keys()], ['get']);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(index.paths.get('/a')!.get('get')!.summary, 'fine');
  });

  it('B10: a second YAML document is a syntax error', async () => {
    const index = await indexOf({ 'openapi.yaml': 'openapi: 3.0.0\npaths: {}\n---\nmore: 1\n' });
    assert.equal(index.unreadable, true);
    assert.ok(codes(index).includes('syntax'));
  });
});
