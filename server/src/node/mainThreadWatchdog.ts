// A watchdog for a process whose main thread must never stay busy for long (the language server). A small thread
// watches a heartbeat the main thread's event loop keeps; when the beat stops for longer than the budget, the main
// thread is running JavaScript that does not end (or has not for that long), and the watchdog stops that execution
// through the inspector's `Runtime.terminateExecution`, the one way another thread can interrupt it. The event loop
// then carries on with its next task, and the main thread hears what happened when it reads the watchdog's message.
//
// Stopping does not trust the code that ran: it cannot catch the stop, and nothing after it in the same task runs.
// A host that must answer something for the stopped work (a request) keeps that answer outside the stopped task.
import { Worker } from 'worker_threads';

export interface WatchdogOptions {
  /** How long the main thread may stay busy before its execution is stopped. */
  budgetMs: number;
  /** Told on the main thread, once its event loop runs again, how long it had been stuck. */
  onStopped(stuckMs: number): void;
  /** The watchdog could not start (no inspector in this Node build, or no threads): the reason. */
  onUnavailable?(reason: string): void;
}

export interface Watchdog {
  stop(): void;
}

/** The watchdog thread's code. It is short and self-contained, so it runs from source (`eval`) in every build. */
const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('worker_threads');
const inspector = require('inspector');
const beats = new Int32Array(workerData.buffer);
const { budgetMs, tickMs } = workerData;
let session;
try {
  session = new inspector.Session();
  session.connectToMainThread();
} catch (e) {
  parentPort.postMessage({ unavailable: String(e && e.message || e) });
  process.exit(0);
}
let lastBeat = Atomics.load(beats, 0);
let beatSeenAt = Date.now();
let lastTick = Date.now();
setInterval(() => {
  const now = Date.now();
  // This thread was itself not running (the machine slept, or was starved): what it missed says nothing.
  if (now - lastTick > 4 * tickMs) beatSeenAt = now;
  lastTick = now;
  const beat = Atomics.load(beats, 0);
  if (beat !== lastBeat) {
    lastBeat = beat;
    beatSeenAt = now;
    return;
  }
  const stuckMs = now - beatSeenAt;
  if (stuckMs < budgetMs) return;
  session.post('Runtime.terminateExecution', () => {});
  parentPort.postMessage({ stuckMs });
  beatSeenAt = now;
}, tickMs);
`;

export function startMainThreadWatchdog(options: WatchdogOptions): Watchdog | undefined {
  const tickMs = Math.max(10, Math.min(250, Math.floor(options.budgetMs / 4)));
  const buffer = new SharedArrayBuffer(4);
  const beats = new Int32Array(buffer);
  let worker: Worker;
  try {
    worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { buffer, budgetMs: options.budgetMs, tickMs } });
  } catch (e) {
    options.onUnavailable?.(e instanceof Error ? e.message : String(e));
    return undefined;
  }
  worker.unref();
  const heartbeat = setInterval(() => Atomics.add(beats, 0, 1), tickMs);
  heartbeat.unref();
  worker.on('message', (message: { stuckMs?: number; unavailable?: string }) => {
    if (message.unavailable !== undefined) {
      clearInterval(heartbeat);
      options.onUnavailable?.(message.unavailable);
    } else if (typeof message.stuckMs === 'number') {
      options.onStopped(message.stuckMs);
    }
  });
  worker.on('error', (e) => {
    clearInterval(heartbeat);
    options.onUnavailable?.(e.message);
  });
  return {
    stop() {
      clearInterval(heartbeat);
      void worker.terminate();
    },
  };
}
