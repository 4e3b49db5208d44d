// A version of docs.json made by typing whitespace between tokens (or inside strings) shares the parsed tree: every
// node must then read as a fresh parse of the same text reads it (offsets, ends, values, colons, the node at an
// offset, the syntax errors), through any sequence of such edits, in well-formed files and in files with errors.
import assert from 'node:assert/strict';
import type { Node as JsonNode } from 'jsonc-parser';
import { SourceFile } from '../../src/core/json/sourceFile';
import { seededRandom } from '../helpers/random';

const WELL_FORMED = JSON.stringify(
  {
    name: 'Test',
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: [{ group: 'Start', pages: ['intro', 'guides/setup', { group: 'Deep', pages: ['a'] }] }],
        },
        { tab: 'API', openapi: 'api.json', pages: ['GET /users'] },
      ],
    },
    count: 12,
    flags: [true, false, null],
  },
  null,
  2,
);
// A trailing comma, a missing comma and a comment: errors the parse recovers from.
const BROKEN = WELL_FORMED.replace('"guides/setup"', '"guides/setup",,')
  .replace('"a"', '"a" "b"')
  .replace('"count"', '// a comment\n  "count"');

/** Every node of both trees, side by side, read through each file. */
function assertSameReading(edited: SourceFile, fresh: SourceFile, text: string): void {
  const walk = (a: JsonNode, b: JsonNode): void => {
    const at = `${a.type} at ${fresh.offsetOf(b)} in ${JSON.stringify(text.slice(fresh.offsetOf(b), fresh.offsetOf(b) + 20))}`;
    assert.equal(a.type, b.type, at);
    assert.equal(edited.offsetOf(a), fresh.offsetOf(b), `start of ${at}`);
    assert.equal(edited.endOf(a), fresh.endOf(b), `end of ${at}`);
    assert.equal(edited.colonOffsetOf(a), fresh.colonOffsetOf(b), `colon of ${at}`);
    if (!a.children) assert.deepEqual(edited.valueOf(a), fresh.valueOf(b), `value of ${at}`);
    assert.equal(a.children?.length ?? 0, b.children?.length ?? 0, `children of ${at}`);
    (a.children ?? []).forEach((child, i) => walk(child, b.children![i]));
  };
  walk(edited.root!, fresh.root!);
  assert.deepEqual(edited.syntaxErrors, fresh.syntaxErrors);
  for (let offset = 0; offset <= text.length; offset += 7) {
    const a = edited.nodeAt(offset);
    const b = fresh.nodeAt(offset);
    assert.deepEqual(a && pathOf(edited, a), b && pathOf(fresh, b), `node at ${offset}`);
  }
}

/** The node's path from the root, its keys read through the file (a key may have been edited). */
function pathOf(file: SourceFile, node: JsonNode): (string | number)[] {
  const path: (string | number)[] = [];
  for (let n: JsonNode = node; n.parent; n = n.parent) {
    const parent = n.parent;
    if (parent.type === 'property') {
      if (parent.children![1] === n) path.unshift(String(file.valueOf(parent.children![0])));
    } else if (parent.type === 'array') path.unshift(parent.children!.indexOf(n));
  }
  return path;
}

function run(base: string, seed: number): { whitespace: number; strings: number } {
  const random = seededRandom(seed);
  let file = new SourceFile('docs.json', base);
  let text = base;
  const taken = { whitespace: 0, strings: 0 };
  for (let step = 0; step < 12; step++) {
    const offset = Math.floor(random() * (text.length + 1));
    const r = random();
    const next =
      r < 0.45
        ? text.slice(0, offset) + ['\n', ' ', '\n    ', '\t'][Math.floor(random() * 4)] + text.slice(offset)
        : r < 0.8
          ? /\s/.test(text[offset] ?? '')
            ? text.slice(0, offset) + text.slice(offset + 1)
            : text
          : text.slice(0, offset) + 'x' + text.slice(offset);
    if (next === text) continue;
    const byString = file.withStringEdit(next);
    const byWhitespace = byString ? undefined : file.withWhitespaceEdit(next);
    if (byString) taken.strings++;
    if (byWhitespace) taken.whitespace++;
    file = byString?.file ?? byWhitespace?.file ?? new SourceFile('docs.json', next);
    text = next;
    assertSameReading(file, new SourceFile('docs.json', text), text);
  }
  return taken;
}

describe('whitespace edits between tokens', () => {
  for (const [name, base] of [
    ['a well-formed file', WELL_FORMED],
    ['a file with syntax errors and a comment', BROKEN],
  ] as const) {
    it(`read as a fresh parse, through random sequences of edits, in ${name}`, () => {
      assert.equal(new SourceFile('docs.json', base).syntaxErrors.length > 0, base === BROKEN);
      let whitespace = 0;
      let strings = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const taken = run(base, seed);
        whitespace += taken.whitespace;
        strings += taken.strings;
      }
      assert.ok(whitespace > 300, `the whitespace path was taken ${whitespace} times`);
      assert.ok(strings > 20, `the string path was taken ${strings} times`);
    });
  }

  it('leaves an edit inside a token or a comment, or with no whitespace beside it, to a full parse', () => {
    const file = new SourceFile('docs.json', BROKEN);
    const inside = (needle: string, at: number) => BROKEN.indexOf(needle) + at;
    const insert = (offset: number, s: string) => BROKEN.slice(0, offset) + s + BROKEN.slice(offset);
    assert.equal(file.withWhitespaceEdit(insert(inside('12', 1), ' ')), undefined, 'inside a number');
    assert.equal(file.withWhitespaceEdit(insert(inside('true', 2), '\n')), undefined, 'inside a literal');
    assert.equal(file.withWhitespaceEdit(insert(inside('a comment', 1), '\n')), undefined, 'inside a comment');
    assert.equal(file.withWhitespaceEdit(insert(inside('a comment', 9), ' ')), undefined, 'at the end of a comment');
    assert.equal(file.withWhitespaceEdit(insert(inside('"guides/setup",,', 15), ' ')), undefined, 'no space beside');
    assert.ok(file.withWhitespaceEdit(insert(inside('"count"', 0), '\n  ')), 'before a key');
  });

  it('takes a line break typed after a trailing comma (a new entry begun), next to the error it makes', () => {
    const text = WELL_FORMED.replace('"GET /users"', '"GET /users",');
    const file = new SourceFile('docs.json', text);
    assert.ok(file.syntaxErrors.length > 0);
    const at = text.indexOf('"GET /users",') + '"GET /users",'.length;
    const next = text.slice(0, at) + '\n          ' + text.slice(at);
    const edited = file.withWhitespaceEdit(next);
    assert.ok(edited, 'the whitespace path');
    assertSameReading(edited.file, new SourceFile('docs.json', next), next);
  });
});
