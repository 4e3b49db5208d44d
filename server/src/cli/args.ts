// Command-line parsing with node:util parseArgs. Pure: argv in, a Command (or a UsageError) out.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  type SeveritySetting,
  didYouMean,
  openapiTimeoutProblem,
  parseSeverity,
  ruleIdProblem,
  severityProblem,
} from '../core';

export const FORMAT_NAMES = ['stylish', 'json', 'sarif', 'github', 'gitlab', 'junit'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

export const COMMANDS = ['lint', 'rules', 'build', 'dev', 'migrate', 'new', 'mv', 'format'] as const;

export interface LintArgs {
  /** PATH as typed (a folder holding docs.json, or the config file itself); undefined = current folder. */
  path?: string;
  format: FormatName;
  /** Fail (exit 1) when more warnings than this; undefined = any number of warnings passes. */
  maxWarnings?: number;
  /** `--rule ID=SEVERITY` settings, already validated; a later flag for the same id wins. */
  rules: Record<string, SeveritySetting>;
  /** `--config FILE` as typed (resolved against the current folder by the runner). */
  config?: string;
  /** `--no-color`. */
  noColor: boolean;
  /** `--cache`: keep what parsing each page gave, and reuse it for pages whose text did not change. */
  cache: boolean;
  /** `--cache-location FILE|DIR` as typed (resolved against the current folder by the runner). */
  cacheLocation?: string;
  /** `--openapi-timeout MS`: the time full OpenAPI validation may take per spec; wins over the config file. */
  openapiTimeoutMs?: number;
  /** `--fix`: write the certain fixes into the files; `--fix-dry-run`: print them as a diff instead. */
  fix: boolean;
  fixDryRun: boolean;
  /** `--fix-image-alt`: with --fix or --fix-dry-run, also give images without alt text their file name's words. */
  fixImageAlt: boolean;
  /** `--check-external`: request every external link (the only network access docsjson makes). */
  checkExternal: boolean;
  /** `--external-timeout MS`: how long each of those requests may take. */
  externalTimeoutMs?: number;
  /** `--report-unused-disable-directives`: directive-unused as an error, unless `--rule` says otherwise. */
  reportUnusedDisableDirectives: boolean;
  /** `--quiet`: errors only (warnings and notes are neither shown nor counted). */
  quiet: boolean;
  /** `--output-file FILE` as typed: the report goes there instead of stdout. */
  outputFile?: string;
}

export interface BuildArgs {
  path?: string;
  /** `--out DIR` as typed (resolved against the current folder by the runner). */
  out: string;
  strict: boolean;
  rules: Record<string, SeveritySetting>;
  config?: string;
  noColor: boolean;
}

export interface DevArgs {
  path?: string;
  port: number;
  host: string;
  open: boolean;
  rules: Record<string, SeveritySetting>;
  config?: string;
  noColor: boolean;
}

export interface MigrateArgs {
  /** The folder holding mint.json; undefined = current folder. */
  path?: string;
  /** Replace an existing docs.json. */
  force: boolean;
}

export interface NewArgs {
  /** The folder to create the site in (new or empty); undefined = current folder. */
  path?: string;
}

export interface MvArgs {
  /** The file or folder to move, and where, as typed (resolved against the current folder). */
  from: string;
  to: string;
  /** Add a redirect from each moved page's old URL to its new one. */
  redirect: boolean;
}

export interface FormatArgs {
  path?: string;
  /** Write nothing; exit 1 when docs.json is not formatted. */
  check: boolean;
}

export type HelpTopic = 'main' | 'lint' | 'rules' | 'build' | 'dev' | 'migrate' | 'new' | 'mv' | 'format';

export type Command =
  | { kind: 'help'; topic: HelpTopic }
  | { kind: 'version' }
  | { kind: 'rules' }
  | { kind: 'lint'; args: LintArgs }
  | { kind: 'build'; args: BuildArgs }
  | { kind: 'dev'; args: DevArgs }
  | { kind: 'migrate'; args: MigrateArgs }
  | { kind: 'new'; args: NewArgs }
  | { kind: 'mv'; args: MvArgs }
  | { kind: 'format'; args: FormatArgs };

const USAGE_ERROR = 'DOCSJSON_USAGE';

/**
 * A mistake in how docsjson was called (flags, PATH, config file): exit code 2, one line, then (for command-line
 * mistakes) a pointer to the right help.
 */
export class UsageError extends Error {
  readonly code = USAGE_ERROR;

  constructor(
    message: string,
    /** The help to point at ("docsjson lint --help"); undefined when the message says all (config files). */
    readonly help?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }

  /**
   * True for a UsageError, told by its code: build and dev run from a bundle of their own (dist/siteCommands.js)
   * with its own copy of this class, so `instanceof` in the main bundle is false for their refusals.
   */
  static is(e: unknown): e is UsageError {
    return e instanceof Error && (e as { code?: unknown }).code === USAGE_ERROR;
  }
}

const MAIN_HELP = 'docsjson --help';
const LINT_HELP = 'docsjson lint --help';
const RULES_HELP = 'docsjson rules --help';
const BUILD_HELP = 'docsjson build --help';
const DEV_HELP = 'docsjson dev --help';
const MIGRATE_HELP = 'docsjson migrate --help';

const NEW_HELP = 'docsjson new --help';
const MV_HELP = 'docsjson mv --help';
const FORMAT_HELP = 'docsjson format --help';

const FORMAT_OPTIONS = {
  check: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const MV_OPTIONS = {
  redirect: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const NEW_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const MIGRATE_OPTIONS = {
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const MAIN_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} satisfies ParseArgsConfig['options'];

const LINT_OPTIONS = {
  format: { type: 'string', short: 'f' },
  'max-warnings': { type: 'string' },
  rule: { type: 'string', multiple: true },
  config: { type: 'string', short: 'c' },
  'no-color': { type: 'boolean' },
  cache: { type: 'boolean' },
  'cache-location': { type: 'string' },
  'openapi-timeout': { type: 'string' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  'fix-image-alt': { type: 'boolean' },
  'check-external': { type: 'boolean' },
  'external-timeout': { type: 'string' },
  'report-unused-disable-directives': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  'output-file': { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const BUILD_OPTIONS = {
  out: { type: 'string', short: 'o' },
  strict: { type: 'boolean' },
  rule: { type: 'string', multiple: true },
  config: { type: 'string', short: 'c' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const DEV_OPTIONS = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  open: { type: 'boolean' },
  rule: { type: 'string', multiple: true },
  config: { type: 'string', short: 'c' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

/** Ten minutes: a longer wait per link is a mistake in the number. */
const MAX_EXTERNAL_TIMEOUT_MS = 600_000;

export const DEFAULT_DEV_PORT = 3000;
export const DEFAULT_DEV_HOST = '127.0.0.1';

const RULES_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

export function parseCommandLine(argv: readonly string[]): Command {
  const first = argv[0];
  if (first === undefined)
    throw new UsageError('missing command: use docsjson lint [PATH] or docsjson rules', MAIN_HELP);
  if (first.startsWith('-')) {
    const { values, positionals } = parse(argv, MAIN_OPTIONS, MAIN_HELP, false);
    if (values.help) return { kind: 'help', topic: 'main' };
    if (values.version) return { kind: 'version' };
    // Options such as --format given before the command.
    throw new UsageError(`missing command before ${positionals[0] ?? first}`, MAIN_HELP);
  }
  const rest = argv.slice(1);
  switch (first) {
    case 'lint':
      return parseLint(rest);
    case 'build':
      return parseBuild(rest);
    case 'dev':
      return parseDev(rest);
    case 'format': {
      const { values, positionals } = parse(rest, FORMAT_OPTIONS, FORMAT_HELP, true);
      if (values.help) return { kind: 'help', topic: 'format' };
      return {
        kind: 'format',
        args: { path: onePath('format', positionals, FORMAT_HELP), check: values.check === true },
      };
    }
    case 'mv': {
      const { values, positionals } = parse(rest, MV_OPTIONS, MV_HELP, true);
      if (values.help) return { kind: 'help', topic: 'mv' };
      if (positionals.length !== 2)
        throw new UsageError(
          `mv takes OLD and NEW, got ${positionals.length} path${positionals.length === 1 ? '' : 's'}`,
          MV_HELP,
        );
      return { kind: 'mv', args: { from: positionals[0], to: positionals[1], redirect: values.redirect === true } };
    }
    case 'new': {
      const { values, positionals } = parse(rest, NEW_OPTIONS, NEW_HELP, true);
      if (values.help) return { kind: 'help', topic: 'new' };
      return { kind: 'new', args: { path: onePath('new', positionals, NEW_HELP) } };
    }
    case 'migrate': {
      const { values, positionals } = parse(rest, MIGRATE_OPTIONS, MIGRATE_HELP, true);
      if (values.help) return { kind: 'help', topic: 'migrate' };
      return {
        kind: 'migrate',
        args: { path: onePath('migrate', positionals, MIGRATE_HELP), force: values.force === true },
      };
    }
    case 'rules': {
      const { values } = parse(rest, RULES_OPTIONS, RULES_HELP, false);
      return values.help ? { kind: 'help', topic: 'rules' } : { kind: 'rules' };
    }
    case 'help':
      return {
        kind: 'help',
        topic:
          (['lint', 'rules', 'build', 'dev', 'migrate', 'new', 'mv', 'format'] as const).find((t) => t === rest[0]) ??
          'main',
      };
    default:
      throw new UsageError(`unknown command '${first}'${didYouMean(first, COMMANDS)}`, MAIN_HELP);
  }
}

function parseLint(argv: readonly string[]): Command {
  const { values, positionals } = parse(argv, LINT_OPTIONS, LINT_HELP, true);
  if (values.help) return { kind: 'help', topic: 'lint' };
  if (positionals.length > 1) {
    throw new UsageError(
      `lint takes one PATH, got ${positionals.length}: ${positionals.map((p) => `'${p}'`).join(' ')}`,
      LINT_HELP,
    );
  }

  let format: FormatName = 'stylish';
  if (values.format !== undefined) {
    const f = values.format;
    if (!(FORMAT_NAMES as readonly string[]).includes(f)) {
      throw new UsageError(
        `unknown format '${f}'${didYouMean(f, FORMAT_NAMES)}: use ${FORMAT_NAMES.join(', ')}`,
        LINT_HELP,
      );
    }
    format = f as FormatName;
  }

  let maxWarnings: number | undefined;
  const mw = values['max-warnings'];
  if (mw !== undefined) {
    if (!/^\d+$/.test(mw) || !Number.isSafeInteger(Number(mw))) {
      throw new UsageError(`--max-warnings expects a whole number of 0 or more, got '${mw}'`, LINT_HELP);
    }
    maxWarnings = Number(mw);
  }

  const rules: Record<string, SeveritySetting> = {};
  for (const spec of values.rule ?? []) {
    const [id, severity] = parseRuleSpec(spec, '--rule', LINT_HELP);
    rules[id] = severity;
  }

  if (values.config !== undefined && values.config === '')
    throw new UsageError('--config expects a file path', LINT_HELP);
  if (values['cache-location'] === '')
    throw new UsageError('--cache-location expects a file or folder path', LINT_HELP);
  if (values['output-file'] === '') throw new UsageError('--output-file expects a file path', LINT_HELP);
  if (values.fix && values['fix-dry-run'])
    throw new UsageError('use --fix (write the fixes) or --fix-dry-run (print them), not both', LINT_HELP);
  // As ESLint's --fix-type: a choice of which fixes to apply means nothing without a fix to apply.
  if (values['fix-image-alt'] && !values.fix && !values['fix-dry-run'])
    throw new UsageError('--fix-image-alt goes with --fix or --fix-dry-run', LINT_HELP);
  let externalTimeoutMs: number | undefined;
  const et = values['external-timeout'];
  if (et !== undefined) {
    if (!values['check-external'])
      throw new UsageError(
        '--external-timeout goes with --check-external (external links are checked only then)',
        LINT_HELP,
      );
    if (!/^\d+$/.test(et) || Number(et) < 1 || Number(et) > MAX_EXTERNAL_TIMEOUT_MS)
      throw new UsageError(
        `--external-timeout expects milliseconds from 1 to ${MAX_EXTERNAL_TIMEOUT_MS}, got '${et}'`,
        LINT_HELP,
      );
    externalTimeoutMs = Number(et);
  }
  if (values['report-unused-disable-directives'] && rules['directive-unused'] === undefined)
    rules['directive-unused'] = 'error';

  let openapiTimeoutMs: number | undefined;
  const ot = values['openapi-timeout'];
  if (ot !== undefined) {
    const value = /^\d+$/.test(ot) ? Number(ot) : ot;
    const problem = openapiTimeoutProblem(value, '--openapi-timeout');
    if (problem) throw new UsageError(problem, LINT_HELP);
    openapiTimeoutMs = value as number;
  }

  return {
    kind: 'lint',
    args: {
      path: positionals[0],
      format,
      maxWarnings,
      rules,
      config: values.config,
      noColor: values['no-color'] === true,
      // As ESLint: a location alone turns the cache on.
      cache: values.cache === true || values['cache-location'] !== undefined,
      cacheLocation: values['cache-location'],
      openapiTimeoutMs,
      fix: values.fix === true,
      fixDryRun: values['fix-dry-run'] === true,
      fixImageAlt: values['fix-image-alt'] === true,
      checkExternal: values['check-external'] === true,
      externalTimeoutMs,
      reportUnusedDisableDirectives: values['report-unused-disable-directives'] === true,
      quiet: values.quiet === true,
      outputFile: values['output-file'],
    },
  };
}

function parseBuild(argv: readonly string[]): Command {
  const { values, positionals } = parse(argv, BUILD_OPTIONS, BUILD_HELP, true);
  if (values.help) return { kind: 'help', topic: 'build' };
  const path = onePath('build', positionals, BUILD_HELP);
  if (values.out === undefined || values.out === '')
    throw new UsageError('build needs --out DIR: the folder to write the site into', BUILD_HELP);
  return {
    kind: 'build',
    args: {
      path,
      out: values.out,
      strict: values.strict === true,
      rules: ruleSettings(values.rule, BUILD_HELP),
      config: configFlag(values.config, BUILD_HELP),
      noColor: values['no-color'] === true,
    },
  };
}

function parseDev(argv: readonly string[]): Command {
  const { values, positionals } = parse(argv, DEV_OPTIONS, DEV_HELP, true);
  if (values.help) return { kind: 'help', topic: 'dev' };
  const path = onePath('dev', positionals, DEV_HELP);
  let port = DEFAULT_DEV_PORT;
  if (values.port !== undefined) {
    if (!/^\d+$/.test(values.port) || Number(values.port) > 65535)
      throw new UsageError(`--port expects a port number from 0 to 65535, got '${values.port}'`, DEV_HELP);
    port = Number(values.port);
  }
  const host = values.host ?? DEFAULT_DEV_HOST;
  if (host === '' || /[\s/]/.test(host))
    throw new UsageError(`--host expects a host name or address, got '${host}'`, DEV_HELP);
  return {
    kind: 'dev',
    args: {
      path,
      port,
      host,
      open: values.open === true,
      rules: ruleSettings(values.rule, DEV_HELP),
      config: configFlag(values.config, DEV_HELP),
      noColor: values['no-color'] === true,
    },
  };
}

function onePath(command: string, positionals: string[], help: string): string | undefined {
  if (positionals.length > 1)
    throw new UsageError(
      `${command} takes one PATH, got ${positionals.length}: ${positionals.map((p) => `'${p}'`).join(' ')}`,
      help,
    );
  return positionals[0];
}

function ruleSettings(specs: string[] | undefined, help: string): Record<string, SeveritySetting> {
  const rules: Record<string, SeveritySetting> = {};
  for (const spec of specs ?? []) {
    const [id, severity] = parseRuleSpec(spec, '--rule', help);
    rules[id] = severity;
  }
  return rules;
}

function configFlag(value: string | undefined, help: string): string | undefined {
  if (value !== undefined && value === '') throw new UsageError('--config expects a file path', help);
  return value;
}

/** `ID=SEVERITY` → [id, setting]; every mistake is a UsageError naming `where`. */
export function parseRuleSpec(spec: string, where: string, help?: string): [string, SeveritySetting] {
  const eq = spec.indexOf('=');
  if (eq < 0) throw new UsageError(`${where} expects ID=SEVERITY (for example page-missing=warn), got '${spec}'`, help);
  const id = spec.slice(0, eq).trim();
  const word = spec.slice(eq + 1).trim();
  checkRuleId(id, where, help);
  return [id, checkSeverity(word, id, where, help)];
}

function checkRuleId(id: string, where: string, help?: string): void {
  const problem = ruleIdProblem(id, where);
  if (problem) throw new UsageError(problem, help);
}

function checkSeverity(word: string, id: string, where: string, help?: string): SeveritySetting {
  const problem = severityProblem(word, id, where);
  if (problem) throw new UsageError(problem, help);
  return parseSeverity(word)!;
}

function parse<O extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: O,
  help: string,
  allowPositionals: boolean,
) {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals, strict: true });
  } catch (e) {
    throw new UsageError(describeParseError(e, options), help);
  }
}

/** parseArgs messages are several lines long and end with advice about `--`; keep one line that names the flag. */
function describeParseError(e: unknown, options: NonNullable<ParseArgsConfig['options']>): string {
  const err = e as { code?: string; message?: string };
  const message = String(err.message ?? e);
  const flag = /'([^']+)'/.exec(message)?.[1];
  const longNames = Object.keys(options).map((o) => `--${o}`);
  switch (err.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${flag}${flag?.startsWith('--') ? didYouMean(flag, longNames) : ''}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${flag ?? ''}`.trim();
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const name = flag?.split(/[ ,]+/).find((s) => s.startsWith('--')) ?? flag;
      if (/argument missing/.test(message)) return `option ${name} needs a value`;
      if (/ambiguous/.test(message))
        return `option ${name} needs a value (to pass one that starts with "-", write ${name}=VALUE)`;
      if (/does not take an argument/.test(message)) return `option ${name} does not take a value`;
      return message.split('\n')[0];
    }
    default:
      return message.split('\n')[0];
  }
}
