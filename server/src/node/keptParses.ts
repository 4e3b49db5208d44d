// Page texts a build's thread parsed for lint (the render thread's share of ThreadedPageReader's pages job, or all of
// them on the main thread of a site too small for a worker), kept with
// their syntax trees, so that rendering a text later does not parse it again: one parse per distinct text serves
// both the page rules and the page's body. The build says when a text has no route left to render (`forgetParse`):
// the trees of a large site's texts are hundreds of MB.
import { parsePage, type PageContent, type ParsedPage } from '../core';

const kept = new Map<string, ParsedPage>();

/** Parses a text whole, keeps it, and gives lint its tree-less content (the same as `parsePageContent` gives). */
export function parseAndKeep(text: string): PageContent {
  const page = parsePage('', text);
  kept.set(text, page);
  const { frontMatter, facts } = page;
  const { error, limit, customIds } = page.mdx;
  return { frontMatter, facts, mdx: { customIds, ...(error ? { error } : {}), ...(limit ? { limit } : {}) } };
}

/** The kept parse of this text as the page of `file`, if this thread parsed it. */
export function keptPage(file: string, text: string): ParsedPage | undefined {
  const page = kept.get(text);
  return page && { ...page, file };
}

/** The text's parse is no longer needed. */
export function forgetParse(text: string): void {
  kept.delete(text);
}
