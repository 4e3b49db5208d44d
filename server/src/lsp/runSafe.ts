// The edge between the protocol and the core: a handler that throws or rejects is logged and answered with an
// empty result, so that no user file can crash the server or pop up an error in the editor (ADVERSARIAL F1-F4).
import type { CancellationToken } from 'vscode-languageserver';
import { describeError, Logger } from './logger';

export function runSafe<P, R>(
  logger: Logger,
  name: string,
  fallback: R,
  handler: (params: P, token: CancellationToken) => R | Promise<R>,
): (params: P, token: CancellationToken) => Promise<R> {
  return async (params, token) => {
    try {
      if (token?.isCancellationRequested) return fallback;
      const result = await handler(params, token);
      return token?.isCancellationRequested ? fallback : result;
    } catch (e) {
      logger.error(`${name} failed: ${describeError(e)}`);
      return fallback;
    }
  };
}

/** For notifications: errors are logged, never thrown back into the connection. */
export function runSafeNotification<P>(logger: Logger, name: string, handler: (params: P) => void | Promise<void>): (params: P) => void {
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
