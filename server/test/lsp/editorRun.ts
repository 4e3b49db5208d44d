// Runs a real editor headless (Neovim, Emacs) on a script that writes what it saw as JSON to OUT_FILE and quits,
// and returns that JSON. The editor is killed when it runs past its time; a non-zero exit or an `error` the script
// recorded fails the test with the editor's stderr.
import assert from 'node:assert/strict';
import { spawn } from 'child_process';
import * as fs from 'fs';

export interface EditorRun {
  /** For messages: "nvim", "emacs". */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  /** Added to this process's environment; must set OUT_FILE to `outFile` for the script. */
  env: Record<string, string>;
  outFile: string;
  timeoutMs: number;
}

export async function runEditor(run: EditorRun): Promise<any> {
  const editor = spawn(run.command, run.args, {
    cwd: run.cwd,
    env: { ...process.env, ...run.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  editor.stderr!.on('data', (d) => (stderr += String(d)));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      editor.kill('SIGKILL');
      reject(new Error(`${run.name} did not finish within ${run.timeoutMs / 1000} s; stderr: ${stderr}`));
    }, run.timeoutMs);
    editor.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  assert.equal(code, 0, `${run.name} exit code; stderr: ${stderr}`);
  const out = JSON.parse(fs.readFileSync(run.outFile, 'utf8'));
  assert.equal(out.error, undefined, `the ${run.name} script failed: ${out.error}\n${stderr}`);
  return out;
}
