// One OpenApiIndex per spec file, rebuilt only when the stamp (kind, mtime, size) of the spec or of any file it
// read through a $ref changes, or when invalidate() names one of them. Concurrent get()s of the same spec share
// one promise. The index returned is shared: callers must treat it as read-only, or every later caller sees the change.
import type { Workspace } from '../workspace/workspace';
import { toSafeRelativePath } from '../workspace/safePath';
import { LoadedSpec, loadSpec, SpecLoadOptions } from './specLoader';
import { Stamp, stampOf } from './specFiles';
import type { OpenApiIndex } from './types';

interface Entry {
  index: OpenApiIndex;
  stamps: Map<string, Stamp>;
}

/**
 * Builds spec indexes somewhere else than the calling thread (the CLI's does it on a worker thread, so the main
 * thread goes on with the other rules). `undefined` means "build it yourself".
 */
export interface SpecIndexer {
  index(relPath: string, options: SpecLoadOptions): Promise<LoadedSpec | undefined>;
}

export class SpecCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<OpenApiIndex>>();
  /** Bumped by invalidate(): a build that started before it must not be stored as current. */
  private generation = 0;
  /** Number of full builds done (for tests and the bench). */
  builds = 0;

  constructor(
    private readonly ws: Workspace,
    private readonly options: SpecLoadOptions = {},
    private readonly indexer?: SpecIndexer,
  ) {}

  /** The index of the spec at root-relative `relPath` ("/api.yaml" and "api.yaml" are the same file). */
  get(relPath: string): Promise<OpenApiIndex> {
    const safe = toSafeRelativePath(relPath);
    const key = safe.ok ? safe.path : relPath;
    let p = this.pending.get(key);
    if (!p) {
      p = this.refresh(key).finally(() => {
        if (this.pending.get(key) === p) this.pending.delete(key);
      });
      this.pending.set(key, p);
    }
    return p;
  }

  /** Forgets every spec that is, or read, one of these root-relative files. */
  invalidate(relPaths: string[]): void {
    const changed = new Set<string>();
    for (const p of relPaths) {
      const safe = toSafeRelativePath(p);
      changed.add(safe.ok ? safe.path : p);
    }
    this.generation++;
    for (const [key, entry] of this.entries) {
      if (changed.has(key) || [...entry.stamps.keys()].some((f) => changed.has(f))) this.entries.delete(key);
    }
    // Builds in flight may have read the old content: later gets start afresh (and those builds are not stored).
    this.pending.clear();
  }

  private async refresh(key: string): Promise<OpenApiIndex> {
    const entry = this.entries.get(key);
    if (entry && (await this.unchanged(entry))) return entry.index;
    const generation = this.generation;
    this.builds++;
    const loaded = (await this.indexer?.index(key, this.options)) ?? (await loadSpec(this.ws, key, this.options));
    if (generation === this.generation) this.entries.set(key, { index: loaded.index, stamps: loaded.stamps });
    return loaded.index;
  }

  private async unchanged(entry: Entry): Promise<boolean> {
    if (entry.stamps.size === 0) return true; // refused before any file access (unsafe path): nothing can change it
    const files = [...entry.stamps];
    const now = await Promise.all(files.map(([file]) => stampOf(this.ws, file)));
    return files.every(([, stamp], i) => now[i] === stamp);
  }
}
