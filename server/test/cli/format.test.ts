// `docsjson format`, spawned: docs.json formatted as the editor's Format Document formats it (jsonc-parser, the
// file's own indentation), formatting twice changes nothing, --check only reports; MDX pages are not touched.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const MESSY = '{"$schema":"https://mintlify.com/docs.json","name" :"F",\n    "navigation":{"pages":["index"]}}';

describe('docsjson format (spawned)', function () {
  this.timeout(scaledTimeout(60_000));
  let s: ReturnType<typeof tempSite>;
  beforeEach(() => (s = tempSite({ 'docs.json': MESSY, 'index.mdx': '---\ntitle:  Home\n---\n\n*  item\n' })));
  afterEach(() => s.cleanup());
  const read = (rel: string) => fs.readFileSync(path.join(s.dir, rel), 'utf8');

  it('formats docs.json with the indentation it uses, stably; --check says whether it is formatted', () => {
    const check = runCli(['format', '--check'], s.dir);
    assert.deepEqual([check.code, check.stdout], [1, 'docs.json\n']);
    assert.equal(read('docs.json'), MESSY, '--check writes nothing');
    const out = runCli(['format'], s.dir);
    assert.deepEqual([out.code, out.stdout], [0, 'formatted docs.json\n']);
    assert.equal(
      read('docs.json'),
      '{\n    "$schema": "https://mintlify.com/docs.json",\n    "name": "F",\n    "navigation": {\n        "pages": [\n            "index"\n        ]\n    }\n}\n',
    );
    assert.deepEqual(runCli(['format', '--check'], s.dir), { code: 0, stdout: '', stderr: '' });
    assert.equal(runCli(['format'], s.dir).stdout, 'docs.json is formatted already\n');
    assert.equal(read('index.mdx'), '---\ntitle:  Home\n---\n\n*  item\n', 'pages are left alone');
  });
});
