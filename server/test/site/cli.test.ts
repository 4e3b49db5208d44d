import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { parseCommandLine, UsageError } from '../../src/cli/args';
import { progressBar } from '../../src/cli/progress';
import { run } from '../../src/cli/run';
import { sampleSite } from './sampleSite';
import { scaledTimeout } from '../helpers/timeScale';

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

// The shipped program runs build and dev from the bundle in dist/, where every class is the bundle's own copy: their
// refusals must reach the user as refusals, not as "internal error ... This is a bug".
describe('build and dev refusals, as shipped', function () {
  this.timeout(scaledTimeout(60000));
  const CLI = path.resolve(__dirname, '../../../../dist/docsjson.js');
  let tmp: string;
  before(() => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-refusals-')));
    sampleSite(path.join(tmp, 'docs'));
    fs.mkdirSync(path.join(tmp, 'full'));
    fs.writeFileSync(path.join(tmp, 'full', 'notes.txt'), 'mine\n');
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const shipped = (args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], {
      cwd: tmp,
      encoding: 'utf8',
      timeout: scaledTimeout(60000),
    });
    return { code: r.status, stderr: r.stderr };
  };

  it('build refuses a dangerous --out in one sentence, exit 2', () => {
    for (const [out, said] of [
      ['docs', /^docsjson: --out \S+ is the docs folder itself; choose another folder\n$/],
      ['.', /^docsjson: --out \S+ contains the docs folder; choose a folder inside or beside it instead\n$/],
      [
        'full',
        /^docsjson: --out \S+ is not empty and does not hold an earlier build; choose an empty or new folder\n$/,
      ],
    ] as const) {
      const r = shipped(['build', 'docs', '--out', out]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, said);
    }
    assert.equal(fs.readFileSync(path.join(tmp, 'full', 'notes.txt'), 'utf8'), 'mine\n');
  });

  it('dev refuses a port in use in one sentence, exit 2', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as net.AddressInfo).port;
      const r = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [CLI, 'dev', 'docs', '--port', String(port)], { cwd: tmp });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        child.on('close', (code) => resolve({ code, stderr }));
      });
      assert.equal(r.code, 2, r.stderr);
      assert.equal(
        r.stderr,
        `docsjson: port ${port} is in use on 127.0.0.1: choose another with --port N (0 picks a free one)\n`,
      );
    } finally {
      taken.close();
    }
  });
});
