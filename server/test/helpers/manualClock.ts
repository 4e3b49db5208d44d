// A clock that moves only when the test moves it: code that waits for "200 ms without a keystroke" sees exactly the
// time the test says has passed, however busy the machine is.
import type { Clock } from '../../src/core/service/clock';

/** One turn of the event loop: what the woken code queued (promises, setImmediate) runs before the test goes on. */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ManualClock implements Clock {
  private time = 0;
  private sleepers: Array<{ at: number; wake: () => void }> = [];

  now(): number {
    return this.time;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((wake) => this.sleepers.push({ at: this.time + ms, wake }));
  }

  /** Time spent by the code under test without letting anything else run (a step of busy work). */
  spend(ms: number): void {
    this.time += ms;
  }

  /** Moves the clock on by `ms`, a millisecond at a time, waking each sleeper when its time comes. */
  async advance(ms: number): Promise<void> {
    for (let i = 0; i < ms; i++) {
      this.time++;
      const due = this.sleepers.filter((s) => s.at <= this.time);
      this.sleepers = this.sleepers.filter((s) => s.at > this.time);
      for (const s of due) s.wake();
      // Two turns: the woken code's own setImmediate, then what it starts after it.
      await turn();
      await turn();
    }
  }
}
