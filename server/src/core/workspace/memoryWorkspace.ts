// In-memory workspace for fast unit tests of the core: a map of root-relative paths to contents.
import { FileStat, Workspace, WorkspaceError, MAX_FILE_BYTES } from './workspace';
import { toSafeRelativePath } from './safePath';
import { MINTIGNORE_FILE, SiteFileFilter } from './siteFileFilter';

export class MemoryWorkspace implements Workspace {
  private readonly files = new Map<string, { text: string; mtimeMs: number }>();
  private clock = 1;

  constructor(
    files: Record<string, string> = {},
    readonly rootPath = '/memory',
  ) {
    for (const [p, text] of Object.entries(files)) this.set(p, text);
  }

  set(relPath: string, text: string): void {
    this.files.set(relPath, { text, mtimeMs: this.clock++ });
  }

  delete(relPath: string): void {
    this.files.delete(relPath);
  }

  async readFile(relPath: string): Promise<string> {
    const safe = toSafeRelativePath(relPath);
    if (!safe.ok) throw new WorkspaceError('outside-root', relPath, `"${relPath}" is outside the docs root`);
    const file = this.files.get(safe.path);
    if (file) {
      if (file.text.length > MAX_FILE_BYTES)
        throw new WorkspaceError('too-large', relPath, `"${relPath}" is too large`);
      return file.text;
    }
    if (this.isDirectory(safe.path)) throw new WorkspaceError('not-a-file', relPath, `"${relPath}" is a folder`);
    throw new WorkspaceError('not-found', relPath, `"${relPath}" does not exist`);
  }

  async stat(relPath: string): Promise<FileStat | undefined> {
    const safe = toSafeRelativePath(relPath);
    if (!safe.ok) return undefined;
    const file = this.files.get(safe.path);
    if (file) return { kind: 'file', size: file.text.length, mtimeMs: file.mtimeMs };
    if (this.isDirectory(safe.path)) return { kind: 'directory', size: 0, mtimeMs: 0 };
    return undefined;
  }

  async listFiles(): Promise<string[]> {
    const filter = new SiteFileFilter(this.files.get(MINTIGNORE_FILE)?.text);
    return [...this.files.keys()].filter((p) => filter.isSiteFile(p));
  }

  private isDirectory(relPath: string): boolean {
    const prefix = relPath + '/';
    for (const key of this.files.keys()) if (key.startsWith(prefix)) return true;
    return false;
  }
}
