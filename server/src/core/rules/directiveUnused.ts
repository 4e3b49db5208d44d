// directive-unused: a suppression comment that silenced nothing (the problem was fixed, or it names the wrong rule
// or line), as ESLint's --report-unused-disable-directives. Off unless asked for: `docsjson lint
// --report-unused-disable-directives` turns it on as an error, or set it in .docsjsonrc.json (the editor too).
import { defineRule } from './defineRule';

export const directiveUnusedRule = defineRule({
  id: 'directive-unused',
  defaultSeverity: 'off',
  description:
    'A docsjson-disable comment or front matter key that silences no problem (--report-unused-disable-directives).',
  reads: 'problems',
});
