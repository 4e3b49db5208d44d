// `docsjson new`, spawned as a new user runs it: the site it creates lints with no problem at all (no note
// either) and builds, endpoint pages included; a folder with files in it is refused.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

describe('docsjson new (spawned)', function () {
  this.timeout(scaledTimeout(120_000));
  let s: ReturnType<typeof tempSite>;
  beforeEach(() => (s = tempSite({ 'busy/notes.md': 'mine', 'dotted/.git/HEAD': 'ref: refs/heads/main\n' })));
  afterEach(() => s.cleanup());

  it('creates a site that lints clean and builds, endpoint pages included', () => {
    const created = runCli(['new', 'my-docs'], s.dir);
    assert.equal(created.code, 0, created.stderr);
    assert.match(created.stdout, /^docsjson: created a docs site in .*my-docs\n {2}docsjson dev my-docs /);
    const docs = JSON.parse(fs.readFileSync(path.join(s.dir, 'my-docs', 'docs.json'), 'utf8'));
    assert.equal(docs.$schema, 'https://mintlify.com/docs.json');

    const lint = runCli(['lint', 'my-docs', '--format', 'json'], s.dir);
    assert.equal(lint.code, 0, lint.stdout);
    const messages = (JSON.parse(lint.stdout) as Array<{ messages: unknown[] }>).flatMap((r) => r.messages);
    assert.deepEqual(messages, [], 'not even a note');

    const build = runCli(['build', 'my-docs', '--out', 'site', '--strict'], s.dir);
    assert.equal(build.code, 0, build.stderr);
    for (const page of ['index.html', 'quickstart.html', 'components.html', 'api-reference/introduction.html'])
      assert.ok(fs.existsSync(path.join(s.dir, 'site', page)), page);
    const endpoints = fs
      .readdirSync(path.join(s.dir, 'site', 'api-reference'))
      .filter((f) => f !== 'introduction.html');
    assert.equal(endpoints.length, 2, `endpoint pages: ${endpoints.join(', ')}`);
  });

  it('writes into an empty folder or one with only dot-files, never into one with files', () => {
    assert.equal(runCli(['new', 'dotted'], s.dir).code, 0);
    const refused = runCli(['new', 'busy'], s.dir);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /busy is not empty \(notes\.md\): choose a new or empty folder/);
    assert.deepEqual(fs.readdirSync(path.join(s.dir, 'busy')), ['notes.md']);
  });
});
