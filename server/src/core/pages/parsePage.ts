// Makes the ParsedPage of a page file's text: front matter, MDX syntax tree (or why it does not parse) and the
// facts page rules, editor features and the site builder read.
import { LineIndex } from '../text/lineIndex';
import { parseFrontMatter } from './frontMatter';
import { parseMdx } from './mdx/parseMdx';
import { extractPageFacts } from './mdx/pageFacts';
import type { ParsedPage } from './parsedPage';

export function parsePage(file: string, text: string): ParsedPage {
  const mdx = parseMdx(text);
  return {
    file,
    text,
    lines: new LineIndex(text),
    frontMatter: parseFrontMatter(text),
    mdx,
    facts: extractPageFacts(mdx),
  };
}
