// language-unknown: a `language` value the builder does not accept.
import { prop } from '../model/composedTree';
import { LANGUAGE_NAMES, suggestLanguageCodes } from '../model/languages';
import type { Rule } from './rule';

export const languageUnknownRule: Rule = {
  id: 'language-unknown',
  check({ model, report }) {
    for (const c of model.containers) {
      if (c.kind !== 'language') continue;
      const value = prop(c.node, 'language');
      if (value?.type !== 'string') continue; // schema reports a missing or non-string code
      const code = value.value as string;
      if (LANGUAGE_NAMES.has(code)) continue;
      const candidates = suggestLanguageCodes(code);
      const hint = candidates.length > 0 ? `; did you mean ${candidates.map((c) => `"${c}" (${LANGUAGE_NAMES.get(c)})`).join(' or ')}?` : '; see the list of supported codes in the docs';
      report.at(value, `"${code}" is not a language code the builder accepts${hint}`, { candidates });
    }
  },
};
