// The README's schema recipe for editors without our server, as written, against the real VS Code JSON language
// server (vscode-json-language-server from vscode-langservers-extracted) over stdio: a docs.json that says
// "$schema": "https://mintlify.com/docs.json" is checked with the bundled schema, and nothing is downloaded.
// An http proxy that refuses every connection stands between the server and the network throughout.
import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import {
  createProtocolConnection,
  type Diagnostic,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import { repoRoot } from '../cli/helpers';
import { readmeBlock } from './readme';
import { scaledTimeout } from '../helpers/timeScale';

const SCHEMA_FILE = path.join(repoRoot(), 'schema', 'docs.schema.json');
const MINTLIFY_URL = 'https://mintlify.com/docs.json';

/** The README's settings with its placeholder path replaced by this repository's schema. */
function readmeSettings(): { 'json.schemas': unknown[] } {
  const text = readmeBlock('jsonc');
  assert.ok(text.includes('file:///ABSOLUTE/PATH/TO/docs.schema.json'), 'the README names the placeholder');
  return JSON.parse(text.replace('file:///ABSOLUTE/PATH/TO/docs.schema.json', pathToFileURL(SCHEMA_FILE).href));
}

const docs = (withSchema: boolean) =>
  JSON.stringify(
    {
      ...(withSchema ? { $schema: MINTLIFY_URL } : {}),
      theme: 'no-such-theme',
      name: 'Demo',
      colors: { primary: '#0D9373' },
      navigation: { pages: ['intro'] },
    },
    null,
    2,
  );

class JsonServer {
  readonly process: ChildProcess;
  readonly connection: ProtocolConnection;
  private readonly published = new Map<string, (p: PublishDiagnosticsParams) => void>();

  constructor() {
    const main = require.resolve('vscode-langservers-extracted/bin/vscode-json-language-server');
    this.process = spawn(process.execPath, [main, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.process.stdout!),
      new StreamMessageWriter(this.process.stdin!),
    );
    this.connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) =>
      this.published.get(p.uri)?.(p),
    );
    this.connection.listen();
  }

  async start(schemas: unknown[]): Promise<void> {
    await this.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      capabilities: { textDocument: { publishDiagnostics: {} } },
    });
    await this.connection.sendNotification('initialized', {});
    await this.connection.sendNotification('workspace/didChangeConfiguration', {
      settings: {
        json: { schemas, validate: { enable: true } },
        http: { proxy: 'http://127.0.0.1:9', proxyStrictSSL: false },
      },
    });
  }

  /**
   * The first diagnostics of a file that `done` accepts (the server publishes once from the syntax alone, then again
   * when a schema has loaded or failed to), or, if none comes within a budget that only ends a wait that would
   * never end, the last ones published.
   */
  async diagnostics(file: string, text: string, done: (ds: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
    const uri = pathToFileURL(file).href;
    let last: Diagnostic[] = [];
    let timer: NodeJS.Timeout | undefined;
    const settled = new Promise<void>((resolve) => {
      this.published.set(uri, (p) => {
        last = p.diagnostics;
        if (done(last)) resolve();
      });
      timer = setTimeout(resolve, 30_000);
    });
    await this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'json', version: 1, text },
    });
    await settled;
    clearTimeout(timer);
    return last;
  }

  async stop(): Promise<void> {
    await this.connection.sendRequest('shutdown').catch(() => undefined);
    await this.connection.sendNotification('exit').catch(() => undefined);
    this.connection.dispose();
    this.process.kill();
  }
}

describe("the README's schema recipe in VS Code's JSON language server", function () {
  this.timeout(scaledTimeout(60000));
  let dir: string;
  let server: JsonServer;
  beforeEach(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-jsonls-')));
    server = new JsonServer();
  });
  afterEach(async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const message = (d: Diagnostic) => (typeof d.message === 'string' ? d.message : d.message.value);
  /** The schema's enum of themes rejects "no-such-theme". */
  const themeProblem = (ds: Diagnostic[]) => ds.find((d) => /Value is not accepted/.test(message(d)));

  it('checks a docs.json that says "$schema": "https://mintlify.com/docs.json" with the bundled schema, offline', async () => {
    await server.start(readmeSettings()['json.schemas']);
    const ds = await server.diagnostics(path.join(dir, 'docs.json'), docs(true), (d) => !!themeProblem(d));
    assert.ok(themeProblem(ds), `the bad theme is reported: ${JSON.stringify(ds)}`);
    assert.deepEqual(
      ds.filter((d) => /load|resolve|schema/i.test(message(d))).map(message),
      [],
      'no schema had to be downloaded',
    );
  });

  it('and one without "$schema", through fileMatch', async () => {
    await server.start(readmeSettings()['json.schemas']);
    const ds = await server.diagnostics(path.join(dir, 'docs.json'), docs(false), (d) => !!themeProblem(d));
    assert.ok(themeProblem(ds), JSON.stringify(ds));
  });

  it('why the recipe: a fileMatch entry alone is ignored for such a file, which sends the server to the network', async () => {
    await server.start([{ fileMatch: ['docs.json'], url: pathToFileURL(SCHEMA_FILE).href }]);
    const triedToLoad = (d: Diagnostic[]) => d.some((x) => message(x).includes(MINTLIFY_URL));
    const ds = await server.diagnostics(path.join(dir, 'docs.json'), docs(true), triedToLoad);
    assert.equal(themeProblem(ds), undefined, JSON.stringify(ds));
    assert.ok(
      ds.some((d) => message(d).includes(MINTLIFY_URL)),
      `it tried to load ${MINTLIFY_URL}: ${JSON.stringify(ds)}`,
    );
  });
});
