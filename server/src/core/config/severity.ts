// The words a config file, an editor setting or the command line may use for a rule's severity: one parser for
// every surface, so that a setting means the same in CI and in the editor. Letter case is ignored; `warn` means
// `warning`, and the editor words `information` and `hint` mean `info`.
import type { SeveritySetting } from '../problem';

export const SEVERITY_WORDS = ['off', 'info', 'warn', 'warning', 'error'] as const;

export function parseSeverity(word: string): SeveritySetting | undefined {
  switch (word.trim().toLowerCase()) {
    case 'off':
      return 'off';
    case 'info':
    case 'information':
    case 'hint':
      return 'info';
    case 'warn':
    case 'warning':
      return 'warning';
    case 'error':
      return 'error';
    default:
      return undefined;
  }
}
