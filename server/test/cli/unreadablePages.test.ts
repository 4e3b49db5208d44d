// A page file that cannot be read (bytes that are not UTF-8, or over the size cap) is a problem at that file in lint,
// in the editor and in build, never an empty page published without a word.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { MAX_FILE_BYTES } from '../../src/core';
import { run } from '../../src/cli/run';
import { fileUri, TestClient } from '../lsp/client';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

function unreadableSite() {
  const site = tempSite({
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'T',
      colors: { primary: '#112233' },
      navigation: { groups: [{ group: 'G', pages: ['index', 'latin1', 'huge'] }] },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHello\n',
  });
  // Saved as Latin-1: "café" is 63 61 66 E9. The front matter before it is valid, so its head reads fine.
  fs.writeFileSync(
    path.join(site.dir, 'latin1.mdx'),
    Buffer.concat([Buffer.from('---\ntitle: Menu\n---\n\nThe caf'), Buffer.from([0xe9]), Buffer.from(' menu\n')]),
  );
  // One byte over the cap, without writing 64 MB: a sparse file.
  fs.writeFileSync(path.join(site.dir, 'huge.mdx'), '---\ntitle: Huge\n---\n');
  fs.truncateSync(path.join(site.dir, 'huge.mdx'), MAX_FILE_BYTES + 1);
  return site;
}

describe('page files that cannot be read', function () {
  this.timeout(scaledTimeout(60000));
  let site: ReturnType<typeof unreadableSite>;
  before(() => (site = unreadableSite()));
  after(() => site.cleanup());

  it('lint reports each at the file (the first bad byte), as a warning', () => {
    const r = runCli(['lint', '.', '--format', 'json'], site.dir);
    const results = JSON.parse(r.stdout) as Array<{
      filePath: string;
      messages: Array<{ ruleId: string; severity: number; message: string; line: number; column: number }>;
    }>;
    const of = (file: string) =>
      results
        .find((f) => f.filePath === path.join(site.dir, file))
        ?.messages.filter((m) => m.ruleId === 'page-unreadable');
    assert.deepEqual(
      of('latin1.mdx')?.map((m) => [m.line, m.column, m.severity]),
      [[5, 8, 1]],
    );
    assert.match(of('latin1.mdx')![0].message, /"latin1\.mdx" is not UTF-8 text .*save the file as UTF-8/);
    assert.deepEqual(
      of('huge.mdx')?.map((m) => [m.line, m.column, m.severity]),
      [[1, 1, 1]],
    );
    assert.match(of('huge.mdx')![0].message, /over the \d+-byte limit: docsjson neither checks nor builds/);
    assert.equal(r.code, 0, 'Mintlify builds such a page: a warning, not an error');
  });

  it('build says each page was built without its content and exits 1', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-unreadable-out-'));
    try {
      const r = await run(['build', site.dir, '--out', out, '--no-color'], {
        cwd: site.dir,
        env: {},
        stdoutIsTTY: false,
      });
      assert.equal(r.exitCode, 1, r.stdout);
      for (const file of ['latin1.mdx', 'huge.mdx'])
        assert.match(
          r.stdout,
          new RegExp(`${file.replace('.', '\\.')}\\n(?:.*\\n)*.*error +the page was built without its content`),
        );
      assert.match(fs.readFileSync(path.join(out, 'latin1.html'), 'utf8'), /This page cannot be read/);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('the language server publishes them at the file', async () => {
    const client = new TestClient();
    try {
      const uri = fileUri(path.join(site.dir, 'latin1.mdx'));
      const published = client.nextDiagnostics(
        uri,
        (p) => p.diagnostics.some((d) => d.code === 'page-unreadable'),
        30000,
      );
      await client.initialize(site.dir);
      // As an editor does: the user opens docs.json, and the site is checked, its pages in the background.
      const docs = path.join(site.dir, 'docs.json');
      await client.open(fileUri(docs), fs.readFileSync(docs, 'utf8'));
      const diagnostic = (await published).diagnostics.find((d) => d.code === 'page-unreadable')!;
      assert.deepEqual(diagnostic.range.start, { line: 4, character: 7 });
      assert.match(String(diagnostic.message), /is not UTF-8 text/);
    } finally {
      await client.shutdown();
    }
  });
});
