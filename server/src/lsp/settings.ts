// Settings: `docsjson.rules` (severity per rule id, the ids the CLI uses). Read per site through
// `workspace/configuration` when the client supports it, else from `initializationOptions` and
// `workspace/didChangeConfiguration`, else the rules' defaults (Neovim 0.7 without settings).
import { isRuleId, parseSeverity, type SeveritySetting } from '../core';

export interface DocsjsonSettings {
  rules: Record<string, SeveritySetting>;
}

export const DEFAULT_SETTINGS: DocsjsonSettings = { rules: {} };

/**
 * Reads `{rules: {...}}` (or `{docsjson: {rules}}`) from whatever a client sent, with the severity words every
 * surface accepts. Unknown rule ids and values are dropped, so that a typo in a setting never breaks checking.
 */
export function parseSettings(raw: unknown): DocsjsonSettings {
  const obj = isObject(raw) ? raw : {};
  const section = isObject(obj.docsjson) ? obj.docsjson : obj;
  const rules: Record<string, SeveritySetting> = {};
  if (isObject(section.rules)) {
    for (const [id, value] of Object.entries(section.rules)) {
      const severity = typeof value === 'string' ? parseSeverity(value) : undefined;
      if (isRuleId(id) && severity) rules[id] = severity;
    }
  }
  return { rules };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
