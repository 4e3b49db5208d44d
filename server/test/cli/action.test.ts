// The GitHub Action (action.yml), run as the runner runs a composite action: each `run` step in bash with the
// runner's flags, `${{ … }}` expressions filled in, the step's env, RUNNER_TEMP, and the folders a step appends
// to $GITHUB_PATH put on PATH for the steps after it. The `uses: actions/setup-node` step is not run: the test
// process is itself Node 20. The pack step really packs this repository and installs the tarball.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import YAML from 'yaml';
import { repoRoot, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}

interface Action {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; steps: Step[] };
}

const root = repoRoot();
const action = YAML.parse(fs.readFileSync(path.join(root, 'action.yml'), 'utf8')) as Action;

/** `${{ inputs.x }}`, `${{ github.workspace }}`, `${{ github.action_path }}` as the runner fills them in. */
function expand(text: string, inputs: Record<string, string>, workspace: string): string {
  return text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    if (name === 'github.workspace') return workspace;
    if (name === 'github.action_path') return root;
    if (name.startsWith('inputs.')) {
      const input = name.slice('inputs.'.length);
      return inputs[input] ?? action.inputs[input]?.default ?? '';
    }
    throw new Error(`the test does not know the expression ${name}`);
  });
}

/**
 * Runs the `run` steps in order (from the one named `from`, reusing what earlier steps appended to $GITHUB_PATH);
 * the output and exit code of the last one run.
 */
function runAction(workspace: string, inputs: Record<string, string>, temp: string, from?: string) {
  const githubPath = path.join(temp, 'github_path');
  if (!from) fs.writeFileSync(githubPath, '');
  let last = { status: 0 as number | null, stdout: '', stderr: '' };
  const start = from ? action.runs.steps.findIndex((s) => s.name === from) : 0;
  assert.ok(start >= 0, `no step named ${from}`);
  for (const step of action.runs.steps.slice(start)) {
    if (!step.run) continue;
    assert.equal(step.shell, 'bash');
    const added = fs.readFileSync(githubPath, 'utf8').split('\n').filter(Boolean).reverse();
    const env: Record<string, string | undefined> = {
      ...process.env,
      PATH: [...added, process.env.PATH].join(path.delimiter),
      RUNNER_TEMP: temp,
      GITHUB_PATH: githubPath,
      GITHUB_WORKSPACE: workspace,
      GITHUB_ACTION_PATH: root,
    };
    for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expand(v, inputs, workspace);
    const r = spawnSync(
      'bash',
      ['--noprofile', '--norc', '-eo', 'pipefail', '-c', expand(step.run, inputs, workspace)],
      {
        cwd: expand(step['working-directory'] ?? workspace, inputs, workspace),
        env,
        encoding: 'utf8',
        timeout: scaledTimeout(300_000),
      },
    );
    if (r.error) throw r.error;
    last = { status: r.status, stdout: r.stdout, stderr: r.stderr };
    if (r.status !== 0) break;
  }
  return last;
}

describe('the GitHub Action (action.yml), its steps run in a shell', function () {
  this.timeout(scaledTimeout(600_000));
  let temp: string;
  let site: ReturnType<typeof tempSite>;

  before(() => {
    temp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-action-')));
    site = tempSite({
      'docs/docs.json': JSON.stringify({
        $schema: 'https://mintlify.com/docs.json',
        name: 'Action',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index'] },
      }),
      'docs/index.mdx': '---\ntitle: Home\n---\n\n![](/logo.png)\n',
      'docs/logo.png': '',
      'docs/strict.json': JSON.stringify({ rules: { 'image-alt': 'error' } }),
    });
  });
  after(() => {
    fs.rmSync(temp, { recursive: true, force: true });
    site.cleanup();
  });

  it('is a composite action whose inputs reach the scripts only through the environment', () => {
    assert.equal(action.runs.using, 'composite');
    assert.deepEqual(Object.keys(action.inputs).sort(), ['config', 'max-warnings', 'path']);
    for (const step of action.runs.steps)
      assert.doesNotMatch(step.run ?? '', /\$\{\{/, 'an expression pasted into a script');
  });

  it('packs and installs the CLI, then annotates each problem; inputs path, max-warnings and config work', () => {
    const warnings = runAction(site.dir, { path: 'docs' }, temp);
    assert.equal(warnings.status, 0, warnings.stderr);
    assert.match(
      warnings.stdout,
      /^::warning file=docs\/index\.mdx,line=5,col=1,endLine=5,endColumn=15,title=image-alt::/m,
    );
    // The installed program is the one from the tarball, not this checkout's.
    assert.ok(fs.existsSync(path.join(temp, 'docsjson', 'prefix', 'bin', 'docsjson')));

    // The other inputs with the CLI installed above (the runner would pack again: same steps, same result).
    const strictCount = runAction(site.dir, { path: 'docs', 'max-warnings': '0' }, temp, 'Lint');
    assert.equal(strictCount.status, 1);
    assert.match(strictCount.stderr, /too many warnings \(1, maximum 0\)/);

    const config = runAction(site.dir, { path: 'docs', config: 'docs/strict.json' }, temp, 'Lint');
    assert.equal(config.status, 1);
    assert.match(config.stdout, /^::error file=docs\/index\.mdx,line=5,/m);

    // A hostile input is a value, not a command.
    const hostile = runAction(site.dir, { path: 'docs"; touch pwned; echo "' }, temp, 'Lint');
    assert.equal(hostile.status, 2);
    assert.ok(!fs.existsSync(path.join(site.dir, 'pwned')));
  });
});
