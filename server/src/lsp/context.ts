// What every handler may use: the connection, the open documents, the sites, the schema, the client's
// capabilities, and one function that turns a document into the core's FeatureSite.
import type { ClientCapabilities, Connection, Position } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { SourceFile, type SiteModel, type FeatureSite, type SchemaNavigator, includePath } from '../core';
import type { DiagnosticsPublisher } from './diagnostics';
import type { DocumentStore } from './documentStore';
import type { Logger } from './logger';
import type { RequestGuard } from './runSafe';
import { uriToFsPath } from './paths';
import { DOCS_FILE, Site } from './site';
import type { SiteRegistry } from './siteRegistry';

export interface ServerContext {
  connection: Connection;
  documents: DocumentStore;
  registry: SiteRegistry;
  publisher: DiagnosticsPublisher;
  logger: Logger;
  /** Answers every request, also when its handler fails or never ends. */
  guard: RequestGuard;
  schema?: SchemaNavigator;
  capabilities: ClientCapabilities;
}

/** How long a request waits for a running check before it parses the text itself. */
const CHECK_WAIT_MS = 40;

export interface DocumentFeatures {
  site: Site;
  document: TextDocument;
  relPath: string;
  feature: FeatureSite;
}

/** A position inside the document (no clamping of out-of-range positions: they get empty answers). */
export function isValidPosition(document: TextDocument, position: Position | undefined): position is Position {
  if (!position || !Number.isInteger(position.line) || !Number.isInteger(position.character)) return false;
  if (position.line < 0 || position.character < 0 || position.line >= document.lineCount) return false;
  const text = document.getText();
  const lineStart = document.offsetAt({ line: position.line, character: 0 });
  let lineEnd =
    position.line + 1 < document.lineCount ? document.offsetAt({ line: position.line + 1, character: 0 }) : text.length;
  // The line's length without its line break (\r\n, \n or \r).
  if (lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === 10) lineEnd--;
  if (lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
  return position.character <= lineEnd - lineStart;
}

/**
 * The core's view of an open configuration document: the site model of its current text (the last check's when it
 * matches), the site's file set, specs and schema. Undefined for documents that are not open or not a docs.json
 * (or a file it includes).
 *
 * `text` mode (completion) never waits for a check: when the last check is for an older text, the file is parsed
 * alone and the model is built only if a feature asks for it (`loadModel`). `model` mode builds it at once.
 */
export async function documentFeatures(
  ctx: ServerContext,
  uri: string,
  mode: 'model' | 'text' = 'model',
): Promise<DocumentFeatures | undefined> {
  const document = ctx.documents.get(uri);
  const fsPath = uriToFsPath(uri);
  if (!document || !fsPath) return undefined;
  if (ctx.registry.containing(fsPath).length === 0) await ctx.registry.ready;
  let site = ctx.registry.siteForConfig(fsPath);
  if (!site) {
    // Maybe an included file of a site that was never checked: its configuration files are known after a check.
    const around = ctx.registry.containing(fsPath).filter((s) => !s.last);
    if (around.length === 0) return undefined;
    await Promise.all(around.map((s) => s.settled()));
    site = ctx.registry.siteForConfig(fsPath);
    if (!site) return undefined;
  }
  site.activate();
  const theSite = site;
  const relPath = site.relPath(fsPath)!;
  const text = document.getText();
  const load = () => freshModel(theSite, relPath, text);
  let hit = matchingModel(site, relPath, text);
  if (!hit && site.scheduler.busy) {
    // The check that is running most likely reads this very text (it starts on every change): a short wait for
    // its model (built before its rules run) is cheaper than parsing a large file again.
    let timer: NodeJS.Timeout | undefined;
    let waited = false;
    const timeout = new Promise<void>((r) => (timer = setTimeout(r, CHECK_WAIT_MS))).then(() => (waited = true));
    while (!hit && !waited && site.scheduler.busy) {
      await Promise.race([site.service.nextCheckModel(), site.scheduler.whenIdle(), timeout]);
      hit = matchingModel(site, relPath, text);
    }
    clearTimeout(timer);
  }
  if (!hit) hit = mode === 'model' ? await load() : { file: parsedAlone(theSite, relPath, text) };
  const pages = await site.service.files();
  const feature: FeatureSite = {
    file: hit.file,
    model: hit.model,
    loadModel: hit.model ? undefined : load,
    files: pages,
    schema: relPath === DOCS_FILE ? ctx.schema : schemaForInclude(ctx, site.last?.model ?? hit.model, relPath),
    specIndex: (p) => theSite.service.spec(p),
    readFile: (p) => theSite.workspace.readFile(p),
  };
  return { site, document, relPath, feature };
}

function matchingModel(site: Site, relPath: string, text: string): { file: SourceFile; model?: SiteModel } | undefined {
  const model = site.last?.model;
  const file = model?.files.find((f) => f.path === relPath);
  if (file && file.text === text) return { file, model };
  const checking = site.service.checkModel;
  const inCheck = checking?.files.find((f) => f.path === relPath);
  if (checking && inCheck && inCheck.text === text) return { file: inCheck, model: checking };
  const fresh = lastFresh.get(site);
  return fresh && fresh.relPath === relPath && fresh.text === text && fresh.result ? fresh.result : undefined;
}

/** One model built outside a check per site (the latest text asked about), shared by the requests for that text. */
const lastFresh = new WeakMap<
  Site,
  {
    relPath: string;
    text: string;
    promise: Promise<{ file: SourceFile; model?: SiteModel }>;
    result?: { file: SourceFile; model?: SiteModel };
  }
>();
/** One parse per site for text-only requests. */
const lastParsed = new WeakMap<Site, SourceFile>();

function parsedAlone(site: Site, relPath: string, text: string): SourceFile {
  const previous = lastParsed.get(site);
  if (previous && previous.path === relPath && previous.text === text) return previous;
  const file = new SourceFile(relPath, text);
  lastParsed.set(site, file);
  return file;
}

/** Builds the model from the current buffers (edits arrive faster than checks finish). */
function freshModel(site: Site, relPath: string, text: string): Promise<{ file: SourceFile; model?: SiteModel }> {
  const previous = lastFresh.get(site);
  if (previous && previous.relPath === relPath && previous.text === text) return previous.promise;
  const entry: {
    relPath: string;
    text: string;
    promise: Promise<{ file: SourceFile; model?: SiteModel }>;
    result?: { file: SourceFile; model?: SiteModel };
  } = {
    relPath,
    text,
    promise: (async () => {
      try {
        const { composed, model } = await site.service.loadModel(relPath === DOCS_FILE ? text : undefined);
        const file = composed.files.find((f) => f.path === relPath && f.text === text);
        if (file && model) return { file, model };
      } catch {
        // docs.json unreadable: features still work on the file's own text.
      }
      return { file: parsedAlone(site, relPath, text) };
    })(),
  };
  entry.promise.then(
    (r) => (entry.result = r),
    () => undefined,
  );
  lastFresh.set(site, entry);
  return entry.promise;
}

/** The schema at the place docs.json includes `relPath` (the first place, when it is included several times). */
function schemaForInclude(
  ctx: ServerContext,
  model: SiteModel | undefined,
  relPath: string,
): SchemaNavigator | undefined {
  if (!ctx.schema || !model) return undefined;
  const path = includePath(model.root, relPath);
  return path ? ctx.schema.rebased(path) : undefined;
}
