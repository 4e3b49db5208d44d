// textDocument/documentLink: page entries, openapi files and includes as links.
import type { DocumentLink, DocumentLinkParams } from 'vscode-languageserver';
import { findDocumentLinks } from '../../core';
import { documentFeatures, ServerContext } from '../context';

export async function onDocumentLinks(ctx: ServerContext, params: DocumentLinkParams): Promise<DocumentLink[]> {
  const found = await documentFeatures(ctx, params.textDocument.uri);
  if (!found) return [];
  const tooltips = ctx.capabilities.textDocument?.documentLink?.tooltipSupport;
  return findDocumentLinks(found.feature).map((l) => ({
    range: l.originRange,
    target: found.site.uriOf(l.file),
    ...(tooltips && l.tooltip ? { tooltip: l.tooltip } : {}),
  }));
}
