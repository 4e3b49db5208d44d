// What every handler may use: the connection, the open documents, the sites, the schema, the client's
// capabilities, and one function that turns a document into the core's FeatureSite.
import type { ClientCapabilities, Connection, Position } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { SourceFile } from '../core/json/sourceFile';
import { composeConfiguration, workspaceSourceLoader } from '../core/model/includes';
import { buildSiteModel } from '../core/model/buildSiteModel';
import type { SiteModel } from '../core/model/siteModel';
import type { FeatureSite } from '../core/features/siteContext';
import type { SchemaNavigator } from '../core/features/schemaNavigator';
import type { DiagnosticsPublisher } from './diagnostics';
import type { DocumentStore } from './documentStore';
import type { Logger } from './logger';
import { uriToFsPath } from './paths';
import { DOCS_FILE, Site } from './site';
import type { SiteRegistry } from './siteRegistry';

export interface ServerContext {
  connection: Connection;
  documents: DocumentStore;
  registry: SiteRegistry;
  publisher: DiagnosticsPublisher;
  logger: Logger;
  schema?: SchemaNavigator;
  capabilities: ClientCapabilities;
}

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
  let lineEnd = position.line + 1 < document.lineCount ? document.offsetAt({ line: position.line + 1, character: 0 }) : text.length;
  // The line's length without its line break (\r\n, \n or \r).
  if (lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === 10) lineEnd--;
  if (lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
  return position.character <= lineEnd - lineStart;
}

/**
 * The core's view of an open configuration document: the site model of its current text (the last check's when it
 * matches, else a fresh one), the site's file set, specs and schema. Undefined for documents that are not open or
 * not a docs.json (or a file it includes).
 */
export async function documentFeatures(ctx: ServerContext, uri: string): Promise<DocumentFeatures | undefined> {
  const document = ctx.documents.get(uri);
  const fsPath = uriToFsPath(uri);
  if (!document || !fsPath) return undefined;
  let site = ctx.registry.siteForConfig(fsPath);
  if (!site) {
    // Maybe an included file of a site that was never checked: check the sites around it first.
    const around = ctx.registry.containing(fsPath).filter((s) => !s.last);
    if (around.length === 0) return undefined;
    await Promise.all(around.map((s) => s.settled()));
    site = ctx.registry.siteForConfig(fsPath);
    if (!site) return undefined;
  }
  const relPath = site.relPath(fsPath)!;
  if (!site.last) await site.settled();
  const text = document.getText();
  let hit = matchingModel(site, relPath, text);
  if (!hit && site.scheduler.busy) {
    await site.scheduler.whenIdle();
    hit = matchingModel(site, relPath, text);
  }
  if (!hit) hit = await freshModel(site, relPath, text);
  const pages = await site.checker.pages();
  const feature: FeatureSite = {
    file: hit.file,
    model: hit.model,
    files: pages,
    schema: relPath === DOCS_FILE ? ctx.schema : undefined,
    specIndex: (p) => site!.checker.specIndex(p),
    readFile: (p) => site!.workspace.readFile(p),
  };
  return { site, document, relPath, feature };
}

function matchingModel(site: Site, relPath: string, text: string): { file: SourceFile; model?: SiteModel } | undefined {
  const model = site.last?.model;
  const file = model?.files.find((f) => f.path === relPath);
  return file && file.text === text ? { file, model } : undefined;
}

/** Builds the model from the current buffers (edits keep arriving faster than checks finish). */
async function freshModel(site: Site, relPath: string, text: string): Promise<{ file: SourceFile; model?: SiteModel }> {
  try {
    const docsText = relPath === DOCS_FILE ? text : await site.workspace.readFile(DOCS_FILE);
    const docs = new SourceFile(DOCS_FILE, docsText);
    const composed = await composeConfiguration(docs, workspaceSourceLoader(site.workspace));
    const file = composed.files.find((f) => f.path === relPath && f.text === text);
    if (file && composed.root) return { file, model: buildSiteModel(docs, composed.files, composed.root) };
  } catch {
    // docs.json unreadable: features still work on the file's own text.
  }
  return { file: new SourceFile(relPath, text) };
}

/** URI of a root-relative path of a site. */
export function uriIn(site: Site, relPath: string): string {
  return site.uriOf(relPath);
}
