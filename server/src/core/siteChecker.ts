// Entry point of the core: checks a whole docs site and keeps what it learned (file list, parsed specs,
// included files) so that the next check after an edit redoes only what changed.
import type { Problem, SeveritySetting } from './problem';
import type { Workspace } from './workspace/workspace';

export interface CheckOptions {
  /** Severity per rule id; rules not named keep their default. */
  severities?: Readonly<Record<string, SeveritySetting>>;
  /** Root-relative path of the configuration file. Default "docs.json". */
  docsFile?: string;
}

export interface CheckResult {
  /** Every problem found, in every file (docs.json, included files, specs, pages), sorted by file then position. */
  problems: Problem[];
  /** Root-relative paths of docs.json and every file it includes: the files the editor should show diagnostics for. */
  configFiles: string[];
}

/** What changed on disk or in the editor, so cached knowledge can be dropped. */
export type FileChange = { path: string; kind: 'created' | 'changed' | 'deleted' };

export class SiteChecker {
  constructor(
    readonly workspace: Workspace,
    private options: CheckOptions = {},
  ) {}

  setOptions(options: CheckOptions): void {
    this.options = options;
  }

  /** Drops cached knowledge about these files (page set, parsed includes, spec indexes). */
  filesChanged(_changes: readonly FileChange[]): void {
    // implemented with the model
  }

  async check(): Promise<CheckResult> {
    void this.options;
    return { problems: [], configFiles: ['docs.json'] };
  }
}

/** One-shot check for the CLI and the build. */
export async function lintSite(workspace: Workspace, options: CheckOptions = {}): Promise<CheckResult> {
  return new SiteChecker(workspace, options).check();
}
