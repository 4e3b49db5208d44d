// Reads the YAML front matter at the top of a page, safely: a line scanner finds the fences (exactly "---", closed
// by "---" or "..."), a nesting check runs before the YAML parser (deep input can abort the process), aliases are
// capped, unknown and 1.1 tags are never resolved (docs/security.md, YAML). Problems carry ranges in the page file.
import type { Scalar, Node as YamlNode } from 'yaml';
import { LineIndex } from '../text/lineIndex';
import type { Range } from '../problem';
import { readSimpleFrontMatter } from './simpleFrontMatter';

const MAX_FLOW_DEPTH = 64;
const MAX_ALIASES = 20;

export interface FrontMatterProblem {
  message: string;
  range: Range;
}

export interface FrontMatterResult {
  title?: string;
  description?: string;
  problems: FrontMatterProblem[];
}

/**
 * The yaml package, loaded by the first page whose front matter is more than plain `key: value` lines: a site
 * without such pages never initialises it (start-up time of the bundled CLI).
 */
let yamlModule: typeof import('yaml') | undefined;
function loadYaml(): typeof import('yaml') {
  return (yamlModule ??= require('yaml') as typeof import('yaml'));
}

/** Shared by every clean page: a 100,000-page site keeps one empty list, not 100,000. */
const NO_PROBLEMS: FrontMatterProblem[] = Object.freeze([]) as unknown as FrontMatterProblem[];

export function parseFrontMatter(text: string): FrontMatterResult {
  const lines = new LineIndex(text);
  const rangeOf = (start: number, end: number): Range => lines.rangeAt(start, end);
  const firstLineEnd = lineEnd(text, 0);
  const fail = (message: string, start = 0, end = firstLineEnd): FrontMatterResult => ({
    problems: [{ message, range: rangeOf(start, end) }],
  });

  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const opening = text.slice(start, lineEnd(text, start));
  if (opening.trimEnd() !== '---') {
    if (opening.startsWith('+++'))
      return fail('the page starts with "+++" (TOML front matter); use YAML between "---" lines with a "title"');
    if (/^---\s*\w/.test(opening))
      return fail(`"${opening.trim()}" front matter is not supported; use plain YAML between "---" lines`);
    return fail(
      'the page has no front matter: start it with a "---" line, a "title: ..." line and a closing "---" line',
    );
  }
  const yamlStart = nextLineStart(text, start);
  let cursor = yamlStart;
  let yamlEnd = -1;
  while (cursor < text.length) {
    const end = lineEnd(text, cursor);
    const line = text.slice(cursor, end).trimEnd();
    if (line === '---' || line === '...') {
      yamlEnd = cursor;
      break;
    }
    cursor = nextLineStart(text, cursor);
  }
  if (yamlEnd < 0) return fail('the front matter is never closed: add a "---" line after it');
  const yamlText = text.slice(yamlStart, yamlEnd);
  const at = (node: YamlNode | undefined): Range =>
    node?.range ? rangeOf(yamlStart + node.range[0], yamlStart + node.range[1]) : rangeOf(start, firstLineEnd);

  if (flowDepth(yamlText) > MAX_FLOW_DEPTH)
    return fail(`the front matter is nested more than ${MAX_FLOW_DEPTH} levels deep`);

  // Most pages: plain `key: value` lines with a text title. Everything else goes through the YAML parser below.
  const simple = readSimpleFrontMatter(yamlText);
  const simpleTitle = simple?.get('title');
  if (simple && simpleTitle !== undefined && simpleTitle.trim() !== '') {
    const simpleDescription = simple.get('description');
    return {
      title: detach(simpleTitle),
      description: simpleDescription === undefined ? undefined : detach(simpleDescription),
      problems: NO_PROBLEMS,
    };
  }

  const { parseDocument, isMap, isScalar } = loadYaml();
  const problems: FrontMatterProblem[] = [];
  let doc;
  try {
    doc = parseDocument(yamlText, { uniqueKeys: true, resolveKnownTags: false, prettyErrors: false, customTags: [] });
  } catch (e) {
    return fail(`the front matter cannot be read: ${(e as Error).message}`);
  }
  for (const error of doc.errors) {
    const [s, e] = error.pos;
    const message =
      error.code === 'DUPLICATE_KEY'
        ? 'this key appears twice in the front matter'
        : `the front matter is not valid YAML: ${firstSentence(error.message)}`;
    problems.push({ message, range: rangeOf(yamlStart + s, yamlStart + Math.max(e, s)) });
  }
  if (doc.errors.length > 0) return { problems };
  for (const warning of doc.warnings) {
    if (warning.code === 'TAG_RESOLVE_FAILED') {
      const [s, e] = warning.pos;
      problems.push({
        message: 'this YAML tag is not supported and is ignored; remove it',
        range: rangeOf(yamlStart + s, yamlStart + e),
      });
    }
  }
  const contents = doc.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    problems.push({
      message: 'the front matter is empty: add a "title: ..." line',
      range: rangeOf(start, firstLineEnd),
    });
    return { problems };
  }
  if (!isMap(contents)) {
    problems.push({
      message: 'the front matter must be a list of "key: value" lines',
      range: at(contents as YamlNode),
    });
    return { problems };
  }
  try {
    doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (e) {
    problems.push({
      message: `the front matter cannot be read: ${firstSentence((e as Error).message)}`,
      range: at(contents),
    });
    return { problems };
  }
  const result: FrontMatterResult = { problems };
  const field = (key: string): { node?: YamlNode; value?: unknown; present: boolean } => {
    const pair = contents.items.find((p) => isScalar(p.key) && (p.key as Scalar).value === key);
    if (!pair) return { present: false };
    const node = pair.value as YamlNode | undefined;
    return { node, value: isScalar(node) ? node.value : node, present: true };
  };
  const title = field('title');
  if (!title.present) problems.push({ message: 'the front matter has no "title"', range: at(contents) });
  else if (typeof title.value !== 'string')
    problems.push({ message: `"title" must be text${quoteHint(title.node)}`, range: at(title.node) });
  else if (title.value.trim() === '') problems.push({ message: '"title" is empty', range: at(title.node) });
  else result.title = detach(title.value);
  const description = field('description');
  if (description.present) {
    if (typeof description.value !== 'string')
      problems.push({
        message: `"description" must be text${quoteHint(description.node)}`,
        range: at(description.node),
      });
    else result.description = detach(description.value);
  }
  return result;
}

/**
 * A copy of a string that does not keep the page text it was cut from alive: V8 represents slices as views of
 * their parent, and a cached title would otherwise hold on to the first 8 KB of every page.
 */
function detach(value: string): string {
  return (value + ' ').slice(0, -1);
}

function quoteHint(node: YamlNode | undefined): string {
  const { isScalar } = loadYaml();
  return isScalar(node) && node.value !== null && typeof node.value !== 'object' ? '; put the value in quotes' : '';
}

function firstSentence(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+.*$/, '');
}

function lineEnd(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  const end = n < 0 ? text.length : n;
  return end > from && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
}

function nextLineStart(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  return n < 0 ? text.length : n + 1;
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
