// Requests that exist only for the server's own tests (DOCSJSON_LSP_TEST_HOOKS=1): a handler that never ends, on
// the main thread, the way a bug in a scanning loop would, so that the tests can show the watchdog answers for it.
import type { ServerContext } from '../context';

export const BUSY_LOOP_REQUEST = 'docsjson/test/busyLoop';

export function registerTestHooks(ctx: ServerContext, env: NodeJS.ProcessEnv = process.env): void {
  if (env.DOCSJSON_LSP_TEST_HOOKS !== '1') return;
  ctx.connection.onRequest(
    BUSY_LOOP_REQUEST,
    ctx.guard.request(BUSY_LOOP_REQUEST, 'stopped', async (params: { afterAwait?: boolean }) => {
      if (params?.afterAwait) await new Promise((resolve) => setImmediate(resolve));
      for (let i = 0; ; i = (i + 1) % 1000);
    }),
  );
}
