// `.docsjsonrc.json`, the project's settings file, read the same way by the CLI and the language server:
//   { "rules": { "page-missing": "warn", "frontmatter": "off" }, "openapiTimeout": 60000,
//     "ignores": ["drafts/"],
//     "overrides": [{ "files": ["api-reference/**"], "rules": { "image-alt": "off" } }] }
// Each mistake is a problem in words; the caller decides what it means (the CLI stops, the editor says so). The
// JSON Schema of the file (schema/docsjsonrc.schema.json) says the same for editors.
import type { SeveritySetting } from '../problem';
import { isRuleId, RULES } from '../rules/registry';
import { closest } from '../text/didYouMean';
import type { FileOverride } from './filePolicy';
import { parseSeverity, SEVERITY_WORDS } from './severity';

export const CONFIG_FILE_NAME = '.docsjsonrc.json';

const TOP_LEVEL_KEYS = ['$schema', 'rules', 'openapiTimeout', 'ignores', 'overrides'];
const OVERRIDE_KEYS = ['files', 'rules'];

export interface DocsjsonConfig {
  rules: Record<string, SeveritySetting>;
  /** `openapiTimeout`: the time full OpenAPI validation may take per spec (ms); undefined = grows with the spec. */
  openapiTimeoutMs?: number;
  /** Globs of root-relative files in which nothing is reported. */
  ignores: string[];
  /** Rule severities for some files, later entries winning. */
  overrides: FileOverride[];
  /** What is wrong with the file, one sentence each; empty when all is well. */
  problems: string[];
}

/** Reads the text of a settings file; `shown` names the file in the messages. */
export function parseDocsjsonConfig(text: string, shown: string): DocsjsonConfig {
  const config: DocsjsonConfig = { rules: {}, ignores: [], overrides: [], problems: [] };
  const problems = config.problems;
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    problems.push(`${shown} is not valid JSON: ${(e as Error).message}`);
    return config;
  }
  if (!isObject(data)) {
    problems.push(`${shown} must hold a JSON object like {"rules": {"page-missing": "warn"}}`);
    return config;
  }
  for (const key of Object.keys(data)) {
    if (!TOP_LEVEL_KEYS.includes(key))
      problems.push(
        `unknown key '${key}' in ${shown}${didYouMean(key, TOP_LEVEL_KEYS)}: only "rules", "openapiTimeout", "ignores" and "overrides" are read`,
      );
  }
  if (data.openapiTimeout !== undefined) {
    const problem = openapiTimeoutProblem(data.openapiTimeout, `"openapiTimeout" in ${shown}`);
    if (problem) problems.push(problem);
    else config.openapiTimeoutMs = data.openapiTimeout as number;
  }
  if (data.rules !== undefined) config.rules = readRules(data.rules, `"rules" in ${shown}`, shown, problems);
  if (data.ignores !== undefined) config.ignores = readGlobs(data.ignores, `"ignores" in ${shown}`, problems);
  if (data.overrides !== undefined) {
    if (!Array.isArray(data.overrides)) {
      problems.push(
        `"overrides" in ${shown} must be a list like [{"files": ["api/**"], "rules": {"image-alt": "off"}}]`,
      );
    } else {
      data.overrides.forEach((given, i) => {
        const where = `overrides[${i}] in ${shown}`;
        if (!isObject(given)) {
          problems.push(`${where} must be an object with "files" and "rules"`);
          return;
        }
        for (const key of Object.keys(given)) {
          if (!OVERRIDE_KEYS.includes(key))
            problems.push(
              `unknown key '${key}' in ${where}${didYouMean(key, OVERRIDE_KEYS)}: an override has "files" and "rules"`,
            );
        }
        if (given.files === undefined) problems.push(`${where} has no "files": say which files its rules are for`);
        const files = given.files === undefined ? [] : readGlobs(given.files, `"files" of ${where}`, problems);
        const rules = readRules(given.rules ?? {}, `"rules" of ${where}`, where, problems);
        if (files.length > 0) config.overrides.push({ files, rules });
      });
    }
  }
  return config;
}

function readRules(given: unknown, what: string, where: string, problems: string[]): Record<string, SeveritySetting> {
  const rules: Record<string, SeveritySetting> = {};
  if (!isObject(given)) {
    problems.push(`${what} must be an object mapping rule ids to ${SEVERITY_WORDS.join(', ')}`);
    return rules;
  }
  for (const [id, value] of Object.entries(given)) {
    const problem = ruleIdProblem(id, where) ?? severityProblem(value, id, where);
    if (problem) problems.push(problem);
    else rules[id] = parseSeverity(value as string)!;
  }
  return rules;
}

/** A glob or a list of globs (root-relative paths: "drafts/", "api/**\/*.mdx"). */
function readGlobs(given: unknown, what: string, problems: string[]): string[] {
  const list = typeof given === 'string' ? [given] : given;
  if (!Array.isArray(list) || list.some((g) => typeof g !== 'string' || g.trim() === '')) {
    problems.push(`${what} must be a list of file globs relative to the docs root, like ["drafts/", "api/**/*.mdx"]`);
    return [];
  }
  return list as string[];
}

/**
 * Why `value` (named `where`) is not a time for full OpenAPI validation, or undefined when it is one: a whole number
 * of milliseconds, at least 1. One check for the settings file and the command line.
 */
export function openapiTimeoutProblem(value: unknown, where: string): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return undefined;
  const shownValue = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return `${where} expects a whole number of milliseconds (1 or more, e.g. 60000 for a minute), got ${shownValue}`;
}

/** Why `id` (written in `where`) is not a rule id, or undefined when it is one. */
export function ruleIdProblem(id: string, where: string): string | undefined {
  if (isRuleId(id)) return undefined;
  const ids = RULES.map((r) => r.id);
  return `unknown rule '${id}' in ${where}${didYouMean(id, ids) || ' (run docsjson rules to list the rule ids)'}`;
}

/** Why `value` (written in `where`) is not a severity for rule `id`, or undefined when it is one. */
export function severityProblem(value: unknown, id: string, where: string): string | undefined {
  if (typeof value === 'string' && parseSeverity(value)) return undefined;
  const shown = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return `invalid severity ${shown} for rule ${id} in ${where}: use ${SEVERITY_WORDS.join(', ')}`;
}

/** " (did you mean x?)" or "". */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const meant = closest(input, candidates);
  return meant === undefined ? '' : ` (did you mean ${meant}?)`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
