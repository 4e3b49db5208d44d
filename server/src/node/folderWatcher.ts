// Watches the docs folder for `docsjson dev` with chokidar (one fs.watch per directory, not per file; new folders
// are picked up) and hands over changes in small batches: an editor's save is often several events (write to a
// temporary file, rename), taken in together a few milliseconds later. node_modules and dot folders are skipped,
// as the file walk skips them.
import * as path from 'path';
import { watch } from 'chokidar';
import type { FileChange } from '../core/siteChecker';

export interface FolderWatcher {
  close(): Promise<void>;
  /** Resolves once the initial scan is done and changes are reported. */
  ready: Promise<void>;
}

const BATCH_MS = 8;

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
  const flush = () => {
    timer = undefined;
    const changes = [...pending].map(([p, kind]) => ({ path: p, kind }));
    pending = new Map();
    if (changes.length > 0) onChanges(changes);
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
      await watcher.close();
    },
  };
}
