// A stand-in for the page-body renderer (server/src/site/content/, written separately), with the same contract, so
// that the builder, the dev server and their tests run end to end: a page's text escaped in a <pre>, its Markdown
// headings listed for the table of contents and search, and its plain text for the search index.
import type { ParsedPage } from '../core';
import { escapeHtml } from './html';

export interface ContentContext {
  /** The href for a link found in page `fromFile`: a relative URL for internal pages, the URL itself for
   *  http/https/mailto, undefined when it must not become a link. */
  linkHref(href: string, fromFile: string): string | undefined;
  /** The URL for an image or other asset referenced from `fromFile`, undefined when it is not a file in the root. */
  assetHref(src: string, fromFile: string): string | undefined;
  /** A snippet file (root-relative) parsed, for inlining; undefined when it does not exist or is not .mdx/.md. */
  snippet(relPath: string): ParsedPage | undefined;
}

export interface RenderedContent {
  html: string;
  headings: Array<{ depth: number; id: string; text: string }>;
  text: string;
  markers: string[];
}

/** What the builder passes for a generated endpoint page. */
export interface EndpointRenderInput {
  /** Upper-case method, or "WEBHOOK". */
  method: string;
  /** The path (or webhook name) as written. */
  apiPath: string;
  /** Root-relative spec file, when the spec is a local file. */
  specFile?: string;
  /** The spec URL when it is remote (not fetched). */
  specUrl?: string;
  title: string;
  summary?: string;
}

export async function renderPageContent(page: ParsedPage, _ctx: ContentContext): Promise<RenderedContent> {
  const body = stripFrontMatter(page.text);
  const headings: RenderedContent['headings'] = [];
  const used = new Map<string, number>();
  for (const line of body.split(/\r\n|\r|\n/)) {
    const m = /^(#{2,4})[ \t]/.exec(line);
    if (!m) continue;
    const text = withoutCustomId(trimEndOf(line.slice(m[0].length), ' \t#')).trim();
    if (text === '') continue;
    let id = slug(text) || 'section';
    const n = used.get(id) ?? 0;
    used.set(id, n + 1);
    if (n > 0) id = `${id}-${n}`;
    headings.push({ depth: m[1].length, id, text });
  }
  const anchors = headings.map((h) => `<span id="${escapeHtml(h.id)}"></span>`).join('');
  return {
    html: `${anchors}<pre class="dj-placeholder-body">${escapeHtml(body)}</pre>`,
    headings,
    text: body,
    markers: [],
  };
}

export async function renderEndpointContent(
  endpoint: EndpointRenderInput,
  _ctx: ContentContext,
): Promise<RenderedContent> {
  const where = endpoint.specFile ?? endpoint.specUrl;
  const text = `${endpoint.method} ${endpoint.apiPath}${endpoint.summary ? `\n${endpoint.summary}` : ''}`;
  return {
    html:
      `<p class="dj-endpoint-line"><span class="dj-method dj-method-${escapeHtml(endpoint.method.toLowerCase())}">` +
      `${escapeHtml(endpoint.method)}</span> <code>${escapeHtml(endpoint.apiPath)}</code></p>` +
      (where ? `<p>From <code>${escapeHtml(where)}</code>.</p>` : ''),
    headings: [],
    text,
    markers: [],
  };
}

/** Trailing characters of `chars` removed, in linear time whatever the line. */
function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end--;
  return text.slice(0, end);
}

/** "Title {#custom-id}" -> "Title". */
function withoutCustomId(text: string): string {
  if (!text.endsWith('}')) return text;
  const open = text.lastIndexOf('{#');
  return open >= 0 && !text.slice(open, -1).includes('}') ? text.slice(0, open) : text;
}

function stripFrontMatter(text: string): string {
  const m = /^\ufeff?---\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text);
  return m ? text.slice(m[0].length) : text;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
