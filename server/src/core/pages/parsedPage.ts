// A page file as every page consumer sees it (page rules, editor features in .mdx files, the site builder): its
// text, front matter and MDX syntax tree (or why it does not parse), and the facts extracted from the tree. Made
// once per distinct content by the page store and shared, so it must never be changed by a reader.
import type { LineIndex } from '../text/lineIndex';
import type { FrontMatterResult } from './frontMatter';
import type { MdxParseResult } from './mdx/parseMdx';
import type { PageFacts } from './mdx/pageFacts';

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
