// One docs site (one docs.json) in the editor: its workspace (open buffers over disk), its SiteChecker (which
// keeps the page set and parsed specs between checks), its validation scheduler and its last published result.
import * as path from 'path';
import { undecodableDocsProblems } from '../core/json/syntaxProblems';
import { CheckResult, DocsFileError, SiteChecker } from '../core/siteChecker';
import { NotUtf8Error } from '../core/workspace/notUtf8Error';
import type { DocumentStore } from './documentStore';
import type { Logger } from './logger';
import { LspWorkspace } from './lspWorkspace';
import { fsPathToUri, joinRoot, relativeTo } from './paths';
import { DEFAULT_SETTINGS, DocsjsonSettings } from './settings';
import { ValidationScheduler } from './validationScheduler';

export const DOCS_FILE = 'docs.json';

/** What a finished check hands to the publisher: the result, or undefined when docs.json cannot be read. */
export type SiteCheck = CheckResult | undefined;

export class Site {
  readonly rootUri: string;
  readonly workspace: LspWorkspace;
  readonly checker: SiteChecker;
  readonly scheduler: ValidationScheduler<SiteCheck>;
  /** The last result that was published (so it describes the latest text). */
  last: CheckResult | undefined;
  /** True once a file of the site was opened: from then on it is checked on every change. */
  active = false;
  settings: DocsjsonSettings = DEFAULT_SETTINGS;
  /** Settles when the site's settings were read; checks wait for it so the first one uses them. */
  settingsReady: Promise<void> = Promise.resolve();

  constructor(
    readonly root: string,
    documents: DocumentStore,
    publish: (site: Site, result: SiteCheck) => void | Promise<void>,
    private readonly logger: Logger,
  ) {
    this.rootUri = fsPathToUri(root);
    this.workspace = new LspWorkspace(root, documents);
    this.checker = new SiteChecker(this.workspace, { docsFile: DOCS_FILE });
    this.scheduler = new ValidationScheduler<SiteCheck>(
      () => this.runCheck(),
      (result) => {
        this.last = result;
        return publish(this, result);
      },
      logger,
      path.join(root, DOCS_FILE),
    );
  }

  private async runCheck(): Promise<SiteCheck> {
    await this.settingsReady.catch(() => undefined);
    try {
      return await this.checker.check();
    } catch (e) {
      if (!(e instanceof DocsFileError)) throw e;
      // Bytes that are not UTF-8 (a docs.json not open in the editor) are an error shown at the first bad byte.
      if (e.reason instanceof NotUtf8Error) {
        const problems = undecodableDocsProblems(e.reason, this.settings.rules);
        return { problems, configFiles: [DOCS_FILE], pages: await this.checker.pages() };
      }
      this.logger.warn(`${path.join(this.root, DOCS_FILE)}: ${e.message}`);
      return undefined;
    }
  }

  applySettings(settings: DocsjsonSettings): void {
    this.settings = settings;
    this.checker.setOptions({ docsFile: DOCS_FILE, severities: settings.rules });
  }

  /** Starts checking this site (first open of one of its files), or re-checks it. */
  activate(): void {
    if (this.active) return;
    this.active = true;
    this.scheduler.trigger();
  }

  recheck(): void {
    if (this.active) this.scheduler.trigger();
  }

  relPath(fsPath: string): string | undefined {
    return relativeTo(this.root, fsPath);
  }

  uriOf(relPath: string): string {
    return fsPathToUri(joinRoot(this.root, relPath));
  }

  contains(fsPath: string): boolean {
    return this.relPath(fsPath) !== undefined;
  }

  /** docs.json or a file it includes (as of the last check). */
  isConfigFile(relPath: string): boolean {
    return relPath === DOCS_FILE || (this.last?.configFiles.includes(relPath) ?? false);
  }

  /** Waits for the first check (and any running one). */
  async settled(): Promise<void> {
    if (!this.active) this.activate();
    await this.scheduler.whenIdle();
  }
}
