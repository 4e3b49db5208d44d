// textDocument/codeAction: quick fixes from the data each diagnostic carries (core/features/codeActions.ts).
import type { CodeAction, CodeActionParams, Diagnostic, WorkspaceEdit } from 'vscode-languageserver';
import { getCodeActions, getFileFixes, type SiteEdit } from '../../core';
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
  const uri = params.textDocument.uri;
  const found = isPageDocument(uri) ? undefined : await documentFeatures(ctx, uri, 'text');
  const page = found ? undefined : await pageFeatures(ctx, uri);
  if (!found && !page) return [];
  const site = found ? found.site : page!.site;
  const fixes = found ? getCodeActions(found.feature, ours) : getFileFixes(page!.relPath, ours);
  const actions: CodeAction[] = [];
  for (const action of fixes) {
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
