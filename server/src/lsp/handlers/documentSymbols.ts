// textDocument/documentSymbol: the navigation outline. Flattened for clients without hierarchical support.
import type { DocumentSymbol, DocumentSymbolParams, SymbolInformation } from 'vscode-languageserver';
import { getDocumentSymbols } from '../../core';
import { documentFeatures, ServerContext } from '../context';

export async function onDocumentSymbols(
  ctx: ServerContext,
  params: DocumentSymbolParams,
): Promise<DocumentSymbol[] | SymbolInformation[]> {
  const found = await documentFeatures(ctx, params.textDocument.uri);
  if (!found) return [];
  const symbols = getDocumentSymbols(found.feature.model, found.feature.file);
  if (ctx.capabilities.textDocument?.documentSymbol?.hierarchicalDocumentSymbolSupport) return symbols;
  const flat: SymbolInformation[] = [];
  const visit = (list: DocumentSymbol[], container?: string) => {
    for (const s of list) {
      flat.push({
        name: s.name,
        kind: s.kind,
        location: { uri: params.textDocument.uri, range: s.range },
        ...(container ? { containerName: container } : {}),
      });
      if (s.children) visit(s.children, s.name);
    }
  };
  visit(symbols);
  return flat;
}
