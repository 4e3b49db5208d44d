// Shared helpers for the OpenAPI index tests.
import * as fs from 'fs';
import * as path from 'path';
import type { Range } from '../../src/core/problem';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { loadSpec, SpecLoadOptions } from '../../src/core/openapi/specLoader';
import type { OpenApiIndex, SpecError } from '../../src/core/openapi/types';

export function range(sl: number, sc: number, el: number, ec: number): Range {
  return { start: { line: sl, character: sc }, end: { line: el, character: ec } };
}

export async function indexOf(
  files: Record<string, string>,
  main = 'openapi.yaml',
  options?: SpecLoadOptions,
): Promise<OpenApiIndex> {
  return (await loadSpec(new MemoryWorkspace(files), main, options)).index;
}

export function codes(index: OpenApiIndex): string[] {
  return index.errors.map((e) => e.code ?? '?');
}

export function only(index: OpenApiIndex, code: string): SpecError {
  const found = index.errors.filter((e) => e.code === code);
  if (found.length !== 1) throw new Error(`expected one ${code}, got ${JSON.stringify(index.errors, null, 1)}`);
  return found[0];
}

/** The repository root (the folder holding package.json), found from this file whatever the build output folder. */
export function repoRoot(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && fs.existsSync(path.join(dir, 'server'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error('package.json not found above ' + __dirname);
    dir = up;
  }
}

/** Range of the `n`-th occurrence of `needle` in `text`, computed independently of the code under test (\n only). */
export function rangeOfText(text: string, needle: string, n = 0): Range {
  let at = -1;
  for (let i = 0; i <= n; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`"${needle}" not found`);
  }
  const before = text.slice(0, at).split('\n');
  const line = before.length - 1;
  const character = before[line].length;
  return range(line, character, line, character + needle.length);
}
