// What every handler may use: the connection, the open documents, the sites, the schema, the client's
// capabilities, and one function that turns a document into the core's FeatureSite.
import type { ClientCapabilities, Connection, Position } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { FeatureSite, SchemaNavigator } from '../core';
import type { DiagnosticsPublisher } from './diagnostics';
import type { DocumentStore } from './documentStore';
import type { Logger } from './logger';
import type { RequestGuard } from './runSafe';
import { uriToFsPath } from './paths';
import type { Site } from './site';
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
  const relPath = site.relPath(fsPath)!;
  const scheduler = site.scheduler;
  const feature = await site.documents.configDocument(relPath, document.getText(), {
    mode,
    schema: ctx.schema,
    // The check that is running most likely reads this very text (it starts on every change): a short wait for
    // its model (built before its rules run) is cheaper than parsing a large file again.
    check: {
      running: () => scheduler.busy,
      done: () => scheduler.whenIdle(),
      waitMs: CHECK_WAIT_MS,
    },
  });
  return { site, document, relPath, feature };
}
