// The pre-commit hook (.pre-commit-hooks.yaml), run by pre-commit itself through `try-repo`, as a docs repository
// that adds the hook would run it: pre-commit copies this repository (uncommitted changes included), installs it
// as a Node package (npm install, npm pack, npm install -g: the system Node, no download) and runs the hook on a
// commit's files. The install fetches the build's devDependencies from the npm registry (or the npm cache), which
// takes a minute or more.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { requireProgram } from '../helpers/requirements';
import { repoRoot, tempSite } from '../cli/helpers';

function run(program: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(program, args, { cwd, encoding: 'utf8', timeout: 900_000, env: { ...process.env, ...env } });
  if (r.error) throw r.error;
  return r;
}

describe('the pre-commit hook, through pre-commit try-repo', function () {
  this.timeout(1_200_000);

  it('fails a commit whose docs have an error, names it, and passes once it is fixed', function () {
    requireProgram(this, 'pre-commit', 'apt-get install pre-commit');
    const home = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-pre-commit-')));
    const site = tempSite({
      'docs.json': JSON.stringify({
        $schema: 'https://mintlify.com/docs.json',
        name: 'Hooked',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index', 'missing'] },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    try {
      const env = { PRE_COMMIT_HOME: path.join(home, 'cache'), GIT_CONFIG_GLOBAL: path.join(home, 'gitconfig') };
      for (const args of [
        ['init', '-q'],
        ['config', 'user.email', 't@example.test'],
        ['config', 'user.name', 'T'],
      ])
        assert.equal(run('git', args, site.dir, env).status, 0);
      assert.equal(run('git', ['add', '-A'], site.dir, env).status, 0);
      const failing = run(
        'pre-commit',
        ['try-repo', repoRoot(), 'docsjson', '--all-files', '--verbose'],
        site.dir,
        env,
      );
      const out = failing.stdout + failing.stderr;
      assert.equal(failing.status, 1, out);
      assert.match(out, /docsjson lint\.+Failed/);
      assert.match(out, /page "missing" has no file/);

      fs.writeFileSync(path.join(site.dir, 'missing.mdx'), '---\ntitle: Missing\n---\n');
      assert.equal(run('git', ['add', '-A'], site.dir, env).status, 0);
      const passing = run('pre-commit', ['try-repo', repoRoot(), 'docsjson', '--all-files'], site.dir, env);
      assert.equal(passing.status, 0, passing.stdout + passing.stderr);
      assert.match(passing.stdout, /docsjson lint\.+Passed/);
    } finally {
      site.cleanup();
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
