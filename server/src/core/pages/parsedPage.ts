// A page file as every page consumer sees it (page rules, editor features in .mdx files, the site builder): its
// text, front matter and MDX syntax tree (or why it does not parse), and the facts extracted from the tree. Made
// once per distinct content by the page store and shared, so it must never be changed by a reader.
import { LineIndex } from '../text/lineIndex';
import type { WorkspaceError } from '../workspace/workspace';
import { FrontMatterResult, parseFrontMatter } from './frontMatter';
import { MdxParseResult, parseMdx, parseMdxFacts } from './mdx/parseMdx';
import { reparseMdx } from './mdx/reparseMdx';
import { EMPTY_FACTS, extractPageFacts, PageFacts } from './mdx/pageFacts';

export interface ParsedPage {
  /** Root-relative POSIX path ("guides/intro.mdx"). */
  readonly file: string;
  readonly text: string;
  /** Offsets to LSP positions (UTF-16) in `text`. */
  readonly lines: LineIndex;
  readonly frontMatter: FrontMatterResult;
  /**
   * The parse. `mdx.tree` is absent when the page does not parse (`mdx.error`) or is over a limit (`mdx.limit`),
   * and also in a tree-less page (see `PageContent`): whether a page parsed is told by `error` and `limit`, never by
   * the tree. Page rules read the facts, never the tree; the content renderer and the editor features, which need
   * it, read pages from a store that keeps trees (the page store's default).
   */
  readonly mdx: MdxParseResult;
  /** Headings, links, images, imports and components, with their offsets; empty when the page does not parse. */
  readonly facts: PageFacts;
  /**
   * Set when the file could not be read (not UTF-8, over the size cap, no longer a regular file): `text` is then
   * empty. The reason, and for bytes that are not UTF-8 the position of the first one.
   */
  readonly unreadable?: { readonly reason: WorkspaceError };
}

/**
 * What a page's text yields for the page rules, without the syntax tree: plain data (Maps included) that crosses
 * threads as a structured clone and goes into a lint cache. A tree would cost more to copy than to parse again, and
 * on a large site the trees of every page are most of the memory a lint holds.
 */
export interface PageContent {
  readonly frontMatter: FrontMatterResult;
  readonly mdx: Omit<MdxParseResult, 'tree'>;
  readonly facts: PageFacts;
}

/**
 * Parses a page or snippet file (`.mdx` and `.md` alike: Mintlify reads both as MDX). Never throws: a page that
 * does not parse, or is over a size or nesting limit, has `mdx.error` or `mdx.limit` set and empty facts.
 * `previous`, the same file's parse before an edit, lets an edit inside a few blocks re-parse only those.
 */
export function parsePage(file: string, text: string, previous?: ParsedPage): ParsedPage {
  const mdx = (previous && reparseMdx(previous, text)) ?? parseMdx(text);
  const facts = mdx.tree ? extractPageFacts(mdx.tree, text, mdx.customIds) : EMPTY_FACTS;
  return { file, text, lines: new LineIndex(text), frontMatter: parseFrontMatter(text), mdx, facts };
}

/** Parses a text into its tree-less content: the same front matter, parse outcome and facts as `parsePage`. */
export function parsePageContent(text: string): PageContent {
  const { mdx, facts } = parseMdxFacts(text);
  return { frontMatter: parseFrontMatter(text), mdx, facts };
}

/** A tree-less page of a file from its text and content (made by `parsePageContent`, possibly elsewhere). */
export function pageOfContent(file: string, text: string, content: PageContent): ParsedPage {
  return {
    file,
    text,
    lines: new LineIndex(text),
    frontMatter: content.frontMatter,
    mdx: content.mdx,
    facts: content.facts,
  };
}
