// .mintignore decides which files a site has: the server watches it and walks the folder again when it changes,
// as Mintlify's build would read the site anew.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { FileChangeType } from 'vscode-languageserver-protocol';
import { fileUri, makeSite, TestClient } from './client';

const DOCS = JSON.stringify({
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Site',
  colors: { primary: '#0D9373' },
  navigation: { groups: [{ group: 'G', pages: ['index', 'drafts/plan'] }] },
});

describe('language server and .mintignore', function () {
  it('a page that .mintignore leaves out is missing, and is back once the line is gone', async () => {
    const root = makeSite({
      'docs.json': DOCS,
      'index.mdx': '---\ntitle: Home\n---\n',
      'drafts/plan.mdx': '---\ntitle: Plan\n---\n',
    });
    const client = new TestClient();
    try {
      await client.initialize(root);
      const uri = fileUri(path.join(root, 'docs.json'));
      const missing = (p: { diagnostics: { code?: unknown }[] }) =>
        p.diagnostics.some((d) => d.code === 'page-missing');
      const clean = client.nextDiagnostics(uri);
      await client.open(uri, DOCS);
      assert.equal(missing(await clean), false);
      // Registered once the client said it is initialized, which is before the first diagnostics.
      const registration = client.registrations.find((r) => r.method === 'workspace/didChangeWatchedFiles');
      const globs = JSON.stringify(registration?.registerOptions ?? null);
      assert.ok(globs.includes('.mintignore'), `the server watches .mintignore: ${globs}`);

      const ignoreFile = path.join(root, '.mintignore');
      fs.writeFileSync(ignoreFile, 'drafts/\n');
      const ignored = client.nextDiagnostics(uri, missing);
      await client.notify('workspace/didChangeWatchedFiles', {
        changes: [{ uri: fileUri(ignoreFile), type: FileChangeType.Created }],
      });
      await ignored;

      fs.rmSync(ignoreFile);
      const back = client.nextDiagnostics(uri, (p) => !missing(p));
      await client.notify('workspace/didChangeWatchedFiles', {
        changes: [{ uri: fileUri(ignoreFile), type: FileChangeType.Deleted }],
      });
      await back;
    } finally {
      await client.shutdown();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
