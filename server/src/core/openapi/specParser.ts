// Text of one spec file -> plain value + a locator for positions + problems. JSON goes through JSON.parse (fast,
// iterative, keeps `__proto__` as an own key); YAML through yaml's parseDocument with safe options, after a depth
// check on the raw text (see docs/security.md, YAML). No tags are registered, nothing is executed.
import { parse as parseJsonc, ParseError } from 'jsonc-parser';
import type { Document } from 'yaml';
import { DocLocator } from './docLocator';
import { JsonLocator } from './jsonLocator';
import { LineIndex } from '../text/lineIndex';
import type { SpecError } from './types';

/**
 * The yaml package and the YAML helpers, loaded on the first YAML spec: most sites have JSON specs or none, and
 * their lint runs then never initialise the yaml package (start-up time of the bundled CLI).
 */
let yamlSupport:
  | { yaml: typeof import('yaml'); depth: typeof import('./yamlDepth'); locator: typeof import('./yamlLocator') }
  | undefined;
function loadYamlSupport(): NonNullable<typeof yamlSupport> {
  return (yamlSupport ??= { yaml: require('yaml'), depth: require('./yamlDepth'), locator: require('./yamlLocator') });
}

/**
 * yaml's alias budget per file. yaml counts the nodes an alias stands for, so a bomb of a few hundred bytes is
 * refused at once, while a large spec may still reuse an anchored schema a few hundred times (yaml's default of 100
 * refuses 150 aliases of a one-line object). The values stay shared, and every walker here keeps a visited set.
 */
export const MAX_YAML_ALIASES = 10_000;

export interface ParsedSpecFile {
  file: string;
  text: string;
  format: 'json' | 'yaml';
  /** The parsed value, or undefined when the file could not be parsed. Never mutated after parsing. */
  value: unknown;
  ok: boolean;
  lines: LineIndex;
  locator: DocLocator;
  errors: SpecError[];
}

const NO_POSITIONS: DocLocator = { locate: (paths) => ({ found: paths.map(() => undefined), duplicateKeys: [] }) };

export function parseSpecText(file: string, text: string): ParsedSpecFile {
  const lines = new LineIndex(text);
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const lower = file.toLowerCase();
  const looksJson = /^\s*[{[]/.test(text.slice(bom, bom + 256));
  if (lower.endsWith('.json') || (looksJson && !lower.endsWith('.yaml') && !lower.endsWith('.yml'))) {
    return parseJson(file, text, bom, lines);
  }
  if (looksJson) {
    // A .yaml file holding JSON (common for generated specs): the fast path, YAML only if it is not valid JSON.
    const json = parseJson(file, text, bom, lines);
    if (json.ok) return json;
  }
  return parseYaml(file, text, lines);
}

function parseJson(file: string, text: string, bom: number, lines: LineIndex): ParsedSpecFile {
  try {
    const value: unknown = JSON.parse(bom ? text.slice(bom) : text);
    return { file, text, format: 'json', value, ok: true, lines, locator: new JsonLocator(text, lines), errors: [] };
  } catch (e) {
    const raw = e instanceof Error ? e.message : String(e);
    const at = /at position (\d+)/.exec(raw);
    const offset = at ? Number(at[1]) + bom : firstJsonErrorOffset(text);
    const detail = raw
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/, .*is not valid JSON$/s, '')
      .replace(/^JSON\.parse: /, '');
    const message = `JSON syntax error: ${detail}`;
    return {
      file,
      text,
      format: 'json',
      value: undefined,
      ok: false,
      lines,
      locator: NO_POSITIONS,
      errors: [{ message, code: 'syntax', file, range: lines.rangeAt(offset, Math.min(offset + 1, text.length)) }],
    };
  }
}

function parseYaml(file: string, text: string, lines: LineIndex): ParsedSpecFile {
  const failed = (errors: SpecError[]): ParsedSpecFile => ({
    file,
    text,
    format: 'yaml',
    value: undefined,
    ok: false,
    lines,
    locator: NO_POSITIONS,
    errors,
  });
  const { yaml, depth, locator } = loadYamlSupport();
  const { MAX_YAML_DEPTH } = depth;
  const deep = depth.findExcessiveYamlDepth(text, MAX_YAML_DEPTH);
  if (deep) {
    return failed([
      {
        message: `The YAML is nested more than ${MAX_YAML_DEPTH} levels deep; it is not parsed`,
        code: 'too-deep',
        file,
        range: lines.rangeAt(deep.offset, deep.offset + 1),
      },
    ]);
  }
  let doc: Document;
  try {
    doc = yaml.parseDocument(text, {
      schema: 'core', // also under a `%YAML 1.1` directive: no `yes` -> true, no timestamps
      resolveKnownTags: false, // !!binary, !!set, !!timestamp stay plain text, never a Uint8Array, Set or Date
      customTags: [], // never any custom tag: an unknown one only warns, nothing is constructed or run
      uniqueKeys: false, // yaml's check is quadratic; duplicates are found by the locator instead
      prettyErrors: false,
      keepSourceTokens: false,
    });
  } catch (e) {
    return failed([{ message: `YAML could not be parsed: ${errorText(e)}`, code: 'syntax', file }]);
  }
  const errors: SpecError[] = [];
  for (const err of doc.errors) {
    errors.push({
      message: `YAML ${firstLine(err.message)}`,
      code: 'syntax',
      file,
      range: lines.rangeAt(err.pos[0], err.pos[1]),
    });
  }
  for (const warn of doc.warnings) {
    const tag = warn.code === 'TAG_RESOLVE_FAILED';
    errors.push({
      message: tag
        ? `Unknown YAML tag, the value is read as plain text: ${firstLine(warn.message)}`
        : `YAML ${firstLine(warn.message)}`,
      code: tag ? 'yaml-tag' : 'syntax',
      severity: 'warning',
      file,
      range: lines.rangeAt(warn.pos[0], warn.pos[1]),
    });
  }
  if (doc.errors.length > 0) return failed(errors);
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    const aliases = /alias/i.test(errorText(e));
    errors.push({
      message: aliases
        ? `The YAML expands aliases (*name) more than ${MAX_YAML_ALIASES} times; it is not read (alias bomb)`
        : `YAML could not be read: ${errorText(e)}`,
      code: aliases ? 'yaml-aliases' : 'syntax',
      file,
      range: lines.rangeAt(0, 0),
    });
    return failed(errors);
  }
  return { file, text, format: 'yaml', value, ok: true, lines, locator: new locator.YamlLocator(doc, lines), errors };
}

/** Where jsonc-parser sees the first error (for V8 messages without a position); end of text if none or if it fails. */
function firstJsonErrorOffset(text: string): number {
  try {
    const errors: ParseError[] = [];
    parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false });
    return errors.length > 0 ? Math.min(errors[0].offset, text.length) : text.length;
  } catch {
    return text.length; // jsonc-parser recurses: very deep input throws RangeError
  }
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function firstLine(s: string): string {
  const nl = s.indexOf('\n');
  return (nl < 0 ? s : s.slice(0, nl)).trim();
}
