// The .vsix that `npm run package` builds, as VS Code would install it: what it holds (only what runs, plus
// README, LICENSE, CHANGELOG and icon; no sources, no maps), what its manifest declares, and that the server inside
// it starts and answers `initialize`. Built offline into a temporary folder.
import assert from 'node:assert/strict';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  createProtocolConnection,
  InitializeResult,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import * as yauzl from 'yauzl';
import { RULES } from '../../src/core';
import { scaledTimeout } from '../helpers/timeScale';

function repoRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'scripts', 'package.js'))) dir = path.dirname(dir);
  return dir;
}

function readZip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Every file a package may hold. Anything else (a source, a map, a config file) fails the test. */
const ALLOWED = [
  /^\[Content_Types\]\.xml$/,
  /^extension\.vsixmanifest$/,
  /^extension\/(package\.json|readme\.md|changelog\.md|LICENSE\.txt)$/,
  /^extension\/dist\/(extension|server|specValidatorWorker|cliWorker)\.js$/,
  /^extension\/images\/[\w-]+\.png$/,
  /^extension\/media\/preview\.(css|js)$/,
  /^extension\/language-configuration\/[\w-]+\.json$/,
  /^extension\/syntaxes\/[\w.-]+\.tmLanguage\.json$/,
  /^extension\/schemas\/docsjsonrc\.schema\.json$/,
];

describe('VS Code extension package (.vsix)', function () {
  this.timeout(scaledTimeout(60000));
  const root = repoRoot();
  let dir: string;
  let entries: Map<string, Buffer>;
  let manifest: Record<string, any>;
  let vsixSize: number;
  const text = (name: string) => entries.get(`extension/${name}`)?.toString('utf8') ?? '';

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-vsix-test-'));
    const vsix = path.join(dir, 'docsjson.vsix');
    const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'package.js'), '--out', vsix], {
      encoding: 'utf8',
    });
    assert.equal(built.status, 0, `${built.stdout}\n${built.stderr}`);
    vsixSize = fs.statSync(vsix).size;
    entries = await readZip(vsix);
    manifest = JSON.parse(text('package.json'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('holds only what runs, plus README, CHANGELOG, LICENSE and icon: no sources, no maps', () => {
    const names = [...entries.keys()];
    const unexpected = names.filter((n) => !ALLOWED.some((re) => re.test(n)));
    assert.deepEqual(unexpected, [], 'files that do not belong in the package');
    for (const required of [
      'package.json',
      'readme.md',
      'changelog.md',
      'LICENSE.txt',
      'dist/extension.js',
      'dist/server.js',
      'dist/specValidatorWorker.js',
      'dist/cliWorker.js',
      'media/preview.css',
      'media/preview.js',
      manifest.icon,
    ])
      assert.ok(entries.has(`extension/${required}`), `missing ${required}`);
    // Every schema the manifest associates with a file is in the package, and is the one built from the rules.
    for (const { url } of manifest.contributes.jsonValidation as Array<{ url: string }>) {
      const shipped = text(url.replace(/^\.\//, ''));
      assert.equal(shipped, fs.readFileSync(path.join(root, 'schema', path.basename(url)), 'utf8'), url);
    }
    // Three minified bundles and four screenshots make about 1.2 MB; a source map or the sources would double it.
    assert.ok(vsixSize < 2 * 1024 * 1024, `package is ${vsixSize} bytes`);
  });

  it('ships minified bundles without source maps, with vscode left to the editor', () => {
    for (const bundle of ['dist/extension.js', 'dist/server.js', 'dist/specValidatorWorker.js', 'dist/cliWorker.js']) {
      const code = text(bundle);
      assert.doesNotMatch(code, /sourceMappingURL/, `${bundle} points at a map`);
      assert.ok(code.length / code.split('\n').length > 1000, `${bundle} is not minified`);
    }
    assert.match(text('dist/extension.js'), /require\("vscode"\)/);
  });

  it('README images, the icon, grammars and language configurations are all in the package', () => {
    const images = [...text('readme.md').matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]);
    assert.ok(images.length > 0, 'the README shows screenshots');
    const files = [
      ...images,
      manifest.icon,
      ...manifest.contributes.grammars.map((g: { path: string }) => g.path),
      ...manifest.contributes.languages.map((l: { configuration: string }) => l.configuration),
    ].map((p: string) => path.posix.normalize(p));
    for (const file of files) assert.ok(entries.has(`extension/${file}`), `${file} is referenced but not packaged`);
    for (const grammar of manifest.contributes.grammars) JSON.parse(text(path.posix.normalize(grammar.path)));
  });

  it('declares activation, languages, commands and settings; takes version and licence from the project', () => {
    const project = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    assert.equal(manifest.version, project.version);
    assert.equal(manifest.license, project.license);
    assert.equal(manifest.main, './dist/extension.js');
    assert.deepEqual(manifest.activationEvents, [
      'workspaceContains:**/docs.json',
      'onLanguage:docsjson',
      'onLanguage:mdx',
    ]);
    // docs.json is the server's to check (VS Code's JSON support would report twice); .docsjsonrc.json, which the
    // server only reads, gets completion and checking of rule ids from its schema.
    assert.deepEqual(manifest.contributes.jsonValidation, [
      { fileMatch: '.docsjsonrc.json', url: './schemas/docsjsonrc.schema.json' },
    ]);
    assert.deepEqual(
      manifest.contributes.languages.map((l: { id: string }) => l.id),
      ['docsjson', 'mdx'],
    );
    const commands = manifest.contributes.commands.map((c: { command: string }) => c.command);
    for (const c of [
      'docsjson.restartServer',
      'docsjson.showOutput',
      'docsjson.openPreview',
      'docsjson.openPreviewToSide',
    ])
      assert.ok(commands.includes(c), c);
    assert.deepEqual(manifest.contributes.menus['editor/title'], [
      { command: 'docsjson.openPreviewToSide', when: 'resourceFilename == docs.json', group: 'navigation' },
    ]);
    const settings = manifest.contributes.configuration.properties;
    assert.deepEqual(settings['docsjson.trace.server'].enum, ['off', 'messages', 'verbose']);
  });

  it('declares every rule of the linter as a setting, with its default severity', () => {
    const declared = manifest.contributes.configuration.properties['docsjson.rules'].properties;
    const expected = Object.fromEntries(RULES.map((r) => [r.id, r.defaultSeverity]));
    const actual = Object.fromEntries(
      Object.entries(declared).map(([id, s]) => [id, (s as { default: string }).default]),
    );
    assert.deepEqual(
      actual,
      expected,
      'client/package.json "docsjson.rules" must list the rules of the registry: run node scripts/vscode/rule-settings.js',
    );
  });

  it('the packaged server starts on its own and answers initialize', async () => {
    const server = path.join(dir, 'server.js');
    fs.writeFileSync(server, entries.get('extension/dist/server.js')!);
    const child: ChildProcess = spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const connection = createProtocolConnection(
      new StreamMessageReader(child.stdout!),
      new StreamMessageWriter(child.stdin!),
    );
    connection.listen();
    try {
      const result = (await Promise.race([
        connection.sendRequest('initialize', {
          processId: process.pid,
          rootUri: null,
          capabilities: { textDocument: { diagnostic: {} } },
        }),
        exited.then((code) => Promise.reject(new Error(`server exited (${code}) before answering`))),
      ])) as InitializeResult;
      assert.equal(result.serverInfo?.name, 'docsjson-language-server');
      assert.ok(result.capabilities.completionProvider && result.capabilities.hoverProvider);
      assert.ok(result.capabilities.diagnosticProvider, 'pull diagnostics, as VS Code uses them');
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      assert.equal(await exited, 0);
    } finally {
      connection.dispose();
      child.kill();
    }
  });
});
