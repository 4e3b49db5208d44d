// The files one index build reads, all through the Workspace: each is stat'ed first (only regular files, size
// cap: see docs/security.md, Special files), read with a deadline, parsed once, and its stamp recorded so the cache
// knows when to redo the build. Also bounds the number and total size of the files one spec may pull in.
// The read deadline counts only the time this thread was free to take the answer (loopDeadline.ts): a thread busy
// with the rest of a lint, or a busy machine, never makes a read "too slow". A read that still does not finish (a
// hung network drive) is a check that did not happen, not a problem of the site: `unfinished` says so.
import type { Workspace } from '../workspace/workspace';
import { WorkspaceError } from '../workspace/workspace';
import { SYSTEM_CLOCK, withLoopDeadline, type DeadlineClock } from '../workspace/loopDeadline';
import { parseSpecText, ParsedSpecFile } from './specParser';

export interface SpecLimits {
  /** Largest spec or referenced file read, in UTF-16 units / bytes as the Workspace reports size. */
  maxFileBytes: number;
  /** Most files one spec may read through `$ref`s (the spec itself included). */
  maxFiles: number;
  /** Most bytes one spec may read in all (the spec and every file it refers to). */
  maxTotalBytes: number;
  /** Longest `$ref` chain followed for one path item or operation. */
  maxRefChain: number;
  /**
   * A read that takes longer than this (counted while this thread is free to take the answer) is abandoned: a FIFO
   * swapped in after the stat, a hung network drive.
   */
  readTimeoutMs: number;
  /** Most problems listed per spec; the rest are summarised in one. */
  maxErrors: number;
}

export const DEFAULT_SPEC_LIMITS: SpecLimits = {
  maxFileBytes: 32 * 1024 * 1024,
  maxFiles: 200,
  maxTotalBytes: 96 * 1024 * 1024,
  maxRefChain: 32,
  readTimeoutMs: 10_000,
  maxErrors: 200,
};

/** "file:<mtimeMs>:<size>", "other:...", or "missing". */
export type Stamp = string;

/** `unfinished`: the read did not finish in time, so nothing is known about the file (not that it is wrong). */
export type LoadedFile = { ok: true; parsed: ParsedSpecFile } | { ok: false; reason: string; unfinished?: true };

/** A read abandoned at its deadline. */
class ReadDeadlineError extends Error {}

export async function stampOf(ws: Workspace, relPath: string): Promise<Stamp> {
  try {
    const s = await ws.stat(relPath);
    return s ? `${s.kind}:${s.mtimeMs}:${s.size}` : 'missing';
  } catch {
    return 'missing';
  }
}

export class SpecFiles {
  /** Every file looked at, in order, with the stamp seen before reading it. */
  readonly stamps = new Map<string, Stamp>();
  private readonly loads = new Map<string, Promise<LoadedFile>>();
  private totalBytes = 0;

  constructor(
    private readonly ws: Workspace,
    readonly limits: SpecLimits,
    private readonly clock: DeadlineClock = SYSTEM_CLOCK,
  ) {}

  get fileCount(): number {
    return this.loads.size;
  }

  /** Root-relative paths of every file asked for so far, in order. */
  loadedPaths(): string[] {
    return [...this.loads.keys()];
  }

  load(relPath: string): Promise<LoadedFile> {
    let p = this.loads.get(relPath);
    if (!p) {
      if (this.loads.size >= this.limits.maxFiles) {
        return Promise.resolve({ ok: false, reason: `the spec refers to more than ${this.limits.maxFiles} files` });
      }
      p = this.doLoad(relPath);
      this.loads.set(relPath, p);
    }
    return p;
  }

  private async doLoad(relPath: string): Promise<LoadedFile> {
    let stat;
    try {
      stat = await this.ws.stat(relPath);
    } catch {
      stat = undefined;
    }
    this.stamps.set(relPath, stat ? `${stat.kind}:${stat.mtimeMs}:${stat.size}` : 'missing');
    if (!stat) {
      // Ask the Workspace why (it refuses without reading: outside the root, a link leaving it, not found).
      try {
        await withLoopDeadline(
          this.ws.readFile(relPath),
          this.limits.readTimeoutMs,
          () => new Error('timeout'),
          this.clock,
        );
      } catch (e) {
        if (e instanceof WorkspaceError && e.code !== 'not-found') return { ok: false, reason: e.message };
      }
      return { ok: false, reason: `"${relPath}" does not exist` };
    }
    if (stat.kind !== 'file') {
      return {
        ok: false,
        reason: `"${relPath}" is ${stat.kind === 'directory' ? 'a folder' : 'not a regular file (device, FIFO or socket)'}; it is not read`,
      };
    }
    if (stat.size > this.limits.maxFileBytes) {
      return {
        ok: false,
        reason: `"${relPath}" is ${stat.size} bytes, over the ${this.limits.maxFileBytes}-byte limit for specs`,
      };
    }
    if (this.totalBytes + stat.size > this.limits.maxTotalBytes) {
      return {
        ok: false,
        reason: `"${relPath}" is not read: the spec and its files pass the ${this.limits.maxTotalBytes}-byte total limit`,
      };
    }
    this.totalBytes += stat.size;
    let text: string;
    try {
      text = await withLoopDeadline(
        this.ws.readFile(relPath),
        this.limits.readTimeoutMs,
        () =>
          new ReadDeadlineError(
            `reading "${relPath}" did not finish within ${seconds(this.limits.readTimeoutMs)} (is it on a network drive that stopped answering?)`,
          ),
        this.clock,
      );
    } catch (e) {
      if (e instanceof ReadDeadlineError) return { ok: false, reason: e.message, unfinished: true };
      return { ok: false, reason: e instanceof WorkspaceError || e instanceof Error ? e.message : String(e) };
    }
    return { ok: true, parsed: parseSpecText(relPath, text) };
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
