// workspace/didChangeWatchedFiles: pages, specs and includes created, changed or deleted on disk. The checker's
// file set is updated per event (no new directory walk), and every affected site is re-checked at once, so that
// creating a missing .mdx clears its error. A docs.json (or a lone mint.json) created or deleted adds or removes a
// site.
import * as fs from 'fs';
import * as path from 'path';
import { DidChangeWatchedFilesParams, FileChangeType } from 'vscode-languageserver';
import { CONFIG_FILE_NAME, MINT_JSON_FILE, MINTIGNORE_FILE, type FileChange } from '../../core';
import type { ServerContext } from '../context';
import { uriToFsPath } from '../paths';
import { DOCS_FILE, Site } from '../site';
import { isSiteConfig } from '../siteRegistry';

/** Pages, specs, includes, the settings file and .mintignore (dot files, which `*` may not match). */
export const WATCHED_GLOBS = ['**/*.{mdx,md,json,yaml,yml}', `**/${CONFIG_FILE_NAME}`, `**/${MINTIGNORE_FILE}`];

export async function onDidChangeWatchedFiles(ctx: ServerContext, params: DidChangeWatchedFilesParams): Promise<void> {
  const perSite = new Map<Site, FileChange[]>();
  const rescan = new Set<Site>();
  for (const change of params.changes) {
    const fsPath = uriToFsPath(change.uri);
    if (!fsPath) continue;
    const name = path.basename(fsPath);
    if (name === DOCS_FILE || name === MINT_JSON_FILE) {
      const root = path.dirname(fsPath);
      // The site stays while either file is there (without docs.json, Mintlify reads mint.json).
      const stillASite = fs.existsSync(path.join(root, DOCS_FILE)) || fs.existsSync(path.join(root, MINT_JSON_FILE));
      if (change.type === FileChangeType.Deleted && !stillASite) {
        const removed = ctx.registry.remove(root);
        if (removed) await ctx.publisher.clear(removed);
      } else if (change.type === FileChangeType.Created && isSiteConfig(fsPath)) {
        const site = ctx.registry.ensure(root);
        if (
          ctx.documents.all().some((d) => {
            const p = uriToFsPath(d.uri);
            return p !== undefined && site.contains(p);
          })
        )
          site.activate();
      }
    }
    for (const site of ctx.registry.containing(fsPath)) {
      const rel = site.relPath(fsPath)!;
      if (rel === CONFIG_FILE_NAME) site.reloadConfigFile();
      // .mintignore decides which files the site has at all: walk the folder again.
      if (rel === MINTIGNORE_FILE) rescan.add(site);
      const kind =
        change.type === FileChangeType.Created
          ? 'created'
          : change.type === FileChangeType.Deleted
            ? 'deleted'
            : 'changed';
      // A folder event (no file extension we watch) can stand for many files: walk again.
      if (kind !== 'changed' && !/\.[A-Za-z0-9]+$/.test(rel)) rescan.add(site);
      let list = perSite.get(site);
      if (!list) perSite.set(site, (list = []));
      list.push({ path: rel, kind });
    }
  }
  for (const [site, changes] of perSite) {
    if (rescan.has(site)) site.service.rescanFiles();
    site.filesChanged(changes);
    site.recheck();
  }
  if (ctx.publisher.pullMode && perSite.size > 0 && ctx.capabilities.workspace?.diagnostics?.refreshSupport) {
    // Open documents are pulled: tell the client to pull again once the checks are done.
    await Promise.all([...perSite.keys()].map((s) => s.scheduler.whenIdle()));
    await ctx.connection.languages.diagnostics.refresh();
  }
}
