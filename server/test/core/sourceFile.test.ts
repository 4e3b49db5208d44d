import assert from 'node:assert/strict';
import { SourceFile, MAX_JSON_DEPTH } from '../../src/core/json/sourceFile';
import { maxNestingDepth } from '../../src/core/json/nestingDepth';

describe('SourceFile', () => {
  it('maps offsets to UTF-16 line/character with CRLF line ends', () => {
    const text = '{\r\n  "name": "Ünïcødé 🚀",\r\n  "x": 1\r\n}';
    const f = new SourceFile('docs.json', text);
    const offset = text.indexOf('"x"');
    assert.deepEqual(f.positionAt(offset), { line: 2, character: 2 });
    assert.equal(f.offsetAt({ line: 2, character: 2 }), offset);
  });

  it('counts an emoji as two UTF-16 units (LSP columns)', () => {
    const text = '{"a": "🚀", "b": 1}';
    const f = new SourceFile('docs.json', text);
    assert.equal(f.positionAt(text.indexOf('"b"')).character, 12);
  });

  it('treats a lone CR as a line break', () => {
    const f = new SourceFile('docs.json', '{\r"a": 1}');
    assert.deepEqual(f.positionAt(3), { line: 1, character: 1 });
  });

  it('clamps ranges that run past the end of the text', () => {
    const f = new SourceFile('docs.json', '/*');
    const r = f.rangeOf(0, 3);
    assert.deepEqual(r.end, { line: 0, character: 2 });
  });

  it('reports comments and trailing commas but still parses the value', () => {
    const f = new SourceFile('docs.json', '{\n // note\n "a": [1,],\n}');
    assert.ok(f.root);
    assert.ok(f.syntaxErrors.length >= 2);
  });

  it('refuses to parse a file nested deeper than the limit', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const f = new SourceFile('docs.json', deep);
    assert.equal(f.root, undefined);
    assert.match(f.notParsedReason!, /nested more than/);
  });

  it('does not count brackets inside strings as nesting', () => {
    assert.equal(maxNestingDepth('{"a": "[[[[[[\\"[["}', MAX_JSON_DEPTH), 1);
  });
});
