// What page rules, editor features and the site builder read from an MDX syntax tree, extracted in one walk.
// (Filled in with the page rules.)
import type { MdxParseResult } from './parseMdx';

export interface PageFacts {
  readonly headings: readonly unknown[];
}

export function extractPageFacts(_mdx: MdxParseResult): PageFacts {
  return { headings: [] };
}
