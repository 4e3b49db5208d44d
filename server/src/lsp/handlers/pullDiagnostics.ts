// textDocument/diagnostic (pull): the diagnostics of the site's latest check of this document's current text.
import type { DocumentDiagnosticParams, DocumentDiagnosticReport } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { uriToFsPath } from '../paths';

export async function onPullDiagnostics(
  ctx: ServerContext,
  params: DocumentDiagnosticParams,
): Promise<DocumentDiagnosticReport> {
  const uri = params.textDocument.uri;
  const fsPath = uriToFsPath(uri);
  if (!fsPath || !ctx.documents.get(uri)) return { kind: 'full', items: [] };
  const site = ctx.registry.siteForConfig(fsPath) ?? ctx.registry.containing(fsPath)[0];
  if (!site) return { kind: 'full', items: [] };
  await site.settled();
  return { kind: 'full', items: ctx.publisher.forUri(site, uri) };
}
