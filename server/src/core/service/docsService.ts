// The front door of the core for one docs site: it checks the site and keeps what it learned (the file set,
// parsed specs, front matter and parsed pages, the last model) so that the next check after an edit redoes only
// what changed. The CLI makes one and checks once; the language server keeps one per site and tells it about file
// events; the site builder reads its models and pages.
import type { Problem, SeveritySetting } from '../problem';
import type { Workspace } from '../workspace/workspace';
import { WorkspaceError } from '../workspace/workspace';
import { SourceFile } from '../json/sourceFile';
import { diffTexts } from '../json/stringEdit';
import type { ComposeResult } from '../model/includes';
import { deriveModel, deriveModelForLabel, deriveModelForWhitespace } from '../model/deriveModel';
import { loadConfiguration } from '../model/loadConfiguration';
import type { SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';
import { PageStore } from '../pages/pageStore';
import type { FrontMatterReader } from '../pages/frontMatterReader';
import type { PageReader } from '../pages/pageReader';
import { preparePageCompletion } from '../features/completion';
import { SpecCache, SpecIndexer } from '../openapi/specCache';
import type { OpenApiIndex } from '../openapi/types';
import type { RuleReads } from '../rules/defineRule';
import { effectiveSeverity, RULES } from '../rules/registry';
import type { FileChange } from './fileChange';
import { ProblemSink, problemMover, shiftOnLine } from './problemSink';
import { SpecValidations } from './specValidations';
import { openapiFilesInText } from './openapiFilesInText';
import { distinctOpenapiSources } from '../rules/openapiSources';
import type { SpecDeepValidator } from '../openapi/deepValidator';
import { BackgroundFrontMatter } from './backgroundFrontMatter';
import { DependentRuleCatchUp } from './dependentRuleCatchUp';
import { EndpointFrontMatterScan } from './endpointFrontMatterScan';
import { letMessagesIn, UserActivity } from './backgroundWork';
import type { DeadlineClock } from '../workspace/loopDeadline';
import { PageRuleRunner } from './pageRules';
import { endpointPagesOf, type EndpointPages } from './endpointRoutes';
import { specOfEndpoint } from '../model/endpointSpec';
import { FrontMatterEndpoints, type FrontMatterEndpointTarget } from '../openapi/frontMatterEndpoints';
import { runRules, type KeptFileReports, type RuleRun } from './runRules';
import { FilePolicy, runningSeverities, type FileOverride } from '../config/filePolicy';
import { applySuppressions } from '../suppressions/applySuppressions';
import { DIRECTIVE_PREFIX, pageDirectives } from '../suppressions/directives';
import type { ParsedPage } from '../pages/parsedPage';
import type { ExternalLinkChecker } from '../links/externalLinkResult';
import { EXTERNAL_LINK_RULE } from '../links/externalLinks';

export interface DocsServiceOptions {
  workspace: Workspace;
  /** Root-relative path of the configuration file. Default "docs.json". */
  docsFile?: string;
  /** Severity per rule id; rules not named keep their default. */
  severities?: Readonly<Record<string, SeveritySetting>>;
  /** Globs of root-relative files nothing is reported in (`.docsjsonrc.json`'s `ignores`). */
  ignores?: readonly string[];
  /** Severities for some files (`.docsjsonrc.json`'s `overrides`), later ones winning. */
  overrides?: readonly FileOverride[];
  /** Reads the front matter of many pages at once, while the other rules run (the CLI's uses threads). */
  frontMatterReader?: FrontMatterReader;
  /**
   * With `background`: reads and parses the pages of the background parse off the host's thread (an editor's
   * worker), so that a keystroke never waits for a page being parsed.
   */
  backgroundPageReader?: PageReader;
  /** Builds spec indexes while the other rules run (the CLI's uses a thread). */
  specIndexer?: SpecIndexer;
  /** Full OpenAPI validation of spec files (the openapi-invalid rule runs only with it). */
  specValidator?: SpecDeepValidator;
  /**
   * Checks external URLs over the network. Only `docsjson lint --check-external` gives one; without it the
   * link-external rule does not run, whatever the settings say.
   */
  externalLinks?: ExternalLinkChecker;
  /**
   * Slow work (parsing every page for the page rules, full OpenAPI validation) in the background: a check never
   * waits for it, and `onResults` is called when some has finished, so that the host checks again (an editor). Without
   * it, a check waits (the CLI).
   */
  background?: { onResults(): void };
  /**
   * The service checks once (the CLI): what the page rules find is not kept for a next check, which spares keeping
   * it per page and rule.
   */
  checksOnce?: boolean;
  /**
   * Past this many problems of one rule a check keeps only a note of how many more there are (an editor, where tens
   * of thousands of diagnostics help nobody and cost time). Default: every problem is kept.
   */
  maxProblemsPerRule?: number;
  /**
   * Awaited between building a check's model and running its rules (an editor passes a turn of its event loop), so
   * that requests about that text (the navigation preview, completion) are answered from the model at once instead
   * of after every rule.
   */
  beforeRules?: () => Promise<void>;
  /**
   * Asked once a check after an edit inside a string (or after background results) has built its model (after
   * `beforeRules`): true when a newer check is waiting and this one's result would be dropped (the user typed
   * meanwhile). The check then stops with `CheckSuperseded` instead of running its rules, so that a check begun for
   * background results never holds up the keystroke after it.
   */
  superseded?: () => boolean;
  /** The clock background work keeps its moments of quiet by: the real one, or a test's (test/helpers/fakeClock.ts). */
  clock?: DeadlineClock;
}

export interface CheckResult {
  /** Every problem found, in every file (docs.json, included files, specs, pages), sorted by file then position. */
  problems: Problem[];
  /** Root-relative paths of docs.json and every file it includes: the files an editor shows diagnostics for. */
  configFiles: string[];
  /** The site model, when docs.json could be parsed. A value: later checks never change it. */
  model?: SiteModel;
  /** Every file under the root, as known to the service. */
  files: PageIndex;
}

const DOCS_FILE_ERROR = 'DOCSJSON_DOCS_FILE';

const SUPERSEDED = 'DOCSJSON_CHECK_SUPERSEDED';

/** A check stopped because a newer one is waiting (see DocsServiceOptions.superseded): it has no result. */
export class CheckSuperseded extends Error {
  readonly code = SUPERSEDED;

  constructor() {
    super('a newer check is waiting');
    this.name = 'CheckSuperseded';
  }

  static is(e: unknown): e is CheckSuperseded {
    return e instanceof Error && (e as { code?: unknown }).code === SUPERSEDED;
  }
}

/** docs.json itself cannot be read: the caller (CLI) turns this into a usage error. */
export class DocsFileError extends Error {
  readonly code = DOCS_FILE_ERROR;

  constructor(
    readonly docsFile: string,
    readonly reason: WorkspaceError,
  ) {
    super(reason.code === 'not-found' ? `there is no ${docsFile} in the docs folder` : reason.message);
    this.name = 'DocsFileError';
  }

  /** True for a DocsFileError, told by its code (see WorkspaceError.is). */
  static is(e: unknown): e is DocsFileError {
    return e instanceof Error && (e as { code?: unknown }).code === DOCS_FILE_ERROR;
  }
}

/**
 * Rules that run again after an edit inside a page or endpoint string: those reading the navigation's entries, the
 * files they name, and the page rules (whose engine reports kept results for every page that did not change). The
 * problems of the others (text, config) are kept across such an edit.
 */
const RERUN_AFTER_STRING_EDITS: ReadonlySet<RuleReads> = new Set(['navigation', 'files', 'pages']);

/** What the last full check parsed, kept so that typing in a page path does not re-parse the whole file. */
interface LastCheck {
  composed: ComposeResult;
  model: SiteModel;
  /** Problems of the rules that string edits cannot change. */
  kept: readonly Problem[];
  /** Those of the rules that read the text alone: the configuration rules run again after a section's label edit. */
  textKept: readonly Problem[];
}

export function createDocsService(options: DocsServiceOptions): DocsService {
  return new DocsService(options);
}

export class DocsService {
  readonly workspace: Workspace;
  readonly pages: PageStore;
  private readonly specs: SpecCache;
  private readonly frontMatterEndpoints: FrontMatterEndpoints;
  private readonly validations?: SpecValidations;
  private readonly activity: UserActivity;
  private readonly keptFileReports = new Map<string, KeptFileReports>();
  private readonly pageRules: PageRuleRunner;
  private readonly backgroundFrontMatter?: BackgroundFrontMatter;
  private readonly dependentCatchUp?: DependentRuleCatchUp;
  private readonly endpointFrontMatters = new EndpointFrontMatterScan();
  private options: DocsServiceOptions;
  /** Which rule applies in which file (severities with `ignores` and `overrides`). */
  private policy: FilePolicy;
  /** The severities that decide what runs: a rule on in some override runs. */
  private running: Readonly<Record<string, SeveritySetting>> | undefined;
  private last?: LastCheck;
  private modelVersion = 0;
  /**
   * Files reported changed since the last check began (editor buffers and file events both go through
   * filesChanged): the keystroke path re-reads only these among the included files.
   */
  private changedSinceCheck = new Set<string>();
  private everythingChanged = true;
  /** The model the latest check built, from the moment it is built (before its rules run). */
  private builtModel?: SiteModel;
  private modelWaiters: Array<() => void> = [];

  constructor(options: DocsServiceOptions) {
    this.options = options;
    this.activity = new UserActivity(options.clock);
    this.policy = new FilePolicy(options.severities, options.ignores, options.overrides);
    this.running = this.runnable(runningSeverities(options.severities, options.overrides));
    this.workspace = options.workspace;
    this.pages = new PageStore(options.workspace, options.frontMatterReader);
    if (options.background && options.backgroundPageReader)
      this.pages.configureParsing({ backgroundReader: options.backgroundPageReader });
    this.specs = new SpecCache(options.workspace, {}, options.specIndexer);
    this.frontMatterEndpoints = new FrontMatterEndpoints(options.workspace, (file) => this.specs.get(file));
    const background = options.background;
    // Pages parsed or front matter read in the background change what the page and front matter rules find. Those
    // run again on every check, the quick one after a keystroke included; what is kept between checks (syntax,
    // structure, settings) does not read pages, so the next check need not start over.
    const pagesParsed = () => background?.onResults();
    this.pageRules = new PageRuleRunner(this.pages, background && pagesParsed, this.activity, options.checksOnce);
    if (background) {
      this.backgroundFrontMatter = new BackgroundFrontMatter(this.pages, pagesParsed, this.activity);
      this.dependentCatchUp = new DependentRuleCatchUp(pagesParsed, this.activity);
    }
    if (options.specValidator) {
      this.validations = new SpecValidations({
        validator: options.specValidator,
        wait: !options.background,
        onSettled: () => options.background?.onResults(),
      });
    }
  }

  /** The running severities, less what cannot run here: link-external without a checker. */
  private runnable(
    running: Readonly<Record<string, SeveritySetting>> | undefined,
  ): Readonly<Record<string, SeveritySetting>> | undefined {
    return this.options.externalLinks ? running : { ...running, [EXTERNAL_LINK_RULE]: 'off' };
  }

  /** The host is done with this service: its background work stops at its next step and reports nothing more. */
  dispose(): void {
    this.activity.ended = true;
  }

  /**
   * The user typed or asked for something in this site: background work keeps still for a moment, so that the
   * answers to a burst of typing never wait for a slice of it.
   */
  userActive(): void {
    this.activity.touch();
  }

  get docsFile(): string {
    return this.options.docsFile ?? 'docs.json';
  }

  get severities(): Readonly<Record<string, SeveritySetting>> | undefined {
    return this.options.severities;
  }

  /**
   * New rule severities (and, when given, `ignores` and `overrides`; omitted, they stay as they were); the next
   * check runs every rule again.
   */
  configure(
    severities: Readonly<Record<string, SeveritySetting>> | undefined,
    files?: { ignores?: readonly string[]; overrides?: readonly FileOverride[] },
  ): void {
    this.options = {
      ...this.options,
      severities,
      ...(files && { ignores: files.ignores, overrides: files.overrides }),
    };
    this.policy = new FilePolicy(severities, this.options.ignores, this.options.overrides);
    this.running = this.runnable(runningSeverities(severities, this.options.overrides));
    this.last = undefined;
  }

  /** Drops cached knowledge of these files (file set, specs, front matter, parsed pages). */
  filesChanged(changes: readonly FileChange[]): void {
    for (const c of changes) this.changedSinceCheck.add(c.path);
    this.specs.invalidate(changes.map((c) => c.path));
    this.pages.filesChanged(changes);
  }

  /** Forgets the file list (a folder was renamed or deleted: one event, many files). */
  rescanFiles(): void {
    this.pages.rescan();
    this.everythingChanged = true;
  }

  files(): Promise<PageIndex> {
    return this.pages.files();
  }

  spec(relPath: string): Promise<OpenApiIndex> {
    return this.specs.get(relPath);
  }

  /**
   * The endpoint pages of a model of this site (its METHOD entries and the elements whose pages come from a spec),
   * with their routes, specs and titles, as lint judges links to them and the builder writes them.
   */
  async endpointPages(model: SiteModel): Promise<EndpointPages> {
    return endpointPagesOf(model, (file) => this.specs.get(file), await this.files());
  }

  /** The operation a page's `openapi`/`api` front matter value documents, as lint judges it and the builder shows it. */
  async frontMatterEndpoint(value: string, model: SiteModel | undefined): Promise<FrontMatterEndpointTarget> {
    return this.frontMatterEndpoints.resolve(value, model, await this.files());
  }

  /**
   * The model of the configuration as it is now (editor buffers over disk), with `docsText` as the text of
   * docs.json when given, without checking anything. Undefined model when docs.json does not parse.
   */
  async loadModel(docsText?: string): Promise<{ composed: ComposeResult; model?: SiteModel }> {
    const text = docsText ?? (await this.workspace.readFile(this.docsFile));
    return loadConfiguration(new SourceFile(this.docsFile, text), this.workspace, ++this.modelVersion);
  }

  /** The model the latest check built, as soon as it is built: requests about that text need not wait for its rules. */
  get checkModel(): SiteModel | undefined {
    return this.builtModel;
  }

  /** Resolves when a check has built its next model, or when a check ends. */
  nextCheckModel(): Promise<void> {
    return new Promise((resolve) => this.modelWaiters.push(resolve));
  }

  private wakeModelWaiters(): void {
    const waiters = this.modelWaiters;
    this.modelWaiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * The check's model is built: told to whoever waits for it, who gets a turn before the rules run. A check that
   * `mayStop` stops there when a newer one is waiting.
   */
  private async modelBuilt(model: SiteModel, mayStop = false): Promise<void> {
    this.builtModel = model;
    this.wakeModelWaiters();
    await this.options.beforeRules?.();
    if (mayStop && this.options.superseded?.()) throw new CheckSuperseded();
  }

  async check(): Promise<CheckResult> {
    // The background work keeps still while a check runs and a moment after: its steps would delay the results the
    // user waits for, and the first keystroke typed on seeing them.
    const release = this.activity.hold();
    try {
      return await this.checkNow();
    } finally {
      release();
      this.wakeModelWaiters();
    }
  }

  private async checkNow(): Promise<CheckResult> {
    let text: string;
    try {
      text = await this.workspace.readFile(this.docsFile);
    } catch (e) {
      this.last = undefined;
      if (WorkspaceError.is(e)) throw new DocsFileError(this.docsFile, e);
      throw e;
    }
    // Taken before reading, so that a change reported while this check runs is seen by the next one.
    const changed = this.everythingChanged ? undefined : this.changedSinceCheck;
    this.changedSinceCheck = new Set();
    this.everythingChanged = false;
    const quick = await this.checkAfterStringEdit(text, changed);
    const result = quick ?? (await this.fullCheck(text));
    if (!quick) this.prepareForKeystrokes(result);
    result.problems = applySuppressions(result.problems, {
      pages: await this.pagesWithDirectives(result),
      severityIn: (ruleId, file) => this.policy.severityIn(ruleId, file),
      notRun: this.options.externalLinks ? undefined : NOT_RUN_WITHOUT_CHECKER,
    });
    return result;
  }

  /**
   * In an editor, a full check of a large site builds at once what the keystroke path and completion would
   * otherwise build on first use, each a pass over every file or entry: the index of files' explanations of a
   * missing page (names without case, pages by folder and by file name), the model's map from JSON nodes to
   * navigation nodes (which the next keystroke's model is derived through) and completion's sorted page list. They add
   * a few milliseconds to the first diagnostics, where the first keystroke would pay several times that.
   */
  private prepareForKeystrokes(result: CheckResult): void {
    if (!this.options.background || result.files.size < MISS_INDEXES_FROM) return;
    result.files.prepareForMisses(Infinity);
    result.model?.nodeForJson(result.model.root.json);
    preparePageCompletion(result.files);
  }

  /**
   * The pages whose suppression comments matter to this check: every page parsed so far (a comment that silences
   * nothing is reported too), and the pages with problems that were not parsed (the page rules are off), read now
   * when their text mentions a directive. Page files only: docs.json and specs have no comments to read.
   */
  private async pagesWithDirectives(result: CheckResult): Promise<ParsedPage[]> {
    const pages: ParsedPage[] = [];
    // The store lists the parsed files whose text mentions a directive: no pass over every page per keystroke.
    for (const file of this.pages.parsedFilesMentioningDirectives()) {
      if (!PAGE_TEXT.test(file) || !result.files.hasFile(file)) continue;
      const page = this.pages.pageIfParsed(file);
      if (page && pageDirectives(page).length > 0) pages.push(page); // found once per parse
    }
    // The problems come sorted by file: each file is met once in a row (thousands of them once a site is parsed).
    let previous: string | undefined;
    for (const { file } of result.problems) {
      if (file === previous) continue;
      previous = file;
      if (this.pages.pageIfParsed(file) || !PAGE_TEXT.test(file)) continue;
      let text: string;
      try {
        text = await this.workspace.readFile(file);
      } catch {
        continue;
      }
      if (text.includes(DIRECTIVE_PREFIX)) pages.push(this.pages.parseText(file, text));
    }
    return pages;
  }

  private async fullCheck(text: string): Promise<CheckResult> {
    this.last = undefined;
    const docsFile = this.docsFile;
    const frontMatterOn = effectiveSeverity('frontmatter', this.running) !== undefined;
    const validations = effectiveSeverity('openapi-invalid', this.running) ? this.validations : undefined;
    // The validator takes a while to start: it starts now when docs.json names a spec (or may: an included file
    // can too, which the model shows below). A check that waits for validation (lint) asks now for the specs
    // docs.json's text names, so that they are validated while the rest of it is parsed.
    if (text.includes('"openapi"')) {
      validations?.warmUp();
      validations?.startEarly(openapiFilesInText(text));
    }
    // With a front matter reader, the folder is walked first and every page file handed to the reader at once:
    // the files are then read while docs.json is parsed and checked, not after.
    if (this.options.frontMatterReader && frontMatterOn)
      this.pages.prefetchFrontMatters((await this.files()).allPageFiles(), true);
    const { composed, model } = await loadConfiguration(
      new SourceFile(docsFile, text),
      this.workspace,
      ++this.modelVersion,
    );
    const files = await this.files();
    const sink = new ProblemSink(this.severities, [], this.options.maxProblemsPerRule, this.policy);
    const run = (kinds: ReadonlySet<RuleReads>, m?: SiteModel) =>
      runRules(RULES, kinds, this.ruleRun(composed, m, files, sink));
    await run(new Set(['text']));
    const textKept = [...sink.problems];
    const result: CheckResult = { problems: sink.problems, configFiles: composed.files.map((f) => f.path), files };
    if (!model) {
      result.problems = sink.finish(docsFile);
      return result;
    }
    result.model = model;
    await this.modelBuilt(model);
    // Every spec the model names starts building now: with an indexer elsewhere, while the other rules run; on this
    // thread in a check that waits for page files read elsewhere (the CLI), while it would otherwise wait for them.
    // An editor's first diagnostics do not wait for a spec the rules may not need yet.
    if (this.options.specIndexer || !this.options.background)
      for (const spec of specFilesOf(model)) this.specs.get(spec).catch(() => undefined);
    validations?.startEarly(localOpenapiFiles(model));
    await run(new Set(['config']), model);
    // Kept only when no include failed, since the content of a failed include may appear behind our back.
    if (composed.includeProblems.length === 0) this.last = { composed, model, kept: [...sink.problems], textKept };
    await run(RERUN_AFTER_STRING_EDITS, model);
    result.problems = sink.finish(docsFile);
    return result;
  }

  /** The problems of the configuration rules on `model`, after those of the text rules (`textKept`). */
  private async configProblems(
    composed: ComposeResult,
    model: SiteModel,
    textKept: readonly Problem[],
  ): Promise<Problem[]> {
    const sink = new ProblemSink(this.severities, textKept, this.options.maxProblemsPerRule, this.policy);
    await runRules(RULES, new Set(['config']), this.ruleRun(composed, model, await this.files(), sink));
    return [...sink.problems];
  }

  /**
   * For a check that may stop once its model is kept: every few ms of its rules, the turns a keystroke on its way
   * needs to be handled, then a stop if it made this check's result one to drop. Without it, a check begun for
   * background results held up a keystroke that came after its model was built for all its rules (25-35 ms on the
   * largest real site).
   */
  private stopsBetweenRules(): (() => Promise<void>) | undefined {
    const superseded = this.options.superseded;
    if (!superseded) return undefined;
    const clock = this.activity.clock;
    let since = clock.now();
    return async () => {
      if (clock.now() - since < RULES_BETWEEN_TURNS_MS) return;
      await letMessagesIn();
      since = clock.now();
      if (superseded()) throw new CheckSuperseded();
    };
  }

  /** What the rules of one check read, from this service's state. */
  private ruleRun(composed: ComposeResult, model: SiteModel | undefined, files: PageIndex, sink: ProblemSink): RuleRun {
    return {
      keptFileReports: this.keptFileReports,
      composed,
      model,
      files,
      severities: this.running,
      store: this.pages,
      pageRules: this.pageRules,
      specs: this.specs,
      frontMatterEndpoints: this.frontMatterEndpoints,
      validations: this.validations,
      sink,
      frontMatters: this.backgroundFrontMatter && ((list) => this.backgroundFrontMatter!.frontMatters(list)),
      openFiles: this.workspace.openFiles?.(),
      externalLinks: this.options.externalLinks,
      dependentCatchUp: this.dependentCatchUp,
      endpointFrontMatters: this.endpointFrontMatters,
    };
  }

  /**
   * The keystroke path: when the only change since the last check is inside one page or endpoint string, derive
   * the next model from the last one, keep the problems of the rules that cannot change (shifted on the edited
   * line) and run only the others. Undefined when the change is anything else.
   */
  private async checkAfterStringEdit(
    docsText: string,
    reported: ReadonlySet<string> | undefined,
  ): Promise<CheckResult | undefined> {
    const last = this.last;
    if (!last || !reported) return undefined;
    const texts = new Map<string, string>([[this.docsFile, docsText]]);
    for (const file of last.model.files) {
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
    const changed = last.model.files.filter((f) => texts.get(f.path) !== f.text);
    if (changed.length > 1) return undefined;
    let model = last.model;
    let kept = last.kept;
    let textKept = last.textKept;
    if (changed.length === 1) {
      const old = changed[0];
      const newText = texts.get(old.path)!;
      const change = diffTexts(old.text, newText);
      const edit = old.withStringEdit(newText, change);
      const spaced = edit ? undefined : old.withWhitespaceEdit(newText, change);
      if (spaced) {
        // A line break or spaces between two tokens: the same model, read through the new file.
        const derived = deriveModelForWhitespace(last.model, spaced.file, ++this.modelVersion);
        if (!derived) return undefined;
        model = derived;
        const mover = problemMover(old, spaced.file, spaced.change);
        const move = (p: Problem) => (p.file === old.path ? mover(p) : p);
        kept = last.kept.map(move);
        textKept = last.textKept.map(move);
      } else {
        if (!edit) return undefined;
        const before = old.valueOf(edit.node);
        const after = edit.file.valueOf(edit.node);
        if (typeof before !== 'string' || typeof after !== 'string') return undefined;
        // The schema's only rule for an entry string or a section's label is "not empty": an edit that may cross
        // it (a blank string before or after) runs the configuration rules, the schema's among them, again.
        const mayCrossEmpty = !before.trim() || !after.trim();
        const version = ++this.modelVersion;
        const entryEdit = deriveModel(last.model, edit.file, edit.node, version);
        const derived = entryEdit ?? deriveModelForLabel(last.model, edit.file, edit.node, version);
        if (!derived) return undefined;
        model = derived;
        const at = old.positionAt(edit.change.start);
        const delta = edit.change.newEnd - edit.change.oldEnd;
        const shift = (p: Problem) => (p.file === old.path ? shiftOnLine(p, at.line, at.character, delta) : p);
        textKept = last.textKept.map(shift);
        // A section's label is in the messages of the configuration rules (and of the schema's): they run again,
        // on the new model; the entries, the files and the specs are the same.
        kept =
          entryEdit && !mayCrossEmpty
            ? last.kept.map(shift)
            : await this.configProblems(last.composed, model, textKept);
      }
    }
    this.last = { composed: last.composed, model, kept, textKept };
    // What this check keeps (the model of its text, the problems string edits cannot change) is all that a next
    // check starts from: it may stop here and leave the rest to the check that is waiting. A full check may not: it
    // keeps its model only once its configuration rules have run.
    await this.modelBuilt(model, true);
    const files = await this.files();
    const sink = new ProblemSink(this.severities, kept, this.options.maxProblemsPerRule, this.policy);
    await runRules(RULES, RERUN_AFTER_STRING_EDITS, {
      ...this.ruleRun(last.composed, model, files, sink),
      betweenRules: this.stopsBetweenRules(),
    });
    return {
      problems: sink.finish(this.docsFile),
      configFiles: model.files.map((f) => f.path),
      model,
      files,
    };
  }
}

/** The rules that run only where the host gives an external link checker. */
const NOT_RUN_WITHOUT_CHECKER: ReadonlySet<string> = new Set([EXTERNAL_LINK_RULE]);

/** How long a check that may stop runs its rules before it lets a keystroke on its way in (stopsBetweenRules). */
const RULES_BETWEEN_TURNS_MS = 4;

/** Sites with fewer files explain a missing page by a pass over them (cheap), without the indexes' memory. */
const MISS_INDEXES_FROM = 5000;

/** Files whose text may hold suppression comments: pages and snippets. */
const PAGE_TEXT = /\.mdx?$/i;

/** Spec files named in the model: site-wide, on navigation nodes, and in METHOD entries that name their spec. */
function* specFilesOf(model: SiteModel): Iterable<string> {
  for (const source of model.siteOpenapi) if (source.kind === 'file') yield source.path;
  for (const container of model.containers)
    for (const source of container.ownOpenapi ?? []) if (source.kind === 'file') yield source.path;
  for (const endpoint of model.endpoints) {
    if (endpoint.spec === undefined) continue;
    const named = specOfEndpoint(endpoint);
    if (named?.kind === 'file') yield named.path;
  }
}

/** The local spec files the configuration names, in the order openapi-invalid validates them. */
function localOpenapiFiles(model: SiteModel): string[] {
  return distinctOpenapiSources(model).flatMap((source) => (source.kind === 'file' ? [source.path] : []));
}
