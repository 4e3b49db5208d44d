// Front matter for a host that must not wait for a whole site's worth of file reads before its first results (an
// editor opening a site of 20,000 pages). A check gets the front matter already read; the rest is read a slice at a
// time between other work (requests, keystrokes), and the host is told when it is done, to check again.
import type { FrontMatterResult } from '../pages/frontMatter';
import type { PageStore } from '../pages/pageStore';
import { BackgroundWork, type UserActivity } from './backgroundWork';

/** Up to this many unread pages are read within the check itself (a page just added to the navigation). */
const INLINE_READS = 64;
/** Pages read in one step of the background work: the reads are synchronous, and a keystroke may wait for a step. */
const SLICE_FILES = 2;

export class BackgroundFrontMatter {
  private readonly work: BackgroundWork;

  constructor(
    private readonly store: PageStore,
    onDone: () => void,
    activity?: UserActivity,
  ) {
    this.work = new BackgroundWork(onDone, activity);
  }

  /**
   * The front matter of the files already read, at once; the others are read now when few, else in the background
   * (while a background read runs, nothing more is looked up: see below).
   */
  async frontMatters(files: readonly string[]): Promise<Map<string, FrontMatterResult>> {
    const out = new Map<string, FrontMatterResult>();
    // The rules ask only about files they found unread. Many of them while a read runs (here, or the pages' parse
    // off this thread): they wait for it, whose end re-checks the site and hands over what it did not cover (looking
    // them up again would cost every keystroke a pass over the site's pages).
    if (files.length > INLINE_READS && (this.work.busy || this.store.pagesComingFromReader)) return out;
    const unread: string[] = [];
    for (const file of files) {
      const known = this.store.frontMatterIfRead(file);
      if (known) out.set(file, known);
      else unread.push(file);
    }
    if (unread.length <= INLINE_READS) {
      for (const [file, result] of await this.store.frontMatters(unread)) out.set(file, result);
    } else this.readInBackground(unread);
    return out;
  }

  private readInBackground(files: readonly string[]): void {
    // Pages parsed off this thread bring their front matter: once such a parse begins, the rest of this run is
    // left to it (the host checks again when it ends).
    const read = async (slice: string[]) =>
      this.store.pagesComingFromReader ? undefined : this.store.frontMatters(slice);
    this.work.start(sliceSteps(files, SLICE_FILES, read));
  }
}

function* sliceSteps<T>(items: readonly T[], size: number, run: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) yield () => run(items.slice(i, i + size));
}
