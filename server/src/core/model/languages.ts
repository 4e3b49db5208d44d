// Language codes the builder accepts (real-world.md), with their names for messages, hover and completion.
export const LANGUAGE_NAMES: ReadonlyMap<string, string> = new Map([
  ['en', 'English'], ['cn', 'Chinese (Simplified)'], ['zh', 'Chinese (Simplified)'], ['zh-Hans', 'Chinese (Simplified)'],
  ['zh-Hant', 'Chinese (Traditional)'], ['zh-CN', 'Chinese (China)'], ['zh-TW', 'Chinese (Taiwan)'], ['es', 'Spanish'],
  ['fr', 'French'], ['fr-CA', 'French (Canada)'], ['fr-ca', 'French (Canada)'], ['ja', 'Japanese'], ['jp', 'Japanese'],
  ['ja-jp', 'Japanese (Japan)'], ['ja-JP', 'Japanese (Japan)'], ['pt', 'Portuguese'], ['pt-BR', 'Portuguese (Brazil)'],
  ['de', 'German'], ['ko', 'Korean'], ['it', 'Italian'], ['ru', 'Russian'], ['ro', 'Romanian'], ['cs', 'Czech'],
  ['id', 'Indonesian'], ['ar', 'Arabic'], ['tr', 'Turkish'], ['hi', 'Hindi'], ['sv', 'Swedish'], ['no', 'Norwegian'],
  ['da', 'Danish'], ['lv', 'Latvian'], ['nl', 'Dutch'], ['uk', 'Ukrainian'], ['vi', 'Vietnamese'], ['pl', 'Polish'],
  ['uz', 'Uzbek'], ['he', 'Hebrew'], ['ca', 'Catalan'], ['fi', 'Finnish'], ['hu', 'Hungarian'],
]);

/** Accepted codes that an unknown code most likely meant: same code in another case, or its base language. */
export function suggestLanguageCodes(code: string): string[] {
  const lower = code.toLowerCase().replace('_', '-');
  const exactCase = [...LANGUAGE_NAMES.keys()].filter((c) => c.toLowerCase() === lower);
  if (exactCase.length > 0) return exactCase;
  const base = lower.split('-')[0];
  const aliases: Record<string, string> = { el: '', ja: 'ja', jp: 'jp', zh: 'zh', chinese: 'zh', english: 'en', japanese: 'ja', spanish: 'es', german: 'de', french: 'fr' };
  const out = [...LANGUAGE_NAMES.keys()].filter((c) => c.toLowerCase() === base);
  if (aliases[lower]) out.push(aliases[lower]);
  return [...new Set(out)];
}
