// What a test needs from outside the project: a system program (nvim, chromium) or the real site kept beside the
// repository. In CI a missing program is a failure (.ci/run installs them); elsewhere the test is reported as
// skipped with the command that installs it, in the run's summary line. Skips go through here only: the runner
// counts any other skipped test as a failure. When the runner runs files in several processes, each skip is also
// appended to the file named by DOCSJSON_SKIP_LOG, which the runner's reporter reads.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { scaledTimeout } from './timeScale';

interface SkipRecord {
  test: string;
  reason: string;
}

/** Read by scripts/summary-reporter.js. */
const registry = ((globalThis as Record<string, unknown>).__docsjsonSkips ??= []) as SkipRecord[];

function skip(ctx: Mocha.Context, reason: string): never {
  const record = { test: ctx.test?.fullTitle() ?? '', reason };
  registry.push(record);
  const log = process.env.DOCSJSON_SKIP_LOG;
  if (log) fs.appendFileSync(log, JSON.stringify(record) + '\n');
  ctx.skip();
}

const found = new Map<string, boolean>();

/** True when `program --version` (or `probeArgs`) runs. */
export function hasProgram(program: string, probeArgs: string[] = ['--version']): boolean {
  let known = found.get(program);
  if (known === undefined) {
    known = spawnSync(program, probeArgs, { stdio: 'ignore', timeout: scaledTimeout(20000) }).status === 0;
    found.set(program, known);
  }
  return known;
}

/** Call first in a test (or a `before` hook) that runs `program`. */
export function requireProgram(ctx: Mocha.Context, program: string, install: string, probeArgs?: string[]): void {
  if (hasProgram(program, probeArgs)) return;
  if (process.env.CI) throw new Error(`${program} is required in CI and was not found (install: ${install})`);
  skip(ctx, `${program} is not installed (install: ${install})`);
}

/**
 * The real Mintlify site kept beside the repository (`../shared/corpus-dev/pipecat-ai-docs`), or the folder named by
 * DOCSJSON_CORPUS. Never copied into the project.
 */
export function corpusSite(): string | undefined {
  const candidates = [process.env.DOCSJSON_CORPUS];
  // ../shared/corpus-dev beside the repository, or beside any folder above it (a worktree in a sibling folder).
  for (let dir = path.resolve(__dirname, '../../../..'); ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, '..', 'shared', 'corpus-dev', 'pipecat-ai-docs'));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push(path.resolve(process.cwd(), '../shared/corpus-dev/pipecat-ai-docs'));
  return candidates.find((c): c is string => !!c && fs.existsSync(path.join(c, 'docs.json')));
}

/** The real site, or a reported skip when it is not beside the repository. */
export function requireCorpusSite(ctx: Mocha.Context): string {
  const site = corpusSite();
  if (site) return site;
  skip(ctx, 'the real site ../shared/corpus-dev/pipecat-ai-docs is not beside the repository (or set DOCSJSON_CORPUS)');
}

/** An IPv4 address of this computer on a network (not loopback), or a reported skip when it has none. */
export function requireNetworkAddress(ctx: Mocha.Context): string {
  const { networkInterfaces } = require('os') as typeof import('os');
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (!a.internal && a.family === 'IPv4') return a.address;
  if (process.env.CI) throw new Error('a network interface with an IPv4 address is required in CI');
  skip(ctx, 'this computer has no network address besides loopback');
}
