// Small pieces of markup shared by the navigation renderers.
import { escapeHtml } from '../html';
import { iconElementHtml, type IconRequest } from '../icons';

/** An icon (its name already checked against `^[a-z0-9-]+$`), drawn as site/icons.ts says. */
export function iconHtml(icon: IconRequest | string | undefined): string {
  return iconElementHtml(icon);
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
