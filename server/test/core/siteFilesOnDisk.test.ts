// The walk over a real folder: which files are part of the site (Mintlify's tool folders and .mintignore skipped,
// other dot folders kept), seen through the Node workspace and the CLI.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { runCli, tempSite } from '../cli/helpers';
import { docsJson } from '../helpers/textRanges';

const page = (title: string) => `---\ntitle: ${title}\n---\n\nBody\n`;

describe('site files on disk', () => {
  const files = {
    'docs.json': docsJson({
      pages: ['.well-known/security', 'guides/intro', 'drafts/wip', 'node_modules/pkg/readme-page', '.github/notes'],
    }),
    '.mintignore': 'drafts/\n',
    '.well-known/security.mdx': page('Security'),
    'guides/intro.mdx': page('Intro'),
    'guides/README.mdx': page('Guides'),
    'drafts/wip.mdx': page('WIP'),
    'node_modules/pkg/readme-page.mdx': page('Pkg'),
    '.github/notes.mdx': page('Notes'),
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.mintlify/notes.mdx': page('Internal'),
    '.mintlify/settings.json': '{}',
  };

  it('lists dot-folder content but not tool folders or what .mintignore names', async () => {
    const site = tempSite(files);
    try {
      const listed = (await new NodeWorkspace(site.dir).listFiles()).sort();
      assert.deepEqual(listed, [
        '.mintignore',
        '.mintlify/settings.json',
        '.well-known/security.mdx',
        'docs.json',
        'guides/README.mdx',
        'guides/intro.mdx',
      ]);
    } finally {
      site.cleanup();
    }
  });

  it('lint finds the .well-known page and reports the pages Mintlify does not read', () => {
    const site = tempSite(files);
    try {
      const run = runCli(['lint', '--format', 'json', site.dir], site.dir);
      const report = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>;
      const problems = report.flatMap((f) => f.messages).filter((p) => p.ruleId === 'page-missing');
      assert.deepEqual(
        problems.map((p) => /^page "([^"]+)"/.exec(p.message)?.[1]),
        ['drafts/wip', 'node_modules/pkg/readme-page', '.github/notes'],
      );
      assert.equal(run.code, 0, 'a page with no file is a warning: Mintlify builds the site without it');
    } finally {
      site.cleanup();
    }
  });

  it('does not read a .mintignore that is a link leading out of the root', async () => {
    const outside = tempSite({ 'ignore-all': '*\n' });
    const site = tempSite({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': page('A') });
    try {
      fs.symlinkSync(path.join(outside.dir, 'ignore-all'), path.join(site.dir, '.mintignore'));
      assert.ok((await new NodeWorkspace(site.dir).listFiles()).includes('a.mdx'));
    } finally {
      site.cleanup();
      outside.cleanup();
    }
  });
});
