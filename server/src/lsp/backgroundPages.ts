// The pages of a site's background parse, read and parsed on the CLI's worker thread (the one lint uses) so that
// the server's thread, which answers keystrokes, only stores what comes back. The worker reads the disk: files open
// in the editor are left to the core, which reads their buffers (and a file opened or edited after the worker was
// asked is not taken from its answer: see PageStore.adoptRead).
import type { PageReader, ReadPage } from '../core';
import { ThreadedPageReader } from '../node/threadedPageReader';
import type { LspWorkspace } from './lspWorkspace';

export class BackgroundPageReader implements PageReader {
  private readonly threaded: ThreadedPageReader;

  constructor(private readonly workspace: LspWorkspace) {
    this.threaded = new ThreadedPageReader(workspace.disk, { mainThreadParses: false, background: true });
  }

  async read(relPaths: readonly string[]): Promise<Map<string, ReadPage>> {
    const open = new Set(this.workspace.openFiles());
    try {
      return await this.threaded.read(open.size === 0 ? relPaths : relPaths.filter((f) => !open.has(f)));
    } finally {
      // A site is parsed whole once, then a page at a time as it changes: the worker's memory (its own copy of the
      // code and heap) is given back rather than held for the next large change of the file set.
      this.threaded.close();
    }
  }

  /** Stops the read under way and the worker (the site was closed). */
  cancel(): void {
    this.threaded.cancel();
  }
}
