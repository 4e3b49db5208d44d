// Which files under the docs root belong to the site, as Mintlify's build decides it: it never reads its own list
// of tool folders (version control, editors, AI agents, dependencies) at any depth, and it skips whatever the
// root's `.mintignore` names, in .gitignore syntax. Other dot folders (`.well-known/`) are ordinary content. Every
// workspace's walk asks this filter, so that the CLI, the server and the tests see the same files.
import ignore, { type Ignore } from 'ignore';

/** Root-relative path of the ignore file. */
export const MINTIGNORE_FILE = '.mintignore';

/** Folders never read, matched by name at any depth and in any letter case (as Mintlify matches them). */
const TOOL_FOLDERS: ReadonlySet<string> = new Set([
  'node_modules',
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.cursor',
  '.idea',
  '.vscode',
]);

/** Mintlify's own folder: only its skills and its JSON/YAML settings files are read. */
const MINTLIFY_FOLDER = '.mintlify';

/** A hostile `.mintignore` cannot make every path test slow: patterns past these caps are not used. */
const MAX_PATTERNS = 5000;
const MAX_PATTERN_LENGTH = 1000;

export class SiteFileFilter {
  private readonly matcher?: Ignore;

  /** `mintignore`: the text of the root's `.mintignore`, when there is one. */
  constructor(mintignore?: string) {
    if (mintignore === undefined) return;
    const patterns = mintignore
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && line.length <= MAX_PATTERN_LENGTH)
      .slice(0, MAX_PATTERNS);
    if (patterns.length === 0) return;
    const matcher = ignore();
    // A pattern the library cannot compile is dropped on its own; the others still apply.
    for (const pattern of patterns) {
      try {
        matcher.add(pattern);
      } catch {
        // unusable line
      }
    }
    this.matcher = matcher;
  }

  /** False for a folder (root-relative, no trailing "/") whose files are never part of the site. */
  walksFolder(relDir: string): boolean {
    const name = relDir.slice(relDir.lastIndexOf('/') + 1);
    if (TOOL_FOLDERS.has(name) || TOOL_FOLDERS.has(name.toLowerCase())) return false;
    return !this.ignores(`${relDir}/`);
  }

  /** False for a file (root-relative) that is not part of the site; its folders are assumed walked. */
  keepsFile(relPath: string): boolean {
    if (insideMintlifyFolder(relPath) && !/\.(json|ya?ml)$/i.test(relPath) && !/^\.mintlify\/skills\//i.test(relPath))
      return false;
    return !this.ignores(relPath);
  }

  /** Both checks for a path given alone (an in-memory workspace, a file created after the walk). */
  isSiteFile(relPath: string): boolean {
    const parts = relPath.split('/');
    for (let i = 1; i < parts.length; i++) if (!this.walksFolder(parts.slice(0, i).join('/'))) return false;
    return this.keepsFile(relPath);
  }

  private ignores(path: string): boolean {
    if (!this.matcher) return false;
    try {
      return this.matcher.ignores(path);
    } catch {
      return false; // a path the library refuses to test (never produced by a walk)
    }
  }
}

function insideMintlifyFolder(relPath: string): boolean {
  return (
    relPath.length > MINTLIFY_FOLDER.length &&
    relPath.slice(0, MINTLIFY_FOLDER.length + 1).toLowerCase() === `${MINTLIFY_FOLDER}/`
  );
}
