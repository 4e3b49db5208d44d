// Severity words accepted on the command line and in config files.
import type { SeveritySetting } from '../core/problem';
import { RULE_METAS } from '../core/rules/ruleMeta';

export const SEVERITY_WORDS = ['off', 'info', 'warn', 'warning', 'error'] as const;

/** `warn` is an alias of `warning`; anything else must be a SeveritySetting. Case-sensitive, like the ids. */
export function parseSeverity(word: string): SeveritySetting | undefined {
  switch (word) {
    case 'off':
    case 'info':
    case 'warning':
    case 'error':
      return word;
    case 'warn':
      return 'warning';
    default:
      return undefined;
  }
}

export const RULE_IDS: readonly string[] = RULE_METAS.map((r) => r.id);

export function isRuleId(id: string): boolean {
  return RULE_IDS.includes(id);
}
