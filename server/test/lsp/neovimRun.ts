// Runs one of the Lua scripts in neovim/ in headless Neovim against the built server, and returns what the script
// wrote to its output file (JSON). The scripts always write their output and quit; this kills Neovim after 50 s.
import assert from 'node:assert/strict';
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { SERVER_MAIN } from './client';

/** The Lua scripts live beside the TypeScript sources; found from the compiled test's folder. */
function luaScript(name: string): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'server', 'test', 'lsp', 'neovim', name);
    if (fs.existsSync(candidate)) return candidate;
    if (fs.existsSync(path.join(dir, 'package.json'))) break;
    dir = path.dirname(dir);
  }
  throw new Error(`${name} not found above ${__dirname}`);
}

/** Runs neovim/`script` with SITE_ROOT=`root`; the output file is written inside `root`. */
export async function runNeovimScript(script: string, root: string): Promise<any> {
  const outFile = path.join(root, '.nvim-out.json');
  const nvim = spawn('nvim', ['--headless', '-n', '-i', 'NONE', '-u', 'NONE', '-c', `luafile ${luaScript(script)}`], {
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
  return out;
}
