// A code block as HTML: an optional title bar, then <pre><code> with one span per line and one per coloured token.
// Colours are classes (dj-tk-keyword...), never inline styles, so the sanitizer keeps no style attribute at all
// and the stylesheet decides the colours for light and dark.
import type { Element, ElementContent } from 'hast';
import type { ThemedToken } from 'shiki/core';
import type { CodeMeta } from './codeMeta';
import { h as el, text } from '../hast';
import { languageId, tokenize } from './highlighter';

export interface CodeBlockOptions {
  /** False inside a CodeGroup, whose tab shows the title. */
  showTitle: boolean;
}

/** Languages the page needs that are not loaded yet; the renderer loads them and renders again. */
export type MissingLanguages = Set<string>;

export function codeBlockElement(
  code: string,
  lang: string | null | undefined,
  meta: CodeMeta,
  options: CodeBlockOptions,
  missing: MissingLanguages,
): Element {
  const id = languageId(lang);
  const tokens = tokenize(code, id);
  if (id && !tokens) missing.add(id);
  const mermaid = id === 'mermaid';
  const lines = tokens ? tokens.map(tokenSpans) : code.split('\n').map((l) => (l ? [text(l)] : []));
  const codeChildren: ElementContent[] = [];
  lines.forEach((content, i) => {
    if (i > 0) codeChildren.push(text('\n'));
    const className = meta.highlight.has(i + 1) ? ['dj-line', 'dj-line-highlight'] : ['dj-line'];
    codeChildren.push(el('span', { className }, content));
  });
  const preClass = ['dj-code'];
  if (id) preClass.push(`dj-lang-${id}`);
  const children: ElementContent[] = [];
  const title = meta.title ?? (mermaid ? 'Mermaid diagram (source)' : undefined);
  if (options.showTitle && title) children.push(el('div', { className: ['dj-code-title'] }, [text(title)]));
  children.push(el('pre', { className: preClass }, [el('code', {}, codeChildren)]));
  return el('div', { className: mermaid ? ['dj-code-block', 'dj-mermaid'] : ['dj-code-block'] }, children);
}

function tokenSpans(line: ThemedToken[]): ElementContent[] {
  return line.map((token) => {
    const className = tokenClasses(token);
    return className.length ? el('span', { className }, [text(token.content)]) : text(token.content);
  });
}

const COLOR_VAR = /^var\(--dj-code-(?:token-)?([a-z-]+)\)$/;

/** `var(--dj-code-token-keyword)` -> dj-tk-keyword; the plain foreground colour needs no class. */
function tokenClasses(token: ThemedToken): string[] {
  const out: string[] = [];
  const m = token.color ? COLOR_VAR.exec(token.color) : null;
  if (m && m[1] !== 'foreground') out.push(`dj-tk-${m[1]}`);
  const style = token.fontStyle ?? 0;
  if (style & 1) out.push('dj-tk-italic');
  if (style & 2) out.push('dj-tk-bold');
  if (style & 4) out.push('dj-tk-underline');
  return out;
}
