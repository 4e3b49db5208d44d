// Worker threads that do an editor's background work (parsing every page, validating specs, linting for `dev`)
// compete for the same cores as the thread that answers keystrokes and serves pages. On a two-core machine the
// operating system then shares a core between them, and a keystroke waits its turn for tens of milliseconds. A
// thread whose scheduling priority is lowered still gets every idle cycle, but gives way at once when the
// interactive thread wants the core.
//
// Linux gives each thread its own nice value: setpriority(2) on a thread id changes that thread alone. Elsewhere a
// process id is all there is, and lowering it would slow the editor too, so nothing is done there.
import * as fs from 'fs';
import * as os from 'os';

/** The nice value of a background thread: low enough to give way to the interactive thread, not the lowest. */
export const BACKGROUND_NICE = 10;

/** Marks a worker's workerData as background work; the worker calls lowerPriorityIfBackground at its start. */
export const BACKGROUND_WORKER_DATA = { docsjsonBackground: true } as const;

/** The kernel's id of the calling thread on Linux (from /proc/thread-self), or undefined. */
export function currentThreadId(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const link = fs.readlinkSync('/proc/thread-self'); // "<pid>/task/<tid>"
    const tid = Number(link.split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the calling thread's priority to BACKGROUND_NICE (never raises it). True when it was lowered; false where
 * the platform has no per-thread priority or the call was refused.
 */
export function lowerThisThreadPriority(): boolean {
  const tid = currentThreadId();
  if (tid === undefined) return false;
  try {
    if (os.getPriority(tid) >= BACKGROUND_NICE) return true;
    os.setPriority(tid, BACKGROUND_NICE);
    return true;
  } catch {
    return false;
  }
}

/** For a worker's start: lowers its priority when its creator marked it with BACKGROUND_WORKER_DATA. */
export function lowerPriorityIfBackground(workerData: unknown): boolean {
  const marked =
    typeof workerData === 'object' &&
    workerData !== null &&
    (workerData as { docsjsonBackground?: unknown }).docsjsonBackground === true;
  return marked ? lowerThisThreadPriority() : false;
}

/**
 * Lowers every other thread of this process that exists now. Called first thing in a process whose main thread
 * answers people, before it starts any thread of its own: the threads there are then V8's helpers (garbage
 * collection, compilation), which run for every worker's heap as well as this thread's. Threads started later
 * (libuv's file pool, workers) keep their own priority. Returns how many were lowered.
 */
export function lowerOtherThreadsPriority(): number {
  const self = currentThreadId();
  if (self === undefined) return 0;
  let lowered = 0;
  try {
    for (const entry of fs.readdirSync('/proc/self/task')) {
      const tid = Number(entry);
      if (!Number.isInteger(tid) || tid === self) continue;
      try {
        if (os.getPriority(tid) < BACKGROUND_NICE) os.setPriority(tid, BACKGROUND_NICE);
        lowered++;
      } catch {
        // gone, or not ours to change
      }
    }
  } catch {
    // no /proc
  }
  return lowered;
}
