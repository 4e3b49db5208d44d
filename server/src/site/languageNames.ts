// The name a language selector shows for a language code, in that language ("fr" -> "Français", "zh-Hans" ->
// "简体中文"), as Mintlify's selector does. The names come from the runtime's Unicode data (Intl.DisplayNames); the
// two codes Mintlify accepts that are not standard ("cn", "jp") are read as Chinese and Japanese.

const NON_STANDARD: Record<string, string> = { cn: 'zh', jp: 'ja' };
const names = new Map<string, string>();

export function languageName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    const tag = NON_STANDARD[code.toLowerCase()] ?? code;
    try {
      const found = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }).of(tag);
      name = found ? found.charAt(0).toLocaleUpperCase(tag) + found.slice(1) : code;
    } catch {
      name = code; // not a language tag: shown as written
    }
    names.set(code, name);
  }
  return name;
}
