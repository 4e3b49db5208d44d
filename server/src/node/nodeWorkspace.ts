// Workspace over the real file system, for the CLI and the build. Every read is confined to the docs root:
// the path is checked as text first, then by realpath (a symlink may lead out of the root), then by kind (FIFOs
// and devices are never opened: see docs/security.md, Special files), then by size.
import * as fs from 'fs';
import * as path from 'path';
import {
  FileHead,
  FileStat,
  Workspace,
  WorkspaceError,
  MAX_FILE_BYTES,
  notUtf8Error,
  MINTIGNORE_FILE,
  SiteFileFilter,
  toSafeRelativePath,
  readDocsJsonFromMintJson,
  DOCS_JSON_FILE,
  MINT_JSON_FILE,
} from '../core';
import { readHeadSync } from './readHead';
import { toWorkspaceError } from './workspaceErrors';

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A .mintignore is a few lines; a larger one is not read (its patterns would slow every path test). */
const MAX_MINTIGNORE_BYTES = 1024 * 1024;

export class NodeWorkspace implements Workspace {
  readonly rootPath: string;
  private readonly realRoot: string;
  /**
   * Regular files (not links) seen by the last walk, which never follows links out of the root: reading one needs
   * no realpath or stat first. Thousands of page reads per lint make those two extra calls per file count.
   */
  private walked = new Set<string>();

  constructor(rootPath: string) {
    this.rootPath = path.resolve(rootPath);
    this.realRoot = fs.realpathSync(this.rootPath);
  }

  /** Absolute path for a safe root-relative path, or undefined when the text itself is unsafe. */
  absolutePath(relPath: string): string | undefined {
    const safe = toSafeRelativePath(relPath);
    return safe.ok ? path.join(this.rootPath, ...safe.path.split('/')) : undefined;
  }

  /**
   * 'mint.json' when this site's docs.json is the one Mintlify makes from its mint.json (a folder with mint.json and
   * no docs.json): reading docs.json then gives that conversion, as Mintlify reads such a site.
   */
  docsJsonSource(): typeof MINT_JSON_FILE | undefined {
    return !isFileSync(path.join(this.rootPath, DOCS_JSON_FILE)) && isFileSync(path.join(this.rootPath, MINT_JSON_FILE))
      ? MINT_JSON_FILE
      : undefined;
  }

  async readFile(relPath: string): Promise<string> {
    if (relPath === DOCS_JSON_FILE && this.docsJsonSource()) return readDocsJsonFromMintJson((p) => this.readFile(p));
    if (this.walked.has(relPath)) return this.readRegularFile(relPath, path.join(this.rootPath, relPath));
    const abs = await this.containedPath(relPath);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(abs);
    } catch (e) {
      throw toWorkspaceError(e, relPath);
    }
    refuseUnreadable(relPath, stat);
    let bytes: Buffer;
    try {
      bytes = await fs.promises.readFile(abs);
    } catch (e) {
      throw toWorkspaceError(e, relPath);
    }
    return decodeUtf8(relPath, bytes);
  }

  /**
   * Reads the heads of many files with synchronous calls in slices, yielding to the event loop between slices.
   * Each asynchronous read costs a thread-pool round trip per call (open, stat, read, close); for the pages of a
   * large site that overhead, not the disk, would be most of the lint time. Files the walk has not vetted (links,
   * new files) take the careful path of `readFile`.
   */
  async readFileHeads(relPaths: readonly string[], maxBytes: number): Promise<Map<string, FileHead | WorkspaceError>> {
    const out = new Map<string, FileHead | WorkspaceError>();
    const buffer = Buffer.allocUnsafe(maxBytes);
    const SLICE = 256;
    for (let i = 0; i < relPaths.length; i += SLICE) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const relPath of relPaths.slice(i, i + SLICE)) {
        if (!this.walked.has(relPath)) {
          try {
            const text = await this.readFile(relPath);
            out.set(relPath, { text, complete: true });
          } catch (e) {
            out.set(relPath, WorkspaceError.is(e) ? e : toWorkspaceError(e, relPath));
          }
          continue;
        }
        out.set(relPath, this.readHeadSync(relPath, buffer));
      }
    }
    return out;
  }

  private readHeadSync(relPath: string, buffer: Buffer): FileHead | WorkspaceError {
    const head = readHeadSync(path.join(this.rootPath, relPath), buffer);
    if ('text' in head) return head;
    if (head.notUtf8) return new WorkspaceError('not-utf8', relPath, `"${relPath}" is not UTF-8 text`);
    return toWorkspaceError({ code: head.errorCode }, relPath);
  }

  /** True for a regular file inside the root seen by the last walk: it can be read without realpath or stat. */
  isVettedFile(relPath: string): boolean {
    return this.walked.has(relPath);
  }

  /**
   * Reads a whole file the walk vetted, with synchronous calls (the same checks as `readFile`): for a build that
   * reads every page, a thread-pool round trip per call costs more than the reads. Undefined for a file the walk
   * has not vetted, which must take `readFile`.
   */
  readVettedFileSync(relPath: string): string | undefined {
    if (!this.walked.has(relPath)) return undefined;
    let bytes: Buffer;
    let fd: number | undefined;
    try {
      fd = fs.openSync(path.join(this.rootPath, relPath), fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
      refuseUnreadable(relPath, fs.fstatSync(fd));
      bytes = fs.readFileSync(fd);
    } catch (e) {
      throw WorkspaceError.is(e) ? e : toWorkspaceError(e, relPath);
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
    return decodeUtf8(relPath, bytes);
  }

  /** Reads a file known to be a regular file inside the root, with the size cap checked on the open handle. */
  private async readRegularFile(relPath: string, abs: string): Promise<string> {
    let bytes: Buffer;
    try {
      const handle = await fs.promises.open(abs, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
      try {
        refuseUnreadable(relPath, await handle.stat());
        bytes = await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch (e) {
      throw WorkspaceError.is(e) ? e : toWorkspaceError(e, relPath);
    }
    return decodeUtf8(relPath, bytes);
  }

  async stat(relPath: string): Promise<FileStat | undefined> {
    // The converted docs.json changes when mint.json does: its stat is mint.json's.
    if (relPath === DOCS_JSON_FILE && this.docsJsonSource()) relPath = MINT_JSON_FILE;
    // A file the walk vetted needs no realpath, and one synchronous stat costs less than two thread-pool round
    // trips: the editor looks at each spec's stamp on every keystroke.
    if (this.walked.has(relPath)) return statSyncOrUndefined(path.join(this.rootPath, relPath));
    let abs: string;
    try {
      abs = await this.containedPath(relPath);
    } catch {
      return undefined;
    }
    try {
      return toFileStat(await fs.promises.stat(abs));
    } catch {
      return undefined;
    }
  }

  /**
   * One walk of the tree, skipping what Mintlify does not read (SiteFileFilter). Folders are read with synchronous
   * calls, yielding to the event loop every 64 folders: an asynchronous readdir per folder costs a thread-pool round
   * trip each, and the walk waited on them one by one.
   */
  async listFiles(): Promise<string[]> {
    const filter = new SiteFileFilter(this.readMintignore());
    const out: string[] = [];
    const walked = new Set<string>();
    const pending: string[] = [''];
    let folders = 0;
    while (pending.length > 0) {
      if (++folders % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
      const dir = pending.pop()!;
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(dir === '' ? this.rootPath : path.join(this.rootPath, dir), { withFileTypes: true });
      } catch {
        continue; // unreadable folder: its pages will be reported missing, which says enough
      }
      for (const entry of entries) {
        const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (filter.walksFolder(rel)) pending.push(rel);
        } else if (!filter.keepsFile(rel)) {
          continue;
        } else if (entry.isFile()) {
          out.push(rel);
          walked.add(rel);
        } else if (entry.isSymbolicLink()) {
          // A link counts only when it resolves to a regular file inside the root; linked folders are not walked
          // (they could loop or leave the root).
          try {
            const real = fs.realpathSync(path.join(this.rootPath, rel));
            if (isInside(this.realRoot, real) && fs.statSync(real).isFile()) out.push(rel);
          } catch {
            // dangling link: not a page
          }
        }
      }
    }
    this.walked = walked;
    return out;
  }

  /** The root's .mintignore when it is a regular file of sensible size (never followed through a link). */
  private readMintignore(): string | undefined {
    const abs = path.join(this.rootPath, MINTIGNORE_FILE);
    try {
      const stat = fs.lstatSync(abs);
      if (!stat.isFile() || stat.size > MAX_MINTIGNORE_BYTES) return undefined;
      return new TextDecoder('utf-8').decode(fs.readFileSync(abs));
    } catch {
      return undefined;
    }
  }

  private async containedPath(relPath: string): Promise<string> {
    const abs = this.absolutePath(relPath);
    if (!abs) throw new WorkspaceError('outside-root', relPath, `"${relPath}" is not a path inside the docs root`);
    let real: string;
    try {
      real = await fs.promises.realpath(abs);
    } catch (e) {
      throw toWorkspaceError(e, relPath);
    }
    if (!isInside(this.realRoot, real)) {
      throw new WorkspaceError(
        'outside-root',
        relPath,
        `"${relPath}" leads outside the docs root (through a symbolic link)`,
      );
    }
    return real;
  }
}

function statSyncOrUndefined(abs: string): FileStat | undefined {
  try {
    const s = fs.statSync(abs, { throwIfNoEntry: false });
    return s && toFileStat(s);
  } catch {
    return undefined;
  }
}

function toFileStat(s: fs.Stats): FileStat {
  return { kind: s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other', size: s.size, mtimeMs: s.mtimeMs };
}

/** The text of a file, or an error that names the line and column of its first byte that is not UTF-8. */
function decodeUtf8(relPath: string, bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw notUtf8Error(relPath, bytes, (valid) => utf8.decode(valid));
  }
}

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

/** Only regular files within the size cap are read. */
function refuseUnreadable(relPath: string, stat: fs.Stats): void {
  if (!stat.isFile()) throw new WorkspaceError('not-a-file', relPath, `"${relPath}" is not a regular file`);
  if (stat.size > MAX_FILE_BYTES)
    throw new WorkspaceError(
      'too-large',
      relPath,
      `"${relPath}" is ${stat.size} bytes, over the ${MAX_FILE_BYTES}-byte limit`,
    );
}

function isFileSync(abs: string): boolean {
  try {
    return fs.statSync(abs).isFile();
  } catch {
    return false;
  }
}
