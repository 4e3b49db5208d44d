// Ctrl-C and SIGTERM stop lint, build and dev as users run them: the shipped program in its own process, a real
// signal sent once the process has said it is at work (never after a guessed delay), on a site large enough that the
// work is far from done then. The process ends with 130 (SIGINT) or 143 (SIGTERM), prints no report, and a build
// leaves no half-written site behind.
import assert from 'node:assert/strict';
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { page, writeTree } from './sampleSite';
import { scaledTimeout } from '../helpers/timeScale';

const CLI = path.resolve(__dirname, '../../../../dist/docsjson.js');

/** A site of `count` pages with some prose, components and code in each. */
function largeSite(root: string, count: number): void {
  const body =
    '## Part\n\nProse with a [link](/p0), **bold** and `code`.\n\n<Note>A note.</Note>\n\n```js\nlet x = 1;\n```\n\n';
  const files: Record<string, string> = {};
  const pages: string[] = [];
  for (let i = 0; i < count; i++) {
    pages.push(`p${i}`);
    files[`p${i}.mdx`] = page(`Page ${i}`, body.repeat(6));
  }
  files['docs.json'] = JSON.stringify({
    theme: 'mint',
    name: 'Large',
    colors: { primary: '#0a7d5a' },
    navigation: { groups: [{ group: 'Pages', pages }] },
  });
  writeTree(root, files);
}

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI, sends `signal` as soon as stderr or stdout matches `started`, and resolves when it has exited. */
function stopWhen(
  args: string[],
  started: RegExp,
  signal: NodeJS.Signals,
  env: NodeJS.ProcessEnv = {},
): Promise<Ended> {
  const clean = { ...process.env };
  for (const k of ['FORCE_COLOR', 'NO_COLOR', 'DEBUG', 'NODE_OPTIONS']) delete clean[k];
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let sent = false;
  const look = () => {
    if (!sent && started.test(stdout + stderr)) {
      sent = true;
      child.kill(signal);
    }
  };
  child.stdout.on('data', (d) => ((stdout += d), look()));
  child.stderr.on('data', (d) => ((stderr += d), look()));
  return new Promise((resolve) => child.on('close', (code, sig) => resolve({ code, signal: sig, stdout, stderr })));
}

describe('stopping lint, build and dev with a signal', function () {
  this.timeout(scaledTimeout(180000));
  let tmp: string;
  /** Lint checks 1,500 pages in seconds; the build renders 200 in seconds after a longer start. */
  let site: string;
  let buildSite: string;
  before(() => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-signals-')));
    site = path.join(tmp, 'docs');
    largeSite(site, 1500);
    buildSite = path.join(tmp, 'smaller');
    largeSite(buildSite, 200);
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('build stopped by SIGTERM: exit 143, the folder it made is removed', async () => {
    const out = path.join(tmp, 'made-by-build');
    const r = await stopWhen(['build', buildSite, '--out', out], /writing \d+ pages into/, 'SIGTERM');
    assert.equal(r.code, 143, r.stderr);
    assert.equal(r.stdout, '');
    assert.match(
      r.stderr,
      /docsjson build: stopped by SIGTERM; the unfinished site was removed \(\S*made-by-build\)\n$/,
    );
    assert.equal(fs.existsSync(out), false);
  });

  it('build stopped by Ctrl-C: exit 130, a folder that was there is left empty', async () => {
    const out = path.join(tmp, 'there-before');
    fs.mkdirSync(out);
    const r = await stopWhen(['build', buildSite, '--out', out], /writing \d+ pages into/, 'SIGINT');
    assert.equal(r.code, 130, r.stderr);
    assert.equal(r.stdout, '');
    assert.match(
      r.stderr,
      /stopped by SIGINT; the unfinished site was removed from \S*there-before, which is left empty\n$/,
    );
    assert.deepEqual(fs.readdirSync(out), []);
  });

  it('lint stopped by Ctrl-C, SIGTERM or SIGHUP: exit 130, 143 or 129, no report', async () => {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const) {
      const r = await stopWhen(['lint', site], /docsjson lint: checking /, signal, { DEBUG: 'docsjson' });
      assert.equal(r.code, code, r.stderr);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, new RegExp(`docsjson lint: stopped by ${signal}\\n$`));
    }
  });

  it('dev stopped by SIGTERM: exit 143', async () => {
    const r = await stopWhen(['dev', buildSite, '--port', '0'], /serving .* at http/, 'SIGTERM');
    assert.equal(r.code, 143, r.stderr);
    assert.match(r.stdout, /docsjson dev: stopped\n$/);
  });
});
