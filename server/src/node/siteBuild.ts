// `docsjson build`: lint, resolve the navigation, render every route into --out. Page bodies are rendered once per
// distinct text (when every link in it resolves the same from the other page), on worker threads, while the main
// thread lays out and writes pages. A page that is missing or does not parse gets a page that says what is wrong,
// and the build goes on (with `strict`, it stops at the first error instead).
import { createHash } from 'crypto';
import * as os from 'os';
import {
  type FileOverride,
  type Problem,
  type SeveritySetting,
  type SiteModel,
  createDocsService,
  OperationReader,
} from '../core';
import {
  BodyCache,
  EMPTY_BODY,
  SCRIPT_FILE,
  SEARCH_LIBRARY_FILE,
  STYLESHEET_FILE,
  THEME_SCRIPT_FILE,
  SITE_SCRIPT,
  THEME_SCRIPT,
  breadcrumbs,
  buildSearchAsset,
  buildStylesheet,
  linkTargetsOf,
  renderNotice,
  renderPage,
  renderSectionNavAsset,
  routeTitle,
  searchIndexFile,
  sectionNavFile,
  type RenderedBody,
  type ResolvedSite,
  type Route,
  type SearchDocument,
} from '../site';
import { DocsFiles } from './docsFiles';
import { endpointInputFor } from './endpointInput';
import { NodeWorkspace } from './nodeWorkspace';
import { OutputWriter } from './outputWriter';
import { RenderPool } from './renderPool';
import { targetTable } from './renderTargets';
import type { RenderJob } from './renderJobs';
import { forEachLimited, SiteSource } from './siteSource';
import { searchLibrarySource } from './siteAssets';
import { WorkerFrontMatterReader } from './workerFrontMatterReader';

export interface BuildSettings {
  rootPath: string;
  docsFile: string;
  outDir: string;
  severities?: Readonly<Record<string, SeveritySetting>>;
  /** `.docsjsonrc.json`'s ignores and overrides. */
  ignores?: readonly string[];
  overrides?: readonly FileOverride[];
  /** Stop at the first error (lint or page) instead of building on. */
  strict?: boolean;
  /** Worker threads for page bodies; default: one per spare core, none for small sites. */
  workers?: number;
  /** Called after each page is written. */
  progress?(done: number, total: number): void;
  /** The content renderer's stylesheet, appended to the site's. */
  contentCss?: string;
}

export interface BuildSummary {
  pages: number;
  endpointPages: number;
  files: number;
  bytes: number;
  ms: number;
  /** Lint problems, then problems found while building (pages that do not parse or fail to render). */
  problems: Problem[];
  /** True when there were errors (exit 1). */
  failed: boolean;
  /** With `strict`: the build stopped at the first error. */
  stopped: boolean;
  bodiesRendered: number;
  bodiesReused: number;
  workers: number;
}

/** Below this many bodies to render, worker start-up costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 64;

class StopBuild extends Error {}

export async function buildSite(settings: BuildSettings): Promise<BuildSummary> {
  const started = performance.now();
  const writer = OutputWriter.prepare(settings.outDir, settings.rootPath);
  const workspace = new NodeWorkspace(settings.rootPath);
  const reader = new WorkerFrontMatterReader(workspace, { maxWorkers: 2 });
  let lint;
  try {
    lint = await createDocsService({
      workspace,
      severities: settings.severities,
      ignores: settings.ignores,
      overrides: settings.overrides,
      docsFile: settings.docsFile,
      frontMatterReader: reader,
    }).check();
  } finally {
    reader.close();
  }
  const problems = [...lint.problems];
  const summary: BuildSummary = {
    pages: 0,
    endpointPages: 0,
    files: 0,
    bytes: 0,
    ms: 0,
    problems,
    failed: false,
    stopped: false,
    bodiesRendered: 0,
    bodiesReused: 0,
    workers: 0,
  };
  const finish = () => {
    summary.failed = problems.some((p) => p.severity === 'error');
    summary.files = writer.files;
    summary.bytes = writer.bytes;
    summary.ms = performance.now() - started;
    return summary;
  };
  if (!lint.model || (settings.strict && problems.some((p) => p.severity === 'error'))) {
    summary.stopped = !!lint.model;
    if (!lint.model)
      problems.push(
        problemAt(settings.docsFile, 'site-build', 'docs.json cannot be read as a site, so nothing was built'),
      );
    return finish();
  }

  const source = new SiteSource(workspace, lint.files);
  const operations = new OperationReader(workspace);
  await source.readSpecs(lint.model);
  const site = source.resolve(lint.model);
  const sourceFiles = site.routes.map((r) => r.sourceFile).filter((f): f is string => f !== undefined);
  await source.read(sourceFiles);
  const snippetTexts = new Map<string, string>();
  const sources = new Set(sourceFiles);
  for (const file of lint.files.allFiles()) {
    const t = !sources.has(file) ? source.text(file) : undefined;
    if (t && 'text' in t) snippetTexts.set(file, t.text);
  }
  const targets = linkTargetsOf(site, (f) => lint.files.hasFile(f), source.snippet);
  const toRender = new Set(site.routes.map((r) => r.sourceFile ?? r.file)).size;
  const workers =
    settings.workers ??
    (toRender >= MIN_PAGES_FOR_WORKERS ? Math.max(1, Math.min(4, os.availableParallelism() - 1)) : 0);
  const pool = new RenderPool(
    targets,
    workers > 0 ? targetTable(site, lint.files.allFiles(), snippetTexts) : undefined,
    workers,
  );
  summary.workers = pool.workerCount;
  const cache = new BodyCache(targets);
  const assets = new Set<string>();
  const searchDocs = new Map<string, SearchDocument[]>();
  const reportedParse = new Set(problems.filter((p) => p.ruleId === 'mdx-syntax').map((p) => p.file));
  const entryProblems = problemsByPosition(problems);
  const layout = { meta: source.meta, chooserCache: new Map() };
  const total = site.routes.length + (site.home && site.home.file !== 'index.html' ? 1 : 0);
  let done = 0;

  /** The body of a route written into `outputFile`, rendered or reused, and a notice when it cannot be shown. */
  const bodyFor = async (
    route: Route,
    outputFile: string,
  ): Promise<{ body: RenderedBody | undefined; notice?: string }> => {
    if (route.kind === 'endpoint') {
      const job: RenderJob = { kind: 'endpoint', input: await endpointInputFor(route, operations), outputFile };
      return { body: await renderJob(job, route.file, outputFile) };
    }
    if (!route.sourceFile) {
      return {
        body: undefined,
        notice: renderNotice(
          'This page has no file',
          messagesAt(entryProblems, lint.model!, route, [
            `docs.json lists "${route.owner.value}", but there is no ${route.pagePath}.mdx or ${route.pagePath}.md.`,
          ]),
        ),
      };
    }
    const t = source.text(route.sourceFile);
    if (!t || 'error' in t)
      return {
        body: undefined,
        notice: renderNotice('This page cannot be read', [t?.error ?? 'The file could not be read.']),
      };
    const key = createHash('sha1').update(t.text).digest('base64');
    // A body for the same text being rendered: wait for it, it may do for this page too.
    const pending = inFlight.get(key);
    if (pending) await pending;
    const known = cache.find(key, route.sourceFile, outputFile);
    if (known) {
      summary.bodiesReused++;
      return withParseNotice(known);
    }
    const job: RenderJob = { kind: 'page', sourceFile: route.sourceFile, outputFile, text: t.text };
    const rendering = renderJob(job, route.sourceFile, outputFile, key);
    inFlight.set(
      key,
      rendering.catch(() => undefined),
    );
    return withParseNotice(await rendering);
  };

  const inFlight = new Map<string, Promise<unknown>>();
  const parseFailures = new Map<RenderedBody, string>();
  const withParseNotice = (body: RenderedBody | undefined) => ({
    body,
    notice: body ? parseFailures.get(body) : undefined,
  });

  const renderJob = async (job: RenderJob, sourceFile: string, outputFile: string, key?: string) => {
    const reply = await pool.render(job);
    summary.bodiesRendered++;
    if (!reply.ok) {
      problems.push(problemAt(sourceFile, 'site-render', `the page could not be rendered: ${reply.error}`));
      if (settings.strict) throw new StopBuild();
      return undefined;
    }
    const body: RenderedBody = {
      content: reply.content,
      resolutions: reply.resolutions,
      assets: reply.assets,
      sourceFile,
      outputFile,
    };
    for (const a of reply.assets) assets.add(a);
    if (reply.parseError) {
      const e = reply.parseError;
      parseFailures.set(
        body,
        renderNotice('This page does not parse', [`Line ${e.line}, column ${e.column}: ${e.message}`]),
      );
      if (!reportedParse.has(sourceFile)) {
        reportedParse.add(sourceFile);
        problems.push({
          ruleId: 'mdx-syntax',
          severity: 'error',
          message: e.message,
          file: sourceFile,
          range: {
            start: { line: e.line - 1, character: e.column - 1 },
            end: { line: e.line - 1, character: e.column - 1 },
          },
        });
      }
      if (settings.strict) throw new StopBuild();
    }
    if (key) cache.add(key, body);
    return body;
  };

  const writeRoute = async (route: Route, outputFile: string) => {
    const { body, notice } = await bodyFor(route, outputFile);
    const content = body?.content ?? EMPTY_BODY;
    writer.write(outputFile, renderPage(site, { route, outputFile, body: content, notice }, layout));
    if (outputFile === route.file) {
      if (route.kind === 'endpoint') summary.endpointPages++;
      else summary.pages++;
      const list = searchDocs.get(route.owner.section.scope) ?? [];
      list.push({
        title: routeTitle(route, source.meta),
        headings: content.headings.map((h) => h.text),
        text: content.text,
        file: route.file,
        where: breadcrumbs(route).join(' / '),
      });
      searchDocs.set(route.owner.section.scope, list);
    }
    settings.progress?.(++done, total);
  };

  try {
    await forEachLimited(site.routes, Math.max(8, pool.workerCount * 8), (route) => writeRoute(route, route.file));
    if (site.home && site.home.file !== 'index.html') await writeRoute(site.home, 'index.html');
    if (!site.home)
      writer.write(
        'index.html',
        renderPage(
          site,
          {
            outputFile: 'index.html',
            body: EMPTY_BODY,
            notice: renderNotice('This site has no pages', ['docs.json lists no page that could be built.']),
          },
          layout,
        ),
      );
    writeSharedFiles(writer, site, source, searchDocs, settings.contentCss);
    copyAssets(writer, new DocsFiles(settings.rootPath), site, assets);
  } catch (e) {
    if (!(e instanceof StopBuild)) throw e;
    summary.stopped = true;
  } finally {
    pool.close();
  }
  return finish();
}

function writeSharedFiles(
  writer: OutputWriter,
  site: ResolvedSite,
  source: SiteSource,
  searchDocs: Map<string, SearchDocument[]>,
  contentCss: string | undefined,
): void {
  const drilldown = site.settings.drilldown ?? false;
  for (const section of site.sections)
    writer.write(sectionNavFile(section.id), renderSectionNavAsset(section, source.meta, drilldown));
  for (const [scope, docs] of searchDocs) writer.write(searchIndexFile(scope), buildSearchAsset(scope, docs));
  writer.write(STYLESHEET_FILE, buildStylesheet(site.settings.accent, site.settings.accentDark, contentCss));
  writer.write(SCRIPT_FILE, SITE_SCRIPT);
  writer.write(THEME_SCRIPT_FILE, THEME_SCRIPT);
  const library = searchLibrarySource();
  if (library) writer.write(SEARCH_LIBRARY_FILE, library);
}

/** Images and other files pages refer to, and the logo and favicon, copied at their own paths. */
function copyAssets(writer: OutputWriter, files: DocsFiles, site: ResolvedSite, assets: Set<string>): void {
  const s = site.settings;
  for (const f of [s.logo?.light, s.logo?.dark, s.favicon]) if (f) assets.add(f);
  for (const asset of [...assets].sort()) {
    const real = files.realFile(asset);
    if (real && !writer.has(asset)) writer.copy(real, asset);
  }
}

function problemAt(file: string, ruleId: string, message: string): Problem {
  const origin = { line: 0, character: 0 };
  return { ruleId, severity: 'error', message, file, range: { start: origin, end: origin } };
}

/** Problems by "file:line:character" of their start, to show those of a navigation entry on its page. */
function problemsByPosition(problems: readonly Problem[]): Map<string, Problem[]> {
  const map = new Map<string, Problem[]>();
  for (const p of problems) {
    const key = `${p.file}:${p.range.start.line}:${p.range.start.character}`;
    const list = map.get(key) ?? [];
    list.push(p);
    map.set(key, list);
  }
  return map;
}

function messagesAt(map: Map<string, Problem[]>, model: SiteModel, route: Route, fallback: string[]): string[] {
  const node = route.owner.node.node;
  const source = model.source(node.filePath);
  const start = source?.positionAt(source.offsetOf(node.json));
  const found = start && map.get(`${node.filePath}:${start.line}:${start.character}`);
  return found && found.length > 0 ? found.map((p) => `${p.message} (${p.ruleId})`) : fallback;
}
