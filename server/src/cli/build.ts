// `docsjson build [PATH] --out DIR`: the static site, with the lint report and a summary line.
import * as path from 'path';
import { buildSite, type RedirectSummary } from '../node/siteBuild';
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
import { mintJsonNote, resolveTarget, type RunContext, type RunOutcome } from './run';

export async function runBuild(args: BuildArgs, ctx: RunContext): Promise<RunOutcome> {
  const { rootPath, docsFile, mintJson } = resolveTarget(args.path, ctx.cwd, 'build', true);
  if (mintJson) ctx.stderr?.write(mintJsonNote(rootPath, 'building from'));
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
      ignores: config.ignores,
      overrides: config.overrides,
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
  return {
    exitCode: summary.failed ? 1 : 0,
    stdout: `${report}${line}\n${redirectLines(summary.redirects)}`,
    stderr: '',
  };
}

/** Listed one per line up to this many; the rest are counted. */
const LISTED_REDIRECTS = 20;

/** What became of docs.json's redirects: pages written, and those the static folder cannot serve. */
function redirectLines(r: RedirectSummary): string {
  const lines: string[] = [];
  const list = <T>(items: T[], show: (item: T) => string) => {
    for (const item of items.slice(0, LISTED_REDIRECTS)) lines.push(`  ${show(item)}`);
    if (items.length > LISTED_REDIRECTS) lines.push(`  ... and ${items.length - LISTED_REDIRECTS} more`);
  };
  if (r.written > 0) lines.push(`Redirects: ${plural(r.written, 'page')} written at their sources.`);
  if (r.needHost.length > 0) {
    lines.push(
      `${plural(r.needHost.length, 'redirect')} with parameters, wildcards or a file name need the host's ` +
        'configuration (docsjson dev serves them; a folder of files cannot):',
    );
    list(r.needHost, (x) => `${x.source} -> ${x.destination} (${x.permanent ? 308 : 307})`);
  }
  if (r.skipped.length > 0) {
    lines.push(`${plural(r.skipped.length, 'redirect')} not written:`);
    list(r.skipped, (x) => `${x.source}: ${x.reason}`);
  }
  return lines.map((l) => `${l}\n`).join('');
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
