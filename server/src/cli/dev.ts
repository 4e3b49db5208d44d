// `docsjson dev [PATH]`: the preview server, until Ctrl-C. Problems are printed as lint prints them whenever they
// change; the browser shows them in an overlay.
import { spawn } from 'child_process';
import type { Problem } from '../core';
import { DevServer } from '../node/devServer';
import { contentStylesheet } from '../node/siteAssets';
import { shouldUseColor } from './ansi';
import { UsageError, type DevArgs } from './args';
import { loadConfig } from './config';
import { FORMATTERS } from './formatters';
import { printable } from './printable';
import { packageInfo } from './packageInfo';
import { mintJsonNote, resolveTarget, type RunContext, type RunOutcome } from './run';
import { SIGNAL_EXIT_CODES, stopSignalOf, untilStopped } from './interrupt';

export async function runDev(args: DevArgs, ctx: RunContext): Promise<RunOutcome> {
  const { rootPath, docsFile, mintJson } = resolveTarget(args.path, ctx.cwd, 'dev', true);
  if (mintJson) ctx.stderr?.write(mintJsonNote(rootPath, 'serving'));
  const config = loadConfig(rootPath, ctx.cwd, args.config);
  const out = ctx.stdout ?? { write: () => undefined };
  const color = shouldUseColor({ noColorFlag: args.noColor, stdoutIsTTY: ctx.stdoutIsTTY, env: ctx.env });
  let shown: string | undefined;
  const showProblems = (problems: readonly Problem[]) => {
    const text = FORMATTERS.stylish(
      { rootPath, docsFile, problems },
      { cwd: ctx.cwd, color, version: packageInfo().version, informationUri: packageInfo().informationUri },
    );
    if (text === shown) return;
    shown = text;
    out.write(text || 'No problems found.\n');
  };
  let server: DevServer;
  try {
    const starting = DevServer.start({
      rootPath,
      docsFile,
      port: args.port,
      host: args.host,
      severities: { ...config.rules, ...args.rules },
      ignores: config.ignores,
      overrides: config.overrides,
      contentCss: contentStylesheet(),
      onProblems: showProblems,
    });
    const started = await untilStopped(starting, ctx.signal);
    if ('stopped' in started) {
      void starting.then((late) => late.close()).catch(() => undefined);
      return { exitCode: SIGNAL_EXIT_CODES[started.stopped], stdout: 'docsjson dev: stopped\n', stderr: '' };
    }
    server = started.done;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new UsageError(
        `port ${args.port} is in use on ${args.host}: choose another with --port N (0 picks a free one)`,
      );
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new UsageError(`cannot listen on ${args.host}: use an address of this computer, such as 127.0.0.1`);
    throw e;
  }
  out.write(`docsjson dev: serving ${printable(rootPath)} at ${server.url} (Ctrl-C to stop)\n`);
  if (!/^(?:127\.|localhost$|::1$)/.test(args.host)) {
    const elsewhere = server.networkUrls();
    out.write(
      `Note: --host ${printable(args.host)} makes the preview reachable from other computers on the network` +
        (elsewhere.length > 0
          ? `, at ${elsewhere.join(', ')} (it answers requests addressed to this computer's addresses and name).\n`
          : '.\n'),
    );
  }
  if (args.open) openBrowser(server.url);
  await new Promise<void>((resolve) => {
    if (!ctx.signal || ctx.signal.aborted) return resolve();
    ctx.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  await server.close();
  // Stopping is how dev ends, but a script that ran it must still tell a stop from a clean exit: 130 or 143.
  const code = ctx.signal ? SIGNAL_EXIT_CODES[stopSignalOf(ctx.signal)] : 0;
  return { exitCode: code, stdout: 'docsjson dev: stopped\n', stderr: '' };
}

/** The system's way to open a URL; a failure only means the user opens it by hand. */
function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener on this system
  }
}
