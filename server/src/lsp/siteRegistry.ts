// Multi-root: every docs.json under the workspace folders is its own site with its own root. A document belongs to
// the deepest site whose root contains it and whose configuration includes it (docs.json or an included file); a
// page or spec belongs to the deepest site whose root contains it.
import * as fs from 'fs';
import * as path from 'path';
import { MINT_JSON_FILE, UserActivity } from '../core';
import type { DocumentStore } from './documentStore';
import type { Logger } from './logger';
import { DOCS_FILE, Site, SiteCheck } from './site';

const MAX_SCANNED_DIRECTORIES = 20000;
const MAX_SCAN_DEPTH = 12;

export class SiteRegistry {
  private readonly sites = new Map<string, Site>();
  /** Settles when the first search for docs.json files under the workspace folders is done. */
  ready: Promise<void> = Promise.resolve();
  /**
   * The user's typing in any document: the search for docs.json files (a folder at a time, through the whole
   * workspace, while the first site is already open and edited) keeps still meanwhile. Requests do not pause it: one
   * about a file in no known site waits for the search to end.
   */
  readonly activity = new UserActivity();

  constructor(
    private readonly documents: DocumentStore,
    private readonly publish: (site: Site, result: SiteCheck) => void | Promise<void>,
    private readonly logger: Logger,
    private readonly onSiteCreated: (site: Site) => void = () => {},
  ) {}

  all(): Site[] {
    return [...this.sites.values()];
  }

  get(root: string): Site | undefined {
    return this.sites.get(path.normalize(root));
  }

  /** The site rooted at `root`, created when new. */
  ensure(root: string): Site {
    const key = path.normalize(root);
    let site = this.sites.get(key);
    if (!site) {
      site = new Site(key, this.documents, this.publish, this.logger);
      this.sites.set(key, site);
      this.onSiteCreated(site);
    }
    return site;
  }

  remove(root: string): Site | undefined {
    const key = path.normalize(root);
    const site = this.sites.get(key);
    this.sites.delete(key);
    site?.dispose();
    return site;
  }

  /**
   * Every site starts afresh, as if just found: after the watchdog stopped a task on the main thread, any site's
   * state may be half-updated (a check that never ends, background work that never finishes). Active sites are
   * checked again at once.
   */
  restartAll(): Site[] {
    const restarted: Site[] = [];
    for (const old of this.all()) {
      this.remove(old.root);
      const site = this.ensure(old.root);
      if (old.active) site.activate();
      restarted.push(site);
    }
    return restarted;
  }

  /** Sites whose root contains the path, deepest first. */
  containing(fsPath: string): Site[] {
    return this.all()
      .filter((s) => s.contains(fsPath))
      .sort((a, b) => b.root.length - a.root.length);
  }

  /** The site a configuration document (docs.json or an included JSON file) belongs to. */
  siteForConfig(fsPath: string): Site | undefined {
    if (isSiteConfig(fsPath)) return this.ensure(path.dirname(fsPath));
    const candidates = this.containing(fsPath);
    return candidates.find((s) => s.isConfigFile(s.relPath(fsPath)!));
  }

  /** Finds every docs.json under the folders (skipping node_modules and dot folders) and registers a site for each. */
  async discover(folders: readonly string[]): Promise<Site[]> {
    const found: Site[] = [];
    for (const folder of folders) {
      for (const dir of await findDocsRoots(folder, this.logger, this.activity)) found.push(this.ensure(dir));
    }
    return found;
  }
}

async function findDocsRoots(folder: string, logger: Logger, activity: UserActivity): Promise<string[]> {
  const roots: string[] = [];
  const pending: Array<[string, number]> = [[folder, 0]];
  let scanned = 0;
  while (pending.length > 0) {
    const [dir, depth] = pending.pop()!;
    if (++scanned > MAX_SCANNED_DIRECTORIES) {
      logger.warn(`stopped looking for docs.json files after ${MAX_SCANNED_DIRECTORIES} folders under ${folder}`);
      break;
    }
    let entries: fs.Dirent[];
    await activity.quiet();
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    // A folder with mint.json and no docs.json is a site too: Mintlify reads it through the upgrade to docs.json.
    const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    if (names.has(DOCS_FILE) || names.has(MINT_JSON_FILE)) roots.push(dir);
    for (const entry of entries) {
      if (
        entry.isDirectory() &&
        depth < MAX_SCAN_DEPTH &&
        !entry.name.startsWith('.') &&
        entry.name !== 'node_modules'
      ) {
        pending.push([path.join(dir, entry.name), depth + 1]);
      }
    }
  }
  return roots.sort();
}

/** docs.json, or a mint.json with no docs.json beside it: the file that makes its folder a site. */
export function isSiteConfig(fsPath: string): boolean {
  const name = path.basename(fsPath);
  if (name === DOCS_FILE) return true;
  if (name !== MINT_JSON_FILE) return false;
  try {
    return !fs.statSync(path.join(path.dirname(fsPath), DOCS_FILE)).isFile();
  } catch {
    return true;
  }
}
