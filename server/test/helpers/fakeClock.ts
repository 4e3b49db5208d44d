// A clock for deadlines (core/workspace/loopDeadline.ts) that only moves when a test says so: timers fire when the
// test calls fire() or runFor(), so a test decides whether a step was on time or held up by a busy thread, and no
// outcome depends on the machine's speed.
import type { DeadlineClock } from '../../src/core/workspace/loopDeadline';

export class FakeClock implements DeadlineClock {
  private time = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { callback: () => void; due: number }>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.set(id, { callback, due: this.time + ms });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Timers waiting to fire. */
  get pending(): number {
    return this.timers.size;
  }

  /**
   * Fires every waiting timer once, `lateMs` after it was due (a thread busy for that long fires its timers that
   * late). Timers set meanwhile wait for the next call.
   */
  fire(lateMs = 0): void {
    const due = [...this.timers].sort((a, b) => a[1].due - b[1].due);
    this.timers.clear();
    for (const [, timer] of due) {
      this.time = Math.max(this.time, timer.due + lateMs);
      timer.callback();
    }
  }

  /** Lets `ms` pass on a free thread: every timer due by then fires on time, in order. */
  runFor(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.timers].sort((a, b) => a[1].due - b[1].due)[0];
      if (!next || next[1].due > end) break;
      this.timers.delete(next[0]);
      this.time = Math.max(this.time, next[1].due);
      next[1].callback();
    }
    this.time = end;
  }
}
