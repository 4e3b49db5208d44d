// The core's Workspace for the language server: open editor buffers win over the disk, everything else is read
// through NodeWorkspace (root containment, regular files only, size cap).
import {
  readDocsJsonFromMintJson,
  DOCS_JSON_FILE,
  MINT_JSON_FILE,
  type FileHead,
  type FileStat,
  type Workspace,
  MAX_FILE_BYTES,
  WorkspaceError,
  toSafeRelativePath,
} from '../core';
import { NodeWorkspace } from '../node/nodeWorkspace';
import type { DocumentStore } from './documentStore';
import { joinRoot, relativeTo, uriToFsPath } from './paths';

export class LspWorkspace implements Workspace {
  readonly rootPath: string;
  /** The files on disk, open buffers aside (what a worker thread reading the disk sees). */
  readonly disk: NodeWorkspace;

  constructor(
    rootPath: string,
    private readonly documents: DocumentStore,
  ) {
    this.disk = new NodeWorkspace(rootPath);
    this.rootPath = this.disk.rootPath;
  }

  private buffer(relPath: string) {
    const safe = toSafeRelativePath(relPath);
    return safe.ok ? this.documents.getByPath(joinRoot(this.rootPath, safe.path)) : undefined;
  }

  *openFiles(): Iterable<string> {
    for (const document of this.documents.all()) {
      const fsPath = uriToFsPath(document.uri);
      const rel = fsPath === undefined ? undefined : relativeTo(this.rootPath, fsPath);
      if (rel !== undefined) yield rel;
    }
  }

  /** 'mint.json' when the site's docs.json is the one Mintlify makes from its mint.json (see NodeWorkspace). */
  docsJsonSource(): typeof MINT_JSON_FILE | undefined {
    return this.buffer(DOCS_JSON_FILE) ? undefined : this.disk.docsJsonSource();
  }

  async readFile(relPath: string): Promise<string> {
    if (relPath === DOCS_JSON_FILE && this.docsJsonSource()) return readDocsJsonFromMintJson((p) => this.readFile(p));
    const open = this.buffer(relPath);
    if (open) {
      const text = open.getText();
      if (text.length > MAX_FILE_BYTES) throw new WorkspaceError('too-large', relPath, `"${relPath}" is too large`);
      return text;
    }
    return this.disk.readFile(relPath);
  }

  async stat(relPath: string): Promise<FileStat | undefined> {
    if (relPath === DOCS_JSON_FILE && this.docsJsonSource()) relPath = MINT_JSON_FILE;
    const open = this.buffer(relPath);
    // The version changes with every edit, so it serves as the cache stamp of an open buffer.
    if (open) return { kind: 'file', size: open.getText().length, mtimeMs: -open.version };
    return this.disk.stat(relPath);
  }

  /** Beginnings of many files (front matter of every page): open buffers whole, the rest from the disk in one batch. */
  async readFileHeads(relPaths: readonly string[], maxBytes: number): Promise<Map<string, FileHead | WorkspaceError>> {
    const out = new Map<string, FileHead | WorkspaceError>();
    const fromDisk: string[] = [];
    for (const relPath of relPaths) {
      const open = this.buffer(relPath);
      if (open) out.set(relPath, { text: open.getText(), complete: true });
      else fromDisk.push(relPath);
    }
    if (fromDisk.length > 0) {
      const heads = this.disk.readFileHeads ? await this.disk.readFileHeads(fromDisk, maxBytes) : undefined;
      for (const relPath of fromDisk) {
        const head = heads?.get(relPath);
        if (head) out.set(relPath, head);
        else {
          try {
            out.set(relPath, { text: await this.disk.readFile(relPath), complete: true });
          } catch (e) {
            out.set(relPath, WorkspaceError.is(e) ? e : new WorkspaceError('io', relPath, String(e)));
          }
        }
      }
    }
    return out;
  }

  /** What is on disk, ignoring open buffers (an unsaved buffer is not a page yet). */
  diskStat(relPath: string): Promise<FileStat | undefined> {
    return this.disk.stat(relPath);
  }

  listFiles(): Promise<string[]> {
    return this.disk.listFiles();
  }

  /** Absolute path of a safe root-relative path. */
  absolutePath(relPath: string): string | undefined {
    return this.disk.absolutePath(relPath);
  }
}
