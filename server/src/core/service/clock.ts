// Time as the background work of an editor sees it: the system's clock in the server, a clock that tests move by
// hand (so that "the user typed 20 ms ago" never depends on how busy the machine is).
export interface Clock {
  /** Milliseconds, on any fixed origin. */
  now(): number;
  /** Resolves once `ms` milliseconds have passed on this clock. */
  sleep(ms: number): Promise<void>;
}

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
