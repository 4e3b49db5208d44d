// Facts read from the bundled schema, so that the validator's messages and the rules never disagree with it.
import { DOCS_SCHEMA as docsSchema } from './bundledSchema';

type JsonObject = { [key: string]: unknown };

function at(path: readonly string[]): unknown {
  let cur: unknown = docsSchema;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, seg)) return undefined;
    cur = (cur as JsonObject)[seg];
  }
  return cur;
}

function stringEnum(path: readonly string[]): readonly string[] {
  const e = at([...path, 'enum']);
  return Object.freeze(Array.isArray(e) ? e.filter((x): x is string => typeof x === 'string') : []);
}

/** The 40 language codes the builder accepts, in the schema's order. */
export const LANGUAGE_CODES: readonly string[] = stringEnum(['definitions', 'language', 'properties', 'language']);
/** The theme names the builder accepts. */
export const THEME_NAMES: readonly string[] = stringEnum(['properties', 'theme']);

/** Name of a language code from the schema's enumDescriptions ("ja" → "Japanese"), or undefined. */
export function languageName(code: string): string | undefined {
  const names = at(['definitions', 'language', 'properties', 'language', 'enumDescriptions']);
  const i = LANGUAGE_CODES.indexOf(code);
  return i >= 0 && Array.isArray(names) && typeof names[i] === 'string' ? (names[i] as string) : undefined;
}

/** The schema's `$id`. */
export const DOCS_SCHEMA_ID: string = String(at(['$id']));
