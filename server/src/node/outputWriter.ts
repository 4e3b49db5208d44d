// Writes the built site into the --out folder and nowhere else. The folder may not be the docs root or hold it;
// an existing folder is used only when it is empty or holds an earlier build (a marker file says so), whose
// files are then removed. Every path is checked to stay inside the folder, and files are created exclusively, so
// no link left in the folder can redirect a write.
import * as fs from 'fs';
import * as path from 'path';
import { toSafeRelativePath } from '../core';

const MARKER = '.docsjson-build';

const OUTPUT_ERROR = 'DOCSJSON_OUTPUT';

export class OutputError extends Error {
  readonly code = OUTPUT_ERROR;

  constructor(message: string) {
    super(message);
    this.name = 'OutputError';
  }

  /** True for an OutputError, told by its code (see WorkspaceError.is in the core). */
  static is(e: unknown): e is OutputError {
    return e instanceof Error && (e as { code?: unknown }).code === OUTPUT_ERROR;
  }
}

/** What an interrupted build left of its output folder (see OutputWriter.discard). */
export type OutputDiscarded = 'removed' | 'emptied' | 'untouched' | 'left';

export class OutputWriter {
  files = 0;
  bytes = 0;
  private readonly madeDirs = new Set<string>();
  private discarded = false;

  private constructor(
    readonly outDir: string,
    /** True when the build made the folder (it did not exist before). */
    private readonly made: boolean,
  ) {}

  /** Checks and prepares `outDir` for a build of the docs at `rootPath`. Throws OutputError with a sentence. */
  static prepare(outDir: string, rootPath: string): OutputWriter {
    const out = realOrResolved(outDir);
    const root = fs.realpathSync(rootPath);
    if (out === root) throw new OutputError(`--out ${outDir} is the docs folder itself; choose another folder`);
    if (isInside(out, root))
      throw new OutputError(`--out ${outDir} contains the docs folder; choose a folder inside or beside it instead`);
    let stat: fs.Stats | undefined;
    try {
      stat = fs.lstatSync(out);
    } catch {
      stat = undefined;
    }
    if (stat && !stat.isDirectory()) throw new OutputError(`--out ${outDir} exists and is not a folder`);
    if (stat) {
      const entries = fs.readdirSync(out);
      if (entries.length > 0 && !entries.includes(MARKER))
        throw new OutputError(
          `--out ${outDir} is not empty and does not hold an earlier build; choose an empty or new folder`,
        );
      for (const entry of entries) fs.rmSync(path.join(out, entry), { recursive: true, force: true });
    } else fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, MARKER), 'Written by docsjson build; the next build empties this folder.\n', {
      flag: 'wx',
    });
    return new OutputWriter(out, !stat);
  }

  /**
   * The build was stopped: a half-written site must not pass for a site. Removes the folder when the build made it,
   * or everything in it otherwise, and refuses any later write (work still under way when the stop came).
   */
  discard(): OutputDiscarded {
    this.discarded = true;
    try {
      if (this.made) {
        fs.rmSync(this.outDir, { recursive: true, force: true });
        return 'removed';
      }
      for (const entry of fs.readdirSync(this.outDir))
        fs.rmSync(path.join(this.outDir, entry), { recursive: true, force: true });
      return 'emptied';
    } catch {
      return 'left'; // a file the build wrote could not be removed (its folder made read-only meanwhile)
    }
  }

  /**
   * Writes one file, `relPath` root-relative with "/" separators. Synchronously: a build writes tens of thousands of
   * small pages, and the promise API's open, write and close, each a trip to the thread pool, cost the largest site
   * about three times the CPU (4x the system time) of plain synchronous calls, for no gain in wall time.
   */
  write(relPath: string, data: string | Uint8Array): void {
    const abs = this.target(relPath);
    const dir = path.dirname(abs);
    if (!this.madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    fs.writeFileSync(abs, data, { flag: 'wx' });
    this.files++;
    this.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  }

  /** Copies a file (already known to be a regular file inside the docs root) to `relPath`. */
  copy(source: string, relPath: string): void {
    const abs = this.target(relPath);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.copyFileSync(source, abs, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(abs, 0o644); // not the source's mode: a read-only docs checkout must not make a read-only site
    this.files++;
    this.bytes += fs.statSync(abs).size;
  }

  has(relPath: string): boolean {
    return fs.existsSync(this.target(relPath));
  }

  private target(relPath: string): string {
    if (this.discarded) throw new OutputError('the build was stopped: nothing more is written');
    const safe = toSafeRelativePath(relPath);
    if (!safe.ok || safe.path !== relPath)
      throw new OutputError(`refusing to write "${relPath}": not a plain relative path`);
    const abs = path.join(this.outDir, ...relPath.split('/'));
    if (!isInside(this.outDir, abs)) throw new OutputError(`refusing to write "${relPath}" outside the output folder`);
    return abs;
  }
}

function isInside(dir: string, candidate: string): boolean {
  const rel = path.relative(dir, candidate);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** The real path of a folder that may not exist yet: its nearest existing ancestor's real path, plus the rest. */
function realOrResolved(p: string): string {
  const abs = path.resolve(p);
  const rest: string[] = [];
  let dir = abs;
  for (;;) {
    try {
      return path.join(fs.realpathSync(dir), ...rest);
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return abs;
      rest.unshift(path.basename(dir));
      dir = parent;
    }
  }
}
