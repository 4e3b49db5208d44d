// The real executable, spawned: the bin wiring, exit codes and streams as a shell or CI sees them.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { cliMain, repoRoot, runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

describe('docsjson executable (spawned)', function () {
  this.timeout(scaledTimeout(60_000));
  let site: ReturnType<typeof tempSite>;
  beforeEach(() => {
    site = tempSite({ 'empty/notes.txt': 'no docs here', 'docs/docs.json': '{\n  "name": "Demo"\n}\n' });
  });
  afterEach(() => site.cleanup());

  it('starts with a node shebang', () => {
    assert.ok(fs.readFileSync(cliMain(), 'utf8').startsWith('#!/usr/bin/env node\n'));
  });

  it('--help and lint --help: exit 0 on stdout', () => {
    const main = runCli(['--help'], site.dir);
    assert.equal(main.code, 0);
    assert.match(main.stdout, /docsjson lint \[PATH\]/);
    assert.equal(main.stderr, '');
    const lint = runCli(['lint', '--help'], site.dir);
    assert.equal(lint.code, 0);
    assert.match(lint.stdout, /--max-warnings N/);
    assert.match(lint.stdout, /UTF-16 code units/);
  });

  it("--version prints package.json's version", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { version: string };
    assert.deepEqual(runCli(['--version'], site.dir), { code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('rules lists every rule', () => {
    const out = runCli(['rules'], site.dir);
    assert.equal(out.code, 0);
    assert.match(out.stdout, /^frontmatter +warning +/m);
  });

  it('exit 2 in a folder without docs.json, with the advice', () => {
    const out = runCli(['lint'], path.join(site.dir, 'empty'));
    assert.deepEqual(out, {
      code: 2,
      stdout: '',
      stderr: `docsjson: no docs.json in ${path.join(site.dir, 'empty')}: run docsjson lint from your docs folder or pass its path\n`,
    });
  });

  it('exit 2 for an unknown flag, an unknown rule or a bad config file', () => {
    assert.deepEqual(runCli(['lint', '--bogus'], site.dir), {
      code: 2,
      stdout: '',
      stderr: 'docsjson: unknown option --bogus\nRun docsjson lint --help\n',
    });
    const rule = runCli(['lint', 'docs', '--rule', 'pagemissing=off'], site.dir);
    assert.equal(rule.code, 2);
    assert.equal(
      rule.stderr,
      "docsjson: unknown rule 'pagemissing' in --rule (did you mean page-missing?)\nRun docsjson lint --help\n",
    );
    fs.writeFileSync(path.join(site.dir, 'docs', '.docsjsonrc.json'), '{"rules": {"schema": "loud"}}');
    const config = runCli(['lint', 'docs'], site.dir);
    assert.equal(config.code, 2);
    assert.equal(
      config.stderr,
      `docsjson: invalid severity 'loud' for rule schema in ${path.join('docs', '.docsjsonrc.json')}: use off, info, warn, warning, error\n`,
    );
  });

  it('lints a real folder with the real core: exit 0 or 1, JSON naming docs.json', () => {
    const out = runCli(['lint', 'docs', '--format', 'json'], site.dir);
    assert.ok(out.code === 0 || out.code === 1, `exit ${out.code}: ${out.stderr}`);
    const results = JSON.parse(out.stdout) as { filePath: string }[];
    assert.equal(results[0].filePath, path.join(site.dir, 'docs', 'docs.json'));
  });

  it('pointing at the docs.json file itself works the same', () => {
    const byFolder = runCli(['lint', 'docs', '--format', 'json'], site.dir);
    const byFile = runCli(['lint', path.join('docs', 'docs.json'), '--format', 'json'], site.dir);
    assert.ok(byFolder.code === 0 || byFolder.code === 1, `exit ${byFolder.code}: ${byFolder.stderr}`);
    assert.equal(byFile.code, byFolder.code, byFile.stderr);
    assert.equal(byFile.stdout, byFolder.stdout);
  });

  it("prints the core's UTF-16 positions 1-based, unchanged, for a CRLF file with emoji", () => {
    const lines = [
      '{',
      '  "name": "Demo 🚀",',
      '  "navigation": { "groups": [ { "group": "🚀 Start 日本", "pages": ["a/missing"] } ] }',
      '}',
      '',
    ];
    fs.writeFileSync(path.join(site.dir, 'docs', 'docs.json'), lines.join('\r\n'));
    const out = runCli(['lint', 'docs', '--format', 'json'], site.dir);
    assert.equal(out.code, 1, out.stderr);
    const [entry] = JSON.parse(out.stdout) as {
      messages: { ruleId: string; line: number; column: number; endLine: number; endColumn: number }[];
    }[];
    const missing = entry.messages.find((m) => m.ruleId === 'page-missing');
    assert.ok(missing, JSON.stringify(entry.messages));
    const character = lines[2].indexOf('"a/missing"'); // a JS index is a UTF-16 offset
    assert.deepEqual(
      { line: missing.line, column: missing.column, endLine: missing.endLine, endColumn: missing.endColumn },
      { line: 3, column: character + 1, endLine: 3, endColumn: character + '"a/missing"'.length + 1 },
    );
    const gh = runCli(['lint', 'docs', '--format', 'github'], site.dir);
    assert.match(
      gh.stdout,
      new RegExp(`line=3,col=${character + 1},endLine=3,endColumn=${character + 12},title=page-missing::`),
    );
  });

  it('an error thrown outside run() still ends as "internal error", exit 2, no stack unless DEBUG=docsjson', () => {
    const preload = path.join(site.dir, 'late-throw.js');
    fs.writeFileSync(preload, "setTimeout(() => { throw new RangeError('late boom'); }, 0);\n");
    const spawn = (env: Record<string, string>) => {
      const clean = { ...process.env };
      for (const k of ['DEBUG', 'NODE_OPTIONS']) delete clean[k];
      return spawnSync(process.execPath, ['--require', preload, cliMain(), '--version'], {
        cwd: site.dir,
        env: { ...clean, ...env },
        encoding: 'utf8',
      });
    };
    const quiet = spawn({});
    assert.equal(quiet.status, 2);
    assert.match(quiet.stderr, /^docsjson: internal error: late boom\nThis is a bug in docsjson/);
    assert.ok(!quiet.stderr.includes('    at '), quiet.stderr);
    const loud = spawn({ DEBUG: 'docsjson' });
    assert.equal(loud.status, 2);
    assert.match(loud.stderr, /RangeError: late boom\n {4}at /);
  });
});
