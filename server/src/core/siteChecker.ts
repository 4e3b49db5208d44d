// Entry point of the core: checks a whole docs site and keeps what it learned (the file list, parsed specs, front
// matter of pages, the last parsed configuration) so that the next check after an edit redoes only what changed.
// The CLI makes one and checks once; the language server keeps one per site and tells it about file events.
import type { Problem, ProblemData, Range, Severity, SeveritySetting } from './problem';
import type { Workspace } from './workspace/workspace';
import { WorkspaceError } from './workspace/workspace';
import { SourceFile } from './json/sourceFile';
import { diffTexts, stringNodeContaining } from './json/stringEdit';
import type { ComposeResult } from './model/includes';
import { loadConfiguration } from './model/loadConfiguration';
import type { SiteModel } from './model/siteModel';
import { PageIndex } from './pages/pageIndex';
import { analyzePageRef } from './pages/pageRef';
import { FrontMatterResult, parseFrontMatter } from './pages/frontMatter';
import { FrontMatterReader, unreadablePageResult } from './pages/frontMatterReader';
import { parseMethodEntry } from './openapi/methodEntry';
import { SpecCache, SpecIndexer } from './openapi/specCache';
import type { OpenApiIndex } from './openapi/types';
import { effectiveSeverity } from './rules/ruleMeta';
import { MODEL_RULES, STRUCTURE_RULES } from './rules/allRules';
import { RawReport, reportIncludes, reportSyntax } from './rules/configSyntax';
import type { Reporter, Rule, RuleContext } from './rules/rule';

export interface CheckOptions {
  /** Severity per rule id; rules not named keep their default. */
  severities?: Readonly<Record<string, SeveritySetting>>;
  /** Root-relative path of the configuration file. Default "docs.json". */
  docsFile?: string;
  /** Reads the front matter of many pages at once, in parallel with the other rules (the CLI's uses threads). */
  frontMatterReader?: FrontMatterReader;
  /** Builds spec indexes in parallel with the other rules (the CLI's uses a thread). Read at construction. */
  specIndexer?: SpecIndexer;
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
const FRONT_MATTER_HEAD_BYTES = 8192;
const FRONT_MATTER_SLICE = 100;

/** Below this many unread pages the reader's round trip is not worth it. */
const MIN_PAGES_FOR_READER = 200;

/** What the last full check parsed, kept so that typing in a page path does not re-parse the whole file. */
interface LastCheck {
  composed: ComposeResult;
  model: SiteModel;
  /** json-syntax, include and structure-rule problems: unchanged by an edit inside a page string. */
  structural: Problem[];
}

export class SiteChecker {
  private pageIndex?: Promise<PageIndex>;
  private readonly specs: SpecCache;
  private readonly frontMatterReads = new Map<string, Promise<FrontMatterResult>>();
  /** Settled front matter, readable without a promise per page on every keystroke. */
  private readonly frontMattersRead = new Map<string, FrontMatterResult>();
  /** Increases whenever a settled front matter result is added or dropped. */
  private frontMatterVersion = 0;
  private last?: LastCheck;
  /**
   * Files reported changed since the last check began (editor buffers and file events both go through
   * filesChanged). The per-keystroke path re-reads only these among the included files, not every include from disk.
   */
  private changedSinceCheck = new Set<string>();
  private everythingChanged = true;
  /** Front matter being read by the options' reader while the other rules run. */
  private prefetch?: Promise<void>;
  /** How many files the running prefetch reads, and whether it was started before the model was known. */
  private prefetchScope?: { files: number; beforeModel: boolean };
  /** Increases with every file change, so a prefetch that started before one does not store stale results. */
  private fileGeneration = 0;

  constructor(
    readonly workspace: Workspace,
    private options: CheckOptions = {},
  ) {
    this.specs = new SpecCache(workspace, {}, options.specIndexer);
  }

  get docsFile(): string {
    return this.options.docsFile ?? 'docs.json';
  }

  setOptions(options: CheckOptions): void {
    this.options = options;
    this.last = undefined; // severities decide which problems were kept
  }

  /** Drops cached knowledge about these files (page set, spec indexes, front matter). */
  filesChanged(changes: readonly FileChange[]): void {
    const paths = changes.map((c) => c.path);
    this.fileGeneration++;
    for (const p of paths) this.changedSinceCheck.add(p);
    this.specs.invalidate(paths);
    for (const change of changes) {
      this.frontMatterReads.delete(change.path);
      if (this.frontMattersRead.delete(change.path)) this.frontMatterVersion++;
      if (change.kind === 'changed') continue;
      // Keep the page set in step without a new walk: one add or delete per event.
      void this.pageIndex?.then((index) =>
        change.kind === 'created' ? index.add(change.path) : index.delete(change.path),
      );
    }
  }

  /** Forgets the file list (e.g. after a folder was renamed or deleted: one event, many files). */
  rescanFiles(): void {
    this.pageIndex = undefined;
    this.everythingChanged = true;
  }

  pages(): Promise<PageIndex> {
    this.pageIndex ??= this.workspace.listFiles().then((files) => new PageIndex(files));
    return this.pageIndex;
  }

  specIndex(relPath: string): Promise<OpenApiIndex> {
    return this.specs.get(relPath);
  }

  frontMatter(relPath: string): Promise<FrontMatterResult> {
    const known = this.frontMattersRead.get(relPath);
    if (known) return Promise.resolve(known);
    let result = this.frontMatterReads.get(relPath);
    if (!result) {
      const reading = this.workspace
        .readFile(relPath)
        .then(parseFrontMatter, (e: unknown) => unreadablePageResult((e as Error).message));
      result = reading.then((fm) => {
        if (this.frontMatterReads.get(relPath) === result) {
          this.frontMattersRead.set(relPath, fm);
          this.frontMatterVersion++;
        }
        return fm;
      });
      this.frontMatterReads.set(relPath, result);
    }
    return result;
  }

  /**
   * Front matter of many pages: cached ones at once, the others read in one batch when the workspace can (the
   * first 8 KB of each file, the whole file only when its front matter goes on past that).
   */
  async frontMatters(relPaths: readonly string[]): Promise<Map<string, FrontMatterResult>> {
    if (this.prefetch) await this.prefetch;
    const out = new Map<string, FrontMatterResult>();
    const unread: string[] = [];
    for (const p of relPaths) {
      const known = this.frontMattersRead.get(p);
      if (known) out.set(p, known);
      else unread.push(p);
    }
    if (unread.length === 0) return out;
    if (!this.workspace.readFileHeads) {
      await Promise.all(unread.map(async (p) => out.set(p, await this.frontMatter(p))));
      return out;
    }
    // In small slices: the heads of a 100,000-page site are never all in memory at once, and each slice dies young
    // (large slices outlived young-generation collections, were promoted, and raised the peak by 80 MB).
    for (let i = 0; i < unread.length; i += FRONT_MATTER_SLICE) {
      const slice = unread.slice(i, i + FRONT_MATTER_SLICE);
      const heads = await this.workspace.readFileHeads(slice, FRONT_MATTER_HEAD_BYTES);
      for (const p of slice) {
        const head = heads.get(p);
        let result: FrontMatterResult;
        if (!head || head instanceof WorkspaceError)
          result = unreadablePageResult(head?.message ?? `"${p}" could not be read`);
        else {
          result = parseFrontMatter(head.text);
          if (!head.complete && result.problems.some((x) => x.message.includes('never closed')))
            result = await this.frontMatter(p);
        }
        this.frontMattersRead.set(p, result);
        this.frontMatterVersion++;
        out.set(p, result);
      }
    }
    return out;
  }

  async check(): Promise<CheckResult> {
    const docsFile = this.docsFile;
    let text: string;
    try {
      text = await this.workspace.readFile(docsFile);
    } catch (e) {
      this.last = undefined;
      if (e instanceof WorkspaceError) throw new DocsFileError(docsFile, e);
      throw e;
    }
    // Taken before reading, so that a change reported while this check runs is seen by the next one.
    const changed = this.everythingChanged ? undefined : this.changedSinceCheck;
    this.changedSinceCheck = new Set();
    this.everythingChanged = false;
    return (await this.checkAfterStringEdit(text, changed)) ?? (await this.fullCheck(text));
  }

  private async fullCheck(text: string): Promise<CheckResult> {
    this.last = undefined;
    // With a front matter reader, the folder is walked first and every page file handed to the reader at once:
    // the files are then read while docs.json is parsed and checked, not after (a few pages the navigation does
    // not use are read for nothing).
    if (this.options.frontMatterReader) this.prefetchFrontMatters((await this.pages()).allPageFiles(), true);
    const docs = new SourceFile(this.docsFile, text);
    const { composed, model } = await loadConfiguration(docs, this.workspace);
    const sink = new ProblemSink(this.options.severities);
    for (const file of composed.files) reportSyntax(file, sink.raw);
    reportIncludes(composed.includeProblems, sink.raw);
    const pages = await this.pages();
    const result: CheckResult = { problems: sink.problems, configFiles: composed.files.map((f) => f.path), pages };
    if (!model) return sink.finish(result, this.docsFile);
    result.model = model;
    // With an indexer elsewhere, every spec the model names starts building now, while the structure rules run.
    if (this.options.specIndexer) for (const spec of specFilesOf(model)) this.specs.get(spec).catch(() => undefined);
    await this.runRules(STRUCTURE_RULES, model, pages, sink);
    // Structural problems are kept only when the model has no include problems, whose content may change behind us.
    if (composed.includeProblems.length === 0) this.last = { composed, model, structural: [...sink.problems] };
    await this.runRules(MODEL_RULES, model, pages, sink);
    return sink.finish(result, this.docsFile);
  }

  /**
   * The incremental path: when the only change since the last check is inside one page or endpoint string, patch
   * the tree and that model entry in place, keep the structural problems (shifted on the edited line) and run only
   * the model rules. Undefined when the change is anything else.
   */
  private async checkAfterStringEdit(
    docsText: string,
    reported: ReadonlySet<string> | undefined,
  ): Promise<CheckResult | undefined> {
    const last = this.last;
    if (!last || !reported) return undefined;
    const texts = new Map<string, string>([[this.docsFile, docsText]]);
    for (const file of last.composed.files) {
      if (file.path === this.docsFile) continue;
      if (!reported.has(file.path)) {
        texts.set(file.path, file.text); // no event for it: unchanged
        continue;
      }
      try {
        texts.set(file.path, await this.workspace.readFile(file.path));
      } catch {
        return undefined;
      }
    }
    const changed = last.composed.files.filter((f) => texts.get(f.path) !== f.text);
    if (changed.length > 1) return undefined;
    let structural = last.structural;
    if (changed.length === 1) {
      const file = changed[0];
      const newText = texts.get(file.path)!;
      const change = diffTexts(file.text, newText);
      const node = change && file.root ? stringNodeContaining(file.root, change) : undefined;
      const entry = node ? last.model.nodeForJson(node) : undefined;
      if (!change || !node || !entry || (entry.kind !== 'page' && entry.kind !== 'endpoint')) return undefined;
      const editAt = file.positionAt(change.start);
      if (!file.applyStringEdit(newText, change)) return undefined;
      const value = node.value as string;
      // The schema's only rule for a page string is "not empty" (trimmed): crossing it needs the schema again.
      if (value.trim() === '' || entry.value.trim() === '') {
        this.last = undefined;
        return undefined;
      }
      const method = entry.kind === 'page' && entry.role === 'root' ? undefined : parseMethodEntry(value);
      if ((entry.kind === 'endpoint') !== (method !== undefined)) {
        this.last = undefined;
        return undefined; // a page became an endpoint entry or the reverse: the model must be rebuilt
      }
      entry.value = value;
      entry.node.value = value;
      if (entry.kind === 'page') {
        entry.ref = analyzePageRef(value);
        entry.file = entry.ref.page ? (await this.pages()).fileOf(entry.ref.page) : undefined;
        entry.frontMatterClean = entry.file ? this.frontMattersRead.get(entry.file)?.problems.length === 0 : undefined;
      } else if (method) {
        entry.method = method.method;
        entry.apiPath = method.path;
        entry.spec = method.spec;
      }
      const delta = change.newEnd - change.oldEnd;
      structural = last.structural.map((p) =>
        p.file === file.path ? shiftOnLine(p, editAt.line, editAt.character, delta) : p,
      );
      last.structural = structural;
    }
    const sink = new ProblemSink(this.options.severities, structural);
    const pages = await this.pages();
    await this.runRules(MODEL_RULES, last.model, pages, sink);
    const result: CheckResult = {
      problems: sink.problems,
      configFiles: last.composed.files.map((f) => f.path),
      model: last.model,
      pages,
    };
    return sink.finish(result, this.docsFile);
  }

  /**
   * Sets each page entry's file and whether its front matter is known to be clean, unless the entries were already
   * resolved against these versions of the page index and the front matter cache.
   */
  private resolvePageFiles(model: SiteModel, pages: PageIndex): void {
    const done = model.resolvedAgainst;
    if (
      done &&
      done.index === pages &&
      done.version === pages.version &&
      done.frontMatterVersion === this.frontMatterVersion
    )
      return;
    for (const entry of model.pages) {
      entry.file = entry.ref.page ? pages.fileOf(entry.ref.page) : undefined;
      entry.frontMatterClean = entry.file ? this.frontMattersRead.get(entry.file)?.problems.length === 0 : undefined;
    }
    model.resolvedAgainst = { index: pages, version: pages.version, frontMatterVersion: this.frontMatterVersion };
  }

  /**
   * Hands unread page files to the options' reader, so that they are read while the rest of the check runs;
   * `frontMatters()` waits for it.
   */
  private prefetchFrontMatters(candidates: Iterable<string>, beforeModel = false): void {
    const reader = this.options.frontMatterReader;
    if (!reader || !effectiveSeverity('frontmatter', this.options.severities)) return;
    const files = new Set<string>();
    for (const file of candidates) if (!this.frontMattersRead.has(file)) files.add(file);
    if (this.prefetch) {
      // The read started before the model reads every page file of the folder. When the navigation uses fewer than
      // half of them (a folder full of other Markdown), stop it and read only the pages in use.
      const scope = this.prefetchScope;
      if (!scope?.beforeModel || beforeModel || files.size * 2 >= scope.files) return;
      reader.cancel?.();
      this.prefetch = undefined;
    }
    if (files.size < MIN_PAGES_FOR_READER) return;
    const generation = this.fileGeneration;
    let prefetch: Promise<void> | undefined;
    const reading = reader.read([...files]).then(
      (results) => {
        // A file changed meanwhile, or this read was replaced: the pages are read again the usual way.
        if (generation !== this.fileGeneration || this.prefetch !== prefetch) return;
        for (const [file, result] of results) this.frontMattersRead.set(file, result);
        this.frontMatterVersion++;
      },
      () => undefined, // the reader failed: the rule reads the pages itself
    );
    prefetch = reading.finally(() => {
      if (this.prefetch === prefetch) this.prefetch = undefined;
    });
    this.prefetch = prefetch;
    this.prefetchScope = { files: files.size, beforeModel };
  }

  private async runRules(rules: readonly Rule[], model: SiteModel, pages: PageIndex, sink: ProblemSink): Promise<void> {
    // One look at each spec per check: the cache compares file stamps, which would otherwise be one stat per
    // METHOD entry.
    const specsThisCheck = new Map<string, Promise<OpenApiIndex>>();
    const spec = (relPath: string) => {
      let index = specsThisCheck.get(relPath);
      if (!index) specsThisCheck.set(relPath, (index = this.specs.get(relPath)));
      return index;
    };
    const raw = sink.raw;
    this.resolvePageFiles(model, pages);
    this.prefetchFrontMatters(pageFilesOf(model));
    for (const rule of rules) {
      if (!effectiveSeverity(rule.id, this.options.severities)) continue;
      const report: Reporter = {
        atNode: (file, node, message, data, severity) =>
          raw(rule.id, file.path, file.rangeOfNode(node), message, data, severity),
        at: (node, message, data, severity) =>
          raw(rule.id, node.file.path, node.file.rangeOfNode(node.json), message, data, severity),
        atRange: (file, range, message, data) => raw(rule.id, file, range, message, data),
      };
      const ctx: RuleContext = {
        model,
        pages,
        spec,
        frontMatter: (p) => this.frontMatter(p),
        frontMatterIfRead: (p) => this.frontMattersRead.get(p),
        frontMatters: (ps) => this.frontMatters(ps),
        report,
      };
      await rule.check(ctx);
    }
  }
}

/** Spec files named in the model: site-wide, on navigation nodes, and in METHOD entries that name their spec. */
function* specFilesOf(model: SiteModel): Iterable<string> {
  for (const source of model.siteOpenapi) if (source.kind === 'file') yield source.path;
  for (const container of model.containers)
    for (const source of container.ownOpenapi ?? []) if (source.kind === 'file') yield source.path;
  for (const endpoint of model.endpoints) if (endpoint.spec && !/^https?:/i.test(endpoint.spec)) yield endpoint.spec;
}

function* pageFilesOf(model: SiteModel): Iterable<string> {
  for (const entry of model.pages) if (entry.file) yield entry.file;
}

/** Collects the problems of one check: applies configured severities and caps each rule's count. */
class ProblemSink {
  readonly problems: Problem[];
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly severities: Readonly<Record<string, SeveritySetting>> | undefined,
    initial: readonly Problem[] = [],
  ) {
    this.problems = [...initial];
  }

  readonly raw: RawReport = (ruleId, file, range, message, data, severityOverride) => {
    const severity = effectiveSeverity(ruleId, this.severities);
    if (!severity) return;
    const n = (this.counts.get(ruleId) ?? 0) + 1;
    this.counts.set(ruleId, n);
    if (n > MAX_PROBLEMS_PER_RULE) return;
    const problem: Problem = { ruleId, severity: lowerOf(severity, severityOverride), message, file, range };
    if (data && Object.values(data).some((v) => v !== undefined)) problem.data = data;
    this.problems.push(problem);
  };

  finish(result: CheckResult, docsFile: string): CheckResult {
    for (const [ruleId, n] of this.counts) {
      if (n > MAX_PROBLEMS_PER_RULE) {
        const origin = { line: 0, character: 0 };
        this.problems.push({
          ruleId,
          severity: 'info',
          message: `${n - MAX_PROBLEMS_PER_RULE} more ${ruleId} problems are not shown`,
          file: docsFile,
          range: { start: origin, end: origin },
        });
      }
    }
    this.problems.sort(compareProblems);
    return result;
  }
}

/** Moves a problem's positions that lie after an edit on the edited line (an in-string edit adds no line). */
function shiftOnLine(problem: Problem, line: number, character: number, delta: number): Problem {
  const shift = (p: Range['start']) =>
    p.line === line && p.character > character ? { line, character: p.character + delta } : p;
  const start = shift(problem.range.start);
  const end = shift(problem.range.end);
  return start === problem.range.start && end === problem.range.end ? problem : { ...problem, range: { start, end } };
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
