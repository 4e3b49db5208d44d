import assert from 'node:assert/strict';
import * as path from 'path';
import type { Problem } from '../../src/core/problem';
import { DocsFileError, RULES, WorkspaceError, type DocsServiceOptions } from '../../src/core';
import { run, type RunContext } from '../../src/cli/run';
import { WorkerFrontMatterReader } from '../../src/node/workerFrontMatterReader';
import { WorkerSpecIndexer } from '../../src/node/workerSpecIndexer';
import { problem, tempSite } from './helpers';

interface Call {
  root: string;
  options: DocsServiceOptions;
}

/** A run context whose core returns `problems` and records what it was asked. */
function fakeCore(
  cwd: string,
  problems: Problem[],
  extra: Partial<RunContext> = {},
): { ctx: RunContext; calls: Call[] } {
  const calls: Call[] = [];
  const ctx: RunContext = {
    cwd,
    env: {},
    stdoutIsTTY: false,
    packageInfo: () => ({ version: '9.9.9', informationUri: 'https://example.test/' }),
    lint: async (options) => {
      calls.push({ root: options.workspace.rootPath, options });
      return { problems, configFiles: [options.docsFile ?? 'docs.json'] } as never;
    },
    ...extra,
  };
  return { ctx, calls };
}

const err = problem('docs.json', [0, 0, 0, 1], 'error', 'page-missing', 'E.');
const warn = problem('docs.json', [1, 0, 1, 1], 'warning', 'key-ignored', 'W.');
const info = problem('docs.json', [2, 0, 2, 1], 'info', 'openapi-remote', 'I.');

describe('run (exit codes, PATH, config, errors)', () => {
  let site: ReturnType<typeof tempSite>;
  beforeEach(() => {
    site = tempSite({
      'docs/docs.json': '{}',
      'docs/.docsjsonrc.json': '{"rules": {"page-missing": "warn", "frontmatter": "off"}}',
      'other/docs.staging.json': '{}',
      'empty/readme.md': '# nothing here',
    });
  });
  afterEach(() => site.cleanup());

  it('exit 0 when clean, 1 with errors', async () => {
    assert.equal((await run(['lint', 'docs'], fakeCore(site.dir, []).ctx)).exitCode, 0);
    const out = await run(['lint', 'docs'], fakeCore(site.dir, [err]).ctx);
    assert.equal(out.exitCode, 1);
    assert.match(out.stdout, /✖ 1 problem \(1 error, 0 warnings\)/);
    assert.equal(out.stderr, '');
  });

  it('warnings pass unless over --max-warnings; infos never count', async () => {
    assert.equal((await run(['lint', 'docs'], fakeCore(site.dir, [warn, warn]).ctx)).exitCode, 0);
    assert.equal(
      (await run(['lint', 'docs', '--max-warnings', '2'], fakeCore(site.dir, [warn, warn, info]).ctx)).exitCode,
      0,
    );
    const over = await run(['lint', 'docs', '--max-warnings', '1'], fakeCore(site.dir, [warn, warn, info]).ctx);
    assert.equal(over.exitCode, 1);
    assert.equal(over.stderr, 'docsjson: too many warnings (2, maximum 1)\n');
    const both = await run(['lint', 'docs', '--max-warnings', '0'], fakeCore(site.dir, [err, warn]).ctx);
    assert.equal(both.exitCode, 1);
    assert.equal(both.stderr, 'docsjson: too many warnings (1, maximum 0)\n');
    const infos = await run(['lint', 'docs', '--max-warnings', '0'], fakeCore(site.dir, [info, info, info]).ctx);
    assert.equal(infos.exitCode, 0);
    assert.match(infos.stdout, /3 infos/);
  });

  it('passes config severities to the core, --rule winning over the file', async () => {
    const { ctx, calls } = fakeCore(site.dir, []);
    await run(['lint', 'docs', '--rule', 'page-missing=error', '--rule', 'schema=info'], ctx);
    assert.equal(calls.length, 1);
    const {
      frontMatterReader,
      specIndexer,
      specValidator,
      background,
      checksOnce,
      workspace: _workspace,
      ...options
    } = calls[0].options;
    assert.ok(specValidator, 'the CLI validates specs fully');
    assert.equal(background, undefined, 'the CLI waits for slow work');
    assert.equal(checksOnce, true, 'the CLI keeps nothing for a next check');
    assert.ok(specIndexer === undefined || specIndexer instanceof WorkerSpecIndexer);
    assert.deepEqual(
      { root: calls[0].root, options },
      {
        root: path.join(site.dir, 'docs'),
        options: {
          docsFile: 'docs.json',
          severities: { 'page-missing': 'error', frontmatter: 'off', schema: 'info' },
          ignores: [],
          overrides: [],
        },
      },
    );
    assert.equal(frontMatterReader, undefined, 'with the page rules on, front matter comes from the parsed pages');
    // With every page rule off, front matter is read ahead on worker threads instead.
    const pageRulesOff = RULES.filter((r) => r.reads === 'pages').flatMap((r) => ['--rule', `${r.id}=off`]);
    const heads = fakeCore(site.dir, []);
    await run(['lint', 'docs', ...pageRulesOff], heads.ctx);
    assert.ok(heads.calls[0].options.frontMatterReader instanceof WorkerFrontMatterReader);
  });

  it('PATH defaults to the current folder, and may be the config file itself', async () => {
    const a = fakeCore(path.join(site.dir, 'docs'), []);
    await run(['lint'], a.ctx);
    assert.equal(a.calls[0].root, path.join(site.dir, 'docs'));
    const b = fakeCore(site.dir, []);
    await run(['lint', 'other/docs.staging.json', '--format', 'json'], b.ctx);
    assert.equal(b.calls[0].root, path.join(site.dir, 'other'));
    assert.equal(b.calls[0].options.docsFile, 'docs.staging.json');
  });

  it('a folder without docs.json, or a missing PATH: exit 2 saying what to do', async () => {
    const none = await run(['lint', 'empty'], fakeCore(site.dir, []).ctx);
    assert.deepEqual(none, {
      exitCode: 2,
      stdout: '',
      stderr: `docsjson: no docs.json in ${path.join(site.dir, 'empty')}: run docsjson lint from your docs folder or pass its path\n`,
    });
    const missing = await run(['lint', 'nowhere'], fakeCore(site.dir, []).ctx);
    assert.equal(missing.exitCode, 2);
    assert.equal(
      missing.stderr,
      `docsjson: ${path.join(site.dir, 'nowhere')} does not exist: run docsjson lint from your docs folder or pass its path\n`,
    );
  });

  it('usage errors: exit 2, the message and the help to read, nothing on stdout', async () => {
    const out = await run(['lint', 'docs', '--rule', 'page-mising=off'], fakeCore(site.dir, []).ctx);
    assert.deepEqual(out, {
      exitCode: 2,
      stdout: '',
      stderr: "docsjson: unknown rule 'page-mising' in --rule (did you mean page-missing?)\nRun docsjson lint --help\n",
    });
  });

  it('a bad config file: exit 2 naming it, before the core runs', async () => {
    site.cleanup();
    site = tempSite({ 'docs/docs.json': '{}', 'docs/.docsjsonrc.json': '{"rules": {"page-mising": "warn"}}' });
    const { ctx, calls } = fakeCore(site.dir, []);
    const out = await run(['lint', 'docs'], ctx);
    assert.equal(out.exitCode, 2);
    assert.equal(
      out.stderr,
      `docsjson: unknown rule 'page-mising' in ${path.join('docs', '.docsjsonrc.json')} (did you mean page-missing?)\n`,
    );
    assert.equal(calls.length, 0);
  });

  it('a crash in the core: exit 2, "internal error" and a hint, no stack unless DEBUG=docsjson', async () => {
    const boom = async () => {
      throw new TypeError('Cannot read properties of undefined (reading "x")');
    };
    const quiet = await run(['lint', 'docs'], fakeCore(site.dir, [], { lint: boom }).ctx);
    assert.equal(quiet.exitCode, 2);
    assert.equal(quiet.stdout, '');
    assert.equal(
      quiet.stderr,
      'docsjson: internal error: Cannot read properties of undefined (reading "x")\n' +
        'This is a bug in docsjson: please report it with the command you ran (and the docs.json if you can share it).\n' +
        'Run with DEBUG=docsjson to print the stack trace.\n',
    );
    assert.ok(!quiet.stderr.includes('    at '), 'no stack frames');
    for (const DEBUG of ['docsjson', 'express,docsjson', '*']) {
      const loud = await run(['lint', 'docs'], fakeCore(site.dir, [], { lint: boom, env: { DEBUG } }).ctx);
      assert.equal(loud.exitCode, 2);
      assert.match(loud.stderr, /^docsjson: internal error: Cannot read/);
      assert.match(loud.stderr, /TypeError: Cannot read properties[\s\S]*\n {4}at /, `stack with DEBUG=${DEBUG}`);
    }
  });

  it("the core refusing the config file itself (DocsFileError) is the user's error: exit 2", async () => {
    const refuse = async () => {
      throw new DocsFileError('docs.json', new WorkspaceError('too-large', 'docs.json', '"docs.json" is too large'));
    };
    const out = await run(['lint', 'docs'], fakeCore(site.dir, [], { lint: refuse }).ctx);
    assert.equal(out.exitCode, 2);
    assert.equal(
      out.stderr,
      `docsjson: cannot check ${path.join(site.dir, 'docs', 'docs.json')}: "docs.json" is too large\n`,
    );
  });

  it('colours stylish output only on a terminal without NO_COLOR, or with FORCE_COLOR; never other formats', async () => {
    const esc = '\u001b[';
    const withEnv = (env: Record<string, string>, tty: boolean, argv: string[] = []) =>
      run(['lint', 'docs', ...argv], fakeCore(site.dir, [err], { env, stdoutIsTTY: tty }).ctx).then((o) =>
        o.stdout.includes(esc),
      );
    assert.equal(await withEnv({}, true), true);
    assert.equal(await withEnv({}, false), false);
    assert.equal(await withEnv({ NO_COLOR: '1' }, true), false);
    assert.equal(await withEnv({}, true, ['--no-color']), false);
    assert.equal(await withEnv({ FORCE_COLOR: '1' }, false), true);
    assert.equal(await withEnv({ FORCE_COLOR: '1' }, false, ['--no-color']), false);
    assert.equal(await withEnv({ FORCE_COLOR: '1' }, true, ['--format', 'json']), false);
    assert.equal(await withEnv({ FORCE_COLOR: '1' }, true, ['--format', 'github']), false);
  });

  it('each format writes to stdout; --version, --help and rules need no core', async () => {
    for (const format of ['json', 'sarif']) {
      const out = await run(['lint', 'docs', '--format', format], fakeCore(site.dir, [warn]).ctx);
      assert.equal(out.exitCode, 0);
      JSON.parse(out.stdout);
    }
    const gh = await run(['lint', 'docs', '--format', 'github'], fakeCore(site.dir, [err]).ctx);
    assert.equal(
      gh.stdout,
      `::error file=${path.join('docs', 'docs.json')},line=1,col=1,endLine=1,endColumn=2,title=page-missing::E.\n`,
    );
    const noCore = fakeCore(site.dir, [], { lint: async () => assert.fail('core called') }).ctx;
    assert.deepEqual(await run(['--version'], noCore), { exitCode: 0, stdout: '9.9.9\n', stderr: '' });
    const help = await run(['lint', '--help'], noCore);
    assert.equal(help.exitCode, 0);
    assert.match(help.stdout, /UTF-16 code units/);
    const rules = await run(['rules'], noCore);
    assert.match(rules.stdout, /^page-missing +warning +A navigation page has no \.mdx or \.md file\.$/m);
    assert.match(rules.stdout, /^openapi-remote +info +/m);
  });
});
