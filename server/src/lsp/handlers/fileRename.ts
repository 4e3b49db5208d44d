// workspace/willRenameFiles: rewrite the page entries that point at renamed .mdx/.md files or folders.
import type { RenameFilesParams, WorkspaceEdit } from 'vscode-languageserver';
import { getRenameEdits } from '../../core';
import type { ServerContext } from '../context';
import { uriToFsPath } from '../paths';
import { toWorkspaceEdit } from './codeActions';

export async function onWillRenameFiles(ctx: ServerContext, params: RenameFilesParams): Promise<WorkspaceEdit | null> {
  const documentChanges: NonNullable<WorkspaceEdit['documentChanges']> = [];
  const changes: NonNullable<WorkspaceEdit['changes']> = {};
  for (const site of ctx.registry.all()) {
    const renames = params.files.flatMap((f) => {
      const oldPath = uriToFsPath(f.oldUri);
      const newPath = uriToFsPath(f.newUri);
      const oldRel = oldPath && site.relPath(oldPath);
      const newRel = newPath && site.relPath(newPath);
      return oldRel && newRel ? [{ oldPath: oldRel, newPath: newRel }] : [];
    });
    if (renames.length === 0) continue;
    await site.settled();
    const model = site.last?.model;
    if (!model) continue;
    const edit = toWorkspaceEdit(ctx, site, getRenameEdits(model, await site.service.files(), renames));
    if (!edit) continue;
    documentChanges.push(...(edit.documentChanges ?? []));
    Object.assign(changes, edit.changes ?? {});
  }
  if (documentChanges.length > 0) return { documentChanges };
  if (Object.keys(changes).length > 0) return { changes };
  return null;
}
