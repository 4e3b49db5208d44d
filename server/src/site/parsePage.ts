// A page file as the body renderer reads it: its MDX syntax tree (never evaluated), front matter and line index.
// The page store of the core will supply these; until then the builder makes them here.
import { LineIndex, parseFrontMatter, parseMdx, type ParsedPage } from '../core';

export function parsePage(file: string, text: string): ParsedPage {
  return {
    file,
    text,
    lines: new LineIndex(text),
    frontMatter: parseFrontMatter(text),
    mdx: parseMdx(text),
    facts: { headings: [] },
  };
}
