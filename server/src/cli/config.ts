// The optional settings file: `.docsjsonrc.json` in the docs root, or the file named by --config. The core reads
// it (the language server reads the same file the same way); here a mistake is a UsageError (exit 2).
import * as fs from 'fs';
import * as path from 'path';
import { CONFIG_FILE_NAME, parseDocsjsonConfig, type SeveritySetting } from '../core';
import { UsageError } from './args';

export interface DocsjsonConfig {
  /** Absolute path of the file read; undefined when there was none. */
  file?: string;
  rules: Record<string, SeveritySetting>;
  /** `openapiTimeout`: the time full OpenAPI validation may take per spec (ms). */
  openapiTimeoutMs?: number;
}

/**
 * Reads the config: `configFlag` (resolved against `cwd`) when given, which must exist; otherwise
 * `.docsjsonrc.json` in `rootPath`, which may be absent.
 */
export function loadConfig(rootPath: string, cwd: string, configFlag?: string): DocsjsonConfig {
  const explicit = configFlag !== undefined;
  const file = explicit ? path.resolve(cwd, configFlag) : path.join(rootPath, CONFIG_FILE_NAME);
  const shown = displayPath(file, cwd);
  let text: string;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) throw new UsageError(`config file ${shown} is not a file`);
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if ((code === 'ENOENT' || code === 'ENOTDIR') && !explicit) return { rules: {} };
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new UsageError(`config file not found: ${shown}`);
    throw new UsageError(`cannot read config file ${shown}: ${(e as Error).message}`);
  }
  const config = parseDocsjsonConfig(text, shown);
  if (config.problems.length > 0) throw new UsageError(config.problems[0]);
  const settings: DocsjsonConfig = { file, rules: config.rules };
  if (config.openapiTimeoutMs !== undefined) settings.openapiTimeoutMs = config.openapiTimeoutMs;
  return settings;
}

/** Relative to cwd when the file is under it, else absolute. */
export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel;
}
