// A minimal LSP client over stdio for the benchmarks: starts a server, initializes it, opens a document, applies
// edits and times `didChange` -> the `publishDiagnostics` that reflects the edit, times completion requests, and
// reads the server's peak RSS. It answers the requests servers send back (configuration, registrations, progress,
// VS Code's `vscode/content`) so that neither server waits on us.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const { pathToFileURL, fileURLToPath } = require('url');
const {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
} = require('vscode-languageserver-protocol/node');

const now = () => Number(process.hrtime.bigint()) / 1e6; // ms

function fileUri(p) {
  return pathToFileURL(p).href;
}

function median(xs) {
  if (xs.length === 0) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** VmHWM (peak resident set) and VmRSS of a live process, in MB, from /proc. undefined when unreadable. */
function procMemory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Number(m[1]) / 1024 : undefined;
    };
    return { peakMB: kb('VmHWM'), rssMB: kb('VmRSS') };
  } catch {
    return undefined;
  }
}

/** Bytes the process has read through read() and friends (files and pipes), from /proc/<pid>/io. */
function procReadBytes(pid) {
  try {
    const m = /^rchar:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/io`, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Time the process's main thread has spent on a CPU, in ms (/proc/<pid>/schedstat, nanoseconds): what a keystroke
 * costs the server's event loop, whatever else the machine runs. undefined when unreadable.
 */
function procMainThreadCpuMs(pid) {
  try {
    const ns = Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : undefined;
  } catch {
    return undefined;
  }
}

/** Offset of a line/character position in text (UTF-16 units, which is what JS strings index). */
function offsetAt(text, line, character) {
  let offset = 0;
  for (let l = 0; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) throw new Error(`line ${line} is past the end of the document`);
    offset = nl + 1;
  }
  return offset + character;
}

function positionAt(text, offset) {
  let line = 0;
  let lineStart = 0;
  for (let k = text.indexOf('\n'); k >= 0 && k < offset; k = text.indexOf('\n', k + 1)) {
    line++;
    lineStart = k + 1;
  }
  return { line, character: offset - lineStart };
}

class LspServer {
  /**
   * Starts a server process. options: { name, command, args, cwd, settings (object answered for
   * workspace/configuration and sent with didChangeConfiguration), startTimeoutMs }.
   */
  constructor(options) {
    this.name = options.name;
    this.settings = options.settings ?? {};
    this.stderr = '';
    this.logs = [];
    this.publishes = []; // { at, params }
    this.waiters = new Set();
    this.exited = undefined;
    this.child = spawn(options.command, options.args ?? [], {
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...(options.env ?? {}) },
    });
    this.pid = this.child.pid;
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (d) => {
      this.stderr = (this.stderr + d).slice(-4000);
    });
    this.child.on('error', (e) => {
      this.exited = { error: e.message };
      this._failWaiters(`${this.name}: could not start: ${e.message}`);
    });
    this.child.on('exit', (code, signal) => {
      this.exited = { code, signal };
      this._failWaiters(
        `${this.name}: server exited (code ${code}, signal ${signal})${this.stderr ? `: ${this.stderr.trim().slice(-500)}` : ''}`,
      );
    });
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.child.stdout),
      new StreamMessageWriter(this.child.stdin),
    );
    const c = this.connection;
    c.onNotification('textDocument/publishDiagnostics', (params) => {
      const at = now();
      const entry = { at, params };
      this.publishes.push(entry);
      if (this.publishes.length > 50) this.publishes.shift();
      for (const w of [...this.waiters]) {
        if (w.uri === params.uri && w.accept(params)) {
          this.waiters.delete(w);
          clearTimeout(w.timer);
          w.resolve(entry);
        }
      }
    });
    c.onNotification('window/logMessage', (p) => {
      this.logs.push(p.message);
      if (this.logs.length > 20) this.logs.shift();
    });
    c.onNotification('window/showMessage', (p) => this.logs.push(p.message));
    c.onNotification('telemetry/event', () => {});
    c.onNotification('$/progress', () => {});
    c.onRequest('workspace/configuration', (params) => params.items.map((item) => this._section(item.section)));
    c.onRequest('client/registerCapability', () => null);
    c.onRequest('client/unregisterCapability', () => null);
    c.onRequest('window/workDoneProgress/create', () => null);
    c.onRequest('window/showMessageRequest', () => null);
    c.onRequest('workspace/workspaceFolders', () => this.workspaceFolders ?? null);
    c.onRequest('workspace/diagnostic/refresh', () => null);
    c.onRequest('workspace/semanticTokens/refresh', () => null);
    c.onRequest('workspace/inlayHint/refresh', () => null);
    c.onRequest('workspace/codeLens/refresh', () => null);
    // VS Code's JSON server asks the client for schema content it does not fetch itself.
    // `contentMap` maps schema URIs (such as the "$schema" URL a docs.json names) to local files, as a VS Code
    // extension serves them; the benchmark never goes to the network.
    c.onRequest('vscode/content', (uri) => {
      const u = typeof uri === 'string' ? uri : uri?.uri;
      const mapped = options.contentMap?.[u];
      if (mapped) return fs.readFileSync(mapped, 'utf8');
      if (u.startsWith('file:')) return fs.readFileSync(fileURLToPath(u), 'utf8');
      throw new Error(`no content for ${u} (offline)`);
    });
    c.onError(() => {});
    c.onClose(() => {});
    c.listen();
  }

  _section(section) {
    if (!section) return this.settings;
    let v = this.settings;
    for (const k of section.split('.')) v = v && typeof v === 'object' ? v[k] : undefined;
    return v ?? null;
  }

  _failWaiters(message) {
    for (const w of [...this.waiters]) {
      this.waiters.delete(w);
      clearTimeout(w.timer);
      w.reject(new Error(message));
    }
  }

  /** initialize + initialized (+ didChangeConfiguration with the settings). Returns the server's capabilities. */
  async initialize({ rootPath, capabilities, initializationOptions, timeoutMs = 30000 }) {
    const rootUri = rootPath ? fileUri(rootPath) : null;
    this.workspaceFolders = rootPath ? [{ uri: rootUri, name: path.basename(rootPath) }] : null;
    const result = await this._withTimeout(
      this.connection.sendRequest('initialize', {
        processId: process.pid,
        rootUri,
        rootPath: rootPath ?? null,
        workspaceFolders: this.workspaceFolders,
        capabilities: capabilities ?? defaultCapabilities(),
        initializationOptions: initializationOptions ?? {},
        clientInfo: { name: 'docsjson-bench' },
      }),
      timeoutMs,
      'initialize',
    );
    this.capabilities = result?.capabilities ?? {};
    await this.connection.sendNotification('initialized', {});
    await this.connection.sendNotification('workspace/didChangeConfiguration', { settings: this.settings });
    return this.capabilities;
  }

  _withTimeout(promise, ms, what) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`${this.name}: no answer to ${what} within ${ms} ms${this.exited ? ' (server exited)' : ''}`),
          ),
        ms,
      );
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

  /** A promise of the next publishDiagnostics for `uri` that `accept(params)` approves. Register BEFORE sending. */
  nextDiagnostics(uri, accept, timeoutMs) {
    if (this.exited) return Promise.reject(new Error(`${this.name}: server is not running`));
    return new Promise((resolve, reject) => {
      const w = { uri, accept: accept ?? (() => true), resolve, reject };
      w.timer = setTimeout(() => {
        this.waiters.delete(w);
        const last = [...this.publishes].reverse().find((p) => p.params.uri === uri);
        reject(
          new Error(
            `${this.name}: no matching diagnostics for ${uri} within ${timeoutMs} ms` +
              (last
                ? ` (last publish had ${last.params.diagnostics.length} diagnostics${last.params.diagnostics[0] ? `, first: ${JSON.stringify(last.params.diagnostics[0].message).slice(0, 200)}` : ''})`
                : ' (nothing published)'),
          ),
        );
      }, timeoutMs);
      this.waiters.add(w);
    });
  }

  /** didOpen; resolves with the first publish that `accept` approves (and the time it took). */
  async open(uri, text, { languageId = 'json', version = 1, accept, timeoutMs = 60000, waitDiagnostics = true } = {}) {
    this.docs ??= new Map();
    this.docs.set(uri, { text, version });
    const p = waitDiagnostics ? this.nextDiagnostics(uri, accept, timeoutMs) : undefined;
    const t0 = now();
    await this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId, version, text },
    });
    if (!p) return undefined;
    const entry = await p;
    return { ms: entry.at - t0, params: entry.params };
  }

  async close(uri) {
    this.docs?.delete(uri);
    await this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  text(uri) {
    return this.docs.get(uri).text;
  }

  /**
   * Replaces [startOffset, endOffset) of the open document with `newText` (one incremental change) and, when
   * `accept` is given, resolves with the time from sending didChange to the first publish `accept` approves.
   * accept(params, version) gets the document version the change produced.
   */
  async change(uri, startOffset, endOffset, newText, { accept, timeoutMs = 60000, wait = true } = {}) {
    const doc = this.docs.get(uri);
    const start = positionAt(doc.text, startOffset);
    const end = endOffset === startOffset ? start : positionAt(doc.text, endOffset);
    doc.text = doc.text.slice(0, startOffset) + newText + doc.text.slice(endOffset);
    doc.version++;
    const version = doc.version;
    const p = wait
      ? this.nextDiagnostics(uri, (params) => (accept ? accept(params, version) : true), timeoutMs)
      : undefined;
    // The server's CPU from here, with the wall time: what the server did while this side prepared the edit (the
    // line of a 2.4 MB text found by a scan) is its background work, not the keystroke's.
    const cpuAtSend = this.cpuMs();
    const t0 = now();
    await this.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [{ range: { start, end }, text: newText }],
    });
    if (!p) return { version };
    const entry = await p;
    return { ms: entry.at - t0, params: entry.params, version, cpuAtSend };
  }

  /** Pull diagnostics (textDocument/diagnostic): time of one request. */
  async pullDiagnostics(uri, timeoutMs = 60000) {
    const t0 = now();
    const report = await this._withTimeout(
      this.connection.sendRequest('textDocument/diagnostic', { textDocument: { uri } }),
      timeoutMs,
      'textDocument/diagnostic',
    );
    return { ms: now() - t0, report };
  }

  async completion(uri, position, timeoutMs = 30000) {
    const t0 = now();
    const result = await this._withTimeout(
      this.connection.sendRequest('textDocument/completion', {
        textDocument: { uri },
        position,
        context: { triggerKind: 2, triggerCharacter: '"' },
      }),
      timeoutMs,
      'textDocument/completion',
    );
    const ms = now() - t0;
    const items = Array.isArray(result) ? result : (result?.items ?? []);
    return { ms, count: items.length, isIncomplete: Array.isArray(result) ? false : !!result?.isIncomplete, items };
  }

  memory() {
    return procMemory(this.pid);
  }

  readBytes() {
    return procReadBytes(this.pid);
  }

  /** CPU time of the server's main thread so far, ms (undefined where /proc is not there). */
  cpuMs() {
    return procMainThreadCpuMs(this.pid);
  }

  /** shutdown + exit; kills the process (this one, by pid) if it does not leave within 3 s. */
  async stop() {
    if (this.exited) {
      this.connection.dispose();
      return;
    }
    try {
      await this._withTimeout(this.connection.sendRequest('shutdown'), 3000, 'shutdown');
      await this.connection.sendNotification('exit');
    } catch {
      // fall through to kill
    }
    await new Promise((resolve) => {
      if (this.exited) return resolve();
      const timer = setTimeout(() => {
        try {
          this.child.kill('SIGKILL');
        } catch {
          // already gone
        }
        resolve();
      }, 3000);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.connection.dispose();
  }
}

function defaultCapabilities({ pullDiagnostics = false } = {}) {
  const textDocument = {
    synchronization: { dynamicRegistration: false, didSave: true },
    publishDiagnostics: {
      relatedInformation: true,
      versionSupport: true,
      codeDescriptionSupport: true,
      dataSupport: true,
    },
    completion: {
      completionItem: {
        snippetSupport: true,
        documentationFormat: ['markdown', 'plaintext'],
        labelDetailsSupport: true,
      },
      // What VS Code (1.79 and later) declares: an edit range shared by every item is sent once, not per item.
      completionList: { itemDefaults: ['commitCharacters', 'editRange', 'insertTextFormat', 'insertTextMode', 'data'] },
      contextSupport: true,
    },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } }, dataSupport: true },
  };
  if (pullDiagnostics) textDocument.diagnostic = { dynamicRegistration: false, relatedDocumentSupport: false };
  return {
    textDocument,
    workspace: {
      configuration: true,
      workspaceFolders: true,
      didChangeConfiguration: { dynamicRegistration: false },
      didChangeWatchedFiles: { dynamicRegistration: true },
    },
    window: { workDoneProgress: false },
  };
}

module.exports = {
  LspServer,
  defaultCapabilities,
  fileUri,
  median,
  procMemory,
  procReadBytes,
  procMainThreadCpuMs,
  offsetAt,
  positionAt,
  now,
};
