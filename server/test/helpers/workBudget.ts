// A test's timeout from the work it does, not from how long it took on some machine: so many passes (a parse, a
// check, a build) over so many KB of page text, at what such a pass costs on one core (measured on the real site,
// rounded up), times the room a machine busy with other work needs. Only a test that is stuck runs out of it; a
// bigger site gets a bigger budget by itself.
import * as fs from 'fs';
import * as path from 'path';
import { scaledTimeout } from './timeScale';

/**
 * CPU milliseconds per KB of page text for one pass on one core, measured on the real site (3.4 MB of pages):
 * parsePage 2.6, a lint's check 2.3 (16 s of CPU for two), a build without workers 7.1.
 */
export const MS_PER_KB = { parse: 3, check: 3, build: 8 } as const;
export type Passes = Partial<Record<keyof typeof MS_PER_KB, number>>;

/**
 * Wall time a loaded machine may take per CPU second of the test: seen 3 on 2 cores at a load of 15 (a check of the
 * real site twice: 16 s of CPU in 46 s); 10 leaves room for worse.
 */
const LOADED_MACHINE = 10;
/** The runner's timeout (scripts/run-tests.js): a budget never goes below it. */
const RUNNER_TIMEOUT_MS = scaledTimeout(60_000);

/** Sets the timeout of the running test (or hook) from its work, and returns it (for waits inside the test). */
export function budgetFor(ctx: Mocha.Context, kb: number, passes: Passes): number {
  let cpuMs = 0;
  for (const [kind, count] of Object.entries(passes)) cpuMs += kb * MS_PER_KB[kind as keyof Passes] * (count ?? 0);
  const ms = Math.max(RUNNER_TIMEOUT_MS, Math.ceil(cpuMs * LOADED_MACHINE));
  ctx.timeout(ms);
  return ms;
}

const siteKb = new Map<string, number>();

/** KB of page text (.mdx and .md files) under `root`, counted once per root. */
export function pageKb(root: string): number {
  let kb = siteKb.get(root);
  if (kb === undefined) {
    let bytes = 0;
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && entry.name !== '.git') walk(full);
        } else if (/\.mdx?$/.test(entry.name)) bytes += fs.statSync(full).size;
      }
    };
    walk(root);
    siteKb.set(root, (kb = bytes / 1024));
  }
  return kb;
}

/** KB of the given texts. */
export function textKb(texts: Iterable<string>): number {
  let chars = 0;
  for (const t of texts) chars += t.length;
  return chars / 1024;
}
