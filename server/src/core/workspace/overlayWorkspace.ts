// A workspace whose files may have new texts not yet written (`lint --fix` between passes, `--fix-dry-run`
// throughout): reads see the new texts, everything else (which files exist, other files) is the underlying one's.
import type { FileHead, FileStat, Workspace } from './workspace';
import { WorkspaceError } from './workspace';

export class OverlayWorkspace implements Workspace {
  private readonly texts = new Map<string, string>();
  /** Bumped on each change, so that stamps (size and mtime) of a changed file change too. */
  private generation = 0;

  constructor(private readonly base: Workspace) {}

  get rootPath(): string {
    return this.base.rootPath;
  }

  /** The new texts, by root-relative path. */
  changed(): ReadonlyMap<string, string> {
    return this.texts;
  }

  setText(relPath: string, text: string): void {
    this.texts.set(relPath, text);
    this.generation++;
  }

  readFile(relPath: string): Promise<string> {
    const text = this.texts.get(relPath);
    return text !== undefined ? Promise.resolve(text) : this.base.readFile(relPath);
  }

  async stat(relPath: string): Promise<FileStat | undefined> {
    const stat = await this.base.stat(relPath);
    const text = this.texts.get(relPath);
    return stat && text !== undefined ? { ...stat, size: text.length, mtimeMs: stat.mtimeMs + this.generation } : stat;
  }

  listFiles(): Promise<string[]> {
    return this.base.listFiles();
  }

  async readFileHeads(relPaths: readonly string[], maxBytes: number): Promise<Map<string, FileHead | WorkspaceError>> {
    const out = new Map<string, FileHead | WorkspaceError>();
    const rest = relPaths.filter((p) => !this.texts.has(p));
    if (this.base.readFileHeads)
      for (const [p, head] of await this.base.readFileHeads(rest, maxBytes)) out.set(p, head);
    else
      for (const p of rest)
        out.set(
          p,
          await this.base.readFile(p).then(
            (text) => ({ text, complete: true }),
            (e: WorkspaceError) => e,
          ),
        );
    for (const p of relPaths) {
      const text = this.texts.get(p);
      if (text !== undefined) out.set(p, { text, complete: true });
    }
    return out;
  }
}
