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
    const safe = toSafeRelativePath(relPath);
    if (!safe.ok || safe.path !== relPath) return undefined;
    try {
      const real = fs.realpathSync(path.join(this.rootPath, ...relPath.split('/')));
      const rel = path.relative(this.realRoot, real);
      if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
      const stat = fs.statSync(real);
      return stat.isFile() && stat.size <= MAX_ASSET_BYTES ? real : undefined;
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
