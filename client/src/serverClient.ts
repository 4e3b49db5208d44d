// The language client: starts the bundled server over stdio, restarts it on request or when the set of docs roots
// changes (the document selector is fixed for a client's lifetime), and logs to the extension's output channel.
import * as vscode from 'vscode';
import {
  DocumentDiagnosticReportKind,
  DocumentDiagnosticRequest,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  State,
  TransportKind,
} from 'vscode-languageclient/node';
import { documentSelector } from './documentSelector';
import { missingPageLinks } from './missingPages';
import { serverModule } from './serverModule';
import { syntaxOnce } from './syntaxOnce';

const EXCLUDED_FOLDERS = '{**/node_modules/**,**/.git/**}';

/** URIs of the folders holding a docs.json, sorted, so two scans can be compared. */
export async function findSiteRoots(): Promise<string[]> {
  const files = await vscode.workspace.findFiles('**/docs.json', EXCLUDED_FOLDERS);
  const roots = files.filter((f) => f.scheme === 'file').map((f) => vscode.Uri.joinPath(f, '..').toString());
  return [...new Set(roots)].sort();
}

export class ServerClient implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private roots: string[] = [];
  /** Serialises start, stop and restart so a reload or a quick second restart never races a half-started client. */
  private queue: Promise<void> = Promise.resolve();
  private disposed = false;
  private readonly changesSent = new vscode.EventEmitter<vscode.Uri>();
  private readonly started = new vscode.EventEmitter<void>();
  /** Fires once a change of a document (typed, or a file event) has been sent: a request sent now sees it. */
  readonly onDidSendChange = this.changesSent.event;
  /** Fires when a server has started (after a restart, what was asked of the old one is gone). */
  readonly onDidStart = this.started.event;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly output: vscode.LogOutputChannel,
  ) {}

  start(): Promise<void> {
    return this.enqueue(() => this.doStart());
  }

  restart(): Promise<void> {
    return this.enqueue(async () => {
      await this.doStop();
      await this.doStart();
    });
  }

  /** Restarts when a docs.json appeared or disappeared somewhere (the selector has to include its folder). */
  rootsMayHaveChanged(): Promise<void> {
    return this.enqueue(async () => {
      const roots = await findSiteRoots();
      if (roots.join('\n') === this.roots.join('\n')) return;
      this.output.info(`docs roots changed: ${roots.length} site(s); restarting the server`);
      await this.doStop();
      await this.doStart(roots);
    });
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await this.enqueue(() => this.doStop());
    this.changesSent.dispose();
    this.started.dispose();
  }

  /** Sends a request of our own to the running server; undefined when no server is running. */
  async request<R>(method: string, params: unknown): Promise<R | undefined> {
    const client = this.client;
    if (!client || client.state !== State.Running) return undefined;
    return client.sendRequest<R>(method, params);
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(step).catch((e) => this.output.error(`docs.json server: ${describe(e)}`));
    return this.queue;
  }

  private async doStart(knownRoots?: string[]): Promise<void> {
    if (this.disposed || this.client) return;
    const config = vscode.workspace.getConfiguration('docsjson');
    const module = serverModule(this.context.extensionPath, config.get<string>('server.path'));
    if (!module) {
      this.output.error('docsjson-language-server not found: build it (npm run build) or set "docsjson.server.path"');
      return;
    }
    this.roots = knownRoots ?? (await findSiteRoots());
    const serverOptions: ServerOptions = {
      run: { module, transport: TransportKind.stdio },
      debug: { module, transport: TransportKind.stdio, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: documentSelector(this.roots),
      outputChannel: this.output,
      // Settings are pulled by the server (workspace/configuration); a change of the section is announced to it.
      synchronize: { configurationSection: 'docsjson' },
      initializationOptions: { docsjson: { rules: config.get('rules') ?? {} } },
      middleware: {
        provideDiagnostics: syntaxOnce,
        provideDocumentLinks: async (document, token, next) => [
          ...((await next(document, token)) ?? []),
          ...(await this.missingPageLinks(document, token)),
        ],
        didChange: async (event, next) => {
          await next(event);
          this.changesSent.fire(event.document.uri);
        },
        workspace: {
          didChangeWatchedFile: async (event, next) => {
            await next(event);
            this.changesSent.fire(vscode.Uri.parse(event.uri));
          },
        },
      },
    };
    const client = new LanguageClient('docsjson', 'docs.json', serverOptions, clientOptions);
    this.client = client;
    this.output.info(`starting ${module} for ${this.roots.length} docs root(s)`);
    try {
      await client.start();
      this.started.fire();
    } catch (e) {
      this.client = undefined;
      // A window that closes or reloads while the server starts stops it on purpose: not worth an error.
      if (!this.disposed) throw e;
    }
  }

  /** Links that create the document's missing pages, from the server's current diagnostics of it. */
  private async missingPageLinks(document: vscode.TextDocument, token: vscode.CancellationToken) {
    const client = this.client;
    if (!client || client.state !== State.Running || document.languageId === 'mdx') return [];
    const report = await client
      .sendRequest(
        DocumentDiagnosticRequest.type,
        { textDocument: { uri: client.code2ProtocolConverter.asUri(document.uri) } },
        token,
      )
      .catch(() => undefined);
    return report?.kind === DocumentDiagnosticReportKind.Full ? missingPageLinks(document, report.items) : [];
  }

  private async doStop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    if (client.state === State.Starting || client.state === State.Running) await client.stop(5000);
  }
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
