// `docsjson build`: lint, resolve the navigation, render every route into --out. Page bodies are rendered once per
// distinct text (when every link in it resolves the same from the other page), on worker threads, while the main
// thread lays out and writes pages. A page that is missing or does not parse gets a page that says what is wrong,
// and the build goes on (with `strict`, it stops at the first error instead).
import * as os from 'os';
import {
  type FileOverride,
  type Problem,
  type SeveritySetting,
  type SiteModel,
  createDocsService,
  effectiveSeverity,
  OperationReader,
  RULES,
  runningSeverities,
  readRedirects,
} from '../core';
import {
  BodyCache,
  EMPTY_BODY,
  ICON_STYLESHEET_FILE,
  SCRIPT_FILE,
  SEARCH_LIBRARY_FILE,
  STYLESHEET_FILE,
  THEME_SCRIPT_FILE,
  SITE_SCRIPT,
  THEME_SCRIPT,
  breadcrumbs,
  buildIconStylesheet,
  buildSearchAsset,
  buildStylesheet,
  iconClassesIn,
  linkTargetsOf,
  markdownFileOf,
  planRedirects,
  isNavigable,
  renderNotFoundPage,
  renderNotice,
  renderPage,
  NOT_FOUND_FILE,
  renderRedirectPage,
  renderSectionNavAsset,
  renderSectionNavPage,
  routeMarkdown,
  routeTitle,
  searchIndexFile,
  sectionNavFile,
  sectionNavPageFile,
  wantsMarkdown,
  type RenderedBody,
  type ResolvedSite,
  type Route,
  type SearchDocument,
} from '../site';
import { DocsFiles } from './docsFiles';
import { NodeWorkspace } from './nodeWorkspace';
import { OutputWriter, type OutputDiscarded } from './outputWriter';
import { RenderPool } from './renderPool';
import { routeBody } from './routeBodies';
import { targetTable } from './renderTargets';
import type { RenderJob } from './renderJobs';
import { iconSource } from './iconSets';
import { forEachLimited, SiteSource } from './siteSource';
import { searchLibrarySource } from './siteAssets';
import { parseAndKeep } from './keptParses';
import { ThreadedPageReader } from './threadedPageReader';
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
  /** Keep every link and image of every page and what it was written as (`BuildSummary.links`), for checks. */
  recordLinks?: boolean;
  /**
   * Stops the build when aborted: its threads are stopped at once, what it wrote is removed, and the build resolves
   * with `interrupted` set (it does not wait for the page being rendered).
   */
  signal?: AbortSignal;
}

/** A link or image written in a page (or a snippet it imports) and the URL the built page has for it. */
export interface BuiltLink {
  /** The HTML file it is written into. */
  outputFile: string;
  /** The file the link is written in: the page, or a snippet it imports. */
  writtenIn: string;
  kind: 'link' | 'asset';
  href: string;
  /** The URL in the built page, relative to `outputFile`; undefined when the builder found nothing there. */
  output: string | undefined;
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
  /** With `recordLinks`: every link and image of every page written. */
  links?: BuiltLink[];
  redirects: RedirectSummary;
  /**
   * Set when the signal stopped the build: what became of the output folder. `removed` when the build had made the
   * folder, `emptied` when it existed (an earlier build in it was removed when this one started), `untouched` when
   * the build was stopped before it began, `left` when what it wrote could not be removed.
   */
  interrupted?: OutputDiscarded;
}

export interface RedirectSummary {
  /** Pages written at plain sources. */
  written: number;
  /** Sources with parameters or wildcards (or a file extension): the host has to be configured for them. */
  needHost: Array<{ source: string; destination: string; permanent: boolean }>;
  /** Entries not written, and why. */
  skipped: Array<{ source: string; reason: string }>;
}

/**
 * Below this many bodies to render (or page files to parse), the main thread does it all: a worker costs about
 * 65 MB and its own start-up (the bundle, the highlighter, each grammar compiled again), and a site this small
 * renders in about as long on one thread as on two.
 */
const MIN_BODIES_FOR_WORKER = 300;

/** The longest the page loop keeps the event loop waiting: a signal or a progress line is handled within it. */
const EVENT_LOOP_TURN_MS = 20;

class StopBuild extends Error {}

export async function buildSite(settings: BuildSettings): Promise<BuildSummary> {
  const { signal } = settings;
  if (signal?.aborted) return interruptedSummary('untouched');
  const writer = OutputWriter.prepare(settings.outDir, settings.rootPath);
  // Whatever holds threads says here how to stop them.
  const stoppers = new Set<() => void>();
  let onAbort = () => undefined as void;
  const stopped = new Promise<BuildSummary>((resolve) => {
    onAbort = () => {
      for (const stop of stoppers) stop();
      resolve(interruptedSummary(writer.discard()));
    };
  });
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await Promise.race([build(settings, writer, stoppers), stopped]);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Threads a build that ended early (or threw) still holds.
    for (const stop of stoppers) stop();
  }
}

function interruptedSummary(output: OutputDiscarded): BuildSummary {
  return {
    pages: 0,
    endpointPages: 0,
    files: 0,
    bytes: 0,
    ms: 0,
    problems: [],
    failed: false,
    stopped: true,
    bodiesRendered: 0,
    bodiesReused: 0,
    workers: 0,
    redirects: { written: 0, needHost: [], skipped: [] },
    interrupted: output,
  };
}

async function build(settings: BuildSettings, writer: OutputWriter, stoppers: Set<() => void>): Promise<BuildSummary> {
  const started = performance.now();
  const workspace = new NodeWorkspace(settings.rootPath);
  const pool = new RenderPool();
  stoppers.add(() => pool.close());
  // With the page rules on, the page files are parsed for lint on the render thread, which keeps each text's tree
  // for its body: one parse per distinct text, off the main thread (which has the check to do meanwhile). A site
  // too small for a worker is parsed and rendered on the main thread, which keeps the trees in the same way. The
  // parse gives the front matter too, so it is not read ahead apart, as lint does.
  const pageReader =
    settings.workers !== 0 && pageRulesRunning(settings)
      ? new ThreadedPageReader(workspace, {
          thread: () => pool.firstThread(),
          parse: parseAndKeep,
          minPagesForWorker: MIN_BODIES_FOR_WORKER,
          mainThreadParses: 'without-worker',
        })
      : undefined;
  const reader = pageReader ? undefined : new WorkerFrontMatterReader(workspace, { maxWorkers: 2 });
  if (reader) stoppers.add(() => reader.close());
  let lint;
  const service = createDocsService({
    workspace,
    severities: settings.severities,
    ignores: settings.ignores,
    overrides: settings.overrides,
    docsFile: settings.docsFile,
    frontMatterReader: reader,
  });
  if (pageReader) {
    service.pages.configureParsing({ reader: pageReader, keepTrees: false });
    void service.files().then(
      (files) => service.pages.prefetchPages(files.allPageFiles()),
      () => undefined, // the check reports it
    );
  }
  try {
    lint = await service.check();
  } finally {
    reader?.close();
    pageReader?.close();
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
    ...(settings.recordLinks ? { links: [] } : {}),
    redirects: { written: 0, needHost: [], skipped: [] },
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

  const source = new SiteSource(workspace, lint.files, (file) => service.spec(file));
  const operations = new OperationReader(workspace);
  const site = await source.resolve(lint.model, await service.endpointPages(lint.model));
  const sourceFiles = site.routes.map((r) => r.sourceFile).filter((f): f is string => f !== undefined);
  await source.read(sourceFiles);
  const snippetTexts = new Map<string, string>();
  const sources = new Set(sourceFiles);
  for (const file of lint.files.allFiles()) {
    const t = !sources.has(file) ? source.text(file) : undefined;
    if (t && 'text' in t) snippetTexts.set(file, t.text);
  }
  const redirects = planRedirects(site, readRedirects(lint.model.root));
  const targets = linkTargetsOf(site, (f) => lint.files.hasFile(f), source.snippet, redirects, source.script);
  const toRender = new Set(site.routes.map((r) => r.sourceFile ?? r.file)).size;
  const workers =
    settings.workers ??
    (toRender >= MIN_BODIES_FOR_WORKER || pool.started ? Math.max(1, Math.min(4, os.availableParallelism() - 1)) : 0);
  pool.start(
    targets,
    workers > 0 ? targetTable(site, lint.files.allFiles(), snippetTexts, redirects) : undefined,
    workers,
  );
  summary.workers = pool.workerCount;
  const cache = new BodyCache(targets);
  const assets = new Set<string>();
  // Pages finish in the order their bodies come back from the threads; each document keeps its route's place in the
  // navigation so that the index, and so the build's output, is the same from one build to the next.
  const searchDocs = new Map<string, Array<{ order: number; doc: SearchDocument }>>();
  const routeOrder = new Map(site.routes.map((r, i) => [r, i]));
  const reportedParse = new Set(problems.filter((p) => p.ruleId === 'mdx-syntax').map((p) => p.file));
  const reportedUnreadable = new Set<string>();
  const entryProblems = problemsByPosition(problems);
  const layout = { meta: source.meta, chooserCache: new Map() };
  const total = site.routes.length + (site.home && site.home.file !== 'index.html' ? 1 : 0);
  let done = 0;
  settings.progress?.(0, total);

  /** The body of a route written into `outputFile`, rendered or reused, and a notice when it cannot be shown. */
  const bodyFor = async (
    route: Route,
    outputFile: string,
  ): Promise<{ body: RenderedBody | undefined; notice?: string }> => {
    if (route.sourceFile) {
      const t = source.text(route.sourceFile);
      if ((!t || 'error' in t) && !reportedUnreadable.has(route.sourceFile)) {
        // An error of the build's own: the page is published without its content (lint's page-unreadable says why).
        reportedUnreadable.add(route.sourceFile);
        const reason = t?.error ?? 'The file could not be read.';
        problems.push(
          problemAt(
            route.sourceFile,
            'site-build',
            `the page was built without its content, which cannot be read: ${reason}`,
          ),
        );
        if (settings.strict) throw new StopBuild();
      }
    }
    const planned = await routeBody(route, outputFile, source, operations, site.settings, (r) =>
      messagesAt(entryProblems, lint.model!, r, [
        `docs.json lists "${r.owner.value}", but there is no ${r.pagePath}.mdx or ${r.pagePath}.md.`,
      ]),
    );
    if (planned.kind === 'notice') return { body: undefined, notice: planned.notice };
    const { job, key } = planned;
    const sourceFile = planned.sourceFile ?? route.file;
    // A body for the same key being rendered: wait for it, it may do for this page too.
    const pending = inFlight.get(key);
    if (pending) await pending;
    const known = cache.find(key, sourceFile, outputFile);
    if (known) {
      summary.bodiesReused++;
      return withParseNotice(known);
    }
    const rendering = renderJob(job, sourceFile, outputFile, key);
    inFlight.set(
      key,
      rendering.catch(() => undefined),
    );
    return withParseNotice(await rendering);
  };

  /** The icon classes of every page written, for the site's icon stylesheet. */
  const icons = new Set<string>();
  const writePage = (file: string, html: string) => {
    iconClassesIn(html, icons);
    writer.write(file, html);
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

  // Routes left to write per page text: after the last, the render thread drops the text's kept parse.
  const routesLeft = new Map<string, number>();
  const toWrite = writeOnce(site.routes, problems);
  for (const route of toWrite) {
    const t = route.sourceFile !== undefined ? source.text(route.sourceFile) : undefined;
    if (t && 'text' in t) routesLeft.set(t.text, (routesLeft.get(t.text) ?? 0) + 1);
  }
  const routeWritten = (route: Route) => {
    const t = route.sourceFile !== undefined ? source.text(route.sourceFile) : undefined;
    if (!t || !('text' in t)) return;
    const left = (routesLeft.get(t.text) ?? 1) - 1;
    routesLeft.set(t.text, left);
    if (left === 0) pool.forget(t.text);
  };

  const markdown = wantsMarkdown(site.settings.contextual);
  // Pages are rendered (on a small site), reused and written without waiting for anything outside this thread, so
  // the loop would not let the event loop turn until the last page: a Ctrl-C would wait for the whole build.
  let turned = performance.now();
  const writeRoute = async (route: Route, outputFile: string) => {
    if (performance.now() - turned > EVENT_LOOP_TURN_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      turned = performance.now();
    }
    const { body, notice } = await bodyFor(route, outputFile);
    if (outputFile === route.file) routeWritten(route);
    const content = body?.content ?? EMPTY_BODY;
    if (summary.links && body)
      for (const [kind, href, from, output] of body.resolutions) {
        const writtenIn = from === body.sourceFile ? (route.sourceFile ?? from) : from;
        summary.links.push({ outputFile, writtenIn, kind, href, output });
      }
    writePage(outputFile, renderPage(site, { route, outputFile, body: content, notice }, layout));
    // The contextual menu's Markdown copy of a page, beside its HTML.
    const markdownFile = outputFile === route.file && markdown ? markdownFileOf(route) : undefined;
    const sourceText = markdownFile ? source.text(route.sourceFile!) : undefined;
    if (markdownFile && sourceText && 'text' in sourceText)
      writer.write(markdownFile, routeMarkdown(route, source.meta, sourceText.text));
    if (outputFile === route.file) {
      if (route.kind === 'endpoint') summary.endpointPages++;
      else summary.pages++;
    }
    if (outputFile === route.file && (site.settings.seo.indexAll || isNavigable(site, route))) {
      const list = searchDocs.get(route.owner.section.scope) ?? [];
      list.push({
        order: routeOrder.get(route) ?? site.routes.length,
        doc: {
          title: routeTitle(route, source.meta),
          headings: content.headings.map((h) => h.text),
          text: content.text,
          file: route.file,
          where: breadcrumbs(route).join(' / '),
        },
      });
      searchDocs.set(route.owner.section.scope, list);
    }
    settings.progress?.(++done, total);
  };

  try {
    await forEachLimited(toWrite, Math.max(8, pool.workerCount * 8), (route) => writeRoute(route, route.file));
    if (site.home && site.home.file !== 'index.html') await writeRoute(site.home, 'index.html');
    if (!site.home)
      writePage(
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
    const skipped = redirects.skipped.map(({ rule, reason }) => ({ source: rule.source, reason }));
    let written = 0;
    for (const page of redirects.pages) {
      if (writer.has(page.file)) {
        skipped.push({ source: page.rule.source, reason: `the build already wrote ${page.file}` });
        continue;
      }
      writer.write(
        page.file,
        renderRedirectPage(site, redirects, page, (r) => routeTitle(r, source.meta)),
      );
      written++;
    }
    if (!writer.has(NOT_FOUND_FILE)) {
      // The description is Markdown (MDX on Mintlify): rendered as a page at the root would be, never evaluated.
      const text = site.settings.notFound.description;
      const reply = text
        ? await pool.render({ kind: 'page', sourceFile: 'docs.json', outputFile: NOT_FOUND_FILE, text })
        : undefined;
      if (reply?.ok) for (const a of reply.assets) assets.add(a);
      if (reply && (!reply.ok || reply.parseError))
        problems.push({
          ...problemAt(
            'docs.json',
            'site-build',
            `errors.404.description cannot be shown (${reply.ok ? reply.parseError!.message : reply.error}); the 404 page shows its default text`,
          ),
          severity: 'warning',
        });
      writePage(
        NOT_FOUND_FILE,
        renderNotFoundPage(site, reply?.ok && !reply.parseError ? reply.content : undefined, layout),
      );
    }
    summary.redirects = {
      written,
      needHost: redirects.patterns.map(({ source, destination, permanent }) => ({ source, destination, permanent })),
      skipped,
    };
    writeSharedFiles(writer, site, source, searchDocs, settings.contentCss, icons);
    for (const [file, why] of copyAssets(writer, new DocsFiles(settings.rootPath), site, assets))
      problems.push(
        problemAt(file, 'site-build', `the site shows this file, but it was not copied into the build: ${why}`),
      );
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
  searchDocs: Map<string, Array<{ order: number; doc: SearchDocument }>>,
  contentCss: string | undefined,
  icons: Set<string>,
): void {
  const drilldown = site.settings.drilldown ?? false;
  for (const section of site.sections) {
    const nav = renderSectionNavAsset(section, source.meta, drilldown);
    iconClassesIn(nav, icons);
    writer.write(sectionNavFile(section.id), nav);
    const navPage = renderSectionNavPage(site, section, source.meta);
    iconClassesIn(navPage, icons);
    writer.write(sectionNavPageFile(section.id), navPage);
  }
  writer.write(ICON_STYLESHEET_FILE, buildIconStylesheet(icons, site.settings.iconLibrary, iconSource()));
  for (const [scope, docs] of searchDocs) {
    const ordered = [...docs].sort((a, b) => a.order - b.order).map((d) => d.doc);
    writer.write(searchIndexFile(scope), buildSearchAsset(scope, ordered));
  }
  writer.write(STYLESHEET_FILE, buildStylesheet(site.settings, contentCss));
  writer.write(SCRIPT_FILE, SITE_SCRIPT);
  writer.write(THEME_SCRIPT_FILE, THEME_SCRIPT);
  const library = searchLibrarySource();
  if (library) writer.write(SEARCH_LIBRARY_FILE, library);
}

/**
 * Images and other files pages refer to, and the logo and favicon, copied at their own paths. Returns the files
 * that are there but could not be copied, with the reason: the built pages would show them broken.
 */
function copyAssets(
  writer: OutputWriter,
  files: DocsFiles,
  site: ResolvedSite,
  assets: Set<string>,
): [string, string][] {
  const s = site.settings;
  for (const f of [s.logo?.light, s.logo?.dark, s.favicon]) if (f) assets.add(f);
  const refused: [string, string][] = [];
  for (const asset of [...assets].sort()) {
    const found = files.lookup(asset);
    if (found && 'refused' in found) refused.push([asset, found.refused]);
    else if (found && !writer.has(asset)) writer.copy(found.real, asset);
  }
  return refused;
}

/**
 * The routes to write, each file once: the first route at a file wins, as the first place Mintlify meets wins. The
 * navigation gives every route a file of its own (route-duplicate reports the one clash it resolves), so a second
 * route at a file is a fault of the builder's: it is told, never a crash on a file written twice.
 */
function writeOnce(routes: readonly Route[], problems: Problem[]): Route[] {
  const files = new Set<string>();
  const kept: Route[] = [];
  for (const route of routes) {
    if (files.has(route.file)) {
      problems.push({
        ...problemAt(
          route.sourceFile ?? 'docs.json',
          'site-build',
          `two pages come out at ${route.file}; the first is kept`,
        ),
        severity: 'warning',
      });
      continue;
    }
    files.add(route.file);
    kept.push(route);
  }
  return kept;
}

/** Whether any page rule runs under these settings (then every page file is parsed for lint). */
function pageRulesRunning(settings: BuildSettings): boolean {
  const running = runningSeverities(settings.severities ?? {}, settings.overrides ?? []);
  return RULES.some((r) => r.reads === 'pages' && effectiveSeverity(r.id, running) !== undefined);
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
  const node = route.owner.node?.node;
  if (!node) return fallback;
  const source = model.source(node.filePath);
  const start = source?.positionAt(source.offsetOf(node.json));
  const found = start && map.get(`${node.filePath}:${start.line}:${start.character}`);
  return found && found.length > 0 ? found.map((p) => `${p.message} (${p.ruleId})`) : fallback;
}
