// Editor and CI agree: the language server reads the site's .docsjsonrc.json as the CLI does, with the editor's
// settings over it, and notices when the file changes.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { FileChangeType } from 'vscode-languageserver-protocol';
import { cliMain } from '../cli/helpers';
import { fileUri, makeSite, TestClient } from './client';
import { DOCS, SITE } from './fixtures';

/** docs.json problems as the CLI's JSON output gives them: rule, severity word, 0-based start, message. */
function cliProblems(root: string): string[] {
  const out = spawnSync(process.execPath, [cliMain(), 'lint', root, '--format', 'json'], { encoding: 'utf8' });
  const files = JSON.parse(out.stdout) as Array<{
    filePath: string;
    messages: Array<{ ruleId: string; severity: 1 | 2; info?: boolean; message: string; line: number; column: number }>;
  }>;
  const docs = files.find((f) => f.filePath === path.join(root, 'docs.json'));
  return (docs?.messages ?? [])
    .map((m) => {
      const severity = m.severity === 2 ? 'error' : m.info ? 'info' : 'warning';
      return `${m.ruleId} ${severity} ${m.line - 1}:${m.column - 1} ${m.message}`;
    })
    .sort();
}

const SEVERITY_WORD = ['', 'error', 'warning', 'info', 'info'];

function serverProblems(published: PublishDiagnosticsParams): string[] {
  return published.diagnostics
    .map(
      (d) =>
        `${d.code} ${SEVERITY_WORD[d.severity ?? 1]} ${d.range.start.line}:${d.range.start.character} ${d.message}`,
    )
    .sort();
}

describe('language server and CLI with a .docsjsonrc.json', function () {
  let root: string;
  let client: TestClient;

  before(() => {
    root = makeSite({
      ...SITE,
      // page-missing as a warning, and a key the builder ignores silenced.
      'docs.json': DOCS.replace('"theme": "mint",', '"theme": "mint",\n  "analytics": {},'),
      '.docsjsonrc.json': JSON.stringify({ rules: { 'page-missing': 'warn', 'key-ignored': 'off' } }),
    });
  });

  after(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('publishes what the CLI reports, and follows changes to the file', async () => {
    const expected = cliProblems(root);
    assert.ok(
      expected.some((p) => p.startsWith('page-missing warning')),
      expected.join('\n'),
    );
    assert.ok(!expected.some((p) => p.startsWith('key-ignored')), expected.join('\n'));

    client = new TestClient();
    await client.initialize(root);
    const uri = fileUri(path.join(root, 'docs.json'));
    const first = client.nextDiagnostics(uri, (p) => p.diagnostics.length > 0);
    await client.open(uri, fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
    assert.deepEqual(serverProblems(await first), expected);

    // The file changes on disk: page-missing back to an error, key-ignored on again.
    fs.writeFileSync(path.join(root, '.docsjsonrc.json'), JSON.stringify({ rules: { 'page-missing': 'error' } }));
    const second = client.nextDiagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'key-ignored'));
    await client.notify('workspace/didChangeWatchedFiles', {
      changes: [{ uri: fileUri(path.join(root, '.docsjsonrc.json')), type: FileChangeType.Changed }],
    });
    const after = serverProblems(await second);
    assert.deepEqual(after, cliProblems(root));
    assert.ok(
      after.some((p) => p.startsWith('page-missing error')),
      after.join('\n'),
    );
  });

  it('gives full OpenAPI validation the time "openapiTimeout" sets, and one that runs out of it is an info', async () => {
    // A 1 MB spec: no validation of it, let alone a worker's start, fits in 1 ms.
    const paths = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [
        `/users/${i}`,
        { get: { summary: `User ${i}`, responses: { '200': { description: `The user number ${i} of the list` } } } },
      ]),
    );
    const site = makeSite({
      ...SITE,
      'api.yaml': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: { '/users': { get: { responses: { '200': { description: 'ok' } } } }, ...paths },
      }),
      '.docsjsonrc.json': JSON.stringify({ openapiTimeout: 1 }),
    });
    const server = new TestClient();
    try {
      await server.initialize(site);
      const uri = fileUri(path.join(site, 'docs.json'));
      const late = server.nextDiagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'openapi-invalid'), 20_000);
      await server.open(uri, fs.readFileSync(path.join(site, 'docs.json'), 'utf8'));
      const notes = (await late).diagnostics.filter((d) => d.code === 'openapi-invalid');
      assert.deepEqual(
        notes.map((d) => SEVERITY_WORD[d.severity ?? 1]),
        ['info'],
      );
      assert.match(String(notes[0].message), /did not finish within 1 ms \(the time set;/);
    } finally {
      await server.shutdown();
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
