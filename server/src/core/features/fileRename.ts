// File rename: when `.mdx`/`.md` files or whole folders are renamed, every page entry (in docs.json and in the
// files it includes) that pointed at them is rewritten to the new path, keeping how the author wrote it (a leading
// "/" or "./", an explicit extension).
import type { SiteModel } from '../model/siteModel';
import { analyzePageRef } from '../pages/pageRef';
import { isPageFile, pagePathOf } from '../pages/pageIndex';
import { toSafeRelativePath } from '../workspace/safePath';
import { pageFileFor, SiteFiles } from './siteContext';
import type { SiteEdit, TextEdit } from './types';

export interface FileRename {
  /** Root-relative paths (POSIX) before and after. */
  oldPath: string;
  newPath: string;
}

export function getRenameEdits(
  model: SiteModel,
  files: SiteFiles | undefined,
  renames: readonly FileRename[],
): SiteEdit {
  const byFile = new Map<string, TextEdit[]>();
  const clean = renames
    .map((r) => ({ oldPath: toSafeRelativePath(r.oldPath), newPath: toSafeRelativePath(r.newPath) }))
    .filter(
      (r): r is { oldPath: { ok: true; path: string }; newPath: { ok: true; path: string } } =>
        r.oldPath.ok && r.newPath.ok,
    )
    .map((r) => ({ oldPath: r.oldPath.path, newPath: r.newPath.path }));
  if (clean.length === 0) return { edits: [] };
  for (const entry of model.pages) {
    const ref = analyzePageRef(entry.value);
    if (!ref.page) continue;
    // The file this entry names today.
    const current = ref.extension ? ref.page : (pageFileFor(files, ref.page) ?? ref.page + '.mdx');
    let renamed: string | undefined;
    for (const { oldPath, newPath } of clean) {
      if (current === oldPath) renamed = newPath;
      else if (current.startsWith(oldPath + '/')) renamed = newPath + current.slice(oldPath.length);
      if (renamed) break;
    }
    if (!renamed || !isPageFile(renamed)) continue;
    const written = entry.value;
    const lead = /^(\.\/|\/)/.exec(written)?.[0] ?? '';
    const next = lead + (ref.extension ? renamed : pagePathOf(renamed));
    if (next === written) continue;
    const file = model.source(entry.node.filePath)!;
    const edits = byFile.get(file.path) ?? [];
    edits.push({ range: file.rangeOfNode(entry.node.json), newText: JSON.stringify(next) });
    byFile.set(file.path, edits);
  }
  return { edits: [...byFile].map(([file, edits]) => ({ file, edits })) };
}
