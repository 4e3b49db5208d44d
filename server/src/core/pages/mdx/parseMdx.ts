// Parses an MDX page into a Markdown syntax tree the way Mintlify's build reads it: MDX syntax (JSX, ESM,
// expressions) plus GitHub-flavoured Markdown and math, YAML front matter kept as a node, and custom heading ids
// (`## Title {#id}`) taken out before parsing, since in MDX they would be expressions. Nothing is ever evaluated:
// `import`, `export` and `{…}` become syntax-tree nodes and nothing more.
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { postprocess, preprocess } from 'micromark';
import { AUTOLINK_CANDIDATE } from './autolinkCandidate';
import { stripCustomHeadingIds } from './customHeadingIds';
import { factsFromEvents } from './eventFacts';
import { EMPTY_FACTS, extractPageFacts, type PageFacts } from './pageFacts';
import { separateSpecifierNames } from './esmSpecifiers';
import { checkPageLimits, PageLimitProblem } from './pageLimits';
import { cleanParser } from './reusedParser';

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
let treeOptions: ParserOptions | undefined;
let factsOptions: ParserOptions | undefined;

type ParserOptions = NonNullable<Parameters<typeof fromMarkdown>[1]>;
type TreeTransform = (tree: Root) => Root | undefined | void;

let syntaxExtensions: ReturnType<typeof mdxjs>[] | undefined;

function makeParserOptions(forFacts: boolean): ParserOptions {
  const gfmTree = gfmFromMarkdown();
  return {
    extensions: micromarkExtensions(),
    mdastExtensions: [
      frontmatterFromMarkdown(['yaml']),
      mdxFromMarkdown(),
      forFacts ? gfmTree.map(withTransformsForFacts) : gfmTree,
      mathFromMarkdown(),
    ],
  };
}

/**
 * GFM's literal autolinks written without `<…>` (`https://x.com`, `www.x.com`, `me@x.com`) are found partly by the
 * parser and partly by a pass over the finished tree, which walks every node and splits the text nodes where it
 * finds one: about 7% of parsing a page. The links that pass makes have no position, so they never become link
 * facts; what it changes for the facts is where heading text is split (typographic quotes look at the character
 * before them within a text node). So for facts alone the pass runs only when a heading holds such a text.
 */
function withTransformsForFacts(extension: ReturnType<typeof gfmFromMarkdown>[number]) {
  const transforms = extension.transforms as TreeTransform[] | undefined;
  if (!transforms?.length) return extension;
  return {
    ...extension,
    transforms: transforms.map((transform) => (tree: Root) => (headingMayHoldAutolink(tree) ? transform(tree) : tree)),
  };
}

function headingMayHoldAutolink(tree: Root): boolean {
  // Iterative (deep trees never reach the call stack's limit); headings are found wherever they are nested.
  const stack: { node: Nodes; inHeading: boolean }[] = [{ node: tree, inHeading: false }];
  while (stack.length > 0) {
    const { node, inHeading } = stack.pop()!;
    if (inHeading && node.type === 'text' && AUTOLINK_CANDIDATE.test(node.value)) return true;
    if ('children' in node) {
      const childrenInHeading = inHeading || node.type === 'heading';
      for (const child of node.children as Nodes[]) stack.push({ node: child, inHeading: childrenInHeading });
    }
  }
  return false;
}

/** The micromark syntax extensions of every parse. */
export function micromarkExtensions(): NonNullable<ParserOptions['extensions']> {
  return (syntaxExtensions ??= [frontmatter(['yaml']), mdxjs(), gfm(), math()]);
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

/** A page's parse outcome and facts, without a tree. */
export interface MdxFacts {
  mdx: Omit<MdxParseResult, 'tree'>;
  facts: PageFacts;
}

/**
 * What `parseMdx` and `extractPageFacts` give, for a caller that needs no tree (the lint): the facts are read from
 * the parser's events when that reading is certain to match the tree's (`eventFacts.ts`), which spares building
 * the tree; otherwise the tree is built, for the facts only (see `withTransformsForFacts`).
 */
export function parseMdxFacts(text: string): MdxFacts {
  const limit = checkPageLimits(text);
  if (limit) return { mdx: { limit, customIds: new Map() }, facts: EMPTY_FACTS };
  const { text: parsedText, customIds } = stripCustomHeadingIds(text);
  let facts: PageFacts | undefined;
  try {
    facts = factsFromEvents(parserEvents(parsedText), text, customIds);
  } catch {
    // The page does not parse: the tree's parse below fails the same way and says where.
  }
  if (facts) return { mdx: { customIds }, facts };
  try {
    return { mdx: { customIds }, facts: extractPageFacts(markdownTree(parsedText, true), text, customIds) };
  } catch (e) {
    return { mdx: { error: syntaxErrorOf(e, text), customIds }, facts: EMPTY_FACTS };
  }
}

/** The parser's events for a text, as `fromMarkdown` makes them before building its tree; throws where it does. */
export function parserEvents(text: string) {
  return postprocess(
    cleanParser(micromarkExtensions(), text)
      .document()
      .write(preprocess()(text, undefined, true)),
  );
}

/** The syntax tree of a text whose custom heading ids are already blanked out; throws where it does not parse. */
export function markdownTree(text: string, forFacts = false): Root {
  const options = forFacts ? (factsOptions ??= makeParserOptions(true)) : (treeOptions ??= makeParserOptions(false));
  const tree = fromMarkdown(text, options);
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
