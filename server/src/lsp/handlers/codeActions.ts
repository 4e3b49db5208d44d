// textDocument/codeAction: quick fixes from the data each diagnostic carries (core/features/codeActions.ts for
// docs.json and its includes, core/features/pages/pageCodeActions.ts for pages, where "disable for this line" is).
import type { CodeAction, CodeActionParams, Diagnostic, WorkspaceEdit } from 'vscode-languageserver';
import { getCodeActions, getPageCodeActions, type SiteCodeAction, type SiteEdit } from '../../core';
import { documentFeatures, ServerContext } from '../context';
import { isPageDocument, pageFeatures } from '../pageContext';
import type { Site } from '../site';

export async function onCodeAction(ctx: ServerContext, params: CodeActionParams): Promise<CodeAction[]> {
  if (
    params.context.only &&
    !params.context.only.some((k) => k === 'quickfix' || 'quickfix'.startsWith(k + '.') || k === '')
  )
    return [];
  const ours = params.context.diagnostics.filter((d) => d.source === 'docsjson');
  if (ours.length === 0) return [];
  let site: Site;
  let siteActions: SiteCodeAction[];
  if (isPageDocument(params.textDocument.uri)) {
    const page = await pageFeatures(ctx, params.textDocument.uri);
    if (!page) return [];
    site = page.site;
    siteActions = getPageCodeActions(page.page, ours);
  } else {
    const found = await documentFeatures(ctx, params.textDocument.uri, 'text');
    if (!found) return [];
    site = found.site;
    siteActions = getCodeActions(found.feature, ours);
  }
  const actions: CodeAction[] = [];
  for (const action of siteActions) {
    const edit = toWorkspaceEdit(ctx, site, action.edit);
    if (!edit) continue;
    const diagnostic: Diagnostic = ours[action.diagnosticIndex];
    actions.push({
      title: action.title,
      kind: 'quickfix',
      diagnostics: [diagnostic],
      edit,
      ...(action.isPreferred ? { isPreferred: true } : {}),
    });
  }
  return actions;
}

/** A SiteEdit as a WorkspaceEdit the client can apply; undefined when it needs file creation the client lacks. */
export function toWorkspaceEdit(ctx: ServerContext, site: Site, edit: SiteEdit): WorkspaceEdit | undefined {
  const workspaceEdit = ctx.capabilities.workspace?.workspaceEdit;
  // resourceOperations only make sense inside documentChanges; Neovim 0.7 lists them without documentChanges and
  // applies them, so the create capability alone decides.
  const canCreate = !!workspaceEdit?.resourceOperations?.includes('create');
  if (edit.create?.length) {
    if (!canCreate) return undefined;
    return {
      documentChanges: [
        ...edit.create.flatMap((c) => {
          const uri = site.uriOf(c.file);
          return [
            { kind: 'create' as const, uri, options: { overwrite: false, ignoreIfExists: true } },
            {
              textDocument: { uri, version: null },
              edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: c.text }],
            },
          ];
        }),
        ...edit.edits.map((e) => ({
          textDocument: { uri: site.uriOf(e.file), version: ctx.documents.get(site.uriOf(e.file))?.version ?? null },
          edits: e.edits,
        })),
      ],
    };
  }
  if (edit.edits.length === 0) return undefined;
  if (workspaceEdit?.documentChanges) {
    return {
      documentChanges: edit.edits.map((e) => ({
        textDocument: { uri: site.uriOf(e.file), version: ctx.documents.get(site.uriOf(e.file))?.version ?? null },
        edits: e.edits,
      })),
    };
  }
  return { changes: Object.fromEntries(edit.edits.map((e) => [site.uriOf(e.file), e.edits])) };
}
