// textDocument/hover: page front matter, operation summary, schema documentation (core/features/hover.ts); in
// pages, component documentation (pageHover.ts).
import type { Hover, HoverParams } from 'vscode-languageserver';
import { doHover, markdownAsPlainText, type Hover as CoreHover } from '../../core';
import { documentFeatures, isValidPosition, ServerContext } from '../context';
import { isPageDocument } from '../pageContext';
import { onPageHover } from './pageHover';

export async function onHover(ctx: ServerContext, params: HoverParams): Promise<Hover | null> {
  if (isPageDocument(params.textDocument.uri)) return onPageHover(ctx, params);
  const found = await documentFeatures(ctx, params.textDocument.uri);
  if (!found || !isValidPosition(found.document, params.position)) return null;
  return asPlainTextFor(ctx, await doHover(found.feature, found.document.offsetAt(params.position)));
}

/** The hover as plain text for a client that lists content formats without Markdown. */
export function asPlainTextFor(ctx: ServerContext, hover: CoreHover | null): Hover | null {
  if (
    hover &&
    !ctx.capabilities.textDocument?.hover?.contentFormat?.includes('markdown') &&
    ctx.capabilities.textDocument?.hover?.contentFormat
  ) {
    const value = markdownAsPlainText((hover.contents as { value: string }).value);
    return { ...hover, contents: { kind: 'plaintext', value } };
  }
  return hover;
}
