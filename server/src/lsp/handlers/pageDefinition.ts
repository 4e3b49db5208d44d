// textDocument/definition in .mdx/.md pages: a link opens the page it names (at the heading of its #anchor), an
// image the file, an import or <Snippet file> the snippet.
import type { DefinitionParams, Location, LocationLink } from 'vscode-languageserver';
import { findPageDefinition } from '../../core';
import { isValidPosition, type ServerContext } from '../context';
import { pageFeatures } from '../pageContext';
import { toDefinitionAnswer } from './definition';

export async function onPageDefinition(
  ctx: ServerContext,
  params: DefinitionParams,
): Promise<Location[] | LocationLink[] | null> {
  const found = await pageFeatures(ctx, params.textDocument.uri);
  if (!found || !isValidPosition(found.document, params.position)) return null;
  const links = findPageDefinition(found.page, found.document.offsetAt(params.position), found.feature);
  return toDefinitionAnswer(ctx, found.site, links);
}
