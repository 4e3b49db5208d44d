// Parses an MDX page into a Markdown syntax tree the way Mintlify's build reads it: MDX syntax (JSX, ESM,
// expressions) plus GitHub-flavoured Markdown and math, YAML front matter kept as a node, and custom heading ids
// (`## Title {#id}`) taken out before parsing, since in MDX they would be expressions. Nothing is ever evaluated:
// `import`, `export` and `{…}` become syntax-tree nodes and nothing more.
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { stripCustomHeadingIds } from './customHeadingIds';
import { separateSpecifierNames } from './esmSpecifiers';
import { checkPageLimits, PageLimitProblem } from './pageLimits';

/** Where a page fails to parse, as 0-based offsets into the page text. */
export interface MdxSyntaxError {
  /** The parser's own words (micromark's), without the position it appends. */
  reason: string;
  /** Stable id of the parser's rule, e.g. `end-tag-mismatch`, `unexpected-eof`. */
  parserRule?: string;
  /** What the JavaScript parser said about an expression or import/export that does not parse. */
  detail?: string;
  start: number;
  end: number;
  /** Another place the parser names: the opening tag of an element that is never closed or closed by another. */
  related?: { start: number; end: number };
}

export interface MdxParseResult {
  /** Undefined when the page does not parse or is over a limit. */
  tree?: Root;
  error?: MdxSyntaxError;
  /** Set when the page is too large or too deeply nested to parse safely; it is then not parsed at all. */
  limit?: PageLimitProblem;
  /** Custom heading ids by the 0-based line of their heading. */
  customIds: Map<number, string>;
}

/**
 * The parser's syntax extensions, made once: they are plain tables the parser only reads, and making them again for
 * every page cost about a third of the time of parsing a short page.
 */
let parserOptions: Parameters<typeof fromMarkdown>[1] | undefined;

function makeParserOptions(): Parameters<typeof fromMarkdown>[1] {
  return {
    extensions: [frontmatter(['yaml']), mdxjs(), gfm(), math()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), mdxFromMarkdown(), gfmFromMarkdown(), mathFromMarkdown()],
  };
}

/** The micromark syntax extensions of every parse. */
export function micromarkExtensions(): NonNullable<NonNullable<Parameters<typeof fromMarkdown>[1]>['extensions']> {
  return (parserOptions ??= makeParserOptions())!.extensions!;
}

export function parseMdx(text: string): MdxParseResult {
  const limit = checkPageLimits(text);
  if (limit) return { limit, customIds: new Map() };
  const { text: parsedText, customIds } = stripCustomHeadingIds(text);
  try {
    return { tree: markdownTree(parsedText), customIds };
  } catch (e) {
    return { error: syntaxErrorOf(e, text), customIds };
  }
}

/** The syntax tree of a text whose custom heading ids are already blanked out; throws where it does not parse. */
export function markdownTree(text: string): Root {
  const tree = fromMarkdown(text, (parserOptions ??= makeParserOptions()));
  separateSpecifierNames(tree);
  return tree;
}

interface ParserMessage {
  reason?: string;
  message?: string;
  ruleId?: string;
  cause?: unknown;
  place?: { line: number; column: number; offset?: number } | { start: ParserPoint; end: ParserPoint };
}
type ParserPoint = { line: number; column: number; offset?: number };

export function syntaxErrorOf(e: unknown, text: string): MdxSyntaxError {
  const m = (e ?? {}) as ParserMessage;
  const raw = typeof m.reason === 'string' ? m.reason : e instanceof Error ? e.message : String(e);
  // Stack overflows and the like from a pathological page are reported at its start, never thrown on.
  let start = 0;
  let end = 0;
  const place = m.place;
  if (place && 'start' in place) {
    start = offsetOf(text, place.start);
    end = offsetOf(text, place.end);
  } else if (place && 'line' in place) {
    start = end = offsetOf(text, place);
  } else {
    // Some messages carry their position only in the text: "Expected a closing tag for `<Card>` (3:1-3:17)".
    const at = /\((\d+):(\d+)(?:-(\d+):(\d+))?\)\s*$/.exec(raw);
    if (at) {
      start = offsetOf(text, { line: +at[1], column: +at[2] });
      end = at[3] ? offsetOf(text, { line: +at[3], column: +at[4] }) : start;
    }
  }
  const error: MdxSyntaxError = { reason: withoutPlace(raw), parserRule: m.ruleId, start, end: Math.max(start, end) };
  // A position inside the message names the element concerned ("Expected a closing tag for `<b>` (1:6-1:9) …").
  const named = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(raw);
  if (named && place) {
    error.related = {
      start: offsetOf(text, { line: +named[1], column: +named[2] }),
      end: offsetOf(text, { line: +named[3], column: +named[4] }),
    };
  }
  const cause = m.cause as { message?: unknown } | undefined;
  if (cause && typeof cause.message === 'string') error.detail = withoutPlace(cause.message);
  return error;
}

function withoutPlace(message: string): string {
  return message.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)/, '').trim();
}

/** 0-based offset of a 1-based line and column, clamped to the text. */
function offsetOf(text: string, point: ParserPoint): number {
  if (typeof point.offset === 'number') return Math.min(Math.max(point.offset, 0), text.length);
  let offset = 0;
  for (let line = 1; line < point.line; line++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + Math.max(point.column - 1, 0), text.length);
}
