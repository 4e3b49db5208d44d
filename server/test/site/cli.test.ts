import assert from 'node:assert/strict';
import { parseCommandLine, UsageError } from '../../src/cli/args';
import { progressBar } from '../../src/cli/progress';
import { run } from '../../src/cli/run';

describe('docsjson build and dev command lines', () => {
  it('parses build and dev with their options and defaults', () => {
    assert.deepEqual(parseCommandLine(['build', 'docs', '--out', 'site', '--strict', '--rule', 'page-missing=warn']), {
      kind: 'build',
      args: {
        path: 'docs',
        out: 'site',
        strict: true,
        rules: { 'page-missing': 'warning' },
        config: undefined,
        noColor: false,
      },
    });
    assert.deepEqual(parseCommandLine(['dev']), {
      kind: 'dev',
      args: {
        path: undefined,
        port: 3000,
        host: '127.0.0.1',
        open: false,
        rules: {},
        config: undefined,
        noColor: false,
      },
    });
    assert.deepEqual(parseCommandLine(['dev', 'docs', '-p', '0', '--host', 'localhost', '--open']), {
      kind: 'dev',
      args: { path: 'docs', port: 0, host: 'localhost', open: true, rules: {}, config: undefined, noColor: false },
    });
  });

  it('refuses what it cannot use, with a sentence and the help to read', () => {
    const usage = (argv: string[]) => {
      try {
        parseCommandLine(argv);
      } catch (e) {
        assert.ok(e instanceof UsageError);
        return `${e.message} | ${e.help}`;
      }
      throw new Error('no usage error');
    };
    assert.equal(
      usage(['build', 'docs']),
      'build needs --out DIR: the folder to write the site into | docsjson build --help',
    );
    assert.equal(
      usage(['dev', '--port', '99999']),
      "--port expects a port number from 0 to 65535, got '99999' | docsjson dev --help",
    );
    assert.equal(
      usage(['dev', '--port', 'x']),
      "--port expects a port number from 0 to 65535, got 'x' | docsjson dev --help",
    );
    assert.equal(
      usage(['build', 'a', 'b', '--out', 'c']),
      "build takes one PATH, got 2: 'a' 'b' | docsjson build --help",
    );
    assert.match(usage(['biuld']), /unknown command 'biuld' \(did you mean build\?\)/);
  });

  it('prints help for build and dev', async () => {
    const ctx = { cwd: process.cwd(), env: {}, stdoutIsTTY: false };
    assert.match((await run(['build', '--help'], ctx)).stdout, /^Usage: docsjson build \[PATH\] --out DIR/);
    assert.match((await run(['help', 'dev'], ctx)).stdout, /^Usage: docsjson dev \[PATH\]/);
    assert.match((await run(['--help'], ctx)).stdout, /docsjson build \[PATH\] --out DIR/);
  });
});

describe('build progress bar', () => {
  it('draws on one line, always the last state, and clears it at the end', () => {
    const written: string[] = [];
    const bar = progressBar({ write: (t) => written.push(t) }, 'pages', 10);
    bar.update(1, 4);
    bar.update(2, 4); // within 100 ms of the last draw: skipped
    bar.update(4, 4); // the last one is always drawn
    bar.end();
    assert.deepEqual(written, ['\r[###-------] 1/4 pages', '\r[##########] 4/4 pages', '\r\u001b[K']);
  });
});
