// Work an editor must not wait for (a site's pages parsed, their front matter read), done in steps with other work
// (requests, keystrokes) let in every 12 ms or so, one run at a time; the host is told when a run ends, to check
// again.
const SLICE_MS = 12;

export class BackgroundWork {
  private running?: Promise<void>;

  constructor(private readonly onDone: () => void) {}

  /**
   * Runs the steps, unless a run is under way: when that one ends the host checks again and hands over what is
   * still left. A step that fails is skipped (the next check meets its file again and says what is wrong).
   */
  start(steps: Iterable<() => Promise<unknown>>): void {
    if (this.running) return;
    const work = async () => {
      let sliceStart = Date.now();
      for (const step of steps) {
        await step().catch(() => undefined);
        if (Date.now() - sliceStart >= SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          sliceStart = Date.now();
        }
      }
    };
    this.running = work().finally(() => {
      this.running = undefined;
      this.onDone();
    });
  }
}
