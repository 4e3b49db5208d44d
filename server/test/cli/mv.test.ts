// `docsjson mv`, spawned as a user runs it: the file moves, and docs.json's entries, other pages' links and the
// moved page's own relative links follow (the language server's rename edit), docs.json keeps its formatting, and
// --redirect sends the old URL to the new one. The site lints clean afterwards.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const DOCS = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Mv",
  "colors": { "primary": "#0D9373" },
  "navigation": { "pages": ["index", "guides/setup", "guides/deploy"] }
}
`;

describe('docsjson mv (spawned)', function () {
  this.timeout(scaledTimeout(60_000));
  let s: ReturnType<typeof tempSite>;
  beforeEach(
    () =>
      (s = tempSite({
        'docs.json': DOCS,
        'index.mdx': '---\ntitle: Home\n---\n\nRead the [setup](/guides/setup#install) first.\n',
        'guides/setup.mdx':
          '---\ntitle: Setup\n---\n\n## Install\n\nThen [deploy](./deploy). ![Logo](../images/logo.png)\n',
        'guides/deploy.mdx': '---\ntitle: Deploy\n---\n\nAfter [setup](/guides/setup).\n',
        'images/logo.png': '',
      })),
  );
  afterEach(() => s.cleanup());
  const read = (rel: string) => fs.readFileSync(path.join(s.dir, ...rel.split('/')), 'utf8');

  it('moves a page and updates docs.json, links into it and its own relative links; --redirect keeps the old URL', () => {
    const out = runCli(['mv', 'guides/setup.mdx', 'start/setup.mdx', '--redirect'], s.dir);
    assert.equal(out.code, 0, out.stderr);
    assert.match(
      out.stdout,
      /^docsjson: moved guides\/setup\.mdx to start\/setup\.mdx; 4 references updated in 4 files\n/,
    );
    assert.ok(!fs.existsSync(path.join(s.dir, 'guides', 'setup.mdx')));
    assert.equal(
      read('start/setup.mdx'),
      '---\ntitle: Setup\n---\n\n## Install\n\nThen [deploy](../guides/deploy). ![Logo](../images/logo.png)\n',
    );
    assert.equal(read('index.mdx'), '---\ntitle: Home\n---\n\nRead the [setup](/start/setup#install) first.\n');
    assert.equal(read('guides/deploy.mdx'), '---\ntitle: Deploy\n---\n\nAfter [setup](/start/setup).\n');
    // Only the entry changed, and the redirects were added after the last key, in the file's indentation.
    assert.equal(
      read('docs.json'),
      DOCS.replace('"guides/setup"', '"start/setup"').replace(
        '] }\n}\n',
        '] },\n  "redirects": [\n    {\n      "source": "/guides/setup",\n      "destination": "/start/setup"\n    }\n  ]\n}\n',
      ),
    );
    const lint = runCli(['lint', '.'], s.dir);
    assert.equal(lint.code, 0, lint.stdout);
    assert.match(lint.stdout, /3 pages, 0 problems/);
  });

  it('a second move with --redirect points the first redirect at the new place instead of chaining', () => {
    assert.equal(runCli(['mv', 'guides/setup.mdx', 'start/setup.mdx', '--redirect'], s.dir).code, 0);
    assert.equal(runCli(['mv', 'start', 'begin', '--redirect'], s.dir).code, 0);
    assert.deepEqual(JSON.parse(read('docs.json')).redirects, [
      { source: '/guides/setup', destination: '/begin/setup' },
      { source: '/start/setup', destination: '/begin/setup' },
    ]);
  });

  it('moves a folder; refuses a destination that exists and a source that does not', () => {
    assert.equal(runCli(['mv', 'images', 'assets/images'], s.dir).code, 0);
    assert.match(read('guides/setup.mdx'), /!\[Logo\]\(\.\.\/assets\/images\/logo\.png\)/);
    const taken = runCli(['mv', 'guides/setup.mdx', 'index.mdx'], s.dir);
    assert.equal(taken.code, 2);
    assert.match(taken.stderr, /index\.mdx exists already: mv never replaces a file/);
    const missing = runCli(['mv', 'nothing.mdx', 'x.mdx'], s.dir);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /nothing\.mdx does not exist/);
  });
});
