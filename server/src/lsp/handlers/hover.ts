// textDocument/hover: page front matter, operation summary, schema documentation (core/features/hover.ts).
import type { Hover, HoverParams } from 'vscode-languageserver';
import { doHover } from '../../core';
import { documentFeatures, isValidPosition, ServerContext } from '../context';

export async function onHover(ctx: ServerContext, params: HoverParams): Promise<Hover | null> {
  const found = await documentFeatures(ctx, params.textDocument.uri);
  if (!found || !isValidPosition(found.document, params.position)) return null;
  const hover = await doHover(found.feature, found.document.offsetAt(params.position));
  if (
    hover &&
    !ctx.capabilities.textDocument?.hover?.contentFormat?.includes('markdown') &&
    ctx.capabilities.textDocument?.hover?.contentFormat
  ) {
    return { ...hover, contents: { kind: 'plaintext', value: (hover.contents as { value: string }).value } };
  }
  return hover;
}
