// Work an editor must not wait for (a site's pages parsed, their front matter read), done in steps with other work
// (requests, keystrokes) let in every few milliseconds, one run at a time; the host is told when a run ends, to
// check again. While the user is typing or asking for things, the work keeps still: a step cannot be interrupted
// once begun, so a keystroke that arrives during a slice waits for the step under way (then the slice ends), and
// slices are short so that this wait stays a few milliseconds.
import { SYSTEM_CLOCK, type DeadlineClock } from '../workspace/loopDeadline';

/** The longest run of steps between two turns of the event loop: what a keystroke may have to wait for. */
const SLICE_MS = 4;
/** How long background work keeps still after the user's last keystroke or request. */
const QUIET_MS = 200;
/**
 * Turns of the event loop between two slices. A JSON-RPC message takes three to reach its handler: its bytes are read
 * in one, decoded in an immediate the read queued, and handled in an immediate the decoding queued. With one turn, a
 * slice ran in each of them, and a keystroke that arrived during a slice waited for two more (12 ms, not 4).
 */
const TURNS_BETWEEN_SLICES = 3;

/** Turns of the event loop enough for a JSON-RPC message already on its way to reach its handler (see above). */
export async function letMessagesIn(): Promise<void> {
  for (let turn = 0; turn < TURNS_BETWEEN_SLICES; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** When the user last typed or asked for something, shared by the background work of one site. */
export class UserActivity {
  private quietAt = -Infinity;
  /** Checks under way (see `hold`). */
  private holds = 0;
  /** The site was closed: background work sharing this activity ends at its next step. */
  ended = false;

  /** `clock`: the real one, or a test's (test/helpers/fakeClock.ts), so that "quiet for 200 ms" is the test's time. */
  constructor(readonly clock: DeadlineClock = SYSTEM_CLOCK) {}

  /** The user typed or asked for something just now. */
  touch(): void {
    this.quietAt = this.clock.now() + QUIET_MS;
  }

  /**
   * Work the user waits for (a check) has begun: background work keeps still until the returned function is called,
   * and a moment after, however long the work takes (on a loaded machine a check may outlast the moment of quiet that
   * began with the keystroke, and background steps would then run inside it).
   */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      this.touch();
    };
  }

  /** True while the user is typing or asking for things, or waits for a check: background work keeps still. */
  get active(): boolean {
    return this.holds > 0 || this.quietAt > this.clock.now();
  }

  /** Resolves once the user has left the thread alone for a moment. */
  async quiet(): Promise<void> {
    for (let wait = this.waitFor(); wait > 0; wait = this.waitFor())
      await new Promise((resolve) => this.clock.setTimeout(() => resolve(undefined), wait));
  }

  private waitFor(): number {
    return this.holds > 0 ? QUIET_MS : this.quietAt - this.clock.now();
  }
}

export class BackgroundWork {
  private running?: Promise<void>;

  constructor(
    private readonly onDone: () => void,
    private readonly activity?: UserActivity,
    private readonly clock: DeadlineClock = activity?.clock ?? SYSTEM_CLOCK,
  ) {}

  /** True while a run is under way. */
  get busy(): boolean {
    return this.running !== undefined;
  }

  /**
   * Runs the steps, unless a run is under way: when that one ends the host checks again and hands over what is
   * still left. A step that fails is skipped (the next check meets its file again and says what is wrong). The
   * first step waits for the check that started the run to finish.
   */
  start(steps: Iterable<() => Promise<unknown>>): void {
    if (this.running) return;
    const work = async () => {
      let sliceStart = -Infinity;
      for (const step of steps) {
        // A slice also ends as soon as the user typed or asked for something during it: the answer goes first.
        if (this.clock.now() - sliceStart >= SLICE_MS || this.activity?.active) {
          // Turns of the event loop (not of the clock): requests and keystrokes already on their way go first.
          await letMessagesIn();
          await this.activity?.quiet();
          sliceStart = this.clock.now();
        }
        if (this.activity?.ended) return;
        await step().catch(() => undefined);
      }
    };
    this.running = work().finally(() => {
      this.running = undefined;
      this.onDone();
    });
  }
}
