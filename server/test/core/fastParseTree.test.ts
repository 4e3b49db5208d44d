// Differential tests of fastParseTree against jsonc-parser's parseTree with the options SourceFile uses: for every
// text jsonc parses without an error the fast tree must be the same tree (same fields in the same order, same
// values with Object.is, parent links pointing at the right node, no `parent` field on the root); for every text
// jsonc reports an error on, the fast parser must give up (undefined) so that SourceFile falls back to jsonc.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Node, ParseError, parseTree } from 'jsonc-parser';
import { fastParseTree } from '../../src/core/json/fastParseTree';
import { maxNestingDepth } from '../../src/core/json/nestingDepth';
import { MAX_JSON_DEPTH, SourceFile } from '../../src/core/json/sourceFile';
import { scaledTimeout } from '../helpers/timeScale';

const OPTIONS = { allowTrailingComma: false, disallowComments: true };

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (
      fs.existsSync(path.join(dir, 'package.json')) &&
      fs.existsSync(path.join(dir, 'scripts', 'bench', 'generateSite.js'))
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no repository root above ${start}`);
    dir = parent;
  }
}
const repoRoot = findRepoRoot(__dirname);

function jsonc(text: string): { root: Node | undefined; errors: ParseError[] } {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, OPTIONS);
  return { root, errors };
}

/**
 * The first difference between two trees, or undefined. Compares own field names in order, scalar fields with
 * Object.is (-0, NaN, Infinity), children pairwise, and checks that every child's `parent` is the node it is a
 * child of (identity, in its own tree) instead of recursing through parent. Iterative: trees may be deep.
 */
function treeDifference(expected: Node, actual: Node): string | undefined {
  if ('parent' in expected !== 'parent' in actual) return `root: 'parent' in expected=${'parent' in expected}`;
  const stack: [Node, Node, string][] = [[expected, actual, '$']];
  while (stack.length > 0) {
    const [e, a, where] = stack.pop()!;
    const eKeys = Object.keys(e).join(',');
    const aKeys = Object.keys(a).join(',');
    if (eKeys !== aKeys) return `${where}: fields ${aKeys}, expected ${eKeys}`;
    for (const key of Object.keys(e) as (keyof Node)[]) {
      if (key === 'parent' || key === 'children') continue;
      if (!Object.is(e[key], a[key]))
        return `${where}.${key}: ${JSON.stringify(a[key])}, expected ${JSON.stringify(e[key])}`;
    }
    if (e.children) {
      if (!Array.isArray(a.children)) return `${where}: children is not an array`;
      if (e.children.length !== a.children.length)
        return `${where}: ${a.children.length} children, expected ${e.children.length}`;
      for (let i = 0; i < e.children.length; i++) {
        const ec = e.children[i];
        const ac = a.children[i];
        if (ec.parent !== e) throw new Error(`jsonc tree itself has a wrong parent at ${where}[${i}]`);
        if (ac.parent !== a) return `${where}[${i}].parent is not its parent node`;
        stack.push([ec, ac, `${where}[${i}]`]);
      }
    }
  }
  return undefined;
}

/** Asserts that jsonc parses `text` without errors and that the fast parser returns the same tree. */
function assertSameTree(text: string, label: string): void {
  const { root, errors } = jsonc(text);
  assert.equal(errors.length, 0, `${label}: jsonc reports ${JSON.stringify(errors)}`);
  const fast = fastParseTree(text, MAX_JSON_DEPTH);
  assert.ok(fast && 'root' in fast, `${label}: fast parser gave ${fast ? 'tooDeep' : 'undefined'} on valid JSON`);
  const diff = treeDifference(root!, fast.root);
  assert.equal(diff, undefined, `${label}: ${diff}`);
}

/**
 * The safety property on any text: a fast tree only where jsonc finds no error, and then the same tree; tooDeep
 * only where maxNestingDepth also exceeds the limit. Returns what happened, for the callers' counts.
 */
function assertAgreesWithJsonc(text: string, label: string): 'tree' | 'fallback' | 'tooDeep' {
  const fast = fastParseTree(text, MAX_JSON_DEPTH);
  if (fast && 'tooDeep' in fast) {
    assert.ok(
      maxNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH,
      `${label}: tooDeep but maxNestingDepth disagrees`,
    );
    return 'tooDeep';
  }
  if (maxNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    // Today's path refuses this text; the fast parser must not hand back a tree for it.
    assert.ok(fast === undefined, `${label}: a tree for a text nested deeper than the limit`);
    return 'fallback';
  }
  const { root, errors } = jsonc(text);
  if (fast === undefined) {
    assert.ok(
      errors.length > 0,
      `${label}: fell back although jsonc finds no error in ${JSON.stringify(text.slice(0, 200))}`,
    );
    return 'fallback';
  }
  assert.equal(
    errors.length,
    0,
    `${label}: a tree although jsonc reports ${JSON.stringify(errors)} in ${JSON.stringify(text.slice(0, 200))}`,
  );
  const diff = treeDifference(root!, fast.root);
  assert.equal(diff, undefined, `${label}: ${diff}`);
  return 'tree';
}

// ---- seeded random JSON ----

/** mulberry32: small, deterministic per seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | { num: string } | string | Json[] | { obj: [string, Json][] };

const NUMBER_TOKENS = [
  '0',
  '-0',
  '1',
  '-1',
  '7',
  '42',
  '-123',
  '3.14159',
  '0.1e-5',
  '1e400',
  '-1e400',
  '1e-400',
  '1E+2',
  '2e-3',
  '5E5',
  '0.0',
  '-0.0',
  '1.5e+10',
  '123456789012345',
  '999999999999999',
  '-99999999999999',
  '-999999999999999',
  '1234567890123456',
  '9007199254740993',
  '12345678901234567890',
  '-12345678901234567890',
  '0.30000000000000004',
  '100000000000000000000000000000',
  '4.9e-324',
  '1.7976931348623157e308',
  '0e0',
  '-0E-0',
];
const KEYS = [
  'a',
  'b',
  'name',
  '',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  'pages',
  'group',
  'ключ',
  '名前',
  '🚀',
  'a b',
  'x"y',
  'back\\slash',
  'new\nline',
  '\u2028',
  'tab\t',
  '$ref',
  '0',
  '-1',
];
/** Characters strings are built from: ASCII, controls (must be escaped), Latin-1, BMP, astral pairs, lone surrogates. */
const CHAR_POOL = [
  'a',
  'b',
  'z',
  'A',
  ' ',
  '/',
  '\\',
  '"',
  "'",
  '\b',
  '\f',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  'é',
  'ß',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\uffff',
  '中',
  '🚀',
  '𝄞',
  '\ud800',
  '\udfff',
  '\udbff',
  '\udc00',
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '0',
  '-',
  'u',
  '\\u',
  'true',
];

function randomString(r: () => number): string {
  const n = Math.floor(r() * r() * 12);
  let s = '';
  for (let i = 0; i < n; i++) s += CHAR_POOL[Math.floor(r() * CHAR_POOL.length)];
  return s;
}

function randomValue(r: () => number, depth: number): Json {
  const x = r();
  if (depth <= 0 || x < 0.45) {
    const y = r();
    if (y < 0.1) return null;
    if (y < 0.2) return r() < 0.5;
    if (y < 0.45)
      return {
        num:
          r() < 0.7
            ? NUMBER_TOKENS[Math.floor(r() * NUMBER_TOKENS.length)]
            : String((r() - 0.5) * 10 ** Math.floor(r() * 30)),
      };
    return randomString(r);
  }
  const n = r() < 0.15 ? 0 : Math.floor(r() * 6);
  if (x < 0.7) {
    const items: Json[] = [];
    for (let i = 0; i < n; i++) items.push(randomValue(r, depth - 1));
    return items;
  }
  const entries: [string, Json][] = [];
  for (let i = 0; i < n; i++)
    entries.push([r() < 0.6 ? KEYS[Math.floor(r() * KEYS.length)] : randomString(r), randomValue(r, depth - 1)]);
  return { obj: entries };
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '/': '\\/',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** A JSON string literal of `s`, each code unit written raw, as a short escape or as \uXXXX (random hex case). */
function quote(s: string, r: () => number): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    const code = s.charCodeAt(i);
    const mustEscape = code < 0x20 || ch === '"' || ch === '\\';
    const y = r();
    if (!mustEscape && y < 0.75) out += ch;
    else if (SHORT_ESCAPES[ch] !== undefined && y < 0.9) out += SHORT_ESCAPES[ch];
    else {
      const hex = code.toString(16).padStart(4, '0');
      out += '\\u' + (r() < 0.5 ? hex : hex.toUpperCase());
    }
  }
  return out + '"';
}

const WHITESPACE = [' ', '  ', '\t', '\n', '\r\n', '\r', '\n    ', ' \t\r\n '];

function serialize(v: Json, r: () => number, spaced: boolean): string {
  const ws = (): string => (spaced && r() < 0.7 ? WHITESPACE[Math.floor(r() * WHITESPACE.length)] : '');
  const out: string[] = [];
  const write = (value: Json): void => {
    if (value === null) out.push('null');
    else if (typeof value === 'boolean') out.push(String(value));
    else if (typeof value === 'string') out.push(quote(value, r));
    else if (Array.isArray(value)) {
      out.push('[', ws());
      value.forEach((item, i) => {
        if (i > 0) out.push(ws(), ',', ws());
        write(item);
      });
      out.push(ws(), ']');
    } else if ('num' in value) out.push(value.num);
    else {
      out.push('{', ws());
      value.obj.forEach(([k, item], i) => {
        if (i > 0) out.push(ws(), ',', ws());
        out.push(quote(k, r), ws(), ':', ws());
        write(item);
      });
      out.push(ws(), '}');
    }
  };
  out.push(ws());
  write(v);
  out.push(ws());
  return out.join('');
}

/** `depth` nested containers (objects and arrays mixed) around a scalar. */
function nested(depth: number, r: () => number): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    if (r() < 0.5) {
      open += '[';
      close = ']' + close;
    } else {
      open += '{"k' + i + '":';
      close = '}' + close;
    }
  }
  return open + '1' + close;
}

/** Texts jsonc reports an error on, each of which the fast parser must refuse. */
const INVALID = [
  '',
  ' ',
  '\n\t ',
  '{"a": 1,}',
  '[1, 2,]',
  '[,]',
  '[,1]',
  '{,}',
  '{,"a":1}',
  '[1,,2]',
  '{"a":1,,"b":2}',
  '{"a": 1 // c\n}',
  '// c\n{}',
  '/* c */ {}',
  '{} /* c */',
  '[1 /* c */]',
  '{"a" 1}',
  '{"a" "b"}',
  '{"a":}',
  '{"a"}',
  '{a: 1}',
  '{"a": 1 "b": 2}',
  '[1 2]',
  '"abc',
  '{"a": "abc}',
  '"\\"',
  '"a\nb"',
  '"a\rb"',
  '"a\tb"',
  '"\u0000"',
  '"\u001f"',
  '\ufeff{}',
  '\ufeff"x"',
  '01',
  '-01',
  '[01]',
  '1.',
  '[1.]',
  '.5',
  '+1',
  '-',
  '[-]',
  '1e',
  '1e+',
  '1E-',
  '1.e5',
  'NaN',
  'Infinity',
  '-Infinity',
  "'a'",
  "{'a': 1}",
  'undefined',
  'tru',
  'truee',
  'nul',
  'True',
  'NULL',
  '{} {}',
  '[] x',
  '1 2',
  '{}]',
  '[]]',
  '[}',
  '{]',
  '{',
  '[',
  '[[]',
  '{"a":{}',
  '"\\x41"',
  '"\\u12"',
  '"\\u12g4"',
  '"\\U0041"',
  '"\\a"',
  '"\\\'"',
  '"\\',
  '{"a\\q":1}',
  '\u00a0{}',
  '{}\u00a0',
  '\v1',
  '\f1',
  '[1]\u2028',
  '0x10',
  '1_000',
  '{"a":1}}',
  ']',
  '}',
  ':',
  ',',
  '"a":1',
  '[true false]',
  'nulltrue',
  '[1]/',
  '/',
  '{"a":-}',
  '{"a":- 1}',
  '[1e5.5]',
  '[--1]',
  '[1-2]',
];

describe('fastParseTree', () => {
  it('builds the same tree as jsonc for every .json file under testFixture/ and schema/ (or falls back where jsonc errs)', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules') walk(full);
        } else if (entry.name.endsWith('.json')) files.push(full);
      }
    };
    walk(path.join(repoRoot, 'testFixture'));
    walk(path.join(repoRoot, 'schema'));
    assert.ok(files.length >= 20, `only ${files.length} fixture files found`);
    const outcomes = { tree: 0, fallback: 0, tooDeep: 0 };
    for (const file of files)
      outcomes[assertAgreesWithJsonc(fs.readFileSync(file, 'utf8'), path.relative(repoRoot, file))]++;
    // Most fixtures are valid JSON: the fast path must take them, not quietly fall back on everything.
    assert.ok(outcomes.tree > files.length / 2, `fast trees for only ${outcomes.tree} of ${files.length} files`);
  });

  it('builds the same tree as jsonc for a generated 2000-page site docs.json', function () {
    this.timeout(scaledTimeout(120_000));

    const { generateSite } = require(path.join(repoRoot, 'scripts', 'bench', 'generateSite.js')) as {
      generateSite(dir: string, options: { pages: number }): unknown;
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-fastparse-'));
    try {
      generateSite(dir, { pages: 2000 });
      const text = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8');
      assert.ok(text.length > 50_000);
      assertSameTree(text, 'generated docs.json');
      // The same content compact, with CRLF, and with tabs.
      const value = JSON.parse(text);
      assertSameTree(JSON.stringify(value), 'compact');
      assertSameTree(JSON.stringify(value, null, 2).replace(/\n/g, '\r\n'), 'CRLF');
      assertSameTree(JSON.stringify(value, null, '\t').replace(/\n/g, '\r'), 'tabs and CR');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds the same tree as jsonc for seeded random JSON, compact and with random whitespace', () => {
    const r = rng(20261122);
    for (let i = 0; i < 3000; i++) {
      const value = randomValue(r, 1 + Math.floor(r() * 8));
      const compact = serialize(value, r, false);
      assertSameTree(compact, `case ${i} compact ${JSON.stringify(compact.slice(0, 300))}`);
      const spaced = serialize(value, r, true);
      assertSameTree(spaced, `case ${i} spaced ${JSON.stringify(spaced.slice(0, 300))}`);
    }
  });

  it('agrees on the special cases one by one', () => {
    const cases = [
      '0',
      '-0',
      '1e400',
      '-1e400',
      '0.1e-5',
      '12345678901234567890',
      '999999999999999',
      '-999999999999999',
      '1234567890123456',
      'true',
      'false',
      'null',
      '""',
      '"\\u0000"',
      '"\\ud83d\\ude80"',
      '"\\ud800"',
      '"\\uDFFF x"',
      '"\\u2028\u2028"',
      '"\\"\\\\\\/\\b\\f\\n\\r\\t"',
      '"\\u00e9\\u00E9"',
      '"a\\/b"',
      '{}',
      '[]',
      '[[]]',
      '{"":{}}',
      '{"__proto__": 1, "constructor": {"prototype": null}}',
      '{"a": 1, "a": 2}',
      ' \t\r\n[ 1 , 2 ]\r\n',
      '{\r"a"\r:\r1\r}',
      '"🚀"',
      '"\ud800"',
      '"\u007f"',
      '[1,{"a":[true,{"b":null}]},"x"]',
      '  "tail"  ',
    ];
    for (const text of cases) assertSameTree(text, JSON.stringify(text));
    // Number values are Number(token), like jsonc: -0 stays -0, big integers round, 1e400 is Infinity.
    const tree = fastParseTree('[-0, 1e400, 12345678901234567890]', MAX_JSON_DEPTH);
    assert.ok(tree && 'root' in tree);
    assert.ok(Object.is(tree.root.children![0].value, -0));
    assert.equal(tree.root.children![1].value, Infinity);
    assert.equal(tree.root.children![2].value, 12345678901234567000);
  });

  it('gives up on every malformed text jsonc reports an error on', () => {
    for (const text of INVALID) {
      const { errors } = jsonc(text);
      assert.ok(errors.length > 0, `jsonc accepts ${JSON.stringify(text)}: not a fallback case`);
      const fast = fastParseTree(text, MAX_JSON_DEPTH);
      assert.ok(fast === undefined, `fast parser accepts ${JSON.stringify(text)}`);
    }
  });

  it('never returns a tree where jsonc errs, on seeded random mutations of valid JSON', () => {
    const r = rng(7);
    const NOISE = [
      ',',
      ':',
      '{',
      '}',
      '[',
      ']',
      '"',
      '\\',
      '/',
      '*',
      '0',
      '1',
      '-',
      '+',
      '.',
      'e',
      'E',
      ' ',
      '\n',
      '\r',
      '\t',
      '\u00a0',
      '\ufeff',
      '\u0000',
      '\u001f',
      'x',
      't',
      'u',
      'n',
      'l',
      '//',
      '/**/',
      '\\u00',
    ];
    const outcomes = { tree: 0, fallback: 0, tooDeep: 0 };
    for (let i = 0; i < 4000; i++) {
      let text = serialize(randomValue(r, 1 + Math.floor(r() * 5)), r, r() < 0.5);
      const edits = 1 + Math.floor(r() * 3);
      for (let k = 0; k < edits; k++) {
        const at = Math.floor(r() * (text.length + 1));
        const y = r();
        const noise = NOISE[Math.floor(r() * NOISE.length)];
        if (y < 0.33) text = text.slice(0, at) + text.slice(at + 1);
        else if (y < 0.66) text = text.slice(0, at) + noise + text.slice(at);
        else text = text.slice(0, at) + noise + text.slice(at + 1);
      }
      outcomes[assertAgreesWithJsonc(text, `mutation ${i}`)]++;
    }
    // Both sides must be exercised for the test to mean something.
    assert.ok(outcomes.tree > 200 && outcomes.fallback > 1000, JSON.stringify(outcomes));
  });

  it('counts depth like maxNestingDepth: the limit itself parses, one more is tooDeep', () => {
    const r = rng(99);
    for (let i = 0; i < 20; i++) {
      const atLimit = nested(MAX_JSON_DEPTH, r);
      assert.equal(maxNestingDepth(atLimit, MAX_JSON_DEPTH), MAX_JSON_DEPTH);
      assertSameTree(atLimit, `depth ${MAX_JSON_DEPTH} #${i}`);
      const over = nested(MAX_JSON_DEPTH + 1, r);
      assert.deepEqual(fastParseTree(over, MAX_JSON_DEPTH), { tooDeep: true });
      assert.ok(maxNestingDepth(over, MAX_JSON_DEPTH) > MAX_JSON_DEPTH);
    }
    // Depth is the number of open brackets, not the size: wide and shallow is fine.
    assertSameTree('[' + '[[]],'.repeat(5000) + '[]]', 'wide');
    assert.deepEqual(fastParseTree('[[[]]]', 2), { tooDeep: true });
    assert.ok(fastParseTree('[[]]', 2));
  });

  it('reports tooDeep for 100000 nested brackets without overflowing the stack', () => {
    for (const text of [
      '['.repeat(100_000),
      '['.repeat(100_000) + ']'.repeat(100_000),
      '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000),
    ]) {
      assert.deepEqual(fastParseTree(text, MAX_JSON_DEPTH), { tooDeep: true });
      // Even with no limit to speak of, the parser itself does not recurse.
      const unlimited = fastParseTree(text, Infinity);
      assert.ok(unlimited === undefined || 'root' in unlimited);
    }
    const deep = fastParseTree('['.repeat(100_000) + ']'.repeat(100_000), Infinity);
    assert.ok(deep && 'root' in deep && deep.root.type === 'array');
  });

  it('SourceFile still refuses a too-deep file, and falls back to jsonc on malformed text', () => {
    const deep = new SourceFile('docs.json', '['.repeat(100_000) + ']'.repeat(100_000));
    assert.equal(deep.root, undefined);
    assert.match(deep.notParsedReason ?? '', /nested more than 200 levels/);
    const deepObject = new SourceFile('docs.json', '{"a":'.repeat(300) + '1' + '}'.repeat(300));
    assert.equal(deepObject.root, undefined);
    assert.ok(deepObject.notParsedReason);

    const valid = '{\r\n  "name": "x",\r\n  "navigation": {"pages": ["a", "b/c"]}\r\n}';
    const file = new SourceFile('docs.json', valid);
    assert.equal(file.notParsedReason, undefined);
    assert.deepEqual(file.syntaxErrors, []);
    assert.equal(treeDifference(jsonc(valid).root!, file.root!), undefined);

    const broken = new SourceFile('docs.json', '{"a": [1,], // c\n}');
    assert.ok(broken.root, 'jsonc recovers a tree');
    assert.ok(broken.syntaxErrors.length >= 2);
    assert.equal(treeDifference(jsonc('{"a": [1,], // c\n}').root!, broken.root!), undefined);
  });
});
