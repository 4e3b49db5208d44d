// docs.json `contextual`: the menu beside each page's title that copies the page as Markdown, shows that Markdown,
// or opens the page in an AI assistant. Only options that work offline-safely are kept: the Markdown ones, and
// assistants reached by a plain link carrying a prompt (the reader chooses to follow it; the build fetches nothing).
// Unknown names and custom options are left out.
import { prop, type ComposedNode } from '../core';
import { metaOf, routeTitle, type MetaLookup } from './pageTitles';
import type { Route } from './resolvedSite';

export type ContextualOption = 'copy' | 'view' | 'chatgpt' | 'claude' | 'perplexity';

export interface ContextualSettings {
  /** In the order docs.json lists them, each once. */
  options: ContextualOption[];
  /** "header": beside the page title (the default); "toc": at the top of the table of contents. */
  display: 'header' | 'toc';
}

const KNOWN: readonly ContextualOption[] = ['copy', 'view', 'chatgpt', 'claude', 'perplexity'];

export function readContextual(node: ComposedNode | undefined): ContextualSettings | undefined {
  const options: ContextualOption[] = [];
  for (const item of prop(node, 'options')?.items ?? []) {
    const name = item.type === 'string' ? (item.value as string) : '';
    const known = KNOWN.find((k) => k === name);
    if (known && !options.includes(known)) options.push(known);
  }
  if (options.length === 0) return undefined;
  const display = prop(node, 'display');
  return { options, display: display?.type === 'string' && display.value === 'toc' ? 'toc' : 'header' };
}

/** Whether pages get a Markdown copy beside their HTML (`copy` reads it, `view` links to it). */
export function wantsMarkdown(settings: ContextualSettings | undefined): boolean {
  return settings !== undefined && (settings.options.includes('copy') || settings.options.includes('view'));
}

/** The Markdown file of a page written from its own file ("guides/intro.md"); undefined for other routes. */
export function markdownFileOf(route: Route): string | undefined {
  return route.kind === 'page' && route.sourceFile ? route.file.replace(/\.html$/, '.md') : undefined;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * A page as Markdown: its title (and description) as a heading and a paragraph, then its source as written without
 * the front matter. MDX components stay as written: they are readable as text, and nothing is evaluated.
 */
export function pageMarkdown(title: string, description: string | undefined, source: string): string {
  const body = source.replace(FRONT_MATTER, '').replace(/^\s*\n/, '');
  const head = `# ${title.replace(/\s+/g, ' ').trim()}\n\n` + (description ? `${description.trim()}\n\n` : '');
  return head + (body.endsWith('\n') || body === '' ? body : `${body}\n`);
}

/** The Markdown of a page route, from its source text. */
export function routeMarkdown(route: Route, meta: MetaLookup, source: string): string {
  return pageMarkdown(routeTitle(route, meta), metaOf(route, meta)?.description, source);
}

/** The prompt an assistant gets: read the page at this address. */
export function assistantPrompt(pageUrl: string): string {
  return `Read from ${pageUrl} so I can ask questions about it.`;
}

/** Where an assistant option leads, the prompt in its query. */
export function assistantHref(option: 'chatgpt' | 'claude' | 'perplexity', pageUrl: string): string {
  const q = encodeURIComponent(assistantPrompt(pageUrl));
  if (option === 'chatgpt') return `https://chatgpt.com/?hints=search&q=${q}`;
  if (option === 'claude') return `https://claude.ai/new?q=${q}`;
  return `https://www.perplexity.ai/search/new?q=${q}`;
}
