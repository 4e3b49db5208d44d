// The editor's front door to a site: what the core makes of an open document's current text. A configuration
// document (docs.json or a file it includes) becomes a FeatureSite: the model of the last check when it was built
// from this very text, else one model built from the buffers and shared by every request about that text, else the
// file parsed alone (completion answers without waiting for a model). A page becomes its ParsedPage (the page
// store's parse when it is of this text: the check after a keystroke and the requests share it) and the
// PageFeatureSite that answers what the rest of the site offers. An editor adapter only finds the site and the
// document; matching texts to models lives here.
import type { ParsedPage } from '../pages/parsedPage';
import type { PageIndex } from '../pages/pageIndex';
import { siteFactsOfFiles, type SiteFacts } from '../pages/siteFacts';
import type { PageFeatureSite } from '../features/pages/pageFeatureSite';
import { SourceFile } from '../json/sourceFile';
import type { SiteModel } from '../model/siteModel';
import type { SchemaNavigator } from '../features/schemaNavigator';
import { includePath, type FeatureSite } from '../features/siteContext';
import type { DocsService } from './docsService';

export interface ConfigView {
  file: SourceFile;
  model?: SiteModel;
}

export interface ConfigDocumentOptions {
  /** `text`: answer from the file's own parse when no model of this text is at hand (completion). */
  mode: 'model' | 'text';
  /** The schema of docs.json; an included file gets the part of it at the place it is included. */
  schema?: SchemaNavigator;
  /**
   * The host's check loop. When no model of this text is at hand and a check is running (it most likely reads this
   * very text), the request waits up to `waitMs` for that check's model (built before its rules run) or its end.
   */
  check?: { running(): boolean; done(): Promise<void>; waitMs: number };
}

interface FreshModel {
  relPath: string;
  text: string;
  promise: Promise<ConfigView>;
  result?: ConfigView;
}

export class EditorDocuments {
  /** One model built outside a check (the latest text asked about), shared by the requests for that text. */
  private fresh?: FreshModel;
  /** One parse for text-only requests. */
  private parsed?: SourceFile;
  private facts?: { index: PageIndex; version: number; facts: SiteFacts };

  constructor(
    private readonly service: DocsService,
    private readonly docsFile: string,
    /** The model of the last check the editor shows. */
    private readonly lastModel: () => SiteModel | undefined,
  ) {}

  /** The core's view of a configuration document's current text, for the configuration features. */
  async configDocument(relPath: string, text: string, options: ConfigDocumentOptions): Promise<FeatureSite> {
    let hit = this.matchingModel(relPath, text);
    const check = options.check;
    if (!hit && check?.running()) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let waited = false;
      const timeout = new Promise<void>((r) => (timer = setTimeout(r, check.waitMs))).then(() => (waited = true));
      while (!hit && !waited && check.running()) {
        await Promise.race([this.service.nextCheckModel(), check.done(), timeout]);
        hit = this.matchingModel(relPath, text);
      }
      clearTimeout(timer);
    }
    const load = () => this.freshModel(relPath, text);
    if (!hit) hit = options.mode === 'model' ? await load() : { file: this.parsedAlone(relPath, text) };
    const model = this.lastModel() ?? hit.model;
    return {
      file: hit.file,
      model: hit.model,
      loadModel: hit.model ? undefined : load,
      files: await this.service.files(),
      schema: relPath === this.docsFile ? options.schema : schemaForInclude(options.schema, model, relPath),
      specIndex: (p) => this.service.spec(p),
      readFile: (p) => this.service.workspace.readFile(p),
    };
  }

  /** The page as parsed from this text, and what the rest of the site offers it. */
  async pageDocument(relPath: string, text: string): Promise<{ page: ParsedPage; feature: PageFeatureSite }> {
    const page = await this.currentPage(relPath, text);
    const pages = this.service.pages;
    const index = await this.service.files();
    return { page, feature: { site: this.siteFacts(index), page: (file) => pages.pageIfParsed(file) } };
  }

  /** What pages may ask about the site's files: routes, files, and the facts of pages parsed so far. */
  siteFacts(index: PageIndex): SiteFacts {
    const kept = this.facts;
    if (kept && kept.index === index && kept.version === index.version) return kept.facts;
    const pages = this.service.pages;
    const facts: SiteFacts = {
      ...siteFactsOfFiles(index),
      factsOf: (file) => pages.pageIfParsed(file)?.facts,
    };
    this.facts = { index, version: index.version, facts };
    return facts;
  }

  private async currentPage(relPath: string, text: string): Promise<ParsedPage> {
    const pages = this.service.pages;
    const known = pages.pageIfParsed(relPath);
    if (known?.text === text) return known;
    const stored = await pages.page(relPath);
    return stored.text === text ? stored : pages.parseText(relPath, text);
  }

  private matchingModel(relPath: string, text: string): ConfigView | undefined {
    const model = this.lastModel();
    const file = model?.files.find((f) => f.path === relPath);
    if (file && file.text === text) return { file, model };
    // The running check's model, ready before its rules are.
    const checking = this.service.checkModel;
    const inCheck = checking?.files.find((f) => f.path === relPath);
    if (checking && inCheck && inCheck.text === text) return { file: inCheck, model: checking };
    const fresh = this.fresh;
    return fresh && fresh.relPath === relPath && fresh.text === text && fresh.result ? fresh.result : undefined;
  }

  private parsedAlone(relPath: string, text: string): SourceFile {
    const previous = this.parsed;
    if (previous && previous.path === relPath && previous.text === text) return previous;
    return (this.parsed = new SourceFile(relPath, text));
  }

  /** Builds the model from the current buffers (edits arrive faster than checks finish). */
  private freshModel(relPath: string, text: string): Promise<ConfigView> {
    const previous = this.fresh;
    if (previous && previous.relPath === relPath && previous.text === text) return previous.promise;
    const entry: FreshModel = {
      relPath,
      text,
      promise: (async () => {
        try {
          const { composed, model } = await this.service.loadModel(relPath === this.docsFile ? text : undefined);
          const file = composed.files.find((f) => f.path === relPath && f.text === text);
          if (file && model) return { file, model };
        } catch {
          // docs.json unreadable: features still work on the file's own text.
        }
        return { file: this.parsedAlone(relPath, text) };
      })(),
    };
    entry.promise.then(
      (r) => (entry.result = r),
      () => undefined,
    );
    this.fresh = entry;
    return entry.promise;
  }
}

/** The schema at the place docs.json includes `relPath` (the first place, when it is included several times). */
function schemaForInclude(
  schema: SchemaNavigator | undefined,
  model: SiteModel | undefined,
  relPath: string,
): SchemaNavigator | undefined {
  if (!schema || !model) return undefined;
  const path = includePath(model.root, relPath);
  return path ? schema.rebased(path) : undefined;
}
