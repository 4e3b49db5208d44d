import assert from 'node:assert/strict';
import { getDocumentSymbols } from '../../src/core/features/documentSymbols';
import { getFoldingRanges } from '../../src/core/features/foldingRanges';
import { getSelectionRanges } from '../../src/core/features/selectionRanges';
import { cursorContext } from '../../src/core/features/cursor';
import { SourceFile } from '../../src/core/json/sourceFile';
import type { DocumentSymbol, SelectionRange } from '../../src/core/features/types';
import { caret, range, site } from './helpers';

function outline(symbols: DocumentSymbol[]): unknown[] {
  return symbols.map((s) => (s.children?.length ? [s.name, outline(s.children)] : s.name));
}

describe('outline (document symbols)', () => {
  it('shows the navigation tree by labels', async () => {
    const text = JSON.stringify(
      {
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', { group: 'Nested', pages: ['a'] }] }] },
            { tab: 'API', openapi: 'api.yaml', groups: [{ group: 'Users', pages: ['GET /users'] }] },
          ],
        },
      },
      null,
      2,
    );
    const s = await site(text);
    const symbols = getDocumentSymbols(s.model, s.file);
    assert.deepEqual(outline(symbols), [
      [
        'navigation',
        [
          ['Guides', [['Start', ['intro', ['Nested', ['a']]]]]],
          ['API', [['Users', ['GET /users']]]],
        ],
      ],
    ]);
    const guides = symbols[0].children![0];
    assert.equal(guides.detail, 'tab');
    assert.deepEqual(guides.selectionRange, range(4, 15, 4, 23));
    assert.equal(symbols[0].children![1].children![0].children![0].kind, 6);
  });

  it('shows an include object by its included label but leaves out what the included file holds', async () => {
    const text = '{"navigation": {"tabs": [{"$ref": "tab.json"}, {"tab": "Own", "pages": ["x"]}]}}';
    const s = await site(text, { 'tab.json': '{"tab": "Included", "pages": ["y"]}' });
    const symbols = getDocumentSymbols(s.model, s.file);
    assert.deepEqual(outline(symbols), [['navigation', ['Included', ['Own', ['x']]]]]);
    const included = symbols[0].children![0];
    assert.deepEqual(included.range, range(0, 25, 0, 45));
  });

  it('shows only the sections when there are more entries than the cap', async () => {
    const text = JSON.stringify({
      navigation: {
        groups: [
          { group: 'A', pages: ['a', 'b', 'c'] },
          { group: 'B', pages: ['d'] },
        ],
      },
    });
    const s = await site(text);
    assert.deepEqual(outline(getDocumentSymbols(s.model, s.file, 3)), [['navigation', ['A', 'B']]]);
    assert.deepEqual(outline(getDocumentSymbols(s.model, s.file, 4)), [
      [
        'navigation',
        [
          ['A', ['a', 'b', 'c']],
          ['B', ['d']],
        ],
      ],
    ]);
  });

  it('is empty without a model', () => {
    assert.deepEqual(getDocumentSymbols(undefined, new SourceFile('docs.json', '{')), []);
  });
});

describe('folding ranges', () => {
  it('folds objects and arrays that span lines', () => {
    const file = new SourceFile('docs.json', '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {"c": 1}\n}\n');
    assert.deepEqual(getFoldingRanges(file), [
      { startLine: 0, endLine: 5 },
      { startLine: 1, endLine: 3 },
    ]);
  });

  it('counts CR-only line breaks as LSP does', () => {
    const file = new SourceFile('docs.json', '{\r  "a": [\r    1\r  ]\r}');
    assert.deepEqual(getFoldingRanges(file), [
      { startLine: 0, endLine: 3 },
      { startLine: 1, endLine: 2 },
    ]);
  });
});

describe('selection ranges', () => {
  it('grows from the string content to the whole document', () => {
    const { text, offset } = caret('{"a": {"b": "va|lue"}}');
    const file = new SourceFile('docs.json', text);
    const [result] = getSelectionRanges(file, [file.positionAt(offset)]);
    const chain: string[] = [];
    for (let r: SelectionRange | undefined = result; r; r = r.parent)
      chain.push(text.slice(file.offsetAt(r.range.start), file.offsetAt(r.range.end)));
    assert.deepEqual(chain, ['value', '"value"', '"b": "value"', '{"b": "value"}', '"a": {"b": "value"}', text]);
  });
});

describe('cursor positions', () => {
  it('ranges are in UTF-16 units after an emoji, with CRLF line ends', () => {
    const { text, offset } = caret('{\r\n  "navigation": {"groups": [{"group": "🚀 Start", "pages": ["ab|"]}]}\r\n}');
    const file = new SourceFile('docs.json', text);
    const ctx = cursorContext(file, offset);
    assert.equal(ctx.kind, 'pageEntry');
    // "🚀" is two UTF-16 code units; the line starts after \r\n.
    assert.deepEqual(ctx.kind === 'pageEntry' && ctx.edit.range, range(1, 61, 1, 63));
  });

  it('a lone CR is a line break', () => {
    const { text, offset } = caret('{\r"navigation": {"pages": ["|"]}}');
    const ctx = cursorContext(new SourceFile('docs.json', text), offset);
    assert.deepEqual(ctx.kind === 'pageEntry' && ctx.edit.range, range(1, 26, 1, 26));
  });

  it('out-of-range offsets give no context', () => {
    const file = new SourceFile('docs.json', '{}');
    assert.equal(cursorContext(file, 5).kind, 'none');
    assert.equal(cursorContext(file, -1).kind, 'none');
  });
});
