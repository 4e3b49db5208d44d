// The edge between the protocol and the core: a handler that throws or rejects is logged and answered with an
// empty result, so that no user file can crash the server or pop up an error in the editor. Every request is also
// answered when its handler never ends: the guard keeps each request's answer outside the handler's own task, so
// that when the watchdog stops a handler stuck on the main thread (node/mainThreadWatchdog.ts), or a handler waits
// for longer than any answer is worth, the request still gets its empty answer.
import type { CancellationToken } from 'vscode-languageserver';
import { describeError, Logger } from './logger';

/** DOCSJSON_LSP_TRACE=1 logs how long every request took (window/logMessage). */
const TRACE = !!process.env.DOCSJSON_LSP_TRACE;

/** A request still without an answer after this long is answered empty (its handler waits on something that never came). */
export const REQUEST_DEADLINE_MS = 120_000;

export interface GuardClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const REAL_CLOCK: GuardClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface PendingRequest {
  name: string;
  started: number;
  answerEmpty(): void;
}

export class RequestGuard {
  private readonly pending = new Set<PendingRequest>();

  constructor(
    readonly logger: Logger,
    private readonly clock: GuardClock = REAL_CLOCK,
    private readonly deadlineMs = REQUEST_DEADLINE_MS,
  ) {}

  /** Wraps a request handler: its answer, or `fallback` when it throws, is cancelled, or never ends. */
  request<P, R>(
    name: string,
    fallback: R,
    handler: (params: P, token: CancellationToken) => R | Promise<R>,
  ): (params: P, token: CancellationToken) => Promise<R> {
    return (params, token) =>
      new Promise<R>((resolve) => {
        const entry: PendingRequest = {
          name,
          started: this.clock.now(),
          answerEmpty: () => settle(fallback),
        };
        const timer = this.clock.setTimeout(() => {
          this.logger.error(`${name} gave no answer in ${Math.round(this.deadlineMs / 1000)} s; answered empty`);
          settle(fallback);
        }, this.deadlineMs);
        const settle = (value: R) => {
          if (!this.pending.delete(entry)) return;
          this.clock.clearTimeout(timer);
          resolve(value);
        };
        this.pending.add(entry);
        // The handler runs in a task of its own, after the protocol holds this promise: if that task is stopped,
        // the promise can still be settled from outside it.
        queueMicrotask(() => {
          void runHandler(this.logger, name, fallback, handler, params, token).then(settle);
        });
      });
  }

  /** Wraps a notification handler: errors are logged, never thrown back into the connection. */
  notification<P>(name: string, handler: (params: P) => void | Promise<void>): (params: P) => void {
    return runSafeNotification(this.logger, name, handler);
  }

  /** Names of the requests under way, oldest first. */
  underWay(): string[] {
    return [...this.pending].sort((a, b) => a.started - b.started).map((p) => p.name);
  }

  /** Answers every request under way with its empty answer (their handlers were stopped). */
  abandonAll(): void {
    for (const entry of [...this.pending]) entry.answerEmpty();
  }
}

async function runHandler<P, R>(
  logger: Logger,
  name: string,
  fallback: R,
  handler: (params: P, token: CancellationToken) => R | Promise<R>,
  params: P,
  token: CancellationToken,
): Promise<R> {
  const started = TRACE ? performance.now() : 0;
  try {
    if (token?.isCancellationRequested) return fallback;
    const result = await handler(params, token);
    if (TRACE) logger.info(`${name}: ${(performance.now() - started).toFixed(1)} ms`);
    return token?.isCancellationRequested ? fallback : result;
  } catch (e) {
    logger.error(`${name} failed: ${describeError(e)}`);
    return fallback;
  }
}

/** For notifications: errors are logged, never thrown back into the connection. */
export function runSafeNotification<P>(
  logger: Logger,
  name: string,
  handler: (params: P) => void | Promise<void>,
): (params: P) => void {
  return (params) => {
    try {
      const result = handler(params);
      if (result && typeof (result as Promise<void>).catch === 'function') {
        (result as Promise<void>).catch((e) => logger.error(`${name} failed: ${describeError(e)}`));
      }
    } catch (e) {
      logger.error(`${name} failed: ${describeError(e)}`);
    }
  };
}
