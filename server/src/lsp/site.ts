// One docs site (one docs.json) in the editor: its workspace (open buffers over disk), its DocsService (which keeps
// the file set and parsed specs between checks), its validation scheduler and its last published result. Rule
// severities come from the site's .docsjsonrc.json, the same file the CLI reads, with the editor's settings over
// them.
import * as path from 'path';
import {
  CheckResult,
  CheckSuperseded,
  CONFIG_FILE_NAME,
  createDocsService,
  DocsFileError,
  DocsService,
  DOCS_JSON_FILE,
  EditorDocuments,
  NotUtf8Error,
  parseDocsjsonConfig,
  type FileChange,
  type FileOverride,
  MINT_JSON_FILE,
  type SeveritySetting,
  undecodableDocsProblems,
} from '../core';
import type { DocumentStore } from './documentStore';
import type { Logger } from './logger';
import { LspWorkspace } from './lspWorkspace';
import { fsPathToUri, joinRoot, relativeTo } from './paths';
import { DEFAULT_SETTINGS, DocsjsonSettings } from './settings';
import { ValidationScheduler } from './validationScheduler';
import { WorkerSpecValidator } from '../node/specValidator';
import { BackgroundPageReader } from './backgroundPages';

export const DOCS_FILE = DOCS_JSON_FILE;

/** DOCSJSON_LSP_TRACE=1 also logs, after each check, how many page texts the site has parsed so far. */
const TRACE = !!process.env.DOCSJSON_LSP_TRACE;
/** Past this many diagnostics of one rule the editor gets a note with the number left out (lint lists them all). */
const MAX_DIAGNOSTICS_PER_RULE = 5000;
/** URIs kept by uriOf before it starts over (bounds memory on a site whose files keep changing names). */
const MAX_KEPT_URIS = 100_000;
/** Longest a check's rules wait for the requests answered ahead of them. */
const RULES_WAIT_FOR_REQUESTS_MS = 250;

/** What a finished check hands to the publisher: the result, or undefined when docs.json cannot be read. */
export type SiteCheck = CheckResult | undefined;

export class Site {
  readonly rootUri: string;
  readonly workspace: LspWorkspace;
  readonly service: DocsService;
  readonly scheduler: ValidationScheduler<SiteCheck>;
  /** What the core makes of the site's open documents (their text matched to its model and parsed pages). */
  readonly documents: EditorDocuments;
  /** Requests the running check's rules wait for (answerFirst). */
  private readonly answering = new Set<Promise<unknown>>();
  /** The last result that was published (so it describes the latest text). */
  last: CheckResult | undefined;
  /** True once a file of the site was opened: from then on it is checked on every change. */
  active = false;
  settings: DocsjsonSettings = DEFAULT_SETTINGS;
  /** Settles when the site's settings were read; checks wait for it so the first one uses them. */
  settingsReady: Promise<void> = Promise.resolve();
  /** Severities from .docsjsonrc.json. */
  private fileRules: Record<string, SeveritySetting> = {};
  private readonly specValidator: WorkerSpecValidator;
  private readonly pageReader: BackgroundPageReader;
  private disposed = false;
  /** `.docsjsonrc.json`'s ignores and overrides (the editor's settings have no such thing). */
  private fileSettings: { ignores: string[]; overrides: FileOverride[] } = { ignores: [], overrides: [] };
  private configFileReady: Promise<void>;
  /** URIs of root-relative paths (see uriOf). */
  private readonly uris = new Map<string, string>();

  constructor(
    readonly root: string,
    documents: DocumentStore,
    publish: (site: Site, result: SiteCheck) => void | Promise<void>,
    private readonly logger: Logger,
  ) {
    this.rootUri = fsPathToUri(root);
    this.workspace = new LspWorkspace(root, documents);
    // Slow work (parsing every page for the page rules, full OpenAPI validation) never holds a check: it runs in the
    // background, and each result that arrives re-checks the site.
    this.specValidator = new WorkerSpecValidator(root, { background: true });
    this.pageReader = new BackgroundPageReader(this.workspace);
    this.service = createDocsService({
      workspace: this.workspace,
      docsFile: DOCS_FILE,
      specValidator: this.specValidator,
      backgroundPageReader: this.pageReader,
      background: { onResults: () => this.recheck() },
      maxProblemsPerRule: MAX_DIAGNOSTICS_PER_RULE,
      beforeRules: () => this.answerRequestsFirst(),
      // A keystroke that arrived while the check built its model: that check's result would be dropped.
      superseded: () => this.scheduler.pending,
    });
    this.documents = new EditorDocuments(this.service, DOCS_FILE, () => this.last?.model);
    this.scheduler = new ValidationScheduler<SiteCheck>(
      () => this.runCheck(),
      (result) => {
        if (this.disposed) return;
        this.last = result;
        return publish(this, result);
      },
      logger,
      path.join(root, DOCS_FILE),
    );
    this.configFileReady = this.readConfigFile();
  }

  /** Files changed (buffers or disk): the service is told, with docs.json when it is made from mint.json. */
  filesChanged(changes: FileChange[]): void {
    if (changes.some((c) => c.path === MINT_JSON_FILE) && this.workspace.docsJsonSource())
      changes = [...changes, { path: DOCS_FILE, kind: 'changed' }];
    this.service.filesChanged(changes);
  }

  /**
   * The preview that came with a keystroke is answered from the check's model before the check's rules run: a
   * timer's turn of the event loop reads the requests that arrived meanwhile (an immediate would run before them),
   * then the rules wait for the requests registered with answerFirst (bounded: such a request may itself wait for a
   * newer model).
   */
  private async answerRequestsFirst(): Promise<void> {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    if (this.answering.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.answering]),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, RULES_WAIT_FOR_REQUESTS_MS))),
    ]);
    clearTimeout(timer);
  }

  /** Runs a request's work ahead of the running check's rules, which wait for it (see answerRequestsFirst). */
  answerFirst<T>(work: Promise<T>): Promise<T> {
    this.answering.add(work);
    void work.then(
      () => this.answering.delete(work),
      () => this.answering.delete(work),
    );
    return work;
  }

  private async runCheck(): Promise<SiteCheck> {
    await Promise.all([this.settingsReady, this.configFileReady]).catch(() => undefined);
    try {
      const result = await this.service.check();
      if (this.workspace.docsJsonSource()) return shownOnMintJson(result);
      if (TRACE) this.logger.info(`pages parsed in ${this.root}: ${this.service.pages.parses}`);
      return result;
    } catch (e) {
      // The scheduler runs the newer check at once, and drops this one's result (undefined here).
      if (CheckSuperseded.is(e)) return undefined;
      if (!DocsFileError.is(e)) throw e;
      // Bytes that are not UTF-8 (a docs.json not open in the editor) are an error shown at the first bad byte.
      if (NotUtf8Error.is(e.reason)) {
        const problems = undecodableDocsProblems(e.reason, this.service.severities);
        return { problems, configFiles: [DOCS_FILE], files: await this.service.files() };
      }
      this.logger.warn(`${path.join(this.root, DOCS_FILE)}: ${e.message}`);
      return undefined;
    }
  }

  applySettings(settings: DocsjsonSettings): void {
    this.settings = settings;
    this.configureRules();
  }

  /** .docsjsonrc.json was created, changed or deleted: read it again and re-check. */
  reloadConfigFile(): void {
    this.configFileReady = this.readConfigFile().then(() => this.recheck());
  }

  private async readConfigFile(): Promise<void> {
    let text: string | undefined;
    try {
      text = await this.workspace.readFile(CONFIG_FILE_NAME);
    } catch {
      text = undefined; // no settings file: the rules' defaults
    }
    const config =
      text === undefined
        ? { rules: {}, ignores: [], overrides: [], problems: [] }
        : parseDocsjsonConfig(text, CONFIG_FILE_NAME);
    for (const problem of config.problems) this.logger.warn(`${path.join(this.root, CONFIG_FILE_NAME)}: ${problem}`);
    this.fileRules = config.rules;
    this.specValidator.setTimeoutMs(config.openapiTimeoutMs);
    this.fileSettings = { ignores: config.ignores, overrides: config.overrides };
    this.configureRules();
  }

  private configureRules(): void {
    this.service.configure({ ...this.fileRules, ...this.settings.rules }, this.fileSettings);
  }

  /** Starts checking this site (first open of one of its files), or re-checks it. */
  activate(): void {
    if (this.active || this.disposed) return;
    this.active = true;
    this.scheduler.trigger();
  }

  recheck(): void {
    if (this.active && !this.disposed) this.scheduler.trigger();
  }

  /** The server is done with this site (it starts the site afresh, or the folder left the workspace). */
  dispose(): void {
    this.disposed = true;
    this.service.dispose();
    this.pageReader.cancel();
    void this.specValidator.dispose();
  }

  relPath(fsPath: string): string | undefined {
    return relativeTo(this.root, fsPath);
  }

  uriOf(relPath: string): string {
    // Asked for every problem of every check: a site with thousands of them asks for the same few thousand URIs.
    let uri = this.uris.get(relPath);
    if (uri === undefined) {
      if (this.uris.size >= MAX_KEPT_URIS) this.uris.clear();
      this.uris.set(relPath, (uri = fsPathToUri(joinRoot(this.root, relPath))));
    }
    return uri;
  }

  contains(fsPath: string): boolean {
    return this.relPath(fsPath) !== undefined;
  }

  /** docs.json (mint.json when that is what the site has) or a file it includes (as of the last check). */
  isConfigFile(relPath: string): boolean {
    return (
      relPath === DOCS_FILE ||
      (relPath === MINT_JSON_FILE && this.workspace.docsJsonSource() !== undefined) ||
      (this.last?.configFiles.includes(relPath) ?? false)
    );
  }

  /** Waits for the first check (and any running one). */
  async settled(): Promise<void> {
    if (!this.active) this.activate();
    await this.scheduler.whenIdle();
  }
}

/**
 * A mint.json-only site is checked through the docs.json Mintlify makes from it, a text no editor shows: its
 * problems are shown at the top of mint.json, saying where they are in that docs.json.
 */
function shownOnMintJson(result: CheckResult): CheckResult {
  const top = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  const problems = result.problems.map((p) =>
    p.file !== DOCS_FILE
      ? p
      : {
          ...p,
          file: MINT_JSON_FILE,
          range: top,
          data: undefined, // its fixes edit a docs.json that does not exist
          message: `${p.message} (line ${p.range.start.line + 1} of the docs.json Mintlify makes from mint.json; docsjson migrate writes it)`,
        },
  );
  const configFiles = result.configFiles.map((f) => (f === DOCS_FILE ? MINT_JSON_FILE : f));
  return { ...result, problems, configFiles };
}
