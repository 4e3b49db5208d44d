// Descriptions in OpenAPI specs are CommonMark (with GitHub tables): parsed as plain Markdown, never as MDX, so a
// stray `<` or `{` in a description cannot fail the page, and any raw HTML in it is shown as text.
import type { RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

const MAX_DESCRIPTION = 50_000;

export function markdownNodes(markdown: string): RootContent[] {
  const source = markdown.length > MAX_DESCRIPTION ? `${markdown.slice(0, MAX_DESCRIPTION)}…` : markdown;
  try {
    return fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }).children;
  } catch {
    return [{ type: 'paragraph', children: [{ type: 'text', value: source }] }];
  }
}
