// textDocument/definition: page entry -> page file, openapi value -> spec, endpoint -> operation in the spec; in
// pages, links and imports (pageDefinition.ts).
import type { DefinitionParams, Location, LocationLink } from 'vscode-languageserver';
import { findDefinition, type FileLink } from '../../core';
import { documentFeatures, isValidPosition, ServerContext } from '../context';
import { isPageDocument } from '../pageContext';
import type { Site } from '../site';
import { onPageDefinition } from './pageDefinition';

export async function onDefinition(
  ctx: ServerContext,
  params: DefinitionParams,
): Promise<Location[] | LocationLink[] | null> {
  if (isPageDocument(params.textDocument.uri)) return onPageDefinition(ctx, params);
  const found = await documentFeatures(ctx, params.textDocument.uri);
  if (!found || !isValidPosition(found.document, params.position)) return null;
  return toDefinitionAnswer(
    ctx,
    found.site,
    await findDefinition(found.feature, found.document.offsetAt(params.position)),
  );
}

/** Links as LocationLinks for a client that takes them, else Locations; null for none. */
export function toDefinitionAnswer(
  ctx: ServerContext,
  site: Site,
  links: readonly FileLink[],
): Location[] | LocationLink[] | null {
  if (links.length === 0) return null;
  if (ctx.capabilities.textDocument?.definition?.linkSupport) {
    return links.map((l) => ({
      originSelectionRange: l.originRange,
      targetUri: site.uriOf(l.file),
      targetRange: l.targetRange,
      targetSelectionRange: l.targetRange,
    }));
  }
  return links.map((l) => ({ uri: site.uriOf(l.file), range: l.targetRange }));
}
