// textDocument/documentLink: page entries, openapi files and includes as links; in pages, links, images and
// imports (pageDocumentLinks.ts).
import type { DocumentLink, DocumentLinkParams } from 'vscode-languageserver';
import { findDocumentLinks, type FileLink } from '../../core';
import { documentFeatures, ServerContext } from '../context';
import { isPageDocument } from '../pageContext';
import type { Site } from '../site';
import { onPageDocumentLinks } from './pageDocumentLinks';

export async function onDocumentLinks(ctx: ServerContext, params: DocumentLinkParams): Promise<DocumentLink[]> {
  if (isPageDocument(params.textDocument.uri)) return onPageDocumentLinks(ctx, params);
  const found = await documentFeatures(ctx, params.textDocument.uri);
  if (!found) return [];
  return toDocumentLinks(ctx, found.site, findDocumentLinks(found.feature));
}

export function toDocumentLinks(ctx: ServerContext, site: Site, links: readonly FileLink[]): DocumentLink[] {
  const tooltips = ctx.capabilities.textDocument?.documentLink?.tooltipSupport;
  return links.map((l) => ({
    range: l.originRange,
    target: site.uriOf(l.file),
    ...(tooltips && l.tooltip ? { tooltip: l.tooltip } : {}),
  }));
}
