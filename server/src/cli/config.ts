// The optional config file: `.docsjsonrc.json` in the docs root, or the file named by --config.
//   { "rules": { "page-missing": "warn", "frontmatter": "off" } }
// Every mistake is a UsageError (exit 2) that names the file.
import * as fs from 'fs';
import * as path from 'path';
import type { SeveritySetting } from '../core/problem';
import { UsageError, checkRuleId, checkSeverity } from './args';
import { didYouMean } from './suggest';

export const CONFIG_FILE_NAME = '.docsjsonrc.json';

export interface DocsjsonConfig {
  /** Absolute path of the file read; undefined when there was none. */
  file?: string;
  rules: Record<string, SeveritySetting>;
}

const TOP_LEVEL_KEYS = ['$schema', 'rules'];

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
  return { file, rules: parseConfig(text, shown) };
}

/** Validates the text of a config file; `shown` is the file name used in messages. */
export function parseConfig(text: string, shown: string): Record<string, SeveritySetting> {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    throw new UsageError(`${shown} is not valid JSON: ${(e as Error).message}`);
  }
  if (!isObject(data))
    throw new UsageError(`${shown} must hold a JSON object like {"rules": {"page-missing": "warn"}}`);
  for (const key of Object.keys(data)) {
    if (!TOP_LEVEL_KEYS.includes(key))
      throw new UsageError(`unknown key '${key}' in ${shown}${didYouMean(key, TOP_LEVEL_KEYS)}: only "rules" is read`);
  }
  const rules = data.rules;
  if (rules === undefined) return {};
  if (!isObject(rules))
    throw new UsageError(`"rules" in ${shown} must be an object mapping rule ids to off, info, warn, warning or error`);
  const out: Record<string, SeveritySetting> = {};
  for (const [id, value] of Object.entries(rules)) {
    checkRuleId(id, shown);
    out[id] = checkSeverity(value, id, shown);
  }
  return out;
}

/** Relative to cwd when the file is under it, else absolute. */
export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
