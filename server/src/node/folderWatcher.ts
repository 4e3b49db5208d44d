// Watches the docs folder for `docsjson dev` with chokidar (one fs.watch per directory, not per file; new folders
// are picked up) and hands over changes in small batches: an editor's save is often several events (write to a
// temporary file, rename), taken in together a few milliseconds later. node_modules and dot folders are skipped,
// as the file walk skips them. chokidar drops a second change of the same file within 50 ms of the first (a
// format-on-save rewrite is one), so each changed file is looked at again once that window has passed.
import * as fs from 'fs';
import * as path from 'path';
import { watch } from 'chokidar';
import type { FileChange } from '../core';

export interface FolderWatcher {
  close(): Promise<void>;
  /** Resolves once the initial scan is done and changes are reported. */
  ready: Promise<void>;
}

const BATCH_MS = 8;
/** Past chokidar's 50 ms window for repeated changes of one file. */
const RECHECK_MS = 60;

export function watchFolder(root: string, onChanges: (changes: FileChange[]) => void): FolderWatcher {
  const watcher = watch(root, {
    ignoreInitial: true,
    followSymlinks: false,
    ignored: (p: string) => {
      const rel = path.relative(root, p);
      return rel !== '' && rel.split(path.sep).some((s) => s.startsWith('.') || s === 'node_modules');
    },
  });
  let pending = new Map<string, FileChange['kind']>();
  let timer: NodeJS.Timeout | undefined;
  const rechecks = new Set<NodeJS.Timeout>();
  const stamp = (rel: string) => {
    try {
      const s = fs.statSync(path.join(root, rel));
      return `${s.mtimeMs}:${s.size}`;
    } catch {
      return 'gone';
    }
  };
  const flush = () => {
    timer = undefined;
    const changes = [...pending].map(([p, kind]) => ({ path: p, kind }));
    pending = new Map();
    if (changes.length === 0) return;
    const seen = changes.filter((c) => c.kind !== 'deleted').map((c) => [c.path, stamp(c.path)] as const);
    onChanges(changes);
    if (seen.length === 0) return;
    const recheck = setTimeout(() => {
      rechecks.delete(recheck);
      for (const [rel, before] of seen) {
        const now = stamp(rel);
        if (now !== before && !pending.has(rel)) note(now === 'gone' ? 'deleted' : 'changed')(path.join(root, rel));
      }
    }, RECHECK_MS);
    rechecks.add(recheck);
  };
  const note = (kind: FileChange['kind']) => (abs: string) => {
    const rel = path.relative(root, abs).split(path.sep).join('/');
    if (rel === '' || rel.startsWith('..')) return;
    const before = pending.get(rel);
    pending.set(rel, before === 'created' && kind === 'changed' ? 'created' : kind);
    timer ??= setTimeout(flush, BATCH_MS);
  };
  watcher.on('add', note('created'));
  watcher.on('change', note('changed'));
  watcher.on('unlink', note('deleted'));
  watcher.on('error', () => undefined); // a folder that vanishes mid-walk: the next event says what is there
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async close() {
      if (timer) clearTimeout(timer);
      for (const r of rechecks) clearTimeout(r);
      await watcher.close();
    },
  };
}
