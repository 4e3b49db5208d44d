// Binary files of the docs root that the site shows (images, the logo, the favicon), read with the same
// confinement as every other read: the path is checked as text, then by realpath (no link may lead outside the
// root), then by kind (regular files only: no FIFO or device is ever opened), then by size.
import * as fs from 'fs';
import * as path from 'path';
import { toSafeRelativePath } from '../core';

/** Largest asset copied or served. */
export const MAX_ASSET_BYTES = 64 * 1024 * 1024;

export class DocsFiles {
  private readonly realRoot: string;

  constructor(readonly rootPath: string) {
    this.realRoot = fs.realpathSync(rootPath);
  }

  /** The real path of a regular file inside the root, or undefined (unsafe, missing, not a file, too large). */
  realFile(relPath: string): string | undefined {
    const found = this.lookup(relPath);
    return found && 'real' in found ? found.real : undefined;
  }

  /** As realFile, but a file that is there and refused says why (undefined: nothing usable is there at all). */
  lookup(relPath: string): { real: string } | { refused: string } | undefined {
    const safe = toSafeRelativePath(relPath);
    if (!safe.ok || safe.path !== relPath) return undefined;
    try {
      const real = fs.realpathSync(path.join(this.rootPath, ...relPath.split('/')));
      const rel = path.relative(this.realRoot, real);
      if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel))
        return { refused: 'it leads outside the docs folder (through a symbolic link)' };
      const stat = fs.statSync(real);
      if (!stat.isFile()) return { refused: 'it is not a regular file' };
      if (stat.size > MAX_ASSET_BYTES)
        return { refused: `it is ${bytes(stat.size)} bytes, over the ${bytes(MAX_ASSET_BYTES)}-byte limit (64 MB)` };
      return { real };
    } catch {
      return undefined;
    }
  }

  read(relPath: string): Buffer | undefined {
    const real = this.realFile(relPath);
    if (!real) return undefined;
    try {
      return fs.readFileSync(real);
    } catch {
      return undefined;
    }
  }
}

function bytes(n: number): string {
  return n.toLocaleString('en-US');
}
