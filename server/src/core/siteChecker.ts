// Entry point of the core: checks a whole docs site and keeps what it learned (the file list, parsed specs, front
// matter of pages) so that the next check after an edit redoes only what changed. The CLI makes one and checks
// once; the language server keeps one per site and tells it about file events.
import type { Problem, ProblemData, Range, Severity, SeveritySetting } from './problem';
import type { Workspace } from './workspace/workspace';
import { WorkspaceError } from './workspace/workspace';
import { SourceFile } from './json/sourceFile';
import { composeConfiguration, workspaceSourceLoader } from './model/includes';
import { buildSiteModel } from './model/buildSiteModel';
import type { SiteModel } from './model/siteModel';
import { PageIndex } from './pages/pageIndex';
import { FrontMatterResult, parseFrontMatter } from './pages/frontMatter';
import { SpecCache } from './openapi/specCache';
import type { OpenApiIndex } from './openapi/types';
import { effectiveSeverity } from './rules/ruleMeta';
import { MODEL_RULES } from './rules/allRules';
import { RawReport, reportIncludes, reportSyntax } from './rules/configSyntax';
import type { Reporter, RuleContext } from './rules/rule';

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
  /** The site model, when docs.json could be parsed. */
  model?: SiteModel;
  /** Every file under the root, as known to the checker (kept from file events in the editor). */
  pages: PageIndex;
}

/** What changed on disk or in the editor, so cached knowledge can be dropped. */
export type FileChange = { path: string; kind: 'created' | 'changed' | 'deleted' };

/** docs.json itself cannot be read: the caller (CLI) turns this into a usage error. */
export class DocsFileError extends Error {
  constructor(
    readonly docsFile: string,
    readonly reason: WorkspaceError,
  ) {
    super(reason.code === 'not-found' ? `there is no ${docsFile} in the docs folder` : reason.message);
    this.name = 'DocsFileError';
  }
}

const MAX_PROBLEMS_PER_RULE = 5000;

export class SiteChecker {
  private pageIndex?: Promise<PageIndex>;
  private readonly specs: SpecCache;
  private readonly frontMatters = new Map<string, Promise<FrontMatterResult>>();

  constructor(
    readonly workspace: Workspace,
    private options: CheckOptions = {},
  ) {
    this.specs = new SpecCache(workspace);
  }

  get docsFile(): string {
    return this.options.docsFile ?? 'docs.json';
  }

  setOptions(options: CheckOptions): void {
    this.options = options;
  }

  /** Drops cached knowledge about these files (page set, spec indexes, front matter). */
  filesChanged(changes: readonly FileChange[]): void {
    const paths = changes.map((c) => c.path);
    this.specs.invalidate(paths);
    for (const change of changes) {
      this.frontMatters.delete(change.path);
      if (change.kind === 'changed') continue;
      // Keep the page set in step without a new walk: one add or delete per event.
      void this.pageIndex?.then((index) => (change.kind === 'created' ? index.add(change.path) : index.delete(change.path)));
    }
  }

  /** Forgets the file list (e.g. after a folder was renamed or deleted: one event, many files). */
  rescanFiles(): void {
    this.pageIndex = undefined;
  }

  pages(): Promise<PageIndex> {
    this.pageIndex ??= this.workspace.listFiles().then((files) => new PageIndex(files));
    return this.pageIndex;
  }

  specIndex(relPath: string): Promise<OpenApiIndex> {
    return this.specs.get(relPath);
  }

  frontMatter(relPath: string): Promise<FrontMatterResult> {
    let result = this.frontMatters.get(relPath);
    if (!result) {
      result = this.workspace.readFile(relPath).then(parseFrontMatter, (e: unknown) => ({
        problems: [{ message: `the page cannot be read: ${(e as Error).message}`, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } }],
      }));
      this.frontMatters.set(relPath, result);
    }
    return result;
  }

  async check(): Promise<CheckResult> {
    const docsFile = this.docsFile;
    let text: string;
    try {
      text = await this.workspace.readFile(docsFile);
    } catch (e) {
      if (e instanceof WorkspaceError) throw new DocsFileError(docsFile, e);
      throw e;
    }
    const problems: Problem[] = [];
    const counts = new Map<string, number>();
    const severities = this.options.severities;
    const raw: RawReport = (ruleId, file, range, message, data, severityOverride) => {
      const severity = effectiveSeverity(ruleId, severities);
      if (!severity) return;
      const n = (counts.get(ruleId) ?? 0) + 1;
      counts.set(ruleId, n);
      if (n > MAX_PROBLEMS_PER_RULE) return;
      const problem: Problem = { ruleId, severity: lowerOf(severity, severityOverride), message, file, range };
      if (data && Object.values(data).some((v) => v !== undefined)) problem.data = data;
      problems.push(problem);
    };

    const docs = new SourceFile(docsFile, text);
    const composed = await composeConfiguration(docs, workspaceSourceLoader(this.workspace));
    for (const file of composed.files) reportSyntax(file, raw);
    reportIncludes(composed.includeProblems, raw);
    const pages = await this.pages();
    const result: CheckResult = { problems, configFiles: composed.files.map((f) => f.path), pages };

    if (composed.root) {
      const model = buildSiteModel(docs, composed.files, composed.root);
      result.model = model;
      await this.runRules(model, pages, raw);
    }
    for (const [ruleId, n] of counts) {
      if (n > MAX_PROBLEMS_PER_RULE) {
        raw(ruleId, docsFile, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, `${n - MAX_PROBLEMS_PER_RULE} more ${ruleId} problems are not shown`);
      }
    }
    problems.sort(compareProblems);
    return result;
  }

  private async runRules(model: SiteModel, pages: PageIndex, raw: RawReport): Promise<void> {
    // One look at each spec per check: the cache compares file stamps, which would otherwise be one stat per
    // METHOD entry.
    const specsThisCheck = new Map<string, Promise<OpenApiIndex>>();
    const spec = (relPath: string) => {
      let index = specsThisCheck.get(relPath);
      if (!index) specsThisCheck.set(relPath, (index = this.specs.get(relPath)));
      return index;
    };
    for (const rule of MODEL_RULES) {
      if (!effectiveSeverity(rule.id, this.options.severities)) continue;
      const report: Reporter = {
        atNode: (file, node, message, data, severity) => raw(rule.id, file.path, file.rangeOfNode(node), message, data, severity),
        at: (node, message, data, severity) => raw(rule.id, node.file.path, node.file.rangeOfNode(node.json), message, data, severity),
        atRange: (file, range, message, data) => raw(rule.id, file, range, message, data),
      };
      const ctx: RuleContext = {
        model,
        pages,
        spec,
        frontMatter: (p) => this.frontMatter(p),
        report,
      };
      await rule.check(ctx);
    }
  }
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 2, warning: 1, info: 0 };

/** A rule may report something milder than its configured severity (a BOM is only a warning), never harsher. */
function lowerOf(configured: Severity, suggested: Severity | undefined): Severity {
  return suggested && SEVERITY_ORDER[suggested] < SEVERITY_ORDER[configured] ? suggested : configured;
}

function compareProblems(a: Problem, b: Problem): number {
  return (
    (a.file === b.file ? 0 : a.file < b.file ? -1 : 1) ||
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

/** One-shot check for the CLI and the build. */
export async function lintSite(workspace: Workspace, options: CheckOptions = {}): Promise<CheckResult> {
  return new SiteChecker(workspace, options).check();
}

export type { Range, ProblemData };
