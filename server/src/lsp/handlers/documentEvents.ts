// Open, change, save and close of editor buffers: each one re-checks the sites it can affect, at once.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CONFIG_FILE_NAME } from '../../core';
import type { ServerContext } from '../context';
import { uriToFsPath } from '../paths';
import { DOCS_FILE, Site } from '../site';

/** A buffer was opened: a docs.json (or a file inside a site) activates its site. */
export function onDocumentOpened(ctx: ServerContext, document: TextDocument, afterDiscovery = false): void {
  const fsPath = uriToFsPath(document.uri);
  if (!fsPath) return;
  const config = ctx.registry.siteForConfig(fsPath);
  const sites = config ? [config] : ctx.registry.containing(fsPath);
  if (sites.length === 0 && !afterDiscovery) {
    // Opened before the search for docs.json files finished (an included file or a page opened first).
    void ctx.registry.ready.then(() => {
      if (ctx.documents.get(document.uri)) onDocumentOpened(ctx, document, true);
    });
    return;
  }
  for (const site of sites) {
    const rel = site.relPath(fsPath)!;
    site.service.userActive();
    // Clients without file watching (Neovim 0.7) tell us about a new page only when it is opened or saved.
    noticeFile(ctx, site, rel);
    site.filesChanged([{ path: rel, kind: 'changed' }]);
    if (site.active) site.recheck();
    else if (config || rel.endsWith('.json') || /\.(mdx|md|ya?ml)$/i.test(rel)) site.activate();
  }
}

/** Buffer text changed (or a buffer closed, so the disk wins again): re-check every site around it. */
export function onDocumentChanged(ctx: ServerContext, document: TextDocument): void {
  const fsPath = uriToFsPath(document.uri);
  if (!fsPath) return;
  ctx.registry.activity.touch();
  for (const site of ctx.registry.containing(fsPath)) {
    const rel = site.relPath(fsPath)!;
    if (rel === CONFIG_FILE_NAME) site.reloadConfigFile();
    site.service.userActive();
    site.filesChanged([{ path: rel, kind: 'changed' }]);
    site.recheck();
  }
}

export function onDocumentSaved(ctx: ServerContext, document: TextDocument): void {
  const fsPath = uriToFsPath(document.uri);
  if (!fsPath) return;
  for (const site of ctx.registry.containing(fsPath)) noticeFile(ctx, site, site.relPath(fsPath)!);
}

/** Adds a file that exists on disk but not in the site's file set (created without a file event). */
function noticeFile(ctx: ServerContext, site: Site, rel: string): void {
  if (rel === DOCS_FILE) return;
  void site.service
    .files()
    .then(async (pages) => {
      if (pages.hasFile(rel)) return;
      const stat = await site.workspace.diskStat(rel);
      if (stat?.kind === 'file') {
        pages.add(rel);
        site.filesChanged([{ path: rel, kind: 'created' }]);
        site.recheck();
      }
    })
    .catch((e) => ctx.logger.error(`updating the file list of ${site.root} failed: ${String(e)}`));
}

/** A request about this file: its sites' background work keeps still for a moment, so that the answer comes first. */
export function onUserRequest(ctx: ServerContext, uri: string): void {
  const fsPath = uriToFsPath(uri);
  if (fsPath) for (const site of ctx.registry.containing(fsPath)) site.service.userActive();
}
