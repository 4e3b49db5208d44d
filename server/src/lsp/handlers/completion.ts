// textDocument/completion: page paths, METHOD entries, schema keys and values (core/features/completion.ts).
import type { CompletionList, CompletionParams } from 'vscode-languageserver';
import { doComplete } from '../../core/features/completion';
import { documentFeatures, isValidPosition, ServerContext } from '../context';

export async function onCompletion(ctx: ServerContext, params: CompletionParams): Promise<CompletionList | null> {
  const found = await documentFeatures(ctx, params.textDocument.uri, 'text');
  if (!found || !isValidPosition(found.document, params.position)) return null;
  const result = await doComplete(found.feature, found.document.offsetAt(params.position));
  return result.items.length > 0 || result.isIncomplete ? result : null;
}
