// Shared by the CLI tests: synthetic problems, temp folders, the repo root and the compiled CLI entry.
import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Problem, Severity } from '../../src/core/problem';
import { scaledTimeout } from '../helpers/timeScale';

/** A problem at 0-based [line, character] → [endLine, endCharacter], as the core reports them. */
export function problem(
  file: string,
  [line, character, endLine, endCharacter]: [number, number, number, number],
  severity: Severity,
  ruleId: string,
  message: string,
): Problem {
  return {
    file,
    ruleId,
    severity,
    message,
    range: { start: { line, character }, end: { line: endLine, character: endCharacter } },
  };
}

/** The folder with docsjson's package.json, walking up from this compiled file (server/out or .scratch). */
export function repoRoot(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === 'docsjson')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no docsjson package.json above ${__dirname}`);
    dir = parent;
  }
}

/**
 * The compiled `docsjson` entry next to this compiled test: server/out/src/cli/main.js in the normal build, the
 * same file under the private build folder otherwise (test/cli/x.test.js → src/cli/main.js).
 */
export function cliMain(): string {
  const main = path.resolve(__dirname, '..', '..', 'src', 'cli', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`compiled CLI not found at ${main}: build first`);
  return main;
}

/** A fresh temp folder holding `files` (root-relative POSIX path → text); removed by the returned cleanup. */
export function tempSite(files: Record<string, string>): { dir: string; cleanup: () => void } {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-cli-')));
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(dir, ...rel.split('/'));
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  }
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The program users run: the bundled `dist/docsjson.js` (`npm run build` writes it; `npm test` builds first). The
 * compiled sources load their ES-module dependencies through Node 20's require(esm), which once killed a spawned
 * lint with a fatal V8 error ("IsGraphAsync must be used on an instantiated module"); the bundle is CommonJS
 * throughout. The compiled entry remains for tests that compare the two (codeCache.test.ts), and when no bundle
 * was built.
 */
export function cliProgram(): string {
  const bundled = path.join(repoRoot(), 'dist', 'docsjson.js');
  return fs.existsSync(bundled) ? bundled : cliMain();
}

/** Spawns the CLI with node, without colour/debug variables from the caller's environment. */
export function runCli(args: string[], cwd: string, env: Record<string, string> = {}) {
  const clean = { ...process.env };
  for (const k of ['FORCE_COLOR', 'NO_COLOR', 'DEBUG', 'NODE_OPTIONS']) delete clean[k];
  const r = spawnSync(process.execPath, [cliProgram(), ...args], {
    cwd,
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: scaledTimeout(60_000),
    maxBuffer: 256 * 1024 * 1024, // a lint may list tens of thousands of findings
  });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Spawns the CLI as runCli does, without blocking this process: for tests whose own event loop must go on while it
 * runs (a local HTTP server the CLI requests).
 */
export function runCliAsync(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const clean = { ...process.env };
  for (const k of ['FORCE_COLOR', 'NO_COLOR', 'DEBUG', 'NODE_OPTIONS']) delete clean[k];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliProgram(), ...args], { cwd, env: { ...clean, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
