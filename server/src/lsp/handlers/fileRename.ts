// workspace/willRenameFiles: one WorkspaceEdit for everything a rename of .mdx/.md files or folders breaks: the
// page entries of docs.json (and its includes) and the links, images and imports of every page and snippet.
import type { RenameFilesParams, WorkspaceEdit } from 'vscode-languageserver';
import { getPageRenameEdits, getRenameEdits, type SiteEdit } from '../../core';
import type { ServerContext } from '../context';
import { allPages, siteFactsOf } from '../pageContext';
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
    const files = await site.service.files();
    const model = site.last?.model;
    const configEdit: SiteEdit = model ? getRenameEdits(model, files, renames) : { edits: [] };
    const pageEdit = getPageRenameEdits(await allPages(site, files), siteFactsOf(site, files), renames);
    const edit = toWorkspaceEdit(ctx, site, { edits: [...configEdit.edits, ...pageEdit.edits] });
    if (!edit) continue;
    documentChanges.push(...(edit.documentChanges ?? []));
    Object.assign(changes, edit.changes ?? {});
  }
  if (documentChanges.length > 0) return { documentChanges };
  if (Object.keys(changes).length > 0) return { changes };
  return null;
}
