// The whole command, minus the process: argv and a context in; exit code, stdout and stderr text out.
// main.ts only wires it to the real process; tests call it directly (and may inject a fake core).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { CheckResult, DocsServiceOptions, OverlayWorkspace, Problem, SiteModel } from '../core';
import { findFixes, fixDiff, fixSummary, writeFixes, type FixOutcome } from './fix';
import { NodeWorkspace } from '../node/nodeWorkspace';
import { WorkerFrontMatterReader } from '../node/workerFrontMatterReader';
import { ThreadedPageReader } from '../node/threadedPageReader';
import { PageCache, cacheFileOf } from '../node/pageCache';
import { WorkerSpecIndexer } from '../node/workerSpecIndexer';
import { WorkerSpecValidator } from '../node/specValidator';
import { CachedSpecValidator } from '../node/cachedSpecValidator';
import { FetchLinkChecker } from '../node/externalLinkChecker';
import { shouldUseColor } from './ansi';
import { UsageError, parseCommandLine, type LintArgs } from './args';
import { loadConfig } from './config';
import { FORMATTERS } from './formatters';
import {
  buildHelp,
  devHelp,
  formatHelp,
  lintHelp,
  mainHelp,
  migrateHelp,
  mvHelp,
  newHelp,
  rulesHelp,
  rulesTable,
} from './help';
import { runFormat } from './format';
import { runMv } from './mv';
import { runNew } from './newSite';
import { runMigrate } from './migrate';
import { packageInfo, type PackageInfo } from './packageInfo';
import { annotationRoot } from './annotationRoot';
import { countProblems, navigationCounts, type LintReport } from './report';
import { outputWidth } from './terminalWidth';
import { printable, printableLines, printableMessage } from './printable';
import { stoppedOutcome, untilStopped } from './interrupt';

/** 129, 130 and 143: stopped by SIGHUP, Ctrl-C or SIGTERM (see interrupt.ts). */
export type ExitCode = 0 | 1 | 2 | 129 | 130 | 143;

export interface RunContext {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdoutIsTTY: boolean;
  /** The terminal's width in columns (process.stdout.columns), when stdout is one. */
  stdoutColumns?: number;
  /** The core's one-shot check; tests inject a fake to drive exit codes with synthetic problems. */
  lint?: (options: DocsServiceOptions) => Promise<CheckResult>;
  /** docsjson's version and URL; defaults to reading package.json. */
  packageInfo?: () => PackageInfo;
  /** Where long-running commands (build, dev) write progress and messages as they go; default: nowhere. */
  stderr?: { write(text: string): void; isTTY?: boolean };
  stdout?: { write(text: string): void };
  /** Aborted when the user stops the command (Ctrl-C, SIGTERM), with the signal's name as the reason. */
  signal?: AbortSignal;
}

export interface RunOutcome {
  exitCode: ExitCode;
  stdout: string;
  stderr: string;
}

/** The core's DOCS_JSON_FILE, spelled here so that --help does not load the core. */
export const DOCS_FILE = 'docs.json';

const HELP = {
  main: mainHelp,
  lint: lintHelp,
  rules: rulesHelp,
  build: buildHelp,
  dev: devHelp,
  migrate: migrateHelp,
  new: newHelp,
  mv: mvHelp,
  format: formatHelp,
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
        return await siteCommands().runBuild(command.args, ctx);
      case 'dev':
        return await siteCommands().runDev(command.args, ctx);
      case 'migrate':
        return runMigrate(command.args, ctx);
      case 'new':
        return runNew(command.args, ctx);
      case 'mv':
        return await runMv(command.args, ctx);
      case 'format':
        return runFormat(command.args, ctx);
    }
  } catch (e) {
    if (UsageError.is(e)) {
      return {
        exitCode: 2,
        stdout: '',
        stderr: `docsjson: ${printableMessage(e.message)}\n${e.help ? `Run ${e.help}\n` : ''}`,
      };
    }
    return { exitCode: 2, stdout: '', stderr: internalError(e, ctx.env) };
  }
}

/** build and dev, loaded on demand (see siteCommands.ts). */
function siteCommands(): typeof import('./siteCommands') {
  return require('./siteCommands') as typeof import('./siteCommands');
}

async function lint(args: LintArgs, ctx: RunContext, info: PackageInfo): Promise<RunOutcome> {
  const { rootPath, docsFile, mintJson } = resolveTarget(args.path, ctx.cwd, 'lint', true);
  const config = loadConfig(rootPath, ctx.cwd, args.config);
  const severities = { ...config.rules, ...args.rules };
  const { ignores, overrides } = config;
  const disk = new NodeWorkspace(rootPath);
  // The core (ajv, the schema, YAML, OpenAPI) loads only when there is something to check: --help stays instant.
  const core = require('../core') as typeof import('../core');
  const notes: string[] = [];
  // --fix and --fix-dry-run first find every certain fix (in memory); --fix writes them, and the check below then
  // reads the files as fixed. A dry run checks the texts as they would be, so it reads them from memory too, and
  // nothing may read the disk behind its back (the threaded readers below).
  let fixed: FixOutcome | undefined;
  let workspace: NodeWorkspace | OverlayWorkspace = disk;
  // A folder with only mint.json is read as Mintlify reads it: NodeWorkspace gives the docs.json its upgrade makes.
  const base: NodeWorkspace | OverlayWorkspace = disk;
  if (mintJson) notes.push(mintJsonNote(rootPath, 'checking'));
  if (args.fix || args.fixDryRun) {
    if (mintJson) throw new UsageError('--fix needs a docs.json: run docsjson migrate first', 'docsjson lint --help');
    const overlay = new core.OverlayWorkspace(base);
    fixed = await findFixes(overlay, { severities, ignores, overrides, docsFile }, { imageAlt: args.fixImageAlt });
    notes.push(fixSummary(fixed.fixes, fixed.changed.size, args.fixDryRun));
    if (args.fix) writeFixes(rootPath, fixed.changed);
    else workspace = overlay;
  }
  // The threaded readers read page files from the disk: right unless a dry run changed some in memory.
  const onDisk = !(fixed && args.fixDryRun);
  const running = core.runningSeverities(severities, overrides);
  // link-external runs only with --check-external: without it, it is no reason to parse the pages.
  const pageRulesOn = core.RULES.some(
    (r) =>
      r.reads === 'pages' &&
      (r.id !== core.EXTERNAL_LINK_RULE || args.checkExternal) &&
      core.effectiveSeverity(r.id, running),
  );
  let cache: PageCache | undefined;
  // The cache keeps what parsing each page text gave and what full OpenAPI validation said of each spec.
  if (args.cache && (pageRulesOn || core.effectiveSeverity('openapi-invalid', running))) {
    const loaded = PageCache.load(cacheFileOf(args.cacheLocation, ctx.cwd), info.version);
    cache = loaded.cache;
    if (loaded.note) notes.push(loaded.note);
  }
  // With the page rules on, every page file is read and parsed on a worker thread and this one together, from
  // the moment the folder is walked (while docs.json is checked), without syntax trees (the rules read facts).
  const pageReader = pageRulesOn && onDisk ? new ThreadedPageReader(disk, { cache }) : undefined;
  const check =
    ctx.lint ??
    ((options: DocsServiceOptions) => {
      const service = core.createDocsService(options);
      if (pageReader) {
        service.pages.configureParsing({ reader: pageReader, keepTrees: false });
        void service.files().then(
          (files) => {
            service.pages.prefetchPages(files.allPageFiles());
            // The page reads are under way elsewhere now: the cache's entries are read while they go on.
            if (cache) setImmediate(() => cache!.prepare());
          },
          () => undefined, // the check reports it
        );
      }
      return service.check();
    });
  let problems: Problem[];
  let model: SiteModel | undefined;
  // Front matter is read on worker threads (two past 25,000 pages) while the main thread checks the rest. Specs
  // get a thread of their own only with three cores or more: on two, the check is CPU-bound and one more thread
  // only adds its start-up, which makes the lint slower, not faster.
  // With the page rules on every page is parsed whole, front matter included: reading heads ahead would read twice.
  // One worker on two cores: with two, three threads would compete for them.
  const frontMatterReader =
    pageRulesOn || !onDisk
      ? undefined
      : new WorkerFrontMatterReader(disk, { maxWorkers: os.availableParallelism() >= 3 ? 2 : 1 });
  // A large docs.json means a large site: the worker starts loading now, while the folder is walked, instead of
  // after the walk (a small site never pays for one).
  if (largeSite(rootPath, docsFile)) {
    frontMatterReader?.start();
    pageReader?.start();
  }
  const specIndexer = os.availableParallelism() >= 3 ? new WorkerSpecIndexer(workspace.rootPath) : undefined;
  // Lint asks for every validation at once, up front: a worker with nothing queued has finished, and stopping it
  // at once gives its heap back while the main thread is still at work.
  const workerValidator = core.effectiveSeverity('openapi-invalid', running)
    ? new WorkerSpecValidator(workspace.rootPath, {
        idleMs: 0,
        hashInputs: cache !== undefined,
        timeoutMs: args.openapiTimeoutMs ?? config.openapiTimeoutMs,
      })
    : undefined;
  // With --cache, a spec whose files read as they did last time keeps last time's result.
  const validator = workerValidator && cache ? new CachedSpecValidator(workerValidator, disk, cache) : workerValidator;
  if (debugEnabled(ctx.env)) ctx.stderr?.write(`docsjson lint: checking ${printable(path.join(rootPath, docsFile))}\n`);
  try {
    const checked = await untilStopped(
      check({
        workspace,
        severities,
        ignores,
        overrides,
        docsFile,
        frontMatterReader,
        specIndexer,
        specValidator: validator,
        // The only network access docsjson makes, and only when asked for.
        ...(args.checkExternal && {
          externalLinks: new FetchLinkChecker({
            timeoutMs: args.externalTimeoutMs,
            userAgent: `docsjson/${info.version} (link check; ${info.informationUri})`,
          }),
        }),
        checksOnce: true,
      }),
      ctx.signal,
    );
    // Stopped: the threads are stopped below, nothing is printed or cached, and the check left running on this
    // thread ends with the process.
    if ('stopped' in checked) return stoppedOutcome('lint', checked.stopped);
    ({ problems, model } = checked.done);
  } catch (e) {
    if (!core.DocsFileError.is(e)) throw e;
    // The core throws DocsFileError when the config file itself cannot be read. Bytes that are not UTF-8 are an
    // error in the file, reported at the first bad byte like any other; anything else (too large, a link that
    // leaves the folder) is the user's to fix before there is anything to check.
    if (!core.NotUtf8Error.is(e.reason))
      throw new UsageError(`cannot check ${path.join(rootPath, docsFile)}: ${e.message}`);

    problems = core.undecodableDocsProblems(e.reason, severities);
  } finally {
    // Work still running (all pages read ahead, but docs.json turned out unparsable) must not hold the exit.
    frontMatterReader?.close();
    pageReader?.close();
    specIndexer?.close();
    await validator?.dispose();
  }
  if (cache) {
    // Entries found unusable while the pages were read are one note, before the save replaces them.
    for (const note of [pageReader && cache.prepare(), cache.save()]) if (note) notes.push(note);
  }
  const report: LintReport = {
    rootPath: workspace.rootPath,
    docsFile,
    // --quiet: errors only, as ESLint's; the others are neither shown nor counted against --max-warnings.
    problems: args.quiet ? problems.filter((p) => p.severity === 'error') : problems,
    navigation: model ? navigationCounts(model) : undefined,
  };

  const formatted = FORMATTERS[args.format](report, {
    cwd: ctx.cwd,
    annotationRoot:
      args.format === 'github' || args.format === 'gitlab' ? annotationRoot(workspace.rootPath, ctx.cwd) : undefined,
    color:
      args.format === 'stylish' &&
      args.outputFile === undefined &&
      shouldUseColor({ noColorFlag: args.noColor, stdoutIsTTY: ctx.stdoutIsTTY, env: ctx.env }),
    width: args.format === 'stylish' ? outputWidth(ctx) : undefined,
    version: info.version,
    informationUri: info.informationUri,
  });

  // Infos never count: not as errors, not against --max-warnings.
  const counts = countProblems(report.problems);
  const tooManyWarnings = args.maxWarnings !== undefined && counts.warnings > args.maxWarnings;
  // The report goes to --output-file when given (nothing on stdout then); a dry run shows its diff on stdout.
  let stdout = formatted;
  if (args.outputFile !== undefined) {
    writeOutputFile(path.resolve(ctx.cwd, args.outputFile), formatted);
    stdout = '';
  }
  if (fixed && args.fixDryRun)
    stdout =
      fixDiff(rootPath, ctx.cwd, fixed.changed) +
      (args.outputFile === undefined && args.format === 'stylish' ? formatted : '');
  return {
    exitCode: counts.errors > 0 || tooManyWarnings ? 1 : 0,
    stdout,
    stderr:
      printableLines(notes.join('')) +
      (tooManyWarnings ? `docsjson: too many warnings (${counts.warnings}, maximum ${args.maxWarnings})\n` : ''),
  };
}

/** Writes the report, creating the folders it names; a path that cannot be written is the user's to fix. */
function writeOutputFile(file: string, text: string): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  } catch (e) {
    throw new UsageError(`cannot write the report to ${file}: ${(e as Error).message}`);
  }
}

/** Sites whose docs.json is this large have thousands of pages. */
const LARGE_DOCS_BYTES = 64 * 1024;

function largeSite(rootPath: string, docsFile: string): boolean {
  try {
    return fs.statSync(path.join(rootPath, docsFile)).size > LARGE_DOCS_BYTES;
  } catch {
    return false;
  }
}

/** What a command says on stderr when it reads a mint.json-only folder. */
export function mintJsonNote(rootPath: string, doing: string): string {
  return `docsjson: no docs.json in ${printable(rootPath)}: ${doing} the docs.json that Mintlify makes from mint.json (positions in docs.json are in that text; docsjson migrate writes it)\n`;
}

/** PATH → docs root and config file name. A folder must hold docs.json; a file is the config file itself. */
export function resolveTarget(
  pathArg: string | undefined,
  cwd: string,
  command = 'lint',
  /** A folder with mint.json and no docs.json is accepted (lint, build, dev); its mint.json is named in the answer. */
  acceptMintJson = false,
): { rootPath: string; docsFile: string; mintJson?: string } {
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
    const mint = path.join(abs, 'mint.json');
    if (!isFile(docs) && acceptMintJson && isFile(mint)) return { rootPath: abs, docsFile: DOCS_FILE, mintJson: mint };
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
  let text = `docsjson: internal error: ${printable(message.split('\n')[0])}\n`;
  text +=
    'This is a bug in docsjson: please report it with the command you ran (and the docs.json if you can share it).\n';
  if (debugEnabled(env)) text += `${printableLines(e instanceof Error && e.stack ? e.stack : String(e))}\n`;
  else text += 'Run with DEBUG=docsjson to print the stack trace.\n';
  return text;
}
