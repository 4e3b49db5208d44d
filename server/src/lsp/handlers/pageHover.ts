// textDocument/hover in .mdx/.md pages: a component's or an attribute's documentation from the catalog.
import type { Hover, HoverParams } from 'vscode-languageserver';
import { hoverInPage } from '../../core';
import { isValidPosition, type ServerContext } from '../context';
import { pageFeatures } from '../pageContext';
import { asPlainTextFor } from './hover';

export async function onPageHover(ctx: ServerContext, params: HoverParams): Promise<Hover | null> {
  const found = await pageFeatures(ctx, params.textDocument.uri);
  if (!found || !isValidPosition(found.document, params.position)) return null;
  return asPlainTextFor(ctx, hoverInPage(found.page, found.document.offsetAt(params.position)));
}
