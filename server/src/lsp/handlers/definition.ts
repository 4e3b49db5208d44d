// textDocument/definition: page entry -> page file, openapi value -> spec, endpoint -> operation in the spec.
import type { DefinitionParams, Location, LocationLink } from 'vscode-languageserver';
import { findDefinition } from '../../core';
import { documentFeatures, isValidPosition, ServerContext } from '../context';

export async function onDefinition(
  ctx: ServerContext,
  params: DefinitionParams,
): Promise<Location[] | LocationLink[] | null> {
  const found = await documentFeatures(ctx, params.textDocument.uri);
  if (!found || !isValidPosition(found.document, params.position)) return null;
  const links = await findDefinition(found.feature, found.document.offsetAt(params.position));
  if (links.length === 0) return null;
  if (ctx.capabilities.textDocument?.definition?.linkSupport) {
    return links.map((l) => ({
      originSelectionRange: l.originRange,
      targetUri: found.site.uriOf(l.file),
      targetRange: l.targetRange,
      targetSelectionRange: l.targetRange,
    }));
  }
  return links.map((l) => ({ uri: found.site.uriOf(l.file), range: l.targetRange }));
}
