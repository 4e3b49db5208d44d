// A page file as every page consumer sees it (page rules, editor features in .mdx files, the site builder): its
// text, front matter and MDX syntax tree (or why it does not parse), and the facts extracted from the tree. Made
// once per distinct content by the page store and shared, so it must never be changed by a reader.
import { LineIndex } from '../text/lineIndex';
import { FrontMatterResult, parseFrontMatter } from './frontMatter';
import { MdxParseResult, parseMdx } from './mdx/parseMdx';
import { EMPTY_FACTS, extractPageFacts, PageFacts } from './mdx/pageFacts';

export interface ParsedPage {
  /** Root-relative POSIX path ("guides/intro.mdx"). */
  readonly file: string;
  readonly text: string;
  /** Offsets to LSP positions (UTF-16) in `text`. */
  readonly lines: LineIndex;
  readonly frontMatter: FrontMatterResult;
  readonly mdx: MdxParseResult;
  /** Headings, links, images, imports and components, with their offsets; empty when the page does not parse. */
  readonly facts: PageFacts;
}

/**
 * Parses a page or snippet file (`.mdx` and `.md` alike: Mintlify reads both as MDX). Never throws: a page that
 * does not parse, or is over a size or nesting limit, has `mdx.error` or `mdx.limit` set and empty facts.
 */
export function parsePage(file: string, text: string): ParsedPage {
  const mdx = parseMdx(text);
  const facts = mdx.tree ? extractPageFacts(mdx.tree, text, mdx.customIds) : EMPTY_FACTS;
  return { file, text, lines: new LineIndex(text), frontMatter: parseFrontMatter(text), mdx, facts };
}
