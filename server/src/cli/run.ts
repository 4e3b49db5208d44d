// The whole command, minus the process: argv and a context in; exit code, stdout and stderr text out.
// main.ts only wires it to the real process; tests call it directly (and may inject a fake core).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { CheckOptions, CheckResult } from '../core/siteChecker';
import type { Workspace } from '../core/workspace/workspace';
import { NodeWorkspace } from '../node/nodeWorkspace';
import { WorkerFrontMatterReader } from '../node/workerFrontMatterReader';
import { WorkerSpecIndexer } from '../node/workerSpecIndexer';
import { shouldUseColor } from './ansi';
import { UsageError, parseCommandLine, type LintArgs } from './args';
import { loadConfig } from './config';
import { FORMATTERS } from './formatters';
import { buildHelp, devHelp, lintHelp, mainHelp, rulesHelp, rulesTable } from './help';
import { runBuild } from './build';
import { runDev } from './dev';
import { packageInfo, type PackageInfo } from './packageInfo';
import { countProblems, type LintReport } from './report';

export type ExitCode = 0 | 1 | 2;

export interface RunContext {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdoutIsTTY: boolean;
  /** The core's one-shot check; tests inject a fake to drive exit codes with synthetic problems. */
  lint?: (workspace: Workspace, options: CheckOptions) => Promise<CheckResult>;
  /** docsjson's version and URL; defaults to reading package.json. */
  packageInfo?: () => PackageInfo;
  /** Where long-running commands (build, dev) write progress and messages as they go; default: nowhere. */
  stderr?: { write(text: string): void; isTTY?: boolean };
  stdout?: { write(text: string): void };
  /** Aborted when the user asks a long-running command (dev) to stop (Ctrl-C). */
  signal?: AbortSignal;
}

export interface RunOutcome {
  exitCode: ExitCode;
  stdout: string;
  stderr: string;
}

export const DOCS_FILE = 'docs.json';

const HELP = {
  main: mainHelp,
  lint: lintHelp,
  rules: rulesHelp,
  build: buildHelp,
  dev: devHelp,
} satisfies Record<string, (version: string) => string>;

export async function run(argv: readonly string[], ctx: RunContext): Promise<RunOutcome> {
  try {
    const command = parseCommandLine(argv);
    const info = () => (ctx.packageInfo ?? packageInfo)();
    switch (command.kind) {
      case 'help':
        return ok(HELP[command.topic](info().version));
      case 'version':
        return ok(`${info().version}\n`);
      case 'rules':
        return ok(rulesTable());
      case 'lint':
        return await lint(command.args, ctx, info());
      case 'build':
        return await runBuild(command.args, ctx);
      case 'dev':
        return await runDev(command.args, ctx);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      return { exitCode: 2, stdout: '', stderr: `docsjson: ${e.message}\n${e.help ? `Run ${e.help}\n` : ''}` };
    }
    return { exitCode: 2, stdout: '', stderr: internalError(e, ctx.env) };
  }
}

async function lint(args: LintArgs, ctx: RunContext, info: PackageInfo): Promise<RunOutcome> {
  const { rootPath, docsFile } = resolveTarget(args.path, ctx.cwd);
  const config = loadConfig(rootPath, ctx.cwd, args.config);
  const severities = { ...config.rules, ...args.rules };
  const workspace = new NodeWorkspace(rootPath);
  // The core (ajv, the schema, YAML, OpenAPI) loads only when there is something to check: --help stays instant.
  const check = ctx.lint ?? (require('../core/siteChecker') as typeof import('../core/siteChecker')).lintSite;
  let result: CheckResult;
  // Front matter is read on worker threads (two past 25,000 pages) while the main thread checks the rest. Specs
  // get a thread of their own only with three cores or more: on two, the check is CPU-bound and one more thread
  // only adds its start-up (measured: 10k pages, 0.64 s without, 0.72 s with).
  const frontMatterReader = new WorkerFrontMatterReader(workspace, { maxWorkers: 2 });
  const specIndexer = os.availableParallelism() >= 3 ? new WorkerSpecIndexer(workspace.rootPath) : undefined;
  try {
    result = await check(workspace, { severities, docsFile, frontMatterReader, specIndexer });
  } catch (e) {
    // The core throws DocsFileError when the config file itself cannot be read (not UTF-8, too large, a link that
    // leaves the folder): the user's to fix, not a bug.
    if (e instanceof Error && e.name === 'DocsFileError')
      throw new UsageError(`cannot check ${path.join(rootPath, docsFile)}: ${e.message}`);
    throw e;
  } finally {
    // Work still running (all pages read ahead, but docs.json turned out unparsable) must not hold the exit.
    frontMatterReader.close();
    specIndexer?.close();
  }
  const report: LintReport = { rootPath: workspace.rootPath, docsFile, problems: result.problems };

  const stdout = FORMATTERS[args.format](report, {
    cwd: ctx.cwd,
    color:
      args.format === 'stylish' &&
      shouldUseColor({ noColorFlag: args.noColor, stdoutIsTTY: ctx.stdoutIsTTY, env: ctx.env }),
    version: info.version,
    informationUri: info.informationUri,
  });

  // Infos never count: not as errors, not against --max-warnings.
  const counts = countProblems(report.problems);
  const tooManyWarnings = args.maxWarnings !== undefined && counts.warnings > args.maxWarnings;
  return {
    exitCode: counts.errors > 0 || tooManyWarnings ? 1 : 0,
    stdout,
    stderr: tooManyWarnings ? `docsjson: too many warnings (${counts.warnings}, maximum ${args.maxWarnings})\n` : '',
  };
}

/** PATH → docs root and config file name. A folder must hold docs.json; a file is the config file itself. */
export function resolveTarget(
  pathArg: string | undefined,
  cwd: string,
  command = 'lint',
): { rootPath: string; docsFile: string } {
  const abs = path.resolve(cwd, pathArg ?? '.');
  const advice = `run docsjson ${command} from your docs folder or pass its path`;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(abs);
  } catch {
    throw new UsageError(`${abs} does not exist: ${advice}`);
  }
  if (stat.isDirectory()) {
    const docs = path.join(abs, DOCS_FILE);
    if (!isFile(docs)) throw new UsageError(`no ${DOCS_FILE} in ${abs}: ${advice}`);
    return { rootPath: abs, docsFile: DOCS_FILE };
  }
  if (!stat.isFile()) throw new UsageError(`${abs} is not a file or folder: ${advice}`);
  return { rootPath: path.dirname(abs), docsFile: path.basename(abs) };
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function ok(stdout: string): RunOutcome {
  return { exitCode: 0, stdout, stderr: '' };
}

/** True when DEBUG names docsjson (DEBUG=docsjson, DEBUG=docsjson,other, DEBUG=*). */
export function debugEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return (env.DEBUG ?? '').split(/[\s,]+/).some((name) => name === 'docsjson' || name === '*' || name === 'docsjson:*');
}

/** The one message for every failure that is not the user's: no stack unless DEBUG=docsjson. */
export function internalError(e: unknown, env: Readonly<Record<string, string | undefined>>): string {
  const message = e instanceof Error ? e.message : String(e);
  let text = `docsjson: internal error: ${message.split('\n')[0]}\n`;
  text +=
    'This is a bug in docsjson: please report it with the command you ran (and the docs.json if you can share it).\n';
  if (debugEnabled(env)) text += `${e instanceof Error && e.stack ? e.stack : String(e)}\n`;
  else text += 'Run with DEBUG=docsjson to print the stack trace.\n';
  return text;
}
