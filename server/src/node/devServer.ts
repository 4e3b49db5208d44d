// `docsjson dev`: serves the site for preview. Starts from the configuration and the file list alone (no page is
// read until one is asked for, so a site of tens of thousands of pages answers its first request at once), renders
// each page on request, watches the folder, and pushes a reload to open tabs (server-sent events) as soon as a
// change is taken in; lint runs behind it and its problems reach the tabs as an overlay. Nothing a docs folder
// holds can stop the server: every request and every change is handled inside a catch.
import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as os from 'os';
import {
  loadConfiguration,
  MINT_JSON_FILE,
  OperationReader,
  PageIndex,
  SourceFile,
  type SiteModel,
  type Problem,
  type SeveritySetting,
  type FileChange,
  type FileOverride,
  readRedirects,
} from '../core';
import { DevLint } from './devLint';
import {
  ICON_STYLESHEET_FILE,
  SCRIPT_FILE,
  SEARCH_LIBRARY_FILE,
  SITE_SCRIPT,
  STYLESHEET_FILE,
  THEME_SCRIPT,
  THEME_SCRIPT_FILE,
  assetContentType,
  breadcrumbs,
  buildIconStylesheet,
  buildSearchAsset,
  NOT_FOUND_FILE,
  renderNotFoundPage,
  type RenderedContent,
  isNavigable,
  buildStylesheet,
  forEachVisibleEntry,
  iconClassesIn,
  linkTargetsOf,
  markdownFileOf,
  planRedirects,
  readSiteSettings,
  redirectResponse,
  renderNotice,
  renderPage,
  renderSectionNavAsset,
  renderSectionNavPage,
  routeForHref,
  routeMarkdown,
  routeTitle,
  EMPTY_BODY,
  type RedirectPlan,
  type ResolvedSite,
  type Route,
  type SearchDocument,
  wantsMarkdown,
} from '../site';
import { DocsFiles } from './docsFiles';
import { renderProblemsOverlay, problemsForPage, type OverlayProblem } from './devProblems';
import { NodeWorkspace } from './nodeWorkspace';
import { runRenderJob } from './renderJobs';
import { iconSource } from './iconSets';
import { searchLibrarySource } from './siteAssets';
import { SiteSource } from './siteSource';
import { replyNotice, routeBody } from './routeBodies';
import { watchFolder, type FolderWatcher } from './folderWatcher';

export interface DevServerOptions {
  rootPath: string;
  docsFile: string;
  port: number;
  host: string;
  severities?: Readonly<Record<string, SeveritySetting>>;
  /** `.docsjsonrc.json`'s `ignores` and `overrides`, as lint and build apply them. */
  ignores?: readonly string[];
  overrides?: readonly FileOverride[];
  contentCss?: string;
  /** Told about every lint result (the CLI prints it). */
  onProblems?(problems: readonly Problem[]): void;
  /** Told when a change has been taken in and tabs were asked to reload (for the log and the benchmark). */
  onReload?(generation: number, files: readonly string[]): void;
  /** Told when a page was rendered (its output file and the generation it shows). */
  onPageRendered?(outputFile: string, generation: number): void;
  /** Live-reload streams kept open at most; default MAX_STREAMS. */
  maxStreams?: number;
  /** Connections accepted at once at most; default MAX_CONNECTIONS. */
  maxConnections?: number;
}

/**
 * Each open tab keeps one live-reload stream, and each stream holds a connection (a file descriptor) for as long as
 * the tab is shown. Far more tabs than anyone keeps open; past it the oldest stream is closed (its tab stops
 * listening until it is shown again), so that no number of streams can use up the process's file descriptors.
 */
export const MAX_STREAMS = 64;

/**
 * Connections of any kind at once (streams, page requests, and idle or never-finished ones): beyond it new
 * connections are dropped at once, before they hold a descriptor for long. The page and its assets take a few each.
 */
export const MAX_CONNECTIONS = 512;

interface Client {
  res: http.ServerResponse;
  file: string;
}

const BACKGROUND_DELAY_MS = 500;

/** Pages rendered ahead after a change, at most: one per open tab, a few tabs. */
const MAX_PRERENDERED_PAGES = 4;

const EMPTY_SITE_NAV: Pick<ResolvedSite, 'divisions' | 'global' | 'sections' | 'routes'> = {
  divisions: [],
  global: [],
  sections: [],
  routes: [],
};

export class DevServer {
  private readonly workspace: NodeWorkspace;
  private readonly files: DocsFiles;
  private readonly lint: DevLint;
  /** Reads endpoint operations from specs; made again after any change, since it keeps what it read. */
  private operations: OperationReader;
  private source!: SiteSource;
  private model?: SiteModel;
  private site!: ResolvedSite;
  private redirects!: RedirectPlan;
  private configFiles = new Set<string>();
  private generation = 1;
  private problems: readonly Problem[] = [];
  private readonly rendered = new Map<string, string>();
  /** Icon classes of the pages and sidebars served so far: the icon stylesheet draws these. */
  private readonly icons = new Set<string>();
  private readonly referenced = new Set<string>();
  private readonly clients = new Set<Client>();
  private watcher?: FolderWatcher;
  private server?: http.Server;
  private linting?: Promise<void>;
  private lintAgain = false;
  private backgroundStart?: NodeJS.Timeout;
  /** The site being brought up to date after a change; requests wait for it. */
  private updating?: Promise<void>;
  private closed = false;
  /**
   * A secret of this run, in the query of every asset URL the pages name: the sidebar and search data are served
   * only with it. Pages are read only by their own origin, so another site's page cannot learn it.
   */
  private readonly runKey = randomBytes(16).toString('base64url');
  url = '';

  private constructor(private readonly options: DevServerOptions) {
    this.workspace = new NodeWorkspace(options.rootPath);
    this.files = new DocsFiles(options.rootPath);
    this.lint = new DevLint(options.rootPath, options.docsFile, {
      severities: options.severities ? { ...options.severities } : undefined,
      ignores: options.ignores ? [...options.ignores] : undefined,
      overrides: options.overrides ? [...options.overrides] : undefined,
    });
    this.operations = new OperationReader(this.workspace);
  }

  static async start(options: DevServerOptions): Promise<DevServer> {
    const dev = new DevServer(options);
    await dev.loadSite(true);
    await dev.listen();
    // Watching and lint start once the first page is served (or shortly after start): on a large site the watcher's
    // first walk (a stat of every file) and lint's reads would otherwise queue ahead of that page's reads.
    dev.backgroundStart = setTimeout(() => dev.startBackgroundWork(), BACKGROUND_DELAY_MS);
    return dev;
  }

  /** Resolves once the folder is being watched. */
  async watching(): Promise<void> {
    this.startBackgroundWork();
    await this.watcher?.ready;
  }

  private startBackgroundWork(): void {
    if (this.closed || this.watcher) return;
    const loadedAt = this.generation;
    const docsStamp = this.docsStamp();
    this.watcher = watchFolder(this.options.rootPath, (changes) => this.filesChanged(changes));
    // A save of docs.json before the watcher was ready is not reported by it: compare once it is.
    void this.watcher.ready.then(() => {
      if (!this.closed && this.generation === loadedAt && this.docsStamp() !== docsStamp)
        void this.filesChanged([{ path: this.options.docsFile, kind: 'changed' }]);
    });
    this.lintSoon();
  }

  private docsStamp(): string {
    try {
      const file = this.workspace.docsJsonSource() ?? this.options.docsFile;
      const s = fs.statSync(`${this.options.rootPath}/${file}`);
      return `${s.mtimeMs}:${s.size}`;
    } catch {
      return 'missing';
    }
  }

  /** Resolves when lint has run on the current files (tests and the benchmark wait for it). */
  async settled(): Promise<void> {
    this.startBackgroundWork();
    while (this.linting) await this.linting;
  }

  /** Event streams open now (one per visible tab). */
  get openStreams(): number {
    return this.clients.size;
  }

  get currentProblems(): readonly Problem[] {
    return this.problems;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.backgroundStart) clearTimeout(this.backgroundStart);
    this.lint.close();
    await this.watcher?.close();
    for (const c of this.clients) c.res.end();
    this.clients.clear();
    const server = this.server;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  private async listen(): Promise<void> {
    const server = http.createServer((req, res) => {
      this.handle(req, res).catch((e) => this.fail(res, e));
    });
    server.maxConnections = this.options.maxConnections ?? MAX_CONNECTIONS;
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    this.url = `http://${host}:${address.port}/`;
  }

  /** Reads the configuration and the file list (first time) and resolves the navigation; no page is read. */
  private async loadSite(listFiles: boolean): Promise<void> {
    if (listFiles || !this.source)
      this.source = new SiteSource(this.workspace, new PageIndex(await this.workspace.listFiles()));
    let model: SiteModel | undefined;
    try {
      const docs = new SourceFile(this.options.docsFile, await this.workspace.readFile(this.options.docsFile));
      const loaded = await loadConfiguration(docs, this.workspace);
      model = loaded.model;
      this.configFiles = new Set(loaded.composed.files.map((f) => f.path));
    } catch {
      model = undefined; // unreadable docs.json: lint says why, the pages say so
      this.configFiles = new Set([this.options.docsFile]);
    }
    this.model = model;
    if (model) {
      this.site = await this.source.resolve(model);
    } else {
      const pages = this.source.pages;
      this.site = {
        settings: readSiteSettings(undefined, (f) => pages.hasFile(f)),
        ...EMPTY_SITE_NAV,
        routeByFile: new Map(),
        routeByPage: new Map(),
        routeByUrl: new Map(),
      };
    }
    this.redirects = planRedirects(this.site, readRedirects(model?.root));
    for (const f of [this.site.settings.logo?.light, this.site.settings.logo?.dark, this.site.settings.favicon])
      if (f) this.referenced.add(f);
  }

  /**
   * Takes a batch of file changes in. Open tabs are told to reload at once; the site is brought up to date behind
   * that, and every request waits for it (so the reload the tabs ask for shows the change).
   */
  private filesChanged(changes: FileChange[]): Promise<void> {
    if (this.closed) return Promise.resolve();
    // A mint.json-only site: its docs.json is made from mint.json, so it changes with it.
    if (changes.some((c) => c.path === MINT_JSON_FILE) && this.workspace.docsJsonSource())
      changes = [...changes, { path: this.options.docsFile, kind: 'changed' }];
    this.generation++;
    this.rendered.clear();
    this.operations = new OperationReader(this.workspace);
    const update = (this.updating ?? Promise.resolve()).then(() => this.takeIn(changes));
    const settled = update.finally(() => {
      if (this.updating === settled) this.updating = undefined;
    });
    this.updating = settled;
    this.broadcast('reload', String(this.generation));
    this.options.onReload?.(
      this.generation,
      changes.map((c) => c.path),
    );
    return settled;
  }

  private async takeIn(changes: FileChange[]): Promise<void> {
    try {
      for (const c of changes) {
        if (c.kind === 'deleted') this.source.pages.delete(c.path);
        else this.source.pages.add(c.path);
      }
      this.lint.filesChanged(changes);
      this.source.forget(changes.map((c) => c.path));
      const configChanged = changes.some((c) => this.configFiles.has(c.path) || this.isSpec(c.path));
      // The navigation, routes and redirects are made of docs.json, the specs and which files exist: a page whose
      // text changed leaves them as they are (its title reaches the sidebars when they are rendered again).
      const onlyTextsChanged = changes.every((c) => c.kind === 'changed');
      if (configChanged || !this.model) await this.loadSite(false);
      else if (!onlyTextsChanged) {
        this.site = await this.source.resolve(this.model);
        this.redirects = planRedirects(this.site, readRedirects(this.model.root));
      }
      this.rendered.clear();
      await this.renderOpenPages();
    } catch (e) {
      this.broadcast('problems', JSON.stringify([overlayError(e)]));
    }
    this.lintSoon();
  }

  private isSpec(file: string): boolean {
    return /\.(?:json|ya?ml)$/i.test(file) && file !== this.options.docsFile;
  }

  /** Lint in the background; a change while it runs asks for another run when it ends. */
  private lintSoon(): void {
    if (this.backgroundStart) {
      clearTimeout(this.backgroundStart);
      this.backgroundStart = undefined;
    }
    if (this.closed) return;
    if (this.linting) {
      this.lintAgain = true;
      return;
    }
    this.linting = (async () => {
      do {
        this.lintAgain = false;
        try {
          this.problems = await this.lint.check();
        } catch (e) {
          this.problems = [
            {
              ruleId: 'json-syntax',
              severity: 'error',
              message: e instanceof Error ? e.message : String(e),
              file: this.options.docsFile,
              range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
            },
          ];
        }
        if (!this.closed) {
          this.options.onProblems?.(this.problems);
          for (const c of this.clients) send(c.res, 'problems', JSON.stringify(this.pageProblems(c.file)));
        }
      } while (this.lintAgain && !this.closed);
      this.linting = undefined;
    })();
  }

  private pageProblems(outputFile: string): OverlayProblem[] {
    const route = outputFile === 'index.html' ? this.site.home : this.site.routeByFile.get(outputFile);
    return problemsForPage(this.problems, this.configFiles, route?.sourceFile);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    while (this.updating) await this.updating;
    if (!this.allowedHost(req.headers.host))
      return this.plain(res, 403, 'This server answers only on the address it was started with.');
    if (fromAnotherSite(req))
      return this.plain(res, 403, 'This preview answers other sites only with its pages, opened as pages.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return this.plain(res, 405, 'Only GET and HEAD are served.');
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    } catch {
      return this.plain(res, 400, 'The address is not valid.');
    }
    if (path.includes('\0') || path.includes('\\')) return this.plain(res, 400, 'The address is not valid.');
    if (path === '_docsjson/events') return this.events(req, res, url);
    if (path.startsWith('_docsjson/')) return this.sharedFile(res, path, url);
    if (path === '' || path === 'index.html') return this.page(res, this.site.home, 'index.html');
    const route = this.site.routeByFile.get(path);
    if (route) return this.page(res, route, route.file);
    const markdownRoute = this.markdownRoute(path);
    if (markdownRoute) return this.markdown(res, markdownRoute);
    const byUrl = routeForHref(this.site, path);
    if (byUrl && !/\.[a-z0-9]+$/i.test(path)) {
      res.writeHead(302, { Location: `/${encodeURI(byUrl.file)}` });
      return void res.end();
    }
    if (this.referenced.has(path) && assetContentType(path)) return this.docsFile(req, res, path);
    // docs.json's redirects, after the pages (a page at a source wins, as in the build).
    const redirect = redirectResponse(this.site, this.redirects, path);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.location, 'Cache-Control': 'no-store' });
      return void res.end();
    }
    // An address that could be a page gets the site's page-not-found page, as the built site's host would serve it.
    if (this.model && !/\.(?!html$)[a-z0-9]+$/i.test(path)) return this.notFoundPage(res);
    return this.notFound(res, path);
  }

  /** The page whose Markdown copy the contextual menu links to at this path, when the site has the menu. */
  private markdownRoute(path: string): Route | undefined {
    if (!path.endsWith('.md') || !wantsMarkdown(this.site.settings.contextual)) return undefined;
    const route = this.site.routeByFile.get(`${path.slice(0, -3)}.html`);
    return route && markdownFileOf(route) === path ? route : undefined;
  }

  private async markdown(res: http.ServerResponse, route: Route): Promise<void> {
    await this.source.read([route.sourceFile!]);
    const t = this.source.text(route.sourceFile!);
    if (!t || !('text' in t)) return this.notFound(res, route.file);
    this.send(res, 200, 'text/markdown; charset=utf-8', routeMarkdown(route, this.source.meta, t.text));
  }

  private async notFoundPage(res: http.ServerResponse): Promise<void> {
    const layout = {
      meta: this.source.meta,
      dev: { generation: this.generation },
      assetQuery: `?v=${this.generation}&k=${this.runKey}`,
    };
    const text = this.site.settings.notFound.description;
    let description: RenderedContent | undefined;
    if (text) {
      const targets = this.linkTargets();
      const reply = await runRenderJob(targets, {
        kind: 'page',
        sourceFile: 'docs.json',
        outputFile: NOT_FOUND_FILE,
        text,
      });
      if (reply.ok && !reply.parseError) description = reply.content;
    }
    const html = renderNotFoundPage(this.site, description, layout);
    iconClassesIn(html, this.icons);
    this.send(res, 404, 'text/html; charset=utf-8', html);
  }

  /**
   * Requests must name this server (a DNS-rebinding page names another host): by a loopback name, by the address it
   * was started on, or, when it listens on every interface, by one of this computer's addresses or its name (what
   * another computer on the network uses). Read per request: addresses change as networks come and go.
   */
  private allowedHost(host: string | undefined): boolean {
    if (!host) return false;
    const name = host
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '')
      .toLowerCase();
    if (name === 'localhost' || name === '127.0.0.1' || name === '::1' || name === this.options.host.toLowerCase())
      return true;
    return listensEverywhere(this.options.host) && ownNames().includes(name);
  }

  /**
   * Where other computers reach the server when it listens on every interface: one URL per address of this computer
   * on a network (not loopback, not link-local: those need an interface name in the URL). Empty otherwise.
   */
  networkUrls(): string[] {
    if (!listensEverywhere(this.options.host) || !this.server) return [];
    const port = (this.server.address() as AddressInfo).port;
    const urls: string[] = [];
    for (const list of Object.values(os.networkInterfaces())) {
      for (const a of list ?? []) {
        if (a.internal || (a.family === 'IPv6' && /^fe[89ab]/i.test(a.address))) continue;
        urls.push(`http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${port}/`);
      }
    }
    return urls;
  }

  private async page(res: http.ServerResponse, route: Route | undefined, outputFile: string): Promise<void> {
    const html = this.rendered.get(outputFile) ?? (await this.renderAndKeep(route, outputFile));
    this.send(res, 200, 'text/html; charset=utf-8', html);
    if (this.backgroundStart) this.startBackgroundWork();
  }

  /** Renders a page and keeps it until the next change. */
  private async renderAndKeep(route: Route | undefined, outputFile: string): Promise<string> {
    const generation = this.generation;
    const html = await this.renderRoute(route, outputFile);
    if (generation === this.generation) this.rendered.set(outputFile, html);
    this.options.onPageRendered?.(outputFile, generation);
    iconClassesIn(html, this.icons);
    // The page's script swaps in its section's full sidebar, whose icons the stylesheet must draw too.
    if (route)
      iconClassesIn(
        renderSectionNavAsset(route.owner.section, this.source.meta, this.site.settings.drilldown ?? false),
        this.icons,
      );
    return html;
  }

  /**
   * Renders the pages open tabs show, right after a change is taken in: the reload they were sent asks for them
   * next, and lint, which starts after this, would otherwise compete with that render for the CPU.
   */
  private async renderOpenPages(): Promise<void> {
    const files = [...new Set([...this.clients].map((c) => c.file))].slice(0, MAX_PRERENDERED_PAGES);
    for (const file of files) {
      if (this.closed || this.rendered.has(file)) continue;
      const route = file === 'index.html' ? this.site.home : this.site.routeByFile.get(file);
      if (route || file === 'index.html') await this.renderAndKeep(route, file);
    }
  }

  private async renderRoute(route: Route | undefined, outputFile: string): Promise<string> {
    const layout = {
      meta: this.source.meta,
      dev: { generation: this.generation },
      assetQuery: `?v=${this.generation}&k=${this.runKey}`,
      overlay: renderProblemsOverlay(this.pageProblems(outputFile)),
    };
    if (!route) {
      const notice = renderNotice(this.model ? 'This site has no pages' : 'docs.json cannot be read', [
        this.model
          ? 'docs.json lists no page that could be built.'
          : 'Fix the problems shown below; this page reloads when you save.',
      ]);
      return renderPage(this.site, { outputFile, body: EMPTY_BODY, notice }, layout);
    }
    // Titles of the section's pages (sidebar, previous and next) come from their front matter.
    const wanted: string[] = [];
    forEachVisibleEntry(route.owner.section.items, (e) => {
      if (e.route?.sourceFile) wanted.push(e.route.sourceFile);
    });
    if (route.sourceFile) wanted.push(route.sourceFile);
    await this.source.read(wanted);
    const targets = this.linkTargets();
    let notice: string | undefined;
    let body = EMPTY_BODY;
    const planned = await routeBody(route, outputFile, this.source, this.operations, this.site.settings);
    if (planned.kind === 'notice') notice = planned.notice;
    else {
      const reply = await runRenderJob(targets, planned.job);
      if (reply.ok) body = this.keep(reply.content, reply.assets);
      notice = replyNotice(reply);
    }
    return renderPage(this.site, { route, outputFile, body, notice }, layout);
  }

  /** What links on a page may lead to, from the site as it is now. */
  private linkTargets(): ReturnType<typeof linkTargetsOf> {
    return linkTargetsOf(
      this.site,
      (f) => this.source.pages.hasFile(f),
      this.source.snippet,
      this.redirects,
      this.source.script,
    );
  }

  private keep(content: typeof EMPTY_BODY, assets: string[]): typeof EMPTY_BODY {
    for (const a of assets) this.referenced.add(a);
    return content;
  }

  private async sharedFile(res: http.ServerResponse, path: string, url: URL): Promise<void> {
    const js = 'text/javascript; charset=utf-8';
    // The site's data (its sidebar, its pages' text) only to the pages of this run; the code and styles are public.
    if (/^_docsjson\/(?:nav|search)\//.test(path) && url.searchParams.get('k') !== this.runKey)
      return this.plain(res, 403, "This file is served only to the preview's own pages.");
    if (path === STYLESHEET_FILE)
      return this.send(
        res,
        200,
        'text/css; charset=utf-8',
        buildStylesheet(this.site.settings, this.options.contentCss),
      );
    if (path === ICON_STYLESHEET_FILE)
      return this.send(
        res,
        200,
        'text/css; charset=utf-8',
        buildIconStylesheet(this.icons, this.site.settings.iconLibrary, iconSource()),
      );
    if (path === SCRIPT_FILE) return this.send(res, 200, js, SITE_SCRIPT);
    if (path === THEME_SCRIPT_FILE) return this.send(res, 200, js, THEME_SCRIPT);
    if (path === SEARCH_LIBRARY_FILE) {
      const library = searchLibrarySource();
      return library ? this.send(res, 200, js, library) : this.notFound(res, path);
    }
    const nav = /^_docsjson\/nav\/(s\d+)\.(js|html)$/.exec(path);
    const section = nav ? this.site.sections.find((s) => s.id === nav[1]) : undefined;
    if (section) {
      const files: string[] = [];
      forEachVisibleEntry(section.items, (e) => {
        if (e.route?.sourceFile) files.push(e.route.sourceFile);
      });
      await this.source.read(files);
      if (nav![2] === 'html')
        return this.send(
          res,
          200,
          'text/html; charset=utf-8',
          renderSectionNavPage(this.site, section, this.source.meta),
        );
      return this.send(
        res,
        200,
        js,
        renderSectionNavAsset(section, this.source.meta, this.site.settings.drilldown ?? false),
      );
    }
    const search = /^_docsjson\/search\/([a-z0-9-]+)\.js$/.exec(path);
    if (search) return this.send(res, 200, js, await this.searchIndex(search[1]));
    return this.notFound(res, path);
  }

  /** The search index of one scope, from the pages' text (read, not rendered: dev keeps it cheap). */
  private async searchIndex(scope: string): Promise<string> {
    const indexAll = this.site.settings.seo.indexAll;
    const routes = this.site.routes.filter(
      (r) => r.owner.section.scope === scope && (indexAll || isNavigable(this.site, r)),
    );
    await this.source.read(routes.map((r) => r.sourceFile).filter((f): f is string => f !== undefined));
    const docs: SearchDocument[] = routes.map((r) => {
      const t = r.sourceFile ? this.source.text(r.sourceFile) : undefined;
      return {
        title: routeTitle(r, this.source.meta),
        headings: [],
        text: t && 'text' in t ? t.text : '',
        file: r.file,
        where: breadcrumbs(r).join(' / '),
      };
    });
    return buildSearchAsset(scope, docs);
  }

  private docsFile(req: http.IncomingMessage, res: http.ServerResponse, path: string): void {
    const real = this.files.realFile(path);
    if (!real) return this.notFound(res, path);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': assetContentType(path),
      'Content-Length': fs.statSync(real).size,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run scripts in the site's origin.
      'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    };
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return void res.end();
    fs.createReadStream(real)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  private events(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write('retry: 1000\n\n');
    const client: Client = { res, file: url.searchParams.get('file') ?? '' };
    // The oldest first: a Set iterates in insertion order. Told first, so that its tab does not reconnect at once.
    for (const oldest of this.clients) {
      if (this.clients.size < (this.options.maxStreams ?? MAX_STREAMS)) break;
      send(oldest.res, 'closed', 'too many open streams');
      oldest.res.end();
      this.clients.delete(oldest);
    }
    this.clients.add(client);
    req.on('close', () => this.clients.delete(client));
    if (url.searchParams.get('gen') !== String(this.generation)) send(res, 'reload', String(this.generation));
    else send(res, 'problems', JSON.stringify(this.pageProblems(client.file)));
  }

  private broadcast(event: string, data: string): void {
    for (const c of this.clients) send(c.res, event, data);
  }

  private send(res: http.ServerResponse, status: number, type: string, body: string): void {
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  private plain(res: http.ServerResponse, status: number, text: string): void {
    this.send(res, status, 'text/plain; charset=utf-8', `${text}\n`);
  }

  private notFound(res: http.ServerResponse, path: string): void {
    this.plain(res, 404, `Nothing is served at /${path}.`);
  }

  private fail(res: http.ServerResponse, e: unknown): void {
    if (res.headersSent) return void res.destroy();
    this.plain(res, 500, `docsjson dev could not answer: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** True for the addresses that mean every interface of this computer. */
function listensEverywhere(host: string): boolean {
  return ['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0'].includes(host);
}

/** This computer's addresses (without an IPv6 zone) and its name, with and without ".local", lower case. */
function ownNames(): string[] {
  const names: string[] = [];
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) names.push(a.address.replace(/%.*$/, '').toLowerCase());
  const hostname = os.hostname().toLowerCase();
  if (hostname) names.push(hostname, hostname.endsWith('.local') ? hostname : `${hostname}.local`);
  return names;
}

/**
 * True for a request another site's page made: its script, image, stylesheet, fetch or frame (Fetch Metadata, sent
 * by every current browser). A script tag on another origin would otherwise run the sidebar and search files and
 * read the site. Another port of this host is another origin but the same site, so only `same-origin` (and `none`,
 * the address typed in) pass; a link to a page, opened as the top document, passes too: nothing else can read it.
 * Requests without the header (curl, old browsers) pass: the data files also need the run's key.
 */
function fromAnotherSite(req: http.IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return false;
  return !(req.headers['sec-fetch-mode'] === 'navigate' && req.headers['sec-fetch-dest'] === 'document');
}

function send(res: http.ServerResponse, event: string, data: string): void {
  res.write(`event: ${event}\ndata: ${data.replace(/\n/g, '\ndata: ')}\n\n`);
}

function overlayError(e: unknown): OverlayProblem {
  return {
    where: 'docsjson dev',
    severity: 'error',
    message: e instanceof Error ? e.message : String(e),
    rule: 'internal',
  };
}
