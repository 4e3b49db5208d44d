// GitHub turns `::error file=PATH` lines into annotations only when PATH is relative to the repository root, and a
// workflow may run docsjson from the docs folder itself (working-directory: docs). So github output names files
// from the root of the git repository that holds the docs, found by its `.git` (a folder, or a file in a worktree
// or submodule); outside any repository, from the current folder.
import * as fs from 'fs';
import * as path from 'path';

export function annotationRoot(docsRoot: string, cwd: string): string {
  for (let dir = path.resolve(docsRoot); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return cwd;
  }
}
