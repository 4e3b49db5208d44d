// Runs a site's check at once when something changes (no fixed debounce delay). Changes that arrive while a check
// runs only mark the site dirty; when the check ends, its result is dropped (it describes an older text) and one
// more check runs for everything that arrived meanwhile. So a burst of edits costs at most two checks, and the
// result that gets published always describes the latest text.
import { describeError, Logger } from './logger';

/** DOCSJSON_LSP_TRACE=1 logs how long each check and publish took. */
const TRACE = !!process.env.DOCSJSON_LSP_TRACE;

export class ValidationScheduler<R> {
  private running = false;
  private dirty = false;
  private idleWaiters: Array<() => void> = [];
  /** Number of checks started (for tests and logs). */
  runs = 0;

  constructor(
    private readonly check: () => Promise<R>,
    private readonly publish: (result: R) => void | Promise<void>,
    private readonly logger: Logger,
    private readonly name: string,
  ) {}

  /** Something changed: check now, or once more after the running check. */
  trigger(): void {
    if (this.running) {
      this.dirty = true;
      return;
    }
    void this.loop();
  }

  get busy(): boolean {
    return this.running;
  }

  /** True when something changed during the running check or publish: one more check will follow it. */
  get pending(): boolean {
    return this.dirty;
  }

  /** Resolves when no check is running or pending. */
  whenIdle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async loop(): Promise<void> {
    this.running = true;
    try {
      do {
        this.dirty = false;
        this.runs++;
        let result: R | undefined;
        let failed = false;
        const started = TRACE ? performance.now() : 0;
        try {
          result = await this.check();
        } catch (e) {
          failed = true;
          this.logger.error(`checking ${this.name} failed: ${describeError(e)}`);
        }
        const checked = TRACE ? performance.now() : 0;
        if (TRACE)
          this.logger.info(
            `check of ${this.name}: ${(checked - started).toFixed(1)} ms${this.dirty ? ' (stale: run again)' : ''}`,
          );
        if (!this.dirty && !failed) {
          try {
            await this.publish(result as R);
            if (TRACE) this.logger.info(`publish of ${this.name}: ${(performance.now() - checked).toFixed(1)} ms`);
          } catch (e) {
            this.logger.error(`publishing diagnostics of ${this.name} failed: ${describeError(e)}`);
          }
        }
      } while (this.dirty);
    } finally {
      this.running = false;
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
  }
}
