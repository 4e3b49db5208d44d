// The external links of a site, where each is written: http(s) URLs in pages (Markdown links and definitions,
// autolinks, `href` of any component, `src` of images and media) and in the configuration (every `href`, and the
// footer's social links, which are a map of name to URL). Each citation keeps its position, so that a problem with
// the URL is reported at every place that cites it; the URL to request drops the fragment, which is never sent to a
// server, so `https://x.example/a#one` and `#two` are one request.
import type { Range } from '../problem';
import type { ComposedNode } from '../model/composedTree';
import type { SiteModel } from '../model/siteModel';
import type { ParsedPage } from '../pages/parsedPage';

/** The rule that reports what the external links answered. */
export const EXTERNAL_LINK_RULE = 'link-external';

export interface ExternalLinkCitation {
  /** The URL to request (as written, without its fragment). */
  url: string;
  /** The URL as written. */
  written: string;
  /** Root-relative path of the page or configuration file. */
  file: string;
  range: Range;
}

/** The URL to request for a link as written, or undefined when it is not an absolute http(s) URL. */
export function externalUrlOf(written: string): string | undefined {
  const text = written.trim();
  if (!/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.hostname === '') return undefined;
  url.hash = '';
  return url.href;
}

/** Every external link of the pages and of the configuration, in file order. */
export function externalLinkCitations(
  model: SiteModel | undefined,
  pages: Iterable<ParsedPage>,
): ExternalLinkCitation[] {
  const out: ExternalLinkCitation[] = [];
  for (const page of pages) out.push(...pageCitations(page));
  if (model) out.push(...configCitations(model));
  return out;
}

function pageCitations(page: ParsedPage): ExternalLinkCitation[] {
  const out: ExternalLinkCitation[] = [];
  const add = (written: string, start: number, end: number) => {
    const url = externalUrlOf(written);
    if (url) out.push({ url, written, file: page.file, range: page.lines.rangeAt(start, end) });
  };
  for (const link of page.facts.links) add(link.url, link.urlStart ?? link.start, link.urlEnd ?? link.end);
  for (const image of page.facts.images) add(image.src, image.srcStart ?? image.start, image.srcEnd ?? image.end);
  return out.sort(
    (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
  );
}

function configCitations(model: SiteModel): ExternalLinkCitation[] {
  const out: ExternalLinkCitation[] = [];
  const add = (node: ComposedNode) => {
    if (node.type !== 'string') return;
    const written = node.value as string;
    const url = externalUrlOf(written);
    const source = model.source(node.filePath);
    if (url && source) out.push({ url, written, file: node.filePath, range: source.rangeOfNode(node.json) });
  };
  // Iterative: a deep configuration must not overflow the stack.
  const stack: Array<{ node: ComposedNode; socials: boolean }> = [{ node: model.root, socials: false }];
  while (stack.length > 0) {
    const { node, socials } = stack.pop()!;
    if (node.type === 'array') for (const item of node.items!) stack.push({ node: item, socials: false });
    if (node.type !== 'object') continue;
    for (const [key, property] of node.properties!) {
      if (key === 'href' || socials) add(property.value);
      stack.push({ node: property.value, socials: key === 'socials' && node === footerOf(model) });
    }
  }
  return out.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.range.start.line - b.range.start.line ||
      a.range.start.character - b.range.start.character,
  );
}

function footerOf(model: SiteModel): ComposedNode | undefined {
  return model.root.properties?.get('footer')?.value;
}
