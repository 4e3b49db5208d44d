// directive-invalid: a suppression comment (`{/* docsjson-disable-next-line … */}`, the `docsjson-disable` front
// matter key) naming a rule that does not exist: it silences nothing, and the problem it was meant for stays.
// Reported by the suppression step (core/suppressions/), which reads every page's directives.
import { defineRule } from './defineRule';

export const directiveInvalidRule = defineRule({
  id: 'directive-invalid',
  defaultSeverity: 'warning',
  description: 'A docsjson-disable comment or front matter key names a rule that does not exist.',
  reads: 'problems',
});
