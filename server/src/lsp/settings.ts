// Settings: `docsjson.rules` (severity per rule id, the ids the CLI uses). Read per site through
// `workspace/configuration` when the client supports it, else from `initializationOptions` and
// `workspace/didChangeConfiguration`, else the rules' defaults (Neovim 0.7 without settings).
import type { SeveritySetting } from '../core/problem';
import { RULE_METAS } from '../core/rules/ruleMeta';

export interface DocsjsonSettings {
  rules: Record<string, SeveritySetting>;
}

export const DEFAULT_SETTINGS: DocsjsonSettings = { rules: {} };

const KNOWN_RULES = new Set(RULE_METAS.map((r) => r.id));

/**
 * Reads `{rules: {...}}` (or `{docsjson: {rules}}`) from whatever a client sent. Unknown rule ids and values are
 * dropped, `warn` means `warning`, so that a typo in a setting never breaks checking.
 */
export function parseSettings(raw: unknown): DocsjsonSettings {
  const obj = isObject(raw) ? raw : {};
  const section = isObject(obj.docsjson) ? obj.docsjson : obj;
  const rules: Record<string, SeveritySetting> = {};
  if (isObject(section.rules)) {
    for (const [id, value] of Object.entries(section.rules)) {
      if (!KNOWN_RULES.has(id) || typeof value !== 'string') continue;
      const v = value.toLowerCase();
      const severity = v === 'warn' ? 'warning' : v === 'information' || v === 'hint' ? 'info' : v;
      if (severity === 'off' || severity === 'info' || severity === 'warning' || severity === 'error')
        rules[id] = severity;
    }
  }
  return { rules };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
