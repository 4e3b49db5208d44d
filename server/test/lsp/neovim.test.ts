// A real editor against the server: headless Neovim 0.7 from Debian (`apt-get install -y neovim`; .ci/run installs
// it). The Lua script (neovim/session.lua) opens a docs.json with a missing page, waits for the diagnostics, asks for
// completions and a definition, creates the page with the quick fix, saves and opens it, and waits for the error
// to clear.
import assert from 'node:assert/strict';
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { fileUri, makeSite, SERVER_MAIN } from './client';
import { SITE } from './fixtures';
import { requireProgram } from '../helpers/requirements';

/** The Lua script lives beside the TypeScript source; find it from the compiled test's folder. */
function luaScript(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'server', 'test', 'lsp', 'neovim', 'session.lua');
    if (fs.existsSync(candidate)) return candidate;
    if (fs.existsSync(path.join(dir, 'package.json'))) break;
    dir = path.dirname(dir);
  }
  throw new Error(`session.lua not found above ${__dirname}`);
}

describe('Neovim 0.7 (headless) against the server', function () {
  this.timeout(60000);

  it('shows the missing page, completes pages and endpoints, goes to definition, creates the page with the quick fix, and clears the error', async function () {
    requireProgram(this, 'nvim', 'apt-get install -y neovim');
    const root = makeSite(SITE);
    const outFile = path.join(root, '.nvim-out.json');
    try {
      const nvim = spawn('nvim', ['--headless', '-n', '-i', 'NONE', '-u', 'NONE', '-c', `luafile ${luaScript()}`], {
        env: {
          ...process.env,
          SITE_ROOT: root,
          OUT_FILE: outFile,
          SERVER_MAIN: path.resolve(SERVER_MAIN),
          NODE_BIN: process.execPath,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      nvim.stderr.on('data', (d) => (stderr += String(d)));
      const code = await new Promise<number | null>((resolve, reject) => {
        const timer = setTimeout(() => {
          nvim.kill('SIGKILL');
          reject(new Error(`nvim did not finish within 50 s; stderr: ${stderr}`));
        }, 50000);
        nvim.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      assert.equal(code, 0, `nvim exit code; stderr: ${stderr}`);
      const out = JSON.parse(fs.readFileSync(outFile, 'utf8'));
      assert.equal(out.error, undefined, `the Lua script failed: ${out.error}`);
      assert.equal(out.opened, true, 'page-missing published after opening docs.json');
      assert.equal(out.uri, fileUri(path.join(root, 'docs.json')));
      const missing = out.diagnostics.filter((d: { code: string }) => d.code === 'page-missing');
      assert.equal(missing.length, 1);
      assert.match(missing[0].message, /guides\/new/);
      assert.equal(missing[0].source, 'docsjson');
      assert.ok(
        out.vim_diagnostics.some((d: { message: string }) => /guides\/new/.test(d.message)),
        'vim.diagnostic has it too',
      );
      assert.ok(
        out.page_completion.includes('intro') && out.page_completion.includes('guides/other'),
        JSON.stringify(out.page_completion),
      );
      assert.ok(out.endpoint_completion.includes('POST /users'), JSON.stringify(out.endpoint_completion));
      assert.equal(out.definition, fileUri(path.join(root, 'intro.mdx')));
      assert.ok(out.actions.includes('Create guides/new.mdx'), JSON.stringify(out.actions));
      assert.equal(out.created, true, 'the quick fix created the page file');
      // Neovim writes the inserted text plus the empty line its new buffer had.
      assert.match(out.created_text, /^---\ntitle: "New"\n---\n?$/);
      assert.equal(
        out.cleared,
        true,
        `the error cleared after the page was created; last: ${JSON.stringify(out.after)}`,
      );
      assert.deepEqual(out.steps, [
        'started',
        'diagnostics',
        'completion',
        'definition',
        'fixed',
        'cleared',
        'stopped',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
