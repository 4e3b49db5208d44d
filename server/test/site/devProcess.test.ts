// `docsjson dev` as users run it: the bundled program in its own process, stopped with Ctrl-C (SIGINT).
import assert from 'node:assert/strict';
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import { sampleSite } from './sampleSite';
import { waitFor } from '../helpers/waitFor';
import { scaledTimeout } from '../helpers/timeScale';

const CLI = path.resolve(__dirname, '../../../../dist/docsjson.js');

/** Starts `docsjson dev` on a site; resolves once it prints its address. */
async function startDev(site: string) {
  const child = spawn(process.execPath, [CLI, 'dev', site, '--port', '0', '--no-color'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve(m[1]);
    });
    void exited.then(() => reject(new Error(`dev exited early: ${out}`)));
  });
  return {
    url,
    output: () => out,
    /** Ctrl-C; resolves with the exit code. */
    stop: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

function statusOf(url: string): Promise<number> {
  return new Promise<number>((resolve, reject) => http.get(url, (res) => resolve(res.statusCode!)).on('error', reject));
}

describe('docsjson dev process', function () {
  this.timeout(scaledTimeout(60000));
  let tmp: string;
  before(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-devproc-'));
    sampleSite(tmp);
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('serves the site, prints its address and problems, and exits 130 on Ctrl-C', async () => {
    const dev = await startDev(tmp);
    let code: number | null;
    try {
      assert.equal(await statusOf(dev.url), 200);
      // Lint runs after the first page and prints its report.
      await waitFor(() => /page-missing/.test(dev.output()), 'the lint report');
      assert.match(dev.output(), /page "guides\/missing" has no file/);
    } finally {
      code = await dev.stop();
    }
    assert.equal(code, 130, dev.output());
    assert.match(dev.output(), /docsjson dev: stopped\n$/);
  });

  it('applies .docsjsonrc.json as lint does: a file its ignores name reports nothing', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-devproc-rc-'));
    sampleSite(site);
    fs.writeFileSync(path.join(site, '.docsjsonrc.json'), JSON.stringify({ ignores: ['guides/broken.mdx'] }));
    const dev = await startDev(site);
    try {
      await statusOf(dev.url);
      await waitFor(() => /page-missing/.test(dev.output()), 'the lint report');
      assert.doesNotMatch(dev.output(), /mdx-syntax|broken\.mdx/);
    } finally {
      await dev.stop();
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
