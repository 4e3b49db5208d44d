// Runs the enabled rules of some kinds over one state of the site, giving each the context its kind declares.
import type { ComposeResult } from '../model/includes';
import type { PageEntry, SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';
import type { OpenApiIndex } from '../openapi/types';
import type { SpecCache } from '../openapi/specCache';
import type { SpecValidations } from './specValidations';
import type { SeveritySetting } from '../problem';
import type { FilesRule, PagesRule, RuleDefinition, RuleReads } from '../rules/defineRule';
import { effectiveSeverity } from '../rules/registry';
import type { ConfigReporter, ReportInFile } from '../rules/ruleContext';
import type { FrontMatterResult } from '../pages/frontMatter';
import type { PageStore } from '../pages/pageStore';
import type { PageRuleRunner } from './pageRules';
import type { ProblemSink } from './problemSink';
import { endpointPagesOf, NO_ENDPOINT_PAGES } from './endpointRoutes';
import type { FrontMatterEndpoints } from '../openapi/frontMatterEndpoints';
import { resolvePageFiles, type PageFileResolution } from './pageFileResolution';

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
  /** True on the keystroke path: kept reports whose dependencies are the same are replayed. */
  replayKept: boolean;
}

export interface KeptFileReports {
  key: string;
  reports: Parameters<ReportInFile>[];
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
      inNavigation: (file) => resolution?.inNavigation(file) ?? false,
      navigationVersion: resolution?.navigationVersion ?? 0,
      endpointRoutes: (pages) => (model ? endpointPagesOf(model, spec, pages) : Promise.resolve(NO_ENDPOINT_PAGES)),
      openFiles: run.openFiles,
      reportFor: (rule) => (file, range, message, data, severity) =>
        sink.report(rule.id, file, range, message, data, severity),
    });
  }
  for (const rule of enabled) {
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
        const key = rule.dependsOn && dependencyKey(rule.dependsOn, run, resolution);
        const kept = key === undefined ? undefined : run.keptFileReports.get(rule.id);
        if (run.replayKept && kept && kept.key === key) {
          for (const report of kept.reports) inFile(...report);
          break;
        }
        const recorded: Parameters<ReportInFile>[] = [];
        const notInPages = () => {
          throw new Error(`rule ${rule.id} says what it depends on, so it may report only in page files`);
        };
        await rule.check({
          model,
          files: run.files,
          fileOf,
          shownFiles: () => resolution?.shownFiles() ?? [],
          spec,
          endpointPages: () => endpointPagesOf(model, spec, run.files),
          frontMatterEndpoint: (value) => run.frontMatterEndpoints.resolve(value, model, run.files),
          validateSpec: async (relPath) => run.validations?.get(relPath, await spec(relPath)),
          frontMatters: (files) => (run.frontMatters ? run.frontMatters(files) : run.store.frontMatters(files)),
          frontMatterIfRead: (file) => run.store.frontMatterIfRead(file),
          report:
            key === undefined
              ? { ...configReporter(model, inFile), inFile }
              : {
                  at: notInPages,
                  atNode: notInPages,
                  inFile: (...report) => {
                    recorded.push(report);
                    inFile(...report);
                  },
                },
        });
        if (key !== undefined) run.keptFileReports.set(rule.id, { key, reports: recorded });
        break;
      }
      case 'pages':
        break; // all together below: one parse of every page for all of them
    }
  }
}

/** The state of what a files rule depends on, taken before it runs (what changes while it runs makes a new key). */
function dependencyKey(
  dependsOn: NonNullable<FilesRule['dependsOn']>,
  run: RuleRun,
  resolution: PageFileResolution | undefined,
): string {
  const files = `${run.files.version}:${run.store.frontMatterVersion}`;
  return dependsOn === 'page files' ? files : `${files}:${resolution?.shownVersion}`;
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
