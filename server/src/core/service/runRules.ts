// Runs the enabled rules of some kinds over one state of the site, giving each the context its kind declares.
import type { ComposeResult } from '../model/includes';
import type { PageEntry, SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';
import type { OpenApiIndex } from '../openapi/types';
import type { SpecCache } from '../openapi/specCache';
import type { SpecValidations } from './specValidations';
import type { SeveritySetting } from '../problem';
import type { FilesRule, PagesRule, RuleDefinition, RuleReads } from '../rules/defineRule';
import type { FilesRuleContext } from '../rules/ruleContext';
import { effectiveSeverity } from '../rules/registry';
import type { ConfigReporter, ReportInFile } from '../rules/ruleContext';
import type { FrontMatterResult } from '../pages/frontMatter';
import type { PageStore } from '../pages/pageStore';
import type { PageRuleRunner } from './pageRules';
import type { ProblemSink } from './problemSink';
import { endpointPagesOf, NO_ENDPOINT_PAGES } from './endpointRoutes';
import type { FrontMatterEndpoints } from '../openapi/frontMatterEndpoints';
import { resolvePageFiles, type PageFileResolution } from './pageFileResolution';
import type { ExternalLinkChecker } from '../links/externalLinkResult';
import { INLINE_DEPENDENT_FILES, type DependentRuleCatchUp } from './dependentRuleCatchUp';
import { EndpointFrontMatterScan } from './endpointFrontMatterScan';

export interface RuleRun {
  composed: ComposeResult;
  model: SiteModel | undefined;
  files: PageIndex;
  severities: Readonly<Record<string, SeveritySetting>> | undefined;
  store: PageStore;
  pageRules: PageRuleRunner;
  specs: SpecCache;
  /** Which operation a page's endpoint front matter documents. */
  frontMatterEndpoints: FrontMatterEndpoints;
  /** Full spec validation, when the host provides a validator. */
  validations?: SpecValidations;
  sink: ProblemSink;
  /** Where the rules get front matter of many pages, when not straight from the page store (an editor's host). */
  frontMatters?: (files: readonly string[]) => Promise<Map<string, FrontMatterResult>>;
  /** Files open in an editor, when the host knows them. */
  openFiles?: Iterable<string>;
  /** The last reports of the files rules that say what they depend on, kept by the service between checks. */
  keptFileReports: Map<string, KeptFileReports>;
  /** Checks external URLs (only `docsjson lint --check-external` gives one). */
  externalLinks?: ExternalLinkChecker;
  /** In an editor: runs a dependent rule over many changed files in the background (see dependentRuleCatchUp.ts). */
  dependentCatchUp?: DependentRuleCatchUp;
  /** Kept by the service between checks (see endpointFrontMatterScan.ts); without it, every page file is looked at. */
  endpointFrontMatters?: EndpointFrontMatterScan;
  /**
   * Awaited between two rules of a check that may stop there (it throws to stop it): a keystroke that arrives while
   * a check runs then waits for one rule, not for all of them.
   */
  betweenRules?: () => Promise<void>;
}

/**
 * The last reports of a files rule that says what it depends on, by the file they are in, with the state of what
 * it depends on when they were found.
 */
export interface KeptFileReports {
  index: PageIndex;
  filesVersion: number;
  frontMatterVersion: number;
  /** Only for 'shown page files'. */
  shownVersion?: number;
  byFile: Map<string, Parameters<ReportInFile>[]>;
}

export async function runRules(
  rules: readonly RuleDefinition[],
  kinds: ReadonlySet<RuleReads>,
  run: RuleRun,
): Promise<void> {
  const { model, sink } = run;
  const enabled = rules.filter((r) => kinds.has(r.reads) && effectiveSeverity(r.id, run.severities));
  if (enabled.length === 0) return;
  // One look at each spec per check: the cache compares file stamps, which would otherwise be one stat per entry.
  const specsThisCheck = new Map<string, Promise<OpenApiIndex>>();
  const spec = (relPath: string) => {
    let index = specsThisCheck.get(relPath);
    if (!index) specsThisCheck.set(relPath, (index = run.specs.get(relPath)));
    return index;
  };
  const resolution = model ? resolvePageFiles(model, run.files) : undefined;
  const fileOf = (entry: PageEntry) => resolution?.files[entry.index];
  if (model && enabled.some((r) => r.id === 'frontmatter' && r.reads === 'files')) {
    run.store.prefetchFrontMatters(resolution?.inUse() ?? [], false);
  }
  const pageRules = enabled.filter((r): r is PagesRule => r.reads === 'pages');
  if (pageRules.length > 0) {
    await run.pageRules.run(pageRules, {
      model,
      files: run.files,
      // The resolution's own function: page-orphan asks it of every page on every check.
      inNavigation: resolution ? resolution.inNavigation : () => false,
      navigationVersion: resolution?.navigationVersion ?? 0,
      navigationChangesSince: resolution?.navigationChangesSince,
      // Placed against the file index, as the files rules place them: one placement per model and state of the
      // files, which the pages' parse landing does not change (the routes files serve are the same either way).
      endpointRoutes: () => (model ? endpointPagesOf(model, spec, run.files) : Promise.resolve(NO_ENDPOINT_PAGES)),
      openFiles: run.openFiles,
      externalLinks: run.externalLinks,
      reportFor: (rule) => (file, range, message, data, severity) =>
        sink.report(rule.id, file, range, message, data, severity),
    });
  }
  for (const rule of enabled) {
    if (rule.reads !== 'pages' && rule.reads !== 'problems') await run.betweenRules?.();
    const inFile: ReportInFile = (file, range, message, data, severity) =>
      sink.report(rule.id, file, range, message, data, severity);
    switch (rule.reads) {
      case 'text':
        rule.check({ files: run.composed.files, includeProblems: run.composed.includeProblems, report: inFile });
        break;
      case 'config':
      case 'navigation':
        if (model) rule.check({ model, report: configReporter(model, inFile) });
        break;
      case 'files': {
        if (!model) break;
        if (rule.dependsOn) {
          await runDependentRule(rule, rule.dependsOn, run, model, resolution, spec, fileOf, inFile);
          break;
        }
        await rule.check({
          ...filesRuleContext(run, model, resolution, spec, fileOf),
          report: { ...configReporter(model, inFile), inFile },
        });
        break;
      }
      case 'pages':
        break; // all together above: one parse of every page for all of them
      case 'problems':
        break; // after every other rule, by the service (core/suppressions/)
    }
  }
}

/** What a files rule reads, for one check. */
function filesRuleContext(
  run: RuleRun,
  model: SiteModel,
  resolution: PageFileResolution | undefined,
  spec: (relPath: string) => Promise<OpenApiIndex>,
  fileOf: (entry: PageEntry) => string | undefined,
): Omit<FilesRuleContext, 'report'> {
  return {
    model,
    files: run.files,
    fileOf,
    pagesWithoutFile: () => (resolution ? resolution.withoutFile().map((i) => model.pages[i]) : []),
    shownFiles: () => resolution?.shownFiles() ?? [],
    spec,
    endpointPages: () => endpointPagesOf(model, spec, run.files),
    frontMatterEndpoint: (value) => run.frontMatterEndpoints.resolve(value, model, run.files),
    validateSpec: async (relPath) => run.validations?.get(relPath, await spec(relPath)),
    frontMatters: (files) => (run.frontMatters ? run.frontMatters(files) : run.store.frontMatters(files)),
    frontMatterIfRead: (file) => run.store.frontMatterIfRead(file),
    endpointFrontMatters: () => (run.endpointFrontMatters ?? new EndpointFrontMatterScan()).scan(run.files, run.store),
  };
}

/**
 * A files rule whose reports in a file depend only on that file (whether it exists and is shown, its front
 * matter): its last reports are kept by file, and a check runs it only on the files whose state changed since
 * (none, one or two after a keystroke in a page path, a few after a slice of background reads), not over every
 * page of the site. A change of the file set, or one too old to know, runs it over every file again.
 */
async function runDependentRule(
  rule: FilesRule,
  dependsOn: NonNullable<FilesRule['dependsOn']>,
  run: RuleRun,
  model: SiteModel,
  resolution: PageFileResolution | undefined,
  spec: (relPath: string) => Promise<OpenApiIndex>,
  fileOf: (entry: PageEntry) => string | undefined,
  inFile: ReportInFile,
): Promise<void> {
  // The state is taken before the rule runs: what changes while it runs is seen by the next check.
  const state: Omit<KeptFileReports, 'byFile'> = {
    index: run.files,
    filesVersion: run.files.version,
    frontMatterVersion: run.store.frontMatterVersion,
    shownVersion: dependsOn === 'shown page files' ? resolution?.shownVersion : undefined,
  };
  const kept = run.keptFileReports.get(rule.id);
  const catchUp = run.dependentCatchUp;
  if (kept && catchUp?.busy) {
    // A background run of a dependent rule is under way (this one's, or another's that this one waits for): the
    // kept reports meanwhile; its end checks again and runs this rule on what changed.
    for (const reports of kept.byFile.values()) for (const report of reports) inFile(...report);
    return;
  }
  const changed = kept && changedSince(kept, state, dependsOn, run, resolution);
  const context = filesRuleContext(run, model, resolution, spec, fileOf);
  // Many files to run the rule on (the front matter of the whole site arrived): with kept reports to show meanwhile,
  // the run goes to the background.
  const many =
    kept && catchUp && (!changed || changed.size > INLINE_DEPENDENT_FILES)
      ? [...(changed ?? run.files.allPageFiles())]
      : undefined;
  if (kept && catchUp && many && many.length > INLINE_DEPENDENT_FILES) {
    // The kept reports are reported as they are, and the rule runs in the background (unless a run is under way,
    // whose end checks again).
    for (const reports of kept.byFile.values()) for (const report of reports) inFile(...report);
    const files = many;
    const byFile = new Map(changed ? kept.byFile : []);
    for (const file of files) byFile.delete(file);
    let failed = false;
    catchUp.start(
      files,
      async (slice) => {
        try {
          await runDependentOn(rule, run, resolution, context, slice, byFile);
        } catch (e) {
          failed = true;
          throw e;
        }
      },
      () => {
        // Kept only when every slice ran and nothing else replaced the reports meanwhile: the next check then runs
        // the rule on what changed since this run began.
        if (!failed && run.keptFileReports.get(rule.id) === kept)
          run.keptFileReports.set(rule.id, { ...state, byFile });
      },
    );
    return;
  }
  const byFile = changed ? kept.byFile : new Map<string, Parameters<ReportInFile>[]>();
  if (changed) {
    const files = [...changed];
    for (const file of files) byFile.delete(file);
    if (files.length === 0) {
      for (const reports of byFile.values()) for (const report of reports) inFile(...report);
      run.keptFileReports.set(rule.id, { ...state, byFile });
      return;
    }
    await runDependentOn(rule, run, resolution, context, files, byFile);
  } else await runDependentOn(rule, run, resolution, context, undefined, byFile);
  for (const reports of byFile.values()) for (const report of reports) inFile(...report);
  run.keptFileReports.set(rule.id, { ...state, byFile });
}

/**
 * Runs a dependent rule on `files` in place of every page file (or every shown one), or on all of them when
 * undefined, adding its reports to `byFile`.
 */
async function runDependentOn(
  rule: FilesRule,
  run: RuleRun,
  resolution: PageFileResolution | undefined,
  context: Omit<FilesRuleContext, 'report'>,
  files: readonly string[] | undefined,
  byFile: Map<string, Parameters<ReportInFile>[]>,
): Promise<void> {
  const only = files
    ? {
        ...context,
        files: Object.create(run.files, {
          allPageFiles: { value: () => files.filter((f) => run.files.isListedPageFile(f)).values() },
        }) as PageIndex,
        shownFiles: () => files.filter((f) => resolution?.inShown(f)),
      }
    : context;
  const notInPages = () => {
    throw new Error(`rule ${rule.id} says what it depends on, so it may report only in page files`);
  };
  await rule.check({
    ...only,
    report: {
      at: notInPages,
      atNode: notInPages,
      inFile: (...report) => {
        let list = byFile.get(report[0]);
        if (!list) byFile.set(report[0], (list = []));
        list.push(report);
      },
    },
  });
}

/** The files whose state a dependent rule reads changed since its kept reports, or undefined: every file again. */
function changedSince(
  kept: KeptFileReports,
  state: Omit<KeptFileReports, 'byFile'>,
  dependsOn: NonNullable<FilesRule['dependsOn']>,
  run: RuleRun,
  resolution: PageFileResolution | undefined,
): Set<string> | undefined {
  if (kept.index !== state.index || kept.filesVersion !== state.filesVersion) return undefined;
  const frontMatter = run.store.frontMatterChangesSince(kept.frontMatterVersion);
  if (!frontMatter) return undefined;
  const changed = new Set(frontMatter);
  if (dependsOn === 'shown page files') {
    if (kept.shownVersion === undefined || !resolution) return undefined;
    const shown = resolution.shownChangesSince(kept.shownVersion);
    if (!shown) return undefined;
    for (const file of shown) changed.add(file);
  }
  return changed;
}

function configReporter(model: SiteModel, report: ReportInFile): ConfigReporter {
  return {
    at: (node, message, data, severity) =>
      report(node.filePath, model.source(node.filePath)!.rangeOfNode(node.json), message, data, severity),
    atNode: (filePath, node, message, data, severity) =>
      report(filePath, model.source(filePath)!.rangeOfNode(node), message, data, severity),
  };
}

/** The file of every page entry, by the entry's index; resolved once per check. */
