// Where the output goes: github annotation paths relative to the repository root (docs in a subfolder, docsjson run
// from anywhere), and the width stylish wraps to (a terminal, COLUMNS, CI logs, pipes).
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { run } from '../../src/cli/run';
import { outputWidth } from '../../src/cli/terminalWidth';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const BROKEN = JSON.stringify(
  {
    theme: 'mint',
    name: 'x',
    colors: { primary: '#123456' },
    navigation: { pages: ['a-page-whose-file-is-missing-and-whose-name-is-long-enough-to-need-wrapping'] },
  },
  null,
  2,
);

describe('github annotations name files from the repository root', function () {
  this.timeout(scaledTimeout(60_000));
  let repo: ReturnType<typeof tempSite>;
  beforeEach(() => {
    repo = tempSite({ 'website/docs/docs.json': BROKEN, 'README.md': '# repo' });
    // What marks a repository's root, for docsjson as for git: a .git folder (git itself is not needed here).
    fs.mkdirSync(path.join(repo.dir, '.git'));
  });
  afterEach(() => repo.cleanup());

  // The missing page made an error, so that each run has exactly one annotation that counts.
  const AS_ERROR = ['--rule', 'page-missing=error'];
  const files = (stdout: string) => [...stdout.matchAll(/^::error file=([^,]+),/gm)].map((m) => m[1]);

  it('from the docs folder itself (working-directory: website/docs), from the root and from elsewhere', () => {
    const docs = path.join(repo.dir, 'website', 'docs');
    for (const [cwd, arg] of [
      [docs, '.'],
      [repo.dir, 'website/docs'],
      [path.join(repo.dir, 'website'), 'docs/docs.json'],
    ]) {
      const out = runCli(['lint', arg, '--format', 'github', ...AS_ERROR], cwd);
      assert.equal(out.code, 1, out.stderr);
      assert.deepEqual(files(out.stdout), ['website/docs/docs.json'], `run from ${cwd}`);
    }
  });

  it('a .git file (a worktree or a submodule) marks the root too', () => {
    fs.rmSync(path.join(repo.dir, '.git'), { recursive: true });
    fs.writeFileSync(path.join(repo.dir, '.git'), 'gitdir: /somewhere/else/.git/worktrees/repo\n');
    const out = runCli(['lint', '.', '--format', 'github', ...AS_ERROR], path.join(repo.dir, 'website', 'docs'));
    assert.deepEqual(files(out.stdout), ['website/docs/docs.json']);
  });

  it('outside a git repository: relative to the current folder', async () => {
    fs.rmSync(path.join(repo.dir, '.git'), { recursive: true });
    const out = await run(['lint', 'docs', '--format', 'github', ...AS_ERROR], {
      cwd: path.join(repo.dir, 'website'),
      env: {},
      stdoutIsTTY: false,
    });
    // A .git far above the temp folder would be found too; none is expected under the system temp folder.
    assert.deepEqual(files(out.stdout), ['docs/docs.json']);
  });

  it('stylish paths stay relative to the current folder', () => {
    const out = runCli(['lint', '.'], path.join(repo.dir, 'website', 'docs'));
    assert.equal(out.stdout.split('\n')[1], 'docs.json');
  });
});

describe('stylish output width', () => {
  it('COLUMNS wins; else the terminal; nothing when piped or in CI', () => {
    assert.equal(outputWidth({ env: {}, stdoutIsTTY: true, stdoutColumns: 100 }), 100);
    assert.equal(outputWidth({ env: { COLUMNS: '72' }, stdoutIsTTY: true, stdoutColumns: 100 }), 72);
    assert.equal(outputWidth({ env: {}, stdoutIsTTY: false, stdoutColumns: undefined }), undefined);
    assert.equal(outputWidth({ env: { COLUMNS: '72' }, stdoutIsTTY: false }), 72);
    assert.equal(outputWidth({ env: { CI: 'true' }, stdoutIsTTY: true, stdoutColumns: 100 }), undefined);
    assert.equal(outputWidth({ env: { CI: 'true', COLUMNS: '90' }, stdoutIsTTY: true, stdoutColumns: 100 }), 90);
    assert.equal(outputWidth({ env: { COLUMNS: 'wide' }, stdoutIsTTY: true, stdoutColumns: 100 }), 100);
    assert.equal(outputWidth({ env: { COLUMNS: '0' }, stdoutIsTTY: false }), undefined);
  });

  it('the command wraps on a 60-column terminal and not when piped', async () => {
    const site = tempSite({ 'docs.json': BROKEN });
    try {
      const onTerminal = await run(['lint', '.', '--no-color'], {
        cwd: site.dir,
        env: {},
        stdoutIsTTY: true,
        stdoutColumns: 60,
      });
      const lines = onTerminal.stdout.split('\n');
      assert.ok(
        lines.every((l) => l.length <= 60),
        onTerminal.stdout,
      );
      assert.ok(
        lines.some((l) => /^ {10,}\S/.test(l)),
        'a continuation line under the message column',
      );
      const piped = await run(['lint', '.'], { cwd: site.dir, env: {}, stdoutIsTTY: false, stdoutColumns: 60 });
      assert.ok(piped.stdout.split('\n').some((l) => l.length > 60));
    } finally {
      site.cleanup();
    }
  });
});
