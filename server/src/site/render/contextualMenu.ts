// The contextual menu of a page: a "Copy page" button (shown by the page's script, which copies the page's Markdown
// file) joined to a native <details> menu with the other options, so that "View as Markdown" and the assistant
// links work without script, and the site's menu handling (arrows, Escape, closing on a click elsewhere) applies.
import { assistantHref, markdownFileOf, type ContextualSettings } from '../contextual';
import { attr, escapeHtml } from '../html';
import { iconElementHtml } from '../icons';
import type { Route } from '../resolvedSite';

const ASSISTANTS = { chatgpt: 'ChatGPT', claude: 'Claude', perplexity: 'Perplexity' } as const;

/** `hrefTo` turns a root-relative file into the href this page uses. Empty for a route with no page file. */
export function renderContextualMenu(
  settings: ContextualSettings,
  route: Route,
  hrefTo: (file: string) => string,
): string {
  const markdown = markdownFileOf(route);
  if (!markdown) return '';
  // The built page does not know the address it is published at: the links carry the path Mintlify serves the
  // page at, and the page's script puts in the address the reader sees.
  const pagePath = `/${route.urlPath}`;
  const item = (href: string, label: string, description: string, external: boolean, icon: string) =>
    `<li><a${attr('href', href)}${external ? ` target="_blank" rel="noopener noreferrer" data-dj-assistant` : ''}>` +
    `${iconElementHtml({ name: icon, library: 'lucide' })}<span>${escapeHtml(label)}</span>` +
    `<span class="dj-description">${escapeHtml(description)}</span></a></li>`;
  const items = settings.options
    .map((option) => {
      if (option === 'view')
        return item(hrefTo(markdown), 'View as Markdown', 'View this page as plain text', false, 'file-text');
      if (option === 'copy') return '';
      return item(
        assistantHref(option, pagePath),
        `Open in ${ASSISTANTS[option]}`,
        'Ask questions about this page',
        true,
        'external-link',
      );
    })
    .join('');
  const copy = settings.options.includes('copy')
    ? `<button type="button" class="dj-contextual-copy" hidden${attr('data-dj-markdown', hrefTo(markdown))}>` +
      `${iconElementHtml({ name: 'copy', library: 'lucide' })}<span>Copy page</span></button>`
    : '';
  const menu = items
    ? `<details class="dj-menu dj-contextual-menu"><summary aria-expanded="false"` +
      `${copy ? ' aria-label="More page actions"' : ''}>${copy ? '' : '<span>Page actions</span>'}</summary>` +
      `<ul>${items}</ul></details>`
    : '';
  return `<div class="dj-contextual">${copy}${menu}</div>`;
}
