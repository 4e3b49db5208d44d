// The language-server edit fuzzer on docs.json (editFuzz.ts): the example site in a temporary folder, the real
// server over stdio, edits that open and close JSON and name the keys of the navigation, $ref included. Fixed
// seeds; DOCSJSON_FUZZ=long for 4,000 edits a seed.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { fileUri, TestClient } from '../lsp/client';
import { fuzzEdits } from './editFuzz';
import { fuzzCount } from './fuzzSettings';

const FIXTURE = path.resolve(__dirname, '../../../../testFixture/site');

const JSON_TOKENS = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '\\',
  '\n',
  '\r\n',
  ' ',
  '//',
  '/*',
  '*/',
  'null',
  'true',
  '1e999',
  '-0',
  '"navigation"',
  '"groups"',
  '"group": "G"',
  '"pages": ["index"]',
  '"pages"',
  '"tabs"',
  '"tab": "T"',
  '"anchors"',
  '"versions"',
  '"languages"',
  '"language": "fr"',
  '"dropdowns"',
  '"href": "https://example.com"',
  '"root": "index"',
  '"openapi": "api/openapi.yaml"',
  '"openapi"',
  '"GET /users"',
  '"POST /nope"',
  '"$ref": "nav/guides.json"',
  '"$ref": "../outside.json"',
  '"$ref"',
  '"api/openapi.yaml"',
  '"guides/installation"',
  '"quickstart"',
  '"theme": "mint"',
  '"colors": {"primary": "#0D9373"}',
  '"redirects": [{"source": "/a", "destination": "/b"}]',
  '"\\u0000"',
  '"🚀"',
  '"\uD800"',
  '"__proto__"',
  '"x-mint"',
];

const REQUESTS = [
  'textDocument/completion',
  'textDocument/hover',
  'textDocument/definition',
  'textDocument/documentLink',
  'textDocument/documentSymbol',
  'textDocument/foldingRange',
  'textDocument/selectionRange',
  'textDocument/codeAction',
];

describe('language server edit fuzzer: docs.json', function () {
  // Each wait of the test client is bounded (test/lsp/client.ts); the whole run grows with the number of edits.
  this.timeout(0);
  let root: string;
  let client: TestClient;

  before(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-fuzz-')));
    fs.cpSync(FIXTURE, root, { recursive: true });
    client = new TestClient();
    await client.initialize(root);
  });
  after(async () => {
    await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  for (const seed of [1, 2]) {
    it(`random edits of docs.json and requests between them, seed ${seed}`, async () => {
      const uri = fileUri(path.join(root, 'docs.json'));
      await client.open(uri, fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
      await fuzzEdits(client, uri, { seed, edits: fuzzCount(150, 4000), tokens: JSON_TOKENS, requests: REQUESTS });
      await client.close(uri);
    });
  }
});
