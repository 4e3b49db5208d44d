// Every feature at every offset of hostile and broken documents: nothing throws, and
// every range stays inside the document.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { doComplete } from '../../src/core/features/completion';
import { doHover } from '../../src/core/features/hover';
import { findDefinition } from '../../src/core/features/definition';
import { findDocumentLinks } from '../../src/core/features/documentLinks';
import { getDocumentSymbols } from '../../src/core/features/documentSymbols';
import { getFoldingRanges } from '../../src/core/features/foldingRanges';
import { getSelectionRanges } from '../../src/core/features/selectionRanges';
import { getCodeActions } from '../../src/core/features/codeActions';
import type { SchemaObject } from '../../src/core/features/schemaNavigator';
import type { Range } from '../../src/core/problem';
import { docsSchema } from '../../src/core/schema/generated/docsSchema';
import { op, site, specIndex } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const FILES = { 'intro.mdx': '---\ntitle: x\n---\n', 'api.yaml': '' };
const specs = { 'api.yaml': specIndex('api.yaml', [op('get', '/users')]) };

const HOSTILE: Array<[string, string]> = [
  ['BOM', '\uFEFF{"navigation": {"pages": ["intro"]}}'],
  [
    '__proto__ keys',
    '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": 1}, "navigation": {"pages": ["__proto__", "constructor"]}}',
  ],
  ['duplicate keys', '{"name": "First", "name": 42, "navigation": {"pages": ["intro"], "pages": [7]}}'],
  ['comments and trailing commas', '{\n  // c\n  "navigation": {"pages": ["intro",],}, /* x */\n}'],
  ['NUL in a string', '{"navigation": {"pages": ["in\u0000tro"]}}'],
  ['CR-only and U+2028', '{\r"navigation": {\r"pages": ["a\u2028b", "intro"]}\r}'],
  ['a cursor between the two characters of a CRLF break', '{\r\n'],
  ['emoji and surrogates', '{"navigation": {"groups": [{"group": "🚀\uD800", "pages": ["🚀", "intro"]}]}}'],
  ['unterminated comment at EOF', '{"navigation": {"pages": ["intro"]}} /*'],
  ['unterminated string', '{"navigation": {"pages": ["intro'],
  ['non-strings in pages', '{"navigation": {"pages": [42, null, {}, [], true, {"group": 1, "pages": "x"}]}}'],
  [
    'openapi oddities',
    '{"navigation": {"groups": [{"group": "G", "openapi": ["/etc/passwd", "file:///x", "https://e/x", {"source": 5}, "../../x"], "pages": ["CONSTRUCTOR /users", "GET /users", "webhook"]}]}}',
  ],
  ['deep nesting', '{"navigation": ' + '['.repeat(300) + ']'.repeat(300) + '}'],
  [
    'nested groups',
    '{"navigation": {"pages": [' + '{"group": "g", "pages": ['.repeat(60) + '"intro"' + ']}'.repeat(60) + ']}}',
  ],
  ['empty', ''],
  ['garbage', '}{][,:"\\'],
  ['top-level array', '[{"navigation": {"pages": ["intro"]}}]'],
];

function inside(text: string, range: Range | undefined): boolean {
  if (!range) return true;
  const lines = text.split(/\r\n|\r|\n/);
  const ok = (p: { line: number; character: number }) =>
    p.line >= 0 && p.line < lines.length && p.character >= 0 && p.character <= lines[p.line].length;
  return ok(range.start) && ok(range.end);
}

async function exerciseAll(text: string): Promise<void> {
  const s = await site(text, FILES, { schema: docsSchema as SchemaObject, specs });
  const lineCount = text.split(/\r\n|\r|\n/).length;
  for (const symbol of getDocumentSymbols(s.model, s.file)) assert.ok(inside(text, symbol.range));
  for (const fold of getFoldingRanges(s.file)) assert.ok(fold.startLine >= 0 && fold.endLine < lineCount);
  for (const link of findDocumentLinks(s)) assert.ok(inside(text, link.originRange));
  const step = Math.max(1, Math.floor(text.length / 400));
  for (let offset = -1; offset <= text.length + 1; offset += offset < 2 || offset > text.length - 2 ? 1 : step) {
    const completion = await doComplete(s, offset);
    for (const item of completion.items)
      assert.ok(item.textEdit && 'range' in item.textEdit && inside(text, item.textEdit.range), JSON.stringify(item));
    const hover = await doHover(s, offset);
    assert.ok(inside(text, hover?.range));
    for (const d of await findDefinition(s, offset)) assert.ok(inside(text, d.originRange));
    if (offset >= 0 && offset <= text.length) {
      const position = s.file.positionAt(offset);
      for (let r = getSelectionRanges(s.file, [position])[0]; r; r = r.parent!) {
        assert.ok(inside(text, r.range));
        if (!r.parent) break;
      }
      const range = { start: position, end: position };
      for (const action of getCodeActions(s, [
        { range, data: { candidates: ['x'], createFile: 'x.mdx', key: 'k', renameKeyTo: 'r', removeRange: range } },
      ])) {
        for (const e of action.edit.edits.flatMap((f) => f.edits)) assert.ok(inside(text, e.range));
      }
    }
  }
}

describe('features on hostile documents', function () {
  this.timeout(scaledTimeout(60000));
  for (const [name, text] of HOSTILE) {
    it(`${name}: every feature at every offset answers, ranges inside the text`, async () => {
      await exerciseAll(text);
    });
  }

  it('random JSON-like text never makes a feature throw (fast-check)', async () => {
    const token = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"pages"',
      '"navigation"',
      '"group"',
      '"openapi"',
      '"root"',
      '"$ref"',
      '"intro"',
      '"GET /users"',
      '"',
      ' ',
      '\n',
      '\r',
      'true',
      '1',
      '"🚀"',
      '//',
      '/*',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 40 }), async (tokens) => {
        await exerciseAll(tokens.join(''));
      }),
      { numRuns: 150 },
    );
  });
});
