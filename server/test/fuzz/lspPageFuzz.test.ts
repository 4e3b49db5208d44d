// The language-server edit fuzzer on an MDX page (editFuzz.ts): the example site in a temporary folder, the real
// server over stdio. Fixed seeds; DOCSJSON_FUZZ=long for 4,000 edits a seed. With the pages that once hung the
// server (typing `</`, `< ` or `<!--` into an empty page and asking for completion at every offset) first.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { fileUri, positionAt, TestClient } from '../lsp/client';
import { failuresIn, fuzzEdits } from './editFuzz';
import { fuzzCount } from './fuzzSettings';
import { KITCHEN_SINK, TOKENS } from './mdxCases';

const FIXTURE = path.resolve(__dirname, '../../../../testFixture/site');
const PAGE_REQUESTS = [
  'textDocument/completion',
  'textDocument/hover',
  'textDocument/definition',
  'textDocument/documentLink',
];

describe('language server edit fuzzer: an MDX page', function () {
  // Each wait of the test client is bounded (test/lsp/client.ts); the whole run grows with the number of edits.
  this.timeout(0);
  let root: string;
  let client: TestClient;

  before(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-fuzz-')));
    fs.cpSync(FIXTURE, root, { recursive: true });
    fs.writeFileSync(path.join(root, 'guides', 'kitchen-sink.mdx'), KITCHEN_SINK);
    fs.mkdirSync(path.join(root, 'snippets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'snippets', 'intro.mdx'), 'Intro text\n');
    fs.writeFileSync(path.join(root, 'snippets', 'table.jsx'), 'export const Table = () => null;\n');
    client = new TestClient();
    await client.initialize(root);
  });
  after(async () => {
    await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a new page typed as `</`, `< `, `<!--`: completion answers at every offset after every keystroke', async () => {
    for (const [n, typed] of ['</Card>', '< x', '<!-- note -->', '<<!--</'].entries()) {
      const uri = fileUri(path.join(root, 'guides', `typed-${n}.mdx`));
      await client.open(uri, '', 'mdx');
      for (const ch of typed) {
        const at = client.text(uri).length;
        await client.change(uri, at, at, ch);
        const text = client.text(uri);
        for (let offset = 0; offset <= text.length; offset++) {
          await client.request('textDocument/completion', {
            textDocument: { uri },
            position: positionAt(text, offset),
            context: { triggerKind: 2, triggerCharacter: ch },
          });
        }
      }
      await client.close(uri);
    }
    assert.deepEqual(failuresIn(client), []);
  });

  for (const seed of [1, 2, 3]) {
    it(`random edits of a page and requests between them, seed ${seed}`, async () => {
      const file = path.join(root, seed === 3 ? 'quickstart.mdx' : 'guides/kitchen-sink.mdx');
      const uri = fileUri(file);
      await client.open(uri, fs.readFileSync(file, 'utf8'), 'mdx');
      await fuzzEdits(client, uri, { seed, edits: fuzzCount(150, 4000), tokens: TOKENS, requests: PAGE_REQUESTS });
      await client.close(uri);
    });
  }
});
