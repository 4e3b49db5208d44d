// Which docs.json a preview command is about: the file it was run on (editor title, Explorer), else the active
// editor's docs.json, else the docs.json of the site that holds the active editor's file, else the workspace's
// first docs.json.
import * as path from 'path';
import * as vscode from 'vscode';
import { findSiteRoots } from '../serverClient';
import { isDocsJson } from './navigationPreview';

export async function docsJsonFor(argument: unknown): Promise<vscode.Uri | undefined> {
  if (argument instanceof vscode.Uri && isDocsJson(argument)) return argument;
  const active = vscode.window.activeTextEditor?.document.uri;
  if (active && isDocsJson(active)) return active;
  const roots = (await findSiteRoots()).map((r) => vscode.Uri.parse(r));
  if (roots.length === 0) return undefined;
  // The deepest site folder that holds the active file.
  const holding = active
    ? roots
        .filter((r) => {
          const rel = path.relative(r.fsPath, active.fsPath);
          return !rel.startsWith('..') && !path.isAbsolute(rel);
        })
        .sort((a, b) => b.fsPath.length - a.fsPath.length)[0]
    : undefined;
  return vscode.Uri.joinPath(holding ?? roots[0], 'docs.json');
}
