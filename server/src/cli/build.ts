// `docsjson build [PATH] --out DIR`: the static site, with the lint report and a summary line.
import * as path from 'path';
import { buildSite } from '../node/siteBuild';
import { OutputError } from '../node/outputWriter';
import { contentStylesheet } from '../node/siteAssets';
import { shouldUseColor } from './ansi';
import { UsageError, type BuildArgs } from './args';
import { loadConfig } from './config';
import { formatStylish } from './formatters/stylish';
import { packageInfo } from './packageInfo';
import { progressBar } from './progress';
import { plural } from './report';
import { resolveTarget, type RunContext, type RunOutcome } from './run';

export async function runBuild(args: BuildArgs, ctx: RunContext): Promise<RunOutcome> {
  const { rootPath, docsFile } = resolveTarget(args.path, ctx.cwd, 'build');
  const config = loadConfig(rootPath, ctx.cwd, args.config);
  const outDir = path.resolve(ctx.cwd, args.out);
  const progress = ctx.stderr?.isTTY ? progressBar(ctx.stderr, 'pages') : undefined;
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
      progress: progress?.update,
      contentCss: contentStylesheet(),
    });
  } catch (e) {
    if (e instanceof OutputError) throw new UsageError(e.message);
    throw e;
  } finally {
    progress?.end();
  }
  const color = shouldUseColor({ noColorFlag: args.noColor, stdoutIsTTY: ctx.stdoutIsTTY, env: ctx.env });
  const report = formatStylish(
    { rootPath, docsFile, problems: summary.problems },
    { cwd: ctx.cwd, color, version: packageInfo().version, informationUri: packageInfo().informationUri },
  );
  const where = path.relative(ctx.cwd, outDir) || '.';
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

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
