// Wiring only: capabilities, and one line per request or notification from the protocol to a handler. Every
// request handler runs inside the request guard, so a failure, or a handler that never ends, is logged and answered
// with an empty result.
import * as path from 'path';
import {
  CompletionRequest,
  Connection,
  DidChangeWatchedFilesNotification,
  InitializeParams,
  InitializeResult,
  TextDocumentSyncKind,
} from 'vscode-languageserver';
import { DOCS_SCHEMA, printableLines, SchemaNavigator, type SchemaObject } from '../core';
import { ServerContext } from './context';
import { DiagnosticsPublisher } from './diagnostics';
import { DocumentStore } from './documentStore';
import { onCodeAction } from './handlers/codeActions';
import { COMPLETION_REGISTRATIONS, completionPerKind, onCompletion, TRIGGER_CHARACTERS } from './handlers/completion';
import { SettingsSource } from './handlers/configuration';
import { onDefinition } from './handlers/definition';
import { onDocumentChanged, onDocumentOpened, onDocumentSaved, onUserRequest } from './handlers/documentEvents';
import { onDocumentLinks } from './handlers/documentLinks';
import { onDocumentSymbols } from './handlers/documentSymbols';
import { onWillRenameFiles } from './handlers/fileRename';
import { onHover } from './handlers/hover';
import { registerNavigationPreview } from './handlers/navigationPreview';
import { registerTestHooks } from './handlers/testHooks';
import { onPullDiagnostics } from './handlers/pullDiagnostics';
import { onFoldingRanges, onSelectionRanges } from './handlers/structure';
import { onDidChangeWatchedFiles, WATCHED_GLOBS } from './handlers/watchedFiles';
import { describeError, Logger } from './logger';
import { relativeTo, uriToFsPath } from './paths';
import { watchMainThread } from './recovery';
import { RequestGuard, runSafeNotification } from './runSafe';
import { SiteRegistry } from './siteRegistry';
import { KeystrokeRehearsal } from './warmUp';

export interface ServerInfo {
  name: string;
  version: string;
}

export function startServer(connection: Connection, info: ServerInfo): ServerContext {
  const logger: Logger = {
    error: (m) => connection.console.error(printableLines(m)),
    warn: (m) => connection.console.warn(printableLines(m)),
    info: (m) => connection.console.info(printableLines(m)),
  };
  const guard = new RequestGuard(logger);
  const documents = new DocumentStore();
  const publisher = new DiagnosticsPublisher(connection, documents);
  let settings: SettingsSource | undefined;
  const registry = new SiteRegistry(
    documents,
    (site, result) => {
      // After the first diagnostics, once the user leaves the thread alone for a moment.
      void rehearsal.whenQuiet();
      // A publish that reaches many files gives way to a keystroke that arrives meanwhile (see publish).
      return publisher.publish(site, result, () => site.scheduler.pending);
    },
    logger,
    (site) => {
      if (settings) site.settingsReady = settings.apply(site);
    },
  );
  const rehearsal = new KeystrokeRehearsal(registry.activity, () => {
    const busy = registry.all().filter((s) => s.scheduler.busy);
    return busy.length > 0 ? Promise.all(busy.map((s) => s.scheduler.whenIdle())) : undefined;
  });
  const ctx: ServerContext = {
    connection,
    documents,
    registry,
    publisher,
    logger,
    guard,
    schema: new SchemaNavigator(DOCS_SCHEMA as SchemaObject),
    capabilities: {},
  };
  let workspaceFolders: string[] = [];

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    ctx.capabilities = params.capabilities ?? {};
    settings = new SettingsSource(ctx, params.initializationOptions);
    publisher.pullMode = !!ctx.capabilities.textDocument?.diagnostic;
    workspaceFolders = (params.workspaceFolders ?? []).map((f) => uriToFsPath(f.uri)).filter((p): p is string => !!p);
    if (workspaceFolders.length === 0) {
      const root = params.rootUri ? uriToFsPath(params.rootUri) : (params.rootPath ?? undefined);
      if (root) workspaceFolders = [path.normalize(root)];
    }
    return {
      capabilities: {
        positionEncoding: 'utf-16',
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        // Registered per kind of document once initialized, when the client can: a space opens completion in a
        // page's tag but must not in docs.json, where a request for it still under way when the next key (a quote)
        // arrives makes VS Code skip the request that key should start.
        ...(completionPerKind(ctx.capabilities)
          ? {}
          : { completionProvider: { triggerCharacters: TRIGGER_CHARACTERS, resolveProvider: false } }),
        hoverProvider: true,
        definitionProvider: true,
        documentLinkProvider: { resolveProvider: false },
        codeActionProvider: { codeActionKinds: ['quickfix'] },
        documentSymbolProvider: { label: 'docs.json navigation' },
        foldingRangeProvider: true,
        selectionRangeProvider: true,
        ...(publisher.pullMode
          ? { diagnosticProvider: { identifier: 'docsjson', interFileDependencies: true, workspaceDiagnostics: false } }
          : {}),
        workspace: {
          workspaceFolders: { supported: true, changeNotifications: true },
          fileOperations: {
            willRename: {
              filters: [
                { scheme: 'file', pattern: { glob: '**/*.{mdx,md}', matches: 'file' } },
                { scheme: 'file', pattern: { glob: '**/*', matches: 'folder' } },
              ],
            },
          },
        },
      },
      serverInfo: info,
    };
  });

  // Requests and opens that arrive before the first search for docs.json files ended wait for it (bounded).
  let discovered: () => void = () => {};
  registry.ready = new Promise<void>((resolve) => {
    discovered = resolve;
    setTimeout(resolve, 10000).unref();
  });

  connection.onInitialized(
    runSafeNotification(logger, 'initialized', async () => {
      if (completionPerKind(ctx.capabilities)) {
        for (const { documentSelector, triggerCharacters } of COMPLETION_REGISTRATIONS)
          await connection.client.register(CompletionRequest.type, {
            documentSelector,
            triggerCharacters,
            resolveProvider: false,
          });
      }
      if (ctx.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
        await connection.client.register(DidChangeWatchedFilesNotification.type, {
          watchers: WATCHED_GLOBS.map((globPattern) => ({ globPattern })),
        });
      }
      if (ctx.capabilities.workspace?.workspaceFolders) {
        connection.workspace.onDidChangeWorkspaceFolders(
          runSafeNotification(logger, 'workspace/didChangeWorkspaceFolders', async (event) => {
            for (const removed of event.removed) {
              const folder = uriToFsPath(removed.uri);
              for (const site of registry.all()) {
                if (folder && (site.root === folder || relativeTo(folder, site.root) !== undefined)) {
                  registry.remove(site.root);
                  await publisher.clear(site);
                }
              }
            }
            await registry.discover(event.added.map((f) => uriToFsPath(f.uri)).filter((p): p is string => !!p));
          }),
        );
      }
      for (const site of registry.all()) site.settingsReady = settings!.apply(site);
      try {
        await registry.discover(workspaceFolders);
      } finally {
        discovered();
      }
    }),
  );

  documents.documents.onDidOpen(({ document }) => safe(() => onDocumentOpened(ctx, document)));
  documents.documents.onDidChangeContent(({ document }) => safe(() => onDocumentChanged(ctx, document)));
  documents.documents.onDidSave(({ document }) => safe(() => onDocumentSaved(ctx, document)));
  // After a close the disk wins again.
  documents.documents.onDidClose(({ document }) => safe(() => onDocumentChanged(ctx, document)));
  function safe(fn: () => void) {
    try {
      fn();
    } catch (e) {
      logger.error(describeError(e));
    }
  }

  connection.onDidChangeConfiguration(
    runSafeNotification(logger, 'workspace/didChangeConfiguration', (p) =>
      settings?.onDidChangeConfiguration(p.settings),
    ),
  );
  connection.onDidChangeWatchedFiles(
    runSafeNotification(logger, 'workspace/didChangeWatchedFiles', (p) => onDidChangeWatchedFiles(ctx, p)),
  );

  connection.onCompletion(
    guard.request('textDocument/completion', null, (p) => {
      onUserRequest(ctx, p.textDocument.uri);
      return onCompletion(ctx, p);
    }),
  );
  connection.onHover(
    guard.request('textDocument/hover', null, (p) => {
      onUserRequest(ctx, p.textDocument.uri);
      return onHover(ctx, p);
    }),
  );
  connection.onDefinition(guard.request('textDocument/definition', null, (p) => onDefinition(ctx, p)));
  connection.onDocumentLinks(guard.request('textDocument/documentLink', [], (p) => onDocumentLinks(ctx, p)));
  connection.onCodeAction(guard.request('textDocument/codeAction', [], (p) => onCodeAction(ctx, p)));
  connection.onDocumentSymbol(guard.request('textDocument/documentSymbol', [], (p) => onDocumentSymbols(ctx, p)));
  connection.onFoldingRanges(guard.request('textDocument/foldingRange', [], (p) => onFoldingRanges(ctx, p)));
  connection.onSelectionRanges(guard.request('textDocument/selectionRange', [], (p) => onSelectionRanges(ctx, p)));
  connection.workspace.onWillRenameFiles(
    guard.request('workspace/willRenameFiles', null, (p) => onWillRenameFiles(ctx, p)),
  );
  registerNavigationPreview(ctx);
  connection.languages.diagnostics.on(
    guard.request('textDocument/diagnostic', { kind: 'full', items: [] }, (p) => onPullDiagnostics(ctx, p)),
  );

  registerTestHooks(ctx);

  documents.listen(connection);
  connection.listen();
  watchMainThread(ctx);
  return ctx;
}
