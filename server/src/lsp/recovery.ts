// What the server does when the watchdog stopped a task that held the main thread too long: the requests under way
// are answered empty, and every site starts afresh, since the stopped task may have left any of them half-updated.
// The user's file that caused it is still there, so the log says what was running, for a bug report.
import type { ServerContext } from './context';
import { startMainThreadWatchdog, type Watchdog } from '../node/mainThreadWatchdog';

/** How long a task may hold the main thread; DOCSJSON_LSP_WATCHDOG_MS changes it (0 turns the watchdog off). */
export const DEFAULT_WATCHDOG_MS = 10_000;

export function watchdogBudget(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.DOCSJSON_LSP_WATCHDOG_MS;
  if (value === undefined || value.trim() === '') return DEFAULT_WATCHDOG_MS;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_WATCHDOG_MS;
}

export function recoverFromStoppedTask(ctx: ServerContext, stuckMs: number): void {
  const underWay = ctx.guard.underWay();
  ctx.logger.error(
    `the server was busy for ${(stuckMs / 1000).toFixed(1)} s without answering, so the task was stopped ` +
      `(${underWay.length > 0 ? `requests under way: ${underWay.join(', ')}` : 'no request under way: background work'}); ` +
      'every site is checked again from the start. This is a bug in docsjson: please report it with the file being edited.',
  );
  ctx.guard.abandonAll();
  ctx.registry.restartAll();
}

export function watchMainThread(ctx: ServerContext, budgetMs = watchdogBudget()): Watchdog | undefined {
  if (budgetMs <= 0) return undefined;
  return startMainThreadWatchdog({
    budgetMs,
    onStopped: (stuckMs) => recoverFromStoppedTask(ctx, stuckMs),
    onUnavailable: (reason) => ctx.logger.warn(`no watchdog for stuck requests: ${reason}`),
  });
}
