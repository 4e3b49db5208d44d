// Runs one of the Lua scripts in neovim/ in headless Neovim against the built server, and returns what the script
// wrote to its output file (JSON). The scripts always write their output and quit; this kills Neovim after 50 s.
import * as fs from 'fs';
import * as path from 'path';
import { SERVER_MAIN } from './client';
import { runEditor } from './editorRun';

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
export function runNeovimScript(script: string, root: string): Promise<any> {
  const outFile = path.join(root, '.nvim-out.json');
  return runEditor({
    name: 'nvim',
    command: 'nvim',
    args: ['--headless', '-n', '-i', 'NONE', '-u', 'NONE', '-c', `luafile ${luaScript(script)}`],
    env: { SITE_ROOT: root, OUT_FILE: outFile, SERVER_MAIN: path.resolve(SERVER_MAIN), NODE_BIN: process.execPath },
    outFile,
    timeoutMs: 50000,
  });
}
