// `docsjson build [PATH] --out DIR`: the static site, with the lint report and a summary line.
import * as path from 'path';
import { buildSite } from '../node/siteBuild';
import { OutputError, type OutputDiscarded } from '../node/outputWriter';
import { contentStylesheet } from '../node/siteAssets';
import { shouldUseColor } from './ansi';
import { UsageError, type BuildArgs } from './args';
import { loadConfig } from './config';
import { FORMATTERS } from './formatters';
import { printable } from './printable';
import { packageInfo } from './packageInfo';
import { progressBar } from './progress';
import { stopSignalOf, stoppedOutcome } from './interrupt';
import { plural } from './report';
import { resolveTarget, type RunContext, type RunOutcome } from './run';

export async function runBuild(args: BuildArgs, ctx: RunContext): Promise<RunOutcome> {
  const { rootPath, docsFile } = resolveTarget(args.path, ctx.cwd, 'build');
  const config = loadConfig(rootPath, ctx.cwd, args.config);
  const outDir = path.resolve(ctx.cwd, args.out);
  const where = printable(path.relative(ctx.cwd, outDir) || '.');
  // On a terminal a progress bar; in a log one line when the pages start to be written.
  const progress = ctx.stderr?.isTTY ? progressBar(ctx.stderr, 'pages') : undefined;
  const stderr = ctx.stderr;
  const startLine =
    !progress && stderr
      ? (done: number, total: number) => {
          if (done === 0) stderr.write(`docsjson build: writing ${plural(total, 'page')} into ${where}\n`);
        }
      : undefined;
  let summary;
  try {
    summary = await buildSite({
      rootPath,
      docsFile,
      outDir,
      severities: { ...config.rules, ...args.rules },
      strict: args.strict,
      progress: progress?.update ?? startLine,
      contentCss: contentStylesheet(),
      signal: ctx.signal,
    });
  } catch (e) {
    if (OutputError.is(e)) throw new UsageError(e.message);
    throw e;
  } finally {
    progress?.end();
  }
  if (summary.interrupted)
    return stoppedOutcome('build', stopSignalOf(ctx.signal!), DISCARDED[summary.interrupted](where));
  const color = shouldUseColor({ noColorFlag: args.noColor, stdoutIsTTY: ctx.stdoutIsTTY, env: ctx.env });
  const report = FORMATTERS.stylish(
    { rootPath, docsFile, problems: summary.problems },
    { cwd: ctx.cwd, color, version: packageInfo().version, informationUri: packageInfo().informationUri },
  );
  const built =
    `${plural(summary.pages, 'page')}, ${plural(summary.endpointPages, 'endpoint page')} ` +
    `in ${(summary.ms / 1000).toFixed(1)} s: ${plural(summary.files, 'file')}, ${formatBytes(summary.bytes)} in ${where}`;
  const line = summary.stopped
    ? `Stopped at the first error (--strict): ${built}`
    : summary.failed
      ? `Built with errors: ${built}`
      : `Built ${built}`;
  return { exitCode: summary.failed ? 1 : 0, stdout: `${report}${line}\n`, stderr: '' };
}

/** What an interrupted build says of its output folder. */
const DISCARDED: Record<OutputDiscarded, (where: string) => string> = {
  removed: (where) => `the unfinished site was removed (${where})`,
  emptied: (where) => `the unfinished site was removed from ${where}, which is left empty`,
  untouched: () => 'nothing was written',
  left: (where) => `the unfinished site in ${where} could not be removed: do not publish it`,
};

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
