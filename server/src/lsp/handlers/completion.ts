// textDocument/completion: page paths, METHOD entries, schema keys and values (core/features/completion.ts).
// When the client supports `completionList.itemDefaults`, the edit range every item shares is sent once.
import type { CompletionItem, CompletionList, CompletionParams, Range } from 'vscode-languageserver';
import { doComplete } from '../../core';
import { documentFeatures, isValidPosition, ServerContext } from '../context';

export async function onCompletion(ctx: ServerContext, params: CompletionParams): Promise<CompletionList | null> {
  const found = await documentFeatures(ctx, params.textDocument.uri, 'text');
  if (!found || !isValidPosition(found.document, params.position)) return null;
  const result = await doComplete(found.feature, found.document.offsetAt(params.position));
  if (result.items.length === 0 && !result.isIncomplete) return null;
  const supported = ctx.capabilities.textDocument?.completion?.completionList?.itemDefaults ?? [];
  return supported.includes('editRange') ? withItemDefaults(result, supported.includes('insertTextFormat')) : result;
}

export function withItemDefaults(list: CompletionList, defaultFormat: boolean): CompletionList {
  const first = list.items[0]?.textEdit;
  if (!first || !('range' in first)) return list;
  const range = first.range;
  const same = (r: Range) =>
    r.start.line === range.start.line &&
    r.start.character === range.start.character &&
    r.end.line === range.end.line &&
    r.end.character === range.end.character;
  if (
    !list.items.every(
      (i) =>
        i.textEdit &&
        'range' in i.textEdit &&
        same(i.textEdit.range) &&
        i.insertTextFormat === list.items[0].insertTextFormat,
    )
  )
    return list;
  const items = list.items.map((item): CompletionItem => {
    const { textEdit, insertTextFormat, ...rest } = item;
    const out: CompletionItem = rest;
    if (textEdit!.newText !== item.label) out.textEditText = textEdit!.newText;
    if (!defaultFormat && insertTextFormat !== undefined) out.insertTextFormat = insertTextFormat;
    return out;
  });
  return {
    isIncomplete: list.isIncomplete,
    itemDefaults: { editRange: range, ...(defaultFormat ? { insertTextFormat: list.items[0].insertTextFormat } : {}) },
    items,
  };
}
