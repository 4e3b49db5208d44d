// One Shiki highlighter per process, kept warm: the JavaScript regular-expression engine (no WebAssembly), one
// theme made of CSS variables (light and dark come from the stylesheet), grammars loaded on first use and kept.
// Loading is asynchronous, highlighting is not: the renderer asks which languages a page needs, loads them, then
// highlights while it renders. Shiki is loaded on first use, so commands that never highlight never pay for it.
import type { HighlighterCore, ThemedToken } from 'shiki/core';
import { tokensByLine } from './lineTokens';

const THEME = 'docsjson';
/** Lines longer than this are shown without colours (a minified file would otherwise cost seconds). */
const MAX_LINE_LENGTH = 1000;
/**
 * Most time one line may take (Shiki's default is 500 ms). The first line of a language also compiles the grammar's
 * patterns it meets, and on a busy machine that alone passed 500 ms: the line was then left uncoloured, and kept so.
 * Lines are capped at MAX_LINE_LENGTH, so the limit only stops a pathological pattern.
 */
const LINE_TIME_LIMIT_MS = 2000;
/** Blocks larger than this are shown without colours. */
export const MAX_HIGHLIGHTED_CHARS = 200_000;
/** Words that mean "no language". */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'output']);

let starting: Promise<HighlighterCore> | undefined;
let highlighter: HighlighterCore | undefined;
let aliases: Map<string, string> | undefined;
const loading = new Map<string, Promise<void>>();

type LangsModule = typeof import('shiki/langs');
let langsModule: LangsModule | undefined;
function langs(): LangsModule {
  return (langsModule ??= require('shiki/langs') as LangsModule);
}

/** Starts (once) and returns the process's highlighter. */
export function warmHighlighter(): Promise<HighlighterCore> {
  starting ??= (async () => {
    const core = require('shiki/core') as typeof import('shiki/core');
    const { createJavaScriptRegexEngine } =
      require('shiki/engine/javascript') as typeof import('shiki/engine/javascript');
    const theme = core.createCssVariablesTheme({
      name: THEME,
      variablePrefix: '--dj-code-',
      variableDefaults: {},
      fontStyle: true,
    });
    // forgiving: a grammar pattern the JavaScript engine cannot run is skipped instead of failing the whole language.
    const engine = createJavaScriptRegexEngine({ forgiving: true });
    highlighter = await core.createHighlighterCore({ themes: [theme], langs: [], engine });
    return highlighter;
  })();
  return starting;
}

/** Shiki's id for a fence language (`py` -> `python`, `sh` -> `shellscript`); undefined for plain text or unknown. */
export function languageId(lang: string | null | undefined): string | undefined {
  const key = (lang ?? '').trim().toLowerCase();
  if (PLAIN.has(key) || key.length > 64) return undefined;
  if (!aliases) {
    aliases = new Map();
    for (const info of langs().bundledLanguagesInfo) {
      aliases.set(info.id, info.id);
      for (const a of info.aliases ?? []) aliases.set(a, info.id);
    }
  }
  return aliases.get(key);
}

export function isLanguageLoaded(id: string): boolean {
  return highlighter !== undefined && highlighter.getLoadedLanguages().includes(id);
}

/**
 * Grammars a language embeds but Shiki loads only on request: without them an `mdx` block shows its JSX and front
 * matter as plain text.
 */
const EMBEDDED: Record<string, string[]> = { mdx: ['tsx', 'yaml'], markdown: ['yaml'] };

/** Loads the grammars of these languages (ids from languageId) into the process's highlighter. */
export async function loadLanguages(ids: Iterable<string>): Promise<void> {
  const hl = await warmHighlighter();
  const waits: Promise<void>[] = [];
  const wanted = new Set<string>();
  for (const id of ids) for (const each of [...(EMBEDDED[id] ?? []), id]) wanted.add(each);
  for (const id of wanted) {
    let p = loading.get(id);
    if (!p) {
      const load = langs().bundledLanguages[id as keyof LangsModule['bundledLanguages']];
      // A grammar that fails to load leaves its blocks as plain text, as an unknown language would.
      p = load ? hl.loadLanguage(load).catch(() => undefined) : Promise.resolve();
      loading.set(id, p);
    }
    waits.push(p);
  }
  await Promise.all(waits);
}

/**
 * Tokens of blocks highlighted recently, by language and code: `docsjson dev` renders the same page again on every
 * save, and sites repeat the same blocks. Bounded by the characters of code held.
 */
const recent = new Map<string, ThemedToken[][]>();
let recentChars = 0;
const MAX_RECENT_CHARS = 4_000_000;

/** The coloured tokens of `code`, or undefined when it must be shown plain (language not loaded, too large). */
export function tokenize(code: string, id: string | undefined): ThemedToken[][] | undefined {
  if (!id || !highlighter || code.length > MAX_HIGHLIGHTED_CHARS || !isLanguageLoaded(id)) return undefined;
  const key = `${id}\u0000${code}`;
  const cached = recent.get(key);
  if (cached) {
    recent.delete(key);
    recent.set(key, cached);
    return cached;
  }
  let tokens: ThemedToken[][];
  try {
    const options = {
      lang: id,
      theme: THEME,
      tokenizeMaxLineLength: MAX_LINE_LENGTH,
      tokenizeTimeLimit: LINE_TIME_LIMIT_MS,
    };
    tokens = tokensByLine(highlighter, code, options) ?? highlighter.codeToTokens(code, options).tokens;
  } catch {
    return undefined;
  }
  recent.set(key, tokens);
  recentChars += key.length;
  for (const [k] of recent) {
    if (recentChars <= MAX_RECENT_CHARS) break;
    recent.delete(k);
    recentChars -= k.length;
  }
  return tokens;
}
