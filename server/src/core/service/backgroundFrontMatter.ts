// Front matter for a host that must not wait for a whole site's worth of file reads before its first results (an
// editor opening a site of 20,000 pages). A check gets the front matter already read; the rest is read a slice at a
// time between other work (requests, keystrokes), and the host is told when it is done, to check again.
import type { FrontMatterResult } from '../pages/frontMatter';
import type { PageStore } from '../pages/pageStore';

/** Up to this many unread pages are read within the check itself (a page just added to the navigation). */
const INLINE_READS = 64;
/** Pages read between two looks at other work. */
const SLICE_FILES = 128;
/** A background read works this long before it lets other work run. */
const SLICE_MS = 12;

export class BackgroundFrontMatter {
  private running?: Promise<void>;

  constructor(
    private readonly store: PageStore,
    private readonly onDone: () => void,
  ) {}

  /** The front matter of the files already read, at once; the others are read now when few, else in the background. */
  async frontMatters(files: readonly string[]): Promise<Map<string, FrontMatterResult>> {
    const out = new Map<string, FrontMatterResult>();
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
    if (this.running) return; // when it ends, the host checks again and hands over what is still unread
    const work = async () => {
      let sliceStart = Date.now();
      for (let i = 0; i < files.length; i += SLICE_FILES) {
        await this.store.frontMatters(files.slice(i, i + SLICE_FILES));
        if (Date.now() - sliceStart >= SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          sliceStart = Date.now();
        }
      }
    };
    this.running = work()
      .catch(() => undefined) // a page that cannot be read is reported by the next check, which reads it again
      .finally(() => {
        this.running = undefined;
        this.onDone();
      });
  }
}
