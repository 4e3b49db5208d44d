// Small pieces of markup shared by the navigation renderers.
import { escapeHtml } from '../html';
import { iconElementHtml } from '../icons';

/** An icon name (already checked against `^[a-z0-9-]+$`) as an icon of the site's icon library (site/icons.ts). */
export function iconHtml(name: string | undefined): string {
  return iconElementHtml(name);
}

export function tagHtml(tag: string | undefined): string {
  return tag ? `<em class="dj-tag">${escapeHtml(tag)}</em>` : '';
}

const METHOD_CLASS = /^(?:GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD|TRACE|WEBHOOK)$/;

/** "GET" as a coloured badge; the label is the method itself. */
export function methodBadge(method: string): string {
  const upper = method.toUpperCase();
  const cls = METHOD_CLASS.test(upper) ? ` dj-method-${upper.toLowerCase()}` : '';
  return `<b class="dj-method${cls}">${escapeHtml(upper === 'DELETE' ? 'DEL' : upper)}</b>`;
}
