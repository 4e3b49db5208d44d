// Edits to other pages when page, snippet or image files (or whole folders) are renamed: every link, image and
// import that reached a renamed file is rewritten to reach it at its new place, in the form the author wrote it
// (from the root stays from the root, relative stays relative, `?query` and `#anchor` are kept). A renamed page's
// own relative links are rewritten too, so that they keep their targets from its new folder. Edits are for the
// files as they are before the rename (LSP's willRenameFiles). Links whose text cannot be located exactly
// (escapes, entities) are left alone.
import type { ParsedPage } from '../../pages/parsedPage';
import type { SiteFacts } from '../../pages/siteFacts';
import { routeOfPageFile } from '../../pages/siteFacts';
import { importedFile, isPathImport, relativeRoute, resolveLink, resolveRoute } from '../../pages/mdx/linkTargets';
import { toSafeRelativePath } from '../../workspace/safePath';
import type { FileRename } from '../fileRename';
import type { SiteEdit, TextEdit } from '../types';

export function getPageRenameEdits(
  pages: Iterable<ParsedPage>,
  site: SiteFacts,
  renames: readonly FileRename[],
): SiteEdit {
  const moves: Array<{ from: string; to: string }> = [];
  for (const r of renames) {
    const from = toSafeRelativePath(r.oldPath);
    const to = toSafeRelativePath(r.newPath);
    if (from.ok && to.ok && from.path !== to.path) moves.push({ from: from.path, to: to.path });
  }
  if (moves.length === 0) return { edits: [] };
  const moved = (file: string): string => {
    for (const { from, to } of moves) {
      if (file === from) return to;
      if (file.startsWith(from + '/')) return to + file.slice(from.length);
    }
    return file;
  };

  const edits: SiteEdit['edits'] = [];
  for (const page of pages) {
    const newPage = moved(page.file);
    const pageEdits: TextEdit[] = [];
    const rewrite = (start: number, end: number, text: string) => {
      if (text !== page.text.slice(start, end))
        pageEdits.push({ range: page.lines.rangeAt(start, end), newText: text });
    };
    const url = (written: string, start: number | undefined, end: number | undefined) => {
      if (start === undefined || end === undefined) return;
      const target = resolveLink(page.file, written);
      if (target.kind !== 'route') return;
      const resolved = resolveRoute(site, target.route);
      let file: string;
      let asRoute: boolean;
      if (resolved.kind === 'page') {
        file = resolved.file;
        asRoute = true;
      } else if (target.route.length > 1 && site.fileExists(target.route.slice(1))) {
        file = target.route.slice(1);
        asRoute = false;
      } else return;
      const newFile = moved(file);
      if (newFile === file && newPage === page.file) return;
      const path = asRoute ? routeOfPageFile(newFile) : '/' + newFile;
      rewrite(start, end, writeLike(written, newPage, path));
    };
    for (const link of page.facts.links) url(link.url, link.urlStart, link.urlEnd);
    for (const image of page.facts.images) url(image.src, image.srcStart, image.srcEnd);
    for (const i of page.facts.imports) {
      if (!isPathImport(i.source)) continue;
      const file = importedFile(page.file, i.source);
      if (!file || !site.fileExists(file)) continue;
      const newFile = moved(file);
      if (newFile === file && newPage === page.file) continue;
      rewrite(i.sourceStart, i.sourceEnd, writeLike(i.source, newPage, '/' + newFile));
    }
    if (pageEdits.length > 0) edits.push({ file: page.file, edits: pageEdits });
  }
  return { edits };
}

/**
 * The new target `path` (from the root) written the way `written` was: from the root, or relative to the folder
 * of the page at its new place (with `./` only if the author used it), with the same `?query#fragment`.
 */
function writeLike(written: string, fromFile: string, path: string): string {
  const suffixAt = written.search(/[?#]/);
  const suffix = suffixAt >= 0 ? written.slice(suffixAt) : '';
  const trimmed = written.trim();
  if (trimmed.startsWith('/')) return path + suffix;
  const relative = relativeRoute(fromFile, path);
  const bare = !trimmed.startsWith('./') && relative.startsWith('./') ? relative.slice(2) : relative;
  return bare + suffix;
}
