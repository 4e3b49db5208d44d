// textDocument/foldingRange and textDocument/selectionRange: structure of the JSON text itself.
import type { FoldingRange, FoldingRangeParams, SelectionRange, SelectionRangeParams } from 'vscode-languageserver';
import { getFoldingRanges, getSelectionRanges } from '../../core';
import { documentFeatures, isValidPosition, ServerContext } from '../context';

export async function onFoldingRanges(ctx: ServerContext, params: FoldingRangeParams): Promise<FoldingRange[]> {
  const found = await documentFeatures(ctx, params.textDocument.uri, 'text');
  if (!found) return [];
  const limit = ctx.capabilities.textDocument?.foldingRange?.rangeLimit ?? 5000;
  return getFoldingRanges(found.feature.file, limit);
}

export async function onSelectionRanges(ctx: ServerContext, params: SelectionRangeParams): Promise<SelectionRange[]> {
  const found = await documentFeatures(ctx, params.textDocument.uri, 'text');
  if (!found || !params.positions.every((p) => isValidPosition(found.document, p))) return [];
  return getSelectionRanges(found.feature.file, params.positions);
}
