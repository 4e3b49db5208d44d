// The only door to files. The core never imports `fs`: the CLI passes a Node implementation, the language
// server one where open editor buffers win over disk, unit tests an in-memory one.

export type FileKind = 'file' | 'directory' | 'other';

export interface FileStat {
  kind: FileKind;
  size: number;
  /** Changes whenever the content may have changed; used as a cache stamp together with size. */
  mtimeMs: number;
}

const WORKSPACE_ERROR_CODES = [
  'not-found',
  'outside-root', // `..`, absolute, drive letter, UNC, backslash, or a symlink whose target leaves the root
  'not-a-file', // directory, FIFO, device, socket
  'too-large',
  'not-utf8',
  'io',
] as const;

export type WorkspaceErrorCode = (typeof WORKSPACE_ERROR_CODES)[number];

export class WorkspaceError extends Error {
  constructor(
    readonly code: WorkspaceErrorCode,
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'WorkspaceError';
  }

  /**
   * True for a WorkspaceError (or a NotUtf8Error), told by its code. Never `instanceof`: a program bundled in
   * parts has a copy of this class per part, and a thread's errors arrive as copies (see docs/architecture.md,
   * Errors).
   */
  static is(e: unknown): e is WorkspaceError {
    return (
      e instanceof Error &&
      (WORKSPACE_ERROR_CODES as readonly unknown[]).includes((e as { code?: unknown }).code) &&
      typeof (e as { path?: unknown }).path === 'string'
    );
  }
}

export interface Workspace {
  /** Absolute path of the docs root (the folder holding docs.json); for messages and URIs only. */
  readonly rootPath: string;
  /**
   * Reads a UTF-8 text file given by its root-relative POSIX path ("api/openapi.yaml").
   * Rejects with a WorkspaceError, never reads outside the root, never reads a non-regular file, caps the size.
   */
  readFile(relPath: string): Promise<string>;
  /** undefined when nothing is there (or the path is not a safe root-relative path). */
  stat(relPath: string): Promise<FileStat | undefined>;
  /**
   * Root-relative POSIX paths of every regular file of the site, from one walk: skips what Mintlify does not read
   * (its tool folders such as `node_modules` and `.git`, and what `.mintignore` names: see SiteFileFilter) and
   * symlinks whose target leaves the root.
   */
  listFiles(): Promise<string[]>;
  /**
   * Optional: the beginning (at most `maxBytes`) of many files at once, for the front matter of every page. An
   * implementation can do this much faster than one `readFile` per file. Errors are per file.
   */
  readFileHeads?(relPaths: readonly string[], maxBytes: number): Promise<Map<string, FileHead | WorkspaceError>>;
  /** Optional: root-relative paths of the files open in an editor; their pages are checked first. */
  openFiles?(): Iterable<string>;
}

export interface FileHead {
  text: string;
  /** False when the file goes on after `text`. */
  complete: boolean;
}

/** Largest file the core reads (docs.json, includes, specs). Larger files get a diagnostic instead. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
