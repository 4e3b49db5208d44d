// A deadline that counts only the time this thread's event loop was free to notice an answer. A plain timer counts
// wall-clock time, and when the thread is busy (parsing a large spec, checking thousands of pages, or simply
// sharing the CPU with other processes on a busy CI machine) an answer that arrived long ago waits in the queue
// behind the timer, which then fires first: the read or the validation "took too long" although it had finished.
// Here the time is counted in short steps; a step that fires much later than asked (the loop was busy meanwhile)
// counts only twice its length. A read that hangs, or a worker that never answers, still expires: with the loop
// free the steps fire on time and add up to the deadline.

/** The time source and timers a deadline uses: the real ones, or a test's fake clock. */
export interface DeadlineClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const SYSTEM_CLOCK: DeadlineClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The longest step: a busy stretch costs the deadline at most twice this. */
const STEP_MS = 250;

export class LoopDeadline {
  private counted = 0;
  private timer: unknown;
  private done = false;

  constructor(
    private limitMs: number,
    private readonly onExpire: () => void,
    private readonly clock: DeadlineClock = SYSTEM_CLOCK,
  ) {
    this.arm();
  }

  /** The time counted so far (ms). */
  get elapsed(): number {
    return this.counted;
  }

  /** The deadline, counted from the start (ms). */
  get limit(): number {
    return this.limitMs;
  }

  /** Moves the deadline later by `ms` (a spec turned out to be large). */
  extend(ms: number): void {
    if (this.done || !(ms > 0)) return;
    this.limitMs += ms;
  }

  /** Stops counting; `onExpire` is never called after this. */
  cancel(): void {
    this.done = true;
    this.clock.clearTimeout(this.timer);
  }

  private arm(): void {
    const step = Math.max(0, Math.min(STEP_MS, this.limitMs - this.counted));
    const asked = this.clock.now();
    this.timer = this.clock.setTimeout(() => {
      if (this.done) return;
      // A step that fired late by much more than its length was held up by a busy loop: that time is not counted.
      this.counted += Math.min(this.clock.now() - asked, 2 * step + 1);
      if (this.counted >= this.limitMs) {
        this.done = true;
        this.onExpire();
      } else this.arm();
    }, step);
  }
}

/**
 * `promise`, or a rejection with `expired()` once `ms` of loop time have passed without it settling. The timer is
 * cleared as soon as the promise settles.
 */
export function withLoopDeadline<T>(
  promise: Promise<T>,
  ms: number,
  expired: () => Error,
  clock: DeadlineClock = SYSTEM_CLOCK,
): Promise<T> {
  let deadline: LoopDeadline | undefined;
  const timeout = new Promise<never>((_, reject) => {
    deadline = new LoopDeadline(ms, () => reject(expired()), clock);
  });
  return Promise.race([promise, timeout]).finally(() => deadline!.cancel());
}
