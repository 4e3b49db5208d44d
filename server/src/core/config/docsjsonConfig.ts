// `.docsjsonrc.json`, the project's settings file, read the same way by the CLI and the language server:
//   { "rules": { "page-missing": "warn", "frontmatter": "off" }, "openapiTimeout": 60000 }
// Each mistake is a problem in words; the caller decides what it means (the CLI stops, the editor says so).
import type { SeveritySetting } from '../problem';
import { isRuleId, RULES } from '../rules/registry';
import { closest } from '../text/didYouMean';
import { parseSeverity, SEVERITY_WORDS } from './severity';

export const CONFIG_FILE_NAME = '.docsjsonrc.json';

const TOP_LEVEL_KEYS = ['$schema', 'rules', 'openapiTimeout'];

export interface DocsjsonConfig {
  rules: Record<string, SeveritySetting>;
  /** `openapiTimeout`: the time full OpenAPI validation may take per spec (ms); undefined = grows with the spec. */
  openapiTimeoutMs?: number;
  /** What is wrong with the file, one sentence each; empty when all is well. */
  problems: string[];
}

/** Reads the text of a settings file; `shown` names the file in the messages. */
export function parseDocsjsonConfig(text: string, shown: string): DocsjsonConfig {
  const rules: Record<string, SeveritySetting> = {};
  const problems: string[] = [];
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return { rules, problems: [`${shown} is not valid JSON: ${(e as Error).message}`] };
  }
  if (!isObject(data)) {
    return { rules, problems: [`${shown} must hold a JSON object like {"rules": {"page-missing": "warn"}}`] };
  }
  for (const key of Object.keys(data)) {
    if (!TOP_LEVEL_KEYS.includes(key))
      problems.push(
        `unknown key '${key}' in ${shown}${didYouMean(key, TOP_LEVEL_KEYS)}: only "rules" and "openapiTimeout" are read`,
      );
  }
  const config: DocsjsonConfig = { rules, problems };
  if (data.openapiTimeout !== undefined) {
    const problem = openapiTimeoutProblem(data.openapiTimeout, `"openapiTimeout" in ${shown}`);
    if (problem) problems.push(problem);
    else config.openapiTimeoutMs = data.openapiTimeout as number;
  }
  const given = data.rules;
  if (given === undefined) return config;
  if (!isObject(given)) {
    problems.push(`"rules" in ${shown} must be an object mapping rule ids to ${SEVERITY_WORDS.join(', ')}`);
    return config;
  }
  for (const [id, value] of Object.entries(given)) {
    const problem = ruleIdProblem(id, shown) ?? severityProblem(value, id, shown);
    if (problem) problems.push(problem);
    else rules[id] = parseSeverity(value as string)!;
  }
  return config;
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
