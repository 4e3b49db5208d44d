// Validates a parsed docs.json value against the bundled JSON Schema with the precompiled (standalone) ajv
// validators and turns ajv's errors into one readable sentence per problem.
//
// - No schema compilation at run time: `generated/docsSchemaValidator.ts` is produced by
//   scripts/build-schema-validator.js.
// - One all-errors validator. ajv's allErrors mode is quadratic in the number of errors because it concatenates
//   error arrays; the build script rewrites that merge to append in place, so the cost is linear. At most
//   MAX_SCHEMA_ISSUES issues are returned.
// - Paths are arrays of segments (JSON-pointer escapes undone, so a key holding "/" or "~" stays one segment);
//   array indexes are numbers.
// - Too deeply nested input is not handed to ajv (its recursion would overflow the stack).
import { validateAll } from './generated/docsSchemaValidator';
import { LANGUAGE_CODES, THEME_NAMES } from './schemaFacts';
import { closedObjectKeys, keyNameMessage, patternMessage, rejectedKeyMessage } from './schemaIndex';
import { closest } from '../text/didYouMean';
import { KIND_OF_ARRAY, LABEL_KEY, kindName, type ContainerKind } from '../model/navigationKinds';

export interface SchemaIssue {
  /** Instance path as segments: object keys (strings) and array indexes (numbers). [] is the whole file. */
  path: (string | number)[];
  /** One sentence an author understands without reading the schema. */
  message: string;
  /** Highlight the key of the property at `path` ('key') or its value ('value'). */
  on: 'key' | 'value';
}

export const MAX_SCHEMA_ISSUES = 500;
/** Deeper documents are not checked against the schema (one issue says so). */
export const MAX_SCHEMA_DEPTH = 256;

interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
type CompiledValidator = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

const all = validateAll as unknown as CompiledValidator;

export function validateDocsJson(value: unknown): SchemaIssue[] {
  const deep = findTooDeep(value);
  if (deep) {
    return [
      {
        path: deep,
        message: `docs.json is nested more than ${MAX_SCHEMA_DEPTH} levels deep here; it was not checked against the schema`,
        on: 'value',
      },
    ];
  }
  let errors: AjvError[];
  try {
    if (all(value)) return [];
    errors = all.errors ?? [];
  } catch {
    // Not expected after the depth check; never let a user file break the caller.
    return [{ path: [], message: 'docs.json could not be checked against the schema', on: 'value' }];
  }
  return toIssues(value, errors);
}

/** Maps raw ajv errors (of the docs.json schema) to issues: readable, deduplicated, capped. */
export function toIssues(root: unknown, errors: readonly AjvError[]): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  const seen = new Set<string>();
  // A refused key name is told by its `propertyNames` error, which names the key; the list of names it is not in
  // comes with the error of that list.
  const allowedNames = new Map<string, unknown[]>();
  for (const err of errors)
    if (err.keyword === 'enum' && err.schemaPath.endsWith('/propertyNames/enum'))
      allowedNames.set(err.instancePath, err.params.allowedValues as unknown[]);
  for (const err of errors) {
    if (err.keyword === 'if' || err.keyword === 'anyOf') continue; // union bookkeeping
    if (err.schemaPath.includes('/propertyNames/')) continue;
    const issue = describe(root, err, allowedNames.get(err.instancePath));
    if (!issue) continue;
    const id = JSON.stringify(issue.path) + '\u0000' + issue.message;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(issue);
    if (out.length >= MAX_SCHEMA_ISSUES) break;
  }
  return out;
}

// ----------------------------------------------------------------------------------------------------------------

/** Splits an ajv instancePath (JSON pointer) into segments; indexes of arrays in `root` become numbers. */
export function pointerToPath(root: unknown, pointer: string): (string | number)[] {
  if (pointer === '') return [];
  const raw = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const path: (string | number)[] = [];
  let cur: unknown = root;
  for (const seg of raw) {
    if (Array.isArray(cur) && /^(0|[1-9]\d*)$/.test(seg)) {
      const i = Number(seg);
      path.push(i);
      cur = cur[i];
    } else {
      path.push(seg);
      cur = ownValue(cur, seg);
    }
  }
  return path;
}

function ownValue(obj: unknown, key: string): unknown {
  if (obj === null || typeof obj !== 'object') return undefined;
  const desc = Object.getOwnPropertyDescriptor(obj, key);
  return desc ? desc.value : undefined;
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let cur = root;
  for (const seg of path) {
    if (typeof seg === 'number') cur = Array.isArray(cur) ? cur[seg] : undefined;
    else cur = ownValue(cur, seg);
  }
  return cur;
}

/** Nearest string segment at or above the end of `path` (the property an array item belongs to). */
function lastKey(path: readonly (string | number)[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return undefined;
}

/** What one item of an array is called in messages: the navigation kind tables, plus redirects. */
const ITEM_NOUN: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(KIND_OF_ARRAY)
      .filter(([key]) => key !== 'pages')
      .map(([key, kind]) => [key, kindName(kind)]),
  ),
  redirects: 'redirect',
};

/** The kind a label key names ('item' → 'menu item'), from the navigation kind tables. */
const KIND_OF_LABEL: Record<string, string> = Object.fromEntries(
  Object.entries(LABEL_KEY).map(([kind, label]) => [label, kindName(kind as ContainerKind)]),
);

/** 'a group needs a "group" label'; a language is named by its code. */
function labelMissing(label: string): string | undefined {
  const kind = own(KIND_OF_LABEL, label);
  if (kind === undefined) return undefined;
  const what = label === 'language' ? 'code' : 'label';
  return `${article(kind)} ${kind} needs ${article(label)} "${label}" ${what}`;
}

const TYPE_TEXT: Record<string, string> = {
  boolean: 'true or false',
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  array: 'a list (array)',
  object: 'an object',
  null: 'null',
};

/** Short rendering of a JSON value for a message. */
export function show(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  switch (typeof v) {
    case 'string': {
      const s = v.length > 40 ? v.slice(0, 37) + '...' : v;
      return JSON.stringify(s);
    }
    case 'number':
      return String(v);
    case 'boolean':
      return String(v);
    case 'object':
      return 'an object';
    default:
      return typeof v;
  }
}

function quoteList(values: readonly string[], max = 12): string {
  const shown = values.slice(0, max).map((v) => JSON.stringify(v));
  if (values.length > max) return `one of ${shown.join(', ')}, ...`;
  if (shown.length === 2) return `${shown[0]} or ${shown[1]}`;
  return `one of ${shown.join(', ')}`;
}

function describe(root: unknown, err: AjvError, allowedNames?: unknown[]): SchemaIssue | undefined {
  const path = pointerToPath(root, err.instancePath);
  const data = valueAt(root, path);
  const last = path.length ? path[path.length - 1] : undefined;
  const key = typeof last === 'string' ? last : undefined;
  const onKey: 'key' | 'value' = key !== undefined ? 'key' : 'value';
  const name = key !== undefined ? JSON.stringify(key) : undefined;
  const arrayKey = typeof last === 'number' ? lastKey(path) : undefined; // the list an item belongs to
  const inGlobal = typeof last === 'number' && path.length >= 3 && path[path.length - 3] === 'global';

  switch (err.keyword) {
    case 'type': {
      const expected = String(err.params.type);
      if (path.length === 0)
        return { path, message: `docs.json must be a JSON object, not ${show(data)}`, on: 'value' };
      if (arrayKey === 'pages' && expected === 'string') {
        const message =
          data !== null && typeof data === 'object' && !Array.isArray(data)
            ? 'this page entry is an object without a "group" label: a page entry is a page path (a string) or a group object with a "group" label'
            : `a page entry must be a page path (a string) or a group object, not ${show(data)}`;
        return { path, message, on: 'value' };
      }
      if (own(ITEM_NOUN, arrayKey) && expected === 'object') {
        const noun = (inGlobal ? 'global ' : '') + own(ITEM_NOUN, arrayKey);
        return {
          path,
          message: `each entry of "${arrayKey}" must be ${article(noun)} ${noun} object, not ${show(data)}`,
          on: 'value',
        };
      }
      if (isOpenapiPath(path)) {
        return {
          path,
          message: `"openapi" must be a path or URL of a spec, a list of them, or { "source", "directory" }, not ${show(data)}`,
          on: 'value',
        };
      }
      const what = own(ALTERNATIVES, key) ?? own(TYPE_TEXT, expected) ?? expected;
      const subject = name ?? (arrayKey ? `each entry of "${arrayKey}"` : 'this value');
      return { path, message: `${subject} must be ${what}, not ${show(data)}`, on: 'value' };
    }
    case 'required': {
      const missing = String(err.params.missingProperty);
      // An object where a list (or an include) is expected: the include branch wants "$ref".
      if (missing === '$ref') return includeMisuse(path, key);
      if (path.length === 0)
        return { path, message: own(ROOT_REQUIRED, missing) ?? `docs.json needs a "${missing}"`, on: 'value' };
      if (missing === 'href' && inGlobal) {
        return { path, message: `a global ${own(ITEM_NOUN, arrayKey) ?? 'item'} needs an "href"`, on: 'value' };
      }
      const labelMessage = labelMissing(missing);
      if (labelMessage) return { path, message: labelMessage, on: onKey };
      if (key === 'colors' && missing === 'primary') {
        return { path, message: '"colors" needs a "primary" colour, a hex code such as "#0D9373"', on: 'key' };
      }
      if (missing === 'source' && (isOpenapiPath(path) || arrayKey === 'openapi')) {
        return { path, message: 'an OpenAPI object needs a "source": the path or URL of the spec', on: onKey };
      }
      if (missing === 'name' && key === 'icon') return { path, message: 'an icon object needs a "name"', on: 'key' };
      if (arrayKey === 'redirects') return { path, message: `a redirect needs a "${missing}"`, on: 'value' };
      return { path, message: `${name ?? 'this object'} needs a "${missing}"`, on: onKey };
    }
    case 'enum': {
      const allowed = (err.params.allowedValues as unknown[] | undefined)?.map(String) ?? [];
      if (key === 'language' && sameList(allowed, LANGUAGE_CODES)) {
        if (typeof data !== 'string')
          return { path, message: `"language" must be a language code (a string), not ${show(data)}`, on: 'value' };
        const s = suggestLanguage(data);
        return {
          path,
          message: s
            ? `"${data}" is not a language code the builder accepts; did you mean "${s}"?`
            : `"${data}" is not a language code the builder accepts (accepted: ${LANGUAGE_CODES.join(', ')})`,
          on: 'value',
        };
      }
      if (path.length === 1 && key === 'theme' && sameList(allowed, THEME_NAMES)) {
        const s = typeof data === 'string' ? closest(data, THEME_NAMES) : undefined;
        return {
          path,
          message: `theme must be one of ${THEME_NAMES.join(', ')}, not ${show(data)}${s ? ` (did you mean "${s}"?)` : ''}`,
          on: 'value',
        };
      }
      const s = typeof data === 'string' ? closest(data, allowed) : undefined;
      return {
        path,
        message: `${name ?? 'this value'} must be ${quoteList(allowed)}, not ${show(data)}${s ? ` (did you mean "${s}"?)` : ''}`,
        on: 'value',
      };
    }
    case 'pattern': {
      const pattern = String(err.params.pattern);
      if (pattern === '^(?!fa-)') {
        const bare = typeof data === 'string' ? data.replace(/^fa-/, '') : '';
        return {
          path,
          message: `icon names are written without the "fa-" prefix: ${bare ? `"${bare}"` : 'drop "fa-"'}, not ${show(data)}`,
          on: 'value',
        };
      }
      // The schema says in words what each pattern stands for ("Must be a hex colour such as ...").
      const words = patternMessage(pattern);
      const subject = name ?? (arrayKey ? `each entry of "${arrayKey}"` : 'this value');
      if (words) return { path, message: `${subject} ${sentenceTail(words)}, not ${show(data)}`, on: 'value' };
      return { path, message: `${subject} has the wrong format: ${show(data)}`, on: 'value' };
    }
    case 'minLength':
      if (Number(err.params.limit) > 1)
        return {
          path,
          message: `${name ?? 'this value'} must be at least ${String(err.params.limit)} characters long, not ${show(data)}`,
          on: 'value',
        };
      if (own(KIND_OF_LABEL, key))
        return { path, message: `the ${own(KIND_OF_LABEL, key)} label must not be empty`, on: 'value' };
      return { path, message: `${name ?? 'this value'} must not be empty`, on: 'value' };
    case 'minItems': {
      const noun = own(ITEM_NOUN, key);
      return {
        path,
        message: noun
          ? `${name} must not be empty: add at least one ${noun}, or remove ${name}`
          : `${name ?? 'this list'} must not be empty`,
        on: 'value',
      };
    }
    case 'additionalProperties': {
      const prop = String(err.params.additionalProperty);
      const holder = arrayKey ?? key;
      const keys = holder !== undefined ? closedObjectKeys(holder) : undefined;
      const close = keys ? closest(prop, keys) : undefined;
      const where = holder !== undefined ? `"${holder}"` : 'this object';
      const hint = close ? `; did you mean "${close}"?` : keys ? ` (it takes ${[...keys].join(', ')})` : '';
      return {
        path: [...path, prop],
        message: `"${prop}" is not a setting of ${where}, and the builder fails on unknown keys there${hint}`,
        on: 'key',
      };
    }
    case 'propertyNames': {
      const prop = String(err.params.propertyName);
      const why = allowedNames ? keyNameMessage(allowedNames) : undefined;
      const where = name ?? (arrayKey && own(ITEM_NOUN, arrayKey) ? `this ${own(ITEM_NOUN, arrayKey)}` : 'this object');
      return {
        path: [...path, prop],
        message: `"${prop}" is not allowed in ${where}${why ? `: ${sentenceTail(why)}` : ''}`,
        on: 'key',
      };
    }
    case 'not': {
      // A key the builder fails on whatever its value (the schema describes it with `not: {}` and a message).
      const why = key !== undefined ? rejectedKeyMessage(key) : undefined;
      return why ? { path, message: sentenceTail(why), on: 'key' } : undefined;
    }
    case 'dependencies': {
      const needs = String(err.params.missingProperty);
      const having = String(err.params.property);
      return { path, message: `"${having}" needs "${needs}" beside it`, on: onKey };
    }
    case 'maxItems':
      return {
        path,
        message: `${name ?? 'this list'} may hold at most ${String(err.params.limit)} entries`,
        on: 'value',
      };
    default: {
      const where = path.length ? path.join('.') : 'docs.json';
      return { path, message: `${where}: ${err.message ?? err.keyword}`, on: 'value' };
    }
  }
}

const ROOT_REQUIRED: Record<string, string> = {
  theme: `docs.json needs a "theme": one of ${THEME_NAMES.join(', ')}`,
  name: 'docs.json needs a "name": the name of the project',
  colors: 'docs.json needs "colors" with a "primary" colour, for example { "primary": "#0D9373" }',
  navigation: 'docs.json needs a "navigation"',
};

/** Keys whose value may be a string or an object: name both in type errors. */
const ALTERNATIVES: Record<string, string> = {
  icon: 'an icon name (a string) or an icon object { "name", "library" }',
  logo: 'a path (a string) or an object { "light", "dark" }',
  favicon: 'a path (a string) or an object { "light", "dark" }',
  image: 'a path (a string) or an object { "light", "dark" }',
  codeblocks: 'a theme name (a string) or an object { "theme", "languages" }',
};

/** "Must be a hex colour such as ..." → "must be a hex colour such as ..." (no final full stop). */
function sentenceTail(text: string): string {
  const t = text.replace(/\.$/, '');
  return /^[A-Z](?:[a-z]|\s)/.test(t) ? t[0].toLowerCase() + t.slice(1) : t;
}

function includeMisuse(path: (string | number)[], key: string | undefined): SchemaIssue {
  const name = key !== undefined ? `"${key}"` : 'this value';
  return {
    path,
    message: `${name} must be a list (array), or an include object { "$ref": "./file.json" }`,
    on: 'value',
  };
}

function isOpenapiPath(path: readonly (string | number)[]): boolean {
  const last = path[path.length - 1];
  return last === 'openapi' || (typeof last === 'number' && path[path.length - 2] === 'openapi');
}

/** map[key] only for own keys (keys come from user data: "__proto__", "constructor"). */
function own<T>(map: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** "en-US" → "en", "JA" → "ja", "jpn"/"japanese" → "ja", "pt_BR" → "pt-BR", "zh-hk" → "zh-Hant"… */
export function suggestLanguage(code: string): string | undefined {
  const norm = code.trim().replace(/_/g, '-');
  if (LANGUAGE_CODES.includes(norm)) return norm;
  const byCase = LANGUAGE_CODES.find((c) => c.toLowerCase() === norm.toLowerCase());
  if (byCase) return byCase;
  const named = own(LANGUAGE_BY_NAME, norm.toLowerCase());
  if (named) return named;
  const primary = norm.split('-')[0].toLowerCase();
  if (primary === 'zh' && /^(hk|tw|mo|hant)$/i.test(norm.split('-')[1] ?? '')) return 'zh-Hant';
  if (primary !== norm.toLowerCase()) {
    const p = LANGUAGE_CODES.find((c) => c.toLowerCase() === primary);
    if (p) return p;
  }
  // Two-letter codes are one edit away from many others ("el" is not a typo of "en"): only longer inputs.
  return norm.length >= 3 ? closest(norm, LANGUAGE_CODES) : undefined;
}

const LANGUAGE_BY_NAME: Record<string, string> = {
  english: 'en',
  eng: 'en',
  chinese: 'zh',
  zho: 'zh',
  chi: 'zh',
  spanish: 'es',
  spa: 'es',
  french: 'fr',
  fra: 'fr',
  fre: 'fr',
  japanese: 'ja',
  jpn: 'ja',
  jap: 'ja',
  portuguese: 'pt',
  por: 'pt',
  german: 'de',
  deu: 'de',
  ger: 'de',
  korean: 'ko',
  kor: 'ko',
  kr: 'ko',
  italian: 'it',
  ita: 'it',
  russian: 'ru',
  rus: 'ru',
  arabic: 'ar',
  ara: 'ar',
  turkish: 'tr',
  tur: 'tr',
  hindi: 'hi',
  hin: 'hi',
  dutch: 'nl',
  nld: 'nl',
  polish: 'pl',
  pol: 'pl',
  ukrainian: 'uk',
  ukr: 'uk',
  ua: 'uk',
  vietnamese: 'vi',
  vie: 'vi',
  vn: 'vi',
  hebrew: 'he',
  heb: 'he',
  iw: 'he',
  swedish: 'sv',
  se: 'sv',
  danish: 'da',
  dk: 'da',
  norwegian: 'no',
  nb: 'no',
  nn: 'no',
  czech: 'cs',
  cz: 'cs',
  indonesian: 'id',
  in: 'id',
  finnish: 'fi',
  hungarian: 'hu',
  romanian: 'ro',
  catalan: 'ca',
  latvian: 'lv',
  uzbek: 'uz',
};

/** Path to the first value nested deeper than MAX_SCHEMA_DEPTH, iteratively (no recursion, no path copies). */
function findTooDeep(root: unknown): (string | number)[] | undefined {
  if (root === null || typeof root !== 'object') return undefined;
  interface Frame {
    v: object;
    depth: number;
    parent: Frame | undefined;
    seg: string | number;
  }
  const stack: Frame[] = [{ v: root, depth: 0, parent: undefined, seg: '' }];
  while (stack.length) {
    const f = stack.pop()!;
    if (f.depth > MAX_SCHEMA_DEPTH) {
      const path: (string | number)[] = [];
      for (let p: Frame | undefined = f; p && p.parent; p = p.parent) path.push(p.seg);
      return path.reverse();
    }
    if (Array.isArray(f.v)) {
      for (let i = 0; i < f.v.length; i++) {
        const c: unknown = f.v[i];
        if (c !== null && typeof c === 'object') stack.push({ v: c, depth: f.depth + 1, parent: f, seg: i });
      }
    } else {
      for (const k of Object.keys(f.v)) {
        const c = ownValue(f.v, k);
        if (c !== null && typeof c === 'object') stack.push({ v: c, depth: f.depth + 1, parent: f, seg: k });
      }
    }
  }
  return undefined;
}
