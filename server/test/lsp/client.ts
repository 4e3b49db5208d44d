// A protocol client for the integration tests: spawns the real server (compiled main.js) over stdio, answers the
// server's requests (configuration, registration, applyEdit) and lets a test wait for events with a bounded
// timeout. Never sleeps: every wait is on a message or on process exit. The bounds only end a wait for something
// that will never come (WAIT_MS, generous for a loaded machine), never measure speed.
import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import {
  ClientCapabilities,
  createProtocolConnection,
  Diagnostic,
  InitializeResult,
  ProtocolConnection,
  PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
  TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import { URI } from 'vscode-uri';
import { scaledTimeout } from '../helpers/timeScale';

/** Compiled server entry, relative to this compiled file (server/out/test/lsp or .scratch/lsp/test/lsp). */
export const SERVER_MAIN = path.join(__dirname, '../../src/lsp/main.js');

export function fileUri(p: string): string {
  return URI.file(p).toString();
}

/** A temporary copy of an inline fixture site. */
export function makeSite(files: Record<string, string>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-lsp-')));
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  }
  return root;
}

export const FULL_CAPABILITIES: ClientCapabilities = {
  workspace: {
    configuration: true,
    didChangeWatchedFiles: { dynamicRegistration: true },
    workspaceEdit: { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'] },
    workspaceFolders: true,
    fileOperations: { willRename: true },
  },
  textDocument: {
    synchronization: { didSave: true },
    completion: { completionItem: { snippetSupport: false, documentationFormat: ['markdown', 'plaintext'] } },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    definition: { linkSupport: false },
    documentSymbol: { hierarchicalDocumentSymbolSupport: true },
    publishDiagnostics: { relatedInformation: true, versionSupport: true },
    codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } } },
  },
};

/** How long a wait for an answer or a publish may last before the test calls the server stuck. */
const WAIT_MS = scaledTimeout(30_000);

interface Waiter<T> {
  accept: (value: T) => boolean;
  resolve: (value: T) => void;
}

export class TestClient {
  readonly process: ChildProcess;
  readonly connection: ProtocolConnection;
  readonly published: PublishDiagnosticsParams[] = [];
  readonly registrations: Array<{ method: string; registerOptions?: unknown }> = [];
  readonly stderr: string[] = [];
  readonly logs: string[] = [];
  /** Answer to workspace/configuration (per item). */
  configuration: (item: { scopeUri?: string; section?: string }) => unknown = () => null;
  private readonly diagnosticWaiters = new Set<Waiter<PublishDiagnosticsParams>>();
  private readonly versions = new Map<string, number>();
  private readonly texts = new Map<string, string>();
  readonly exited: Promise<number | null>;
  /** workspace/diagnostic/refresh requests received. */
  refreshes = 0;
  private refreshWaiters: Array<() => void> = [];

  /** Resolves at the next workspace/diagnostic/refresh. */
  nextRefresh(timeoutMs = WAIT_MS): Promise<void> {
    return withTimeout(
      new Promise<void>((r) => this.refreshWaiters.push(r)),
      timeoutMs,
      'workspace/diagnostic/refresh',
      this,
    );
  }

  /**
   * `program`: another way to start the server (an installed `docsjson-language-server`); default the build's.
   * `env`: variables added to the server's environment (DOCSJSON_LSP_TRACE).
   */
  constructor(
    args: string[] = ['--stdio'],
    program: string[] = [process.execPath, SERVER_MAIN],
    env: Record<string, string> = {},
  ) {
    this.process = spawn(program[0], [...program.slice(1), ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    this.exited = new Promise((resolve) => this.process.on('exit', (code) => resolve(code)));
    this.process.stderr!.on('data', (d) => this.stderr.push(String(d)));
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.process.stdout!),
      new StreamMessageWriter(this.process.stdin!),
    );
    this.connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      this.published.push(params);
      for (const w of [...this.diagnosticWaiters]) {
        if (w.accept(params)) {
          this.diagnosticWaiters.delete(w);
          w.resolve(params);
        }
      }
    });
    this.connection.onNotification('window/logMessage', (p: { message: string }) => {
      this.logs.push(p.message);
    });
    this.connection.onRequest(
      'workspace/configuration',
      (p: { items: Array<{ scopeUri?: string; section?: string }> }) => p.items.map((i) => this.configuration(i)),
    );
    this.connection.onRequest(
      'client/registerCapability',
      (p: { registrations: Array<{ method: string; registerOptions?: unknown }> }) => {
        this.registrations.push(...p.registrations);
        return null;
      },
    );
    this.connection.onRequest('workspace/diagnostic/refresh', () => {
      this.refreshes++;
      for (const w of [...this.refreshWaiters]) w();
      this.refreshWaiters = [];
      return null;
    });
    this.connection.listen();
  }

  async initialize(
    rootPath: string | null,
    capabilities: ClientCapabilities = FULL_CAPABILITIES,
    initializationOptions?: unknown,
    folders?: string[],
  ): Promise<InitializeResult> {
    const result = await this.request<InitializeResult>('initialize', {
      processId: process.pid,
      rootUri: rootPath ? fileUri(rootPath) : null,
      workspaceFolders: (folders ?? (rootPath ? [rootPath] : [])).map((f) => ({
        uri: fileUri(f),
        name: path.basename(f),
      })),
      capabilities,
      initializationOptions,
    });
    await this.connection.sendNotification('initialized', {});
    return result;
  }

  request<R>(method: string, params: unknown, timeoutMs = WAIT_MS): Promise<R> {
    return withTimeout(this.connection.sendRequest(method, params) as Promise<R>, timeoutMs, method, this);
  }

  notify(method: string, params: unknown): Promise<void> {
    return this.connection.sendNotification(method, params);
  }

  /** Resolves with the next publishDiagnostics for `uri` that `accept` approves (register before acting). */
  nextDiagnostics(
    uri: string,
    accept: (p: PublishDiagnosticsParams) => boolean = () => true,
    timeoutMs = WAIT_MS,
  ): Promise<PublishDiagnosticsParams> {
    const promise = new Promise<PublishDiagnosticsParams>((resolve) =>
      this.diagnosticWaiters.add({ accept: (p) => p.uri === uri && accept(p), resolve }),
    );
    return withTimeout(promise, timeoutMs, `diagnostics for ${uri}`, this);
  }

  text(uri: string): string {
    return this.texts.get(uri) ?? '';
  }

  version(uri: string): number {
    return this.versions.get(uri) ?? 0;
  }

  async open(uri: string, text: string, languageId = 'json'): Promise<void> {
    this.versions.set(uri, 1);
    this.texts.set(uri, text);
    await this.notify('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
  }

  /** Replaces [start, end) (offsets) with `text`, as an incremental change. */
  async change(uri: string, start: number, end: number, text: string): Promise<number> {
    const old = this.text(uri);
    const change: TextDocumentContentChangeEvent = {
      range: { start: positionAt(old, start), end: positionAt(old, end) },
      text,
    };
    const version = this.version(uri) + 1;
    this.versions.set(uri, version);
    this.texts.set(uri, old.slice(0, start) + text + old.slice(end));
    await this.notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
    return version;
  }

  async close(uri: string): Promise<void> {
    await this.notify('textDocument/didClose', { textDocument: { uri } });
  }

  async shutdown(): Promise<number | null> {
    try {
      await this.request('shutdown', null, 5000);
      await this.notify('exit', null);
    } catch {
      // fall through to kill
    }
    const code = await Promise.race([
      this.exited,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 5000).unref()),
    ]);
    if (code === 'timeout') {
      this.process.kill();
      return this.exited;
    }
    this.connection.dispose();
    return code;
  }
}

export function positionAt(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 || c === 10) {
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

/** Position just after the first occurrence of `needle` (plus `delta`). */
export function positionOf(text: string, needle: string, delta = 0): { line: number; character: number } {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`${needle} not in text`);
  return positionAt(text, i + delta);
}

export function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => String(d.code));
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string, client: TestClient): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const last = client.published[client.published.length - 1];
      reject(
        new Error(
          `no ${what} within ${ms} ms; last publish: ${JSON.stringify(last)?.slice(0, 500)}; stderr: ${client.stderr.join('').slice(-1000)}; log: ${client.logs.slice(-5).join(' | ').slice(-1500)}`,
        ),
      );
    }, ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
