// language-unknown: a `language` value the builder does not accept. The accepted codes and their names come
// from the bundled schema, so the rule, the schema and completion never disagree.
import { prop } from '../model/composedTree';
import { LANGUAGE_CODES, languageName } from '../schema/schemaFacts';
import { suggestLanguage } from '../schema/schemaValidator';
import { defineRule } from './defineRule';

export const languageUnknownRule = defineRule({
  id: 'language-unknown',
  defaultSeverity: 'error',
  description: 'A language code is not one the builder accepts.',
  reads: 'config',
  check({ model, report }) {
    const accepted = new Set(LANGUAGE_CODES);
    for (const c of model.containers) {
      if (c.kind !== 'language') continue;
      const value = prop(c.node, 'language');
      if (value?.type !== 'string') continue; // schema reports a missing or non-string code
      const code = value.value as string;
      if (accepted.has(code)) continue;
      const suggestion = suggestLanguage(code);
      const hint = suggestion
        ? `; did you mean "${suggestion}" (${languageName(suggestion) ?? suggestion})?`
        : `; accepted codes include ${LANGUAGE_CODES.slice(0, 8).join(', ')} …`;
      report.at(value, `"${code}" is not a language code the builder accepts${hint}`, {
        candidates: suggestion ? [suggestion] : [],
      });
    }
  },
});
