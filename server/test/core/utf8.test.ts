import assert from 'node:assert/strict';
import fc from 'fast-check';
import { firstInvalidUtf8 } from '../../src/core/text/utf8';
import { notUtf8Error } from '../../src/core/workspace/notUtf8Error';

const fatal = new TextDecoder('utf-8', { fatal: true });
const decodes = (bytes: Uint8Array) => {
  try {
    fatal.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

describe('firstInvalidUtf8', () => {
  it('agrees with TextDecoder: -1 exactly when the bytes decode, else the valid part ends there', () => {
    // Bytes from the ranges that matter (ASCII, continuation bytes, every kind of lead byte, the invalid ones).
    const byte = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xbf }),
      fc.integer({ min: 0xc0, max: 0xff }),
    );
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 12 }), (list) => {
        const bytes = Uint8Array.from(list);
        const at = firstInvalidUtf8(bytes);
        assert.equal(at < 0, decodes(bytes));
        if (at >= 0) assert.ok(decodes(bytes.subarray(0, at)), 'everything before the reported byte decodes');
      }),
      { numRuns: 20000 },
    );
  });

  it('finds overlong forms, surrogates, code points past U+10FFFF and cut sequences at their first byte', () => {
    const cases: Array<[number[], number]> = [
      [[0x41, 0xc0, 0x80], 1], // overlong "NUL"
      [[0x41, 0xe0, 0x80, 0x80], 1], // overlong 3-byte
      [[0xed, 0xa0, 0x80], 0], // surrogate U+D800
      [[0xf4, 0x90, 0x80, 0x80], 0], // U+110000
      [[0x41, 0x42, 0xe2, 0x82], 2], // "€" cut short at the end
      [[0xe2, 0x82, 0xac, 0xff], 3], // "€" then a byte that is never UTF-8
      [[0xf0, 0x9f, 0x9a, 0x80], -1], // 🚀
    ];
    for (const [bytes, at] of cases) assert.equal(firstInvalidUtf8(Uint8Array.from(bytes)), at, JSON.stringify(bytes));
  });
});

describe('notUtf8Error', () => {
  it('names the line and the UTF-16 column of the bad byte, counting CRLF and emoji as editors do', () => {
    const before = Buffer.from('{\r\n  "name": "🚀 ', 'utf8');
    const bytes = Buffer.concat([before, Buffer.from([0xff]), Buffer.from('"}')]);
    const e = notUtf8Error('docs.json', bytes, (valid) => fatal.decode(valid));
    assert.deepEqual(e.position, { line: 1, character: 14 }); // 2 spaces, `"name": "` (9), 🚀 (2 units), a space
    assert.equal(e.byte, 0xff);
    assert.equal(e.code, 'not-utf8');
    assert.equal(e.message, '"docs.json" is not UTF-8 text (the byte 0xFF at line 2, column 15 is not valid UTF-8)');
  });
});
