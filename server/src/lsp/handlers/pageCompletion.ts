// textDocument/completion in .mdx/.md pages: component names (with their required attributes as a snippet when the
// client takes snippets), attribute names and values, link targets and #anchors, import paths
// (core/features/pages/pageCompletion.ts).
import type { CompletionList, CompletionParams } from 'vscode-languageserver';
import { completeInPage } from '../../core';
import { isValidPosition, type ServerContext } from '../context';
import { pageFeatures } from '../pageContext';
import { withItemDefaults } from './completion';

export async function onPageCompletion(ctx: ServerContext, params: CompletionParams): Promise<CompletionList | null> {
  const found = await pageFeatures(ctx, params.textDocument.uri);
  if (!found || !isValidPosition(found.document, params.position)) return null;
  const completion = ctx.capabilities.textDocument?.completion;
  const result = completeInPage(found.page, found.document.offsetAt(params.position), found.feature, {
    snippets: !!completion?.completionItem?.snippetSupport,
  });
  if (result.items.length === 0 && !result.isIncomplete) return null;
  const supported = completion?.completionList?.itemDefaults ?? [];
  return supported.includes('editRange') ? withItemDefaults(result, supported.includes('insertTextFormat')) : result;
}
