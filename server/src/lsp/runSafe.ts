// The edge between the protocol and the core: a handler that throws or rejects is logged and answered with an
// empty result, so that no user file can crash the server or pop up an error in the editor.
import type { CancellationToken } from 'vscode-languageserver';
import { describeError, Logger } from './logger';

/** DOCSJSON_LSP_TRACE=1 logs how long every request took (window/logMessage). */
const TRACE = !!process.env.DOCSJSON_LSP_TRACE;

export function runSafe<P, R>(
  logger: Logger,
  name: string,
  fallback: R,
  handler: (params: P, token: CancellationToken) => R | Promise<R>,
): (params: P, token: CancellationToken) => Promise<R> {
  return async (params, token) => {
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
  };
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
