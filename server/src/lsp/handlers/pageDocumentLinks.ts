// textDocument/documentLink in .mdx/.md pages: links, images and imports that reach a file of the site.
import type { DocumentLink, DocumentLinkParams } from 'vscode-languageserver';
import { findPageDocumentLinks } from '../../core';
import type { ServerContext } from '../context';
import { pageFeatures } from '../pageContext';
import { toDocumentLinks } from './documentLinks';

export async function onPageDocumentLinks(ctx: ServerContext, params: DocumentLinkParams): Promise<DocumentLink[]> {
  const found = await pageFeatures(ctx, params.textDocument.uri);
  if (!found) return [];
  return toDocumentLinks(ctx, found.site, findPageDocumentLinks(found.page, found.feature));
}
