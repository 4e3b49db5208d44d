// Reads the YAML front matter at the top of a page the way Mintlify's build reads it (docs/format-pages-openapi.md):
// the block is found as its front-matter extractor finds it, and the YAML is read with js-yaml 3 (YAML 1.1 types:
// `title: 01.2025` is text, `yes` is text, `2024-01-01` is a date). Front matter that js-yaml 3 cannot read stops
// Mintlify's build, so those problems are marked `fatal`; the others are advice. Nothing is ever evaluated: js-yaml's
// safe schema knows no code tags, and unknown tags are errors, as they are for Mintlify. Problems carry ranges in
// the page file.
import { LineIndex } from '../text/lineIndex';
import type { Range } from '../problem';
import { readSimpleFrontMatter } from './simpleFrontMatter';

const MAX_FLOW_DEPTH = 64;

export interface FrontMatterProblem {
  message: string;
  range: Range;
  /** Mintlify's build fails on it (the YAML does not parse, or an endpoint field is not one string). */
  fatal?: boolean;
  /** The page has no usable title, so Mintlify titles it from its file name (the rule says which title). */
  titleFromFileName?: boolean;
}

export interface FrontMatterResult {
  title?: string;
  description?: string;
  problems: FrontMatterProblem[];
  /** Every top-level field, when asked for (`parseFrontMatter(text, true)`) and the front matter reads as fields. */
  fields?: ReadonlyMap<string, unknown>;
  /** The endpoint the page documents (`openapi: "GET /users"`, `api: "GET https://…"`), as written and where. */
  endpoint?: FrontMatterEndpointField;
}

export interface FrontMatterEndpointField {
  key: 'openapi' | 'api';
  value: string;
  range: Range;
}

/** The parts of js-yaml 3 used here; loaded by the first page whose front matter is more than `key: value` lines. */
interface JsYaml3 {
  safeLoad(text: string): unknown;
}
interface YamlException {
  name: 'YAMLException';
  reason?: string;
  mark?: { position: number };
}
let jsYaml: JsYaml3 | undefined;
function loadJsYaml(): JsYaml3 {
  return (jsYaml ??= require('js-yaml') as JsYaml3);
}

/** Shared by every clean page: a 100,000-page site keeps one empty list, not 100,000. */
const NO_PROBLEMS: FrontMatterProblem[] = Object.freeze([]) as unknown as FrontMatterProblem[];

/**
 * Mintlify looks for front matter only when the first line contains "---" (or "= yaml ="), then takes the first
 * block of the page that opens with a line that is exactly the fence and closes with the same fence or "..."
 * (trailing spaces allowed). `$` and `^` also match around "\r", so CRLF pages work.
 */
const MAY_HAVE_FRONT_MATTER = /= yaml =|---/;
const FRONT_MATTER_BLOCK = /^\uFEFF?(= yaml =|---)$([\s\S]*?)^(?:\1|\.\.\.)\s*$/m;

/** Fields Mintlify reads as one endpoint string; anything else there stops its build. */
const ENDPOINT_FIELDS = ['api', 'openapi', 'asyncapi'];

/**
 * Every top-level field of a page's front matter as Mintlify reads it (the same YAML rules as `parseFrontMatter`);
 * undefined when the page has none, or none that reads as `key: value` lines.
 */
export function frontMatterFields(text: string): ReadonlyMap<string, unknown> | undefined {
  return parseFrontMatter(text, true).fields;
}

const NEVER_CLOSED = 'the front matter is never closed (no "---" line after it), so it is not read';

/**
 * The front matter read from the first bytes of a page (`complete`: they are the whole page), or undefined when
 * those bytes end inside it and the whole page must be read.
 */
export function frontMatterOfHead(text: string, complete: boolean): FrontMatterResult | undefined {
  const result = parseFrontMatter(text);
  return complete || !result.problems.some((p) => p.message === NEVER_CLOSED) ? result : undefined;
}

export function parseFrontMatter(text: string, withFields = false): FrontMatterResult {
  const lines = new LineIndex(text);
  const rangeOf = (start: number, end: number): Range => lines.rangeAt(start, end);
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const firstLineEnd = lineEnd(text, 0);
  const firstLine = rangeOf(0, firstLineEnd);
  const noTitle = (message: string, range = firstLine): FrontMatterResult => ({
    problems: [{ message, range, titleFromFileName: true }],
  });

  const opening = text.slice(bom, firstLineEnd);
  if (!MAY_HAVE_FRONT_MATTER.test(text.slice(0, firstLineEnd))) {
    if (opening.startsWith('+++'))
      return noTitle('the page starts with "+++" (TOML front matter), which Mintlify does not read');
    return noTitle('the page has no front matter');
  }
  const block = FRONT_MATTER_BLOCK.exec(text);
  if (!block) {
    if (opening === '---' || opening === '= yaml =') return noTitle(NEVER_CLOSED);
    if (/^---\s*\w/.test(opening))
      return noTitle(`"${opening.trim()}" front matter is not read (only plain YAML between "---" lines is)`);
    return noTitle(`the first line "${opening}" is not a front matter fence ("---" alone), so none is read`);
  }
  const contentStart = block.index + block[0].indexOf(block[1]) + block[1].length;
  const content = block[2];
  const yamlText = content.trim();
  const yamlStart = contentStart + (content.length - content.trimStart().length);
  const blockRange = rangeOf(block.index, contentStart);

  if (flowDepth(yamlText) > MAX_FLOW_DEPTH) {
    return {
      problems: [{ message: `the front matter is nested more than ${MAX_FLOW_DEPTH} levels deep`, range: blockRange }],
    };
  }

  // Most pages: the common shapes (text values, lists of text, text blocks) with a text title, and no list where
  // text is required. Everything else goes through js-yaml below, which reports the problems.
  const simple = readSimpleFrontMatter(yamlText);
  const simpleTitle = simple?.get('title');
  const simpleDescription = simple?.get('description');
  if (
    simple &&
    typeof simpleTitle === 'string' &&
    simpleTitle.trim() !== '' &&
    typeof simpleDescription !== 'object' &&
    ENDPOINT_FIELDS.every((key) => typeof simple.get(key) !== 'object')
  ) {
    const clean: FrontMatterResult =
      simpleDescription === undefined
        ? { title: detach(simpleTitle), problems: NO_PROBLEMS }
        : { title: detach(simpleTitle), description: detach(simpleDescription), problems: NO_PROBLEMS };
    if (withFields) clean.fields = simple;
    const endpoint = endpointField(simple, yamlText, yamlStart, rangeOf);
    if (endpoint) clean.endpoint = endpoint;
    return clean;
  }

  let data: unknown;
  try {
    data = loadJsYaml().safeLoad(yamlText);
  } catch (e) {
    return { problems: [unparsable(e, yamlText, yamlStart, blockRange, rangeOf)] };
  }
  if (data === null || data === undefined) return noTitle('the front matter is empty', blockRange);
  if (typeof data !== 'object' || Array.isArray(data) || data instanceof Date)
    return noTitle('the front matter is not a list of "key: value" lines', blockRange);

  const fields = data as Record<string, unknown>;
  const problems: FrontMatterProblem[] = [];
  const at = (key: string): Range => {
    const found = keyValueOffsets(yamlText, key);
    return found ? rangeOf(yamlStart + found[0], yamlStart + found[1]) : blockRange;
  };
  const has = (key: string) => Object.prototype.hasOwnProperty.call(fields, key);
  for (const key of ENDPOINT_FIELDS) {
    const value = has(key) ? fields[key] : undefined;
    if (value === null || value === undefined || typeof value === 'string') continue;
    problems.push({
      message: `"${key}" must be one endpoint string such as "GET /users", not ${describe(value)}; Mintlify's build stops on it`,
      range: at(key),
      fatal: true,
    });
  }
  const result: FrontMatterResult = { problems };
  const fieldMap = new Map(Object.entries(fields));
  if (withFields) result.fields = fieldMap;
  const endpoint = endpointField(fieldMap, yamlText, yamlStart, rangeOf);
  if (endpoint) result.endpoint = endpoint;
  const title = has('title') ? fields.title : undefined;
  if (!has('title'))
    problems.push({ message: 'no "title" in the front matter', range: blockRange, titleFromFileName: true });
  else if (typeof title !== 'string') {
    const quote =
      title !== null && (typeof title !== 'object' || title instanceof Date) ? '; put the value in quotes' : '';
    problems.push({ message: `"title" must be text, not ${describe(title)}${quote}`, range: at('title') });
  } else if (title.trim() === '') problems.push({ message: '"title" is empty', range: at('title') });
  else result.title = detach(title);
  if (has('description')) {
    const description = fields.description;
    if (typeof description === 'string') result.description = detach(description);
    else if (description !== null) {
      const quote = typeof description !== 'object' || description instanceof Date ? '; put the value in quotes' : '';
      problems.push({
        message: `"description" must be text, not ${describe(description)}${quote}`,
        range: at('description'),
      });
    }
  }
  if (problems.length === 0) result.problems = NO_PROBLEMS;
  return result;
}

/** The problem for YAML that js-yaml 3 rejects, at the place it names. */
function unparsable(
  e: unknown,
  yamlText: string,
  yamlStart: number,
  blockRange: Range,
  rangeOf: (start: number, end: number) => Range,
): FrontMatterProblem {
  if (!isYamlException(e)) {
    // js-yaml recurses once per nesting level and ran out of stack. Whether Mintlify's build does too depends on
    // its stack, so this is advice, not a verdict.
    return { message: 'the front matter is nested too deeply to be checked', range: blockRange };
  }
  const reason = e.reason === 'duplicated mapping key' ? 'a key appears twice' : (e.reason ?? 'it cannot be read');
  const position = Math.min(Math.max(e.mark?.position ?? 0, 0), yamlText.length);
  const start = yamlStart + position;
  const end = yamlStart + Math.max(position, lineEnd(yamlText, position));
  return {
    message: `the front matter is not valid YAML (${reason}), which stops Mintlify's build`,
    range: rangeOf(start, end),
    fatal: true,
  };
}

function isYamlException(e: unknown): e is YamlException {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'YAMLException';
}

/** Offsets of the value of a top-level `key:` line in the YAML text (the key itself when the value is empty). */
/** `openapi` (else `api`) when it is one non-empty string, with the range of its value in the page. */
function endpointField(
  fields: ReadonlyMap<string, unknown>,
  yamlText: string,
  yamlStart: number,
  rangeOf: (start: number, end: number) => Range,
): FrontMatterEndpointField | undefined {
  for (const key of ['openapi', 'api'] as const) {
    const value = fields.get(key);
    if (typeof value !== 'string' || value.trim() === '') continue;
    const found = keyValueOffsets(yamlText, key);
    const range = found ? rangeOf(yamlStart + found[0], yamlStart + found[1]) : rangeOf(yamlStart, yamlStart);
    return { key, value: detach(value), range };
  }
  return undefined;
}

function keyValueOffsets(yamlText: string, key: string): [number, number] | undefined {
  const m = new RegExp(`^(["']?)${key}\\1[ \\t]*:[ \\t]*`, 'm').exec(yamlText);
  if (!m) return undefined;
  const valueStart = m.index + m[0].length;
  const end = lineEnd(yamlText, valueStart);
  return end > valueStart ? [valueStart, end] : [m.index, m.index + m[0].length];
}

function describe(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the boolean ${value}`;
  return `a ${typeof value}`;
}

/**
 * A copy of a string that does not keep the page text it was cut from alive: V8 represents slices as views of
 * their parent, and a cached title would otherwise hold on to the first 8 KB of every page.
 */
function detach(value: string): string {
  return (value + ' ').slice(0, -1);
}

function lineEnd(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  const end = n < 0 ? text.length : n;
  return end > from && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
}

/**
 * Deepest nesting of YAML flow collections ([ and {). Quotes are deliberately not tracked: a stray apostrophe in
 * a plain scalar must not hide a hostile bracket run from this check; over-counting brackets inside quoted text
 * only matters past 64 of them.
 */
function flowDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth = Math.max(0, depth - 1);
  }
  return max;
}
