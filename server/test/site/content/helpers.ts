// Renders small MDX texts the way the builder does, with a context that maps links and assets predictably and
// serves snippets from memory. Its link mapping passes unknown schemes through untouched, so the renderer's own
// URL checks are what the tests see.
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { parsePage, type ParsedPage } from '../../../src/core';
import { renderPageContent, type ContentContext, type RenderedContent } from '../../../src/site/content';
import { parseScript } from '../../../src/site/content/jsx/scriptModule';

export interface TestSite {
  /** Root-relative path -> text, for snippets (.mdx, and .jsx/.js files components are imported from). */
  snippets?: Record<string, string>;
  /** Root-relative files that exist (images, videos). */
  assets?: string[];
}

export function testContext(site: TestSite = {}): ContentContext & { snippetReads: string[] } {
  const parsed = new Map<string, ParsedPage>();
  const snippetReads: string[] = [];
  return {
    snippetReads,
    linkHref(href) {
      if (href.startsWith('#') || href.startsWith('//')) return href;
      if (href.startsWith('/')) return `${href.slice(1).replace(/#.*$/, '')}.html${/#.*$/.exec(href)?.[0] ?? ''}`;
      return href;
    },
    assetHref(src) {
      const rel = src.replace(/^\//, '');
      return site.assets?.includes(rel) ? `assets/${rel}` : undefined;
    },
    script(relPath) {
      snippetReads.push(relPath);
      const text = site.snippets?.[relPath];
      return text === undefined ? undefined : parseScript(relPath, text);
    },
    snippet(relPath) {
      snippetReads.push(relPath);
      const text = site.snippets?.[relPath];
      if (text === undefined || !/\.mdx?$/.test(relPath)) return undefined;
      let page = parsed.get(relPath);
      if (!page) parsed.set(relPath, (page = parsePage(relPath, text)));
      return page;
    },
  };
}

export function renderMdx(text: string, site: TestSite = {}, file = 'page.mdx'): Promise<RenderedContent> {
  return renderPageContent(parsePage(file, text), testContext(site));
}

/** The rendered HTML of `text` with the page's front matter left out. */
export async function html(text: string, site: TestSite = {}): Promise<string> {
  return (await renderMdx(text, site)).html;
}

/** What a browser would do with the URL: resolve it against the page and use its scheme. */
function safeUrl(value: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value, 'https://docs.example/guide/page.html').protocol);
  } catch {
    return false;
  }
}

/** Every problem a browser would act on in `body`, found by parsing it as a browser does. */
export function activeContent(body: string): string[] {
  const problems: string[] = [];
  const visit = (node: Nodes | Root): void => {
    if (node.type === 'element') {
      const el = node as Element;
      if (
        ['script', 'style', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link', 'svg'].includes(el.tagName)
      ) {
        problems.push(`<${el.tagName}>`);
      }
      for (const [key, value] of Object.entries(el.properties)) {
        if (/^on/i.test(key)) problems.push(`${el.tagName} ${key}`);
        if (key === 'style' || key === 'srcDoc' || key === 'formAction') problems.push(`${el.tagName} ${key}`);
        if (['href', 'src', 'poster', 'action', 'cite'].includes(key) && !safeUrl(String(value))) {
          problems.push(`${el.tagName} ${key}=${String(value)}`);
        }
        if (key === 'href' && String(value).startsWith('//')) problems.push(`${el.tagName} protocol-relative href`);
      }
      if (el.tagName === 'input' && el.properties.autoFocus) problems.push('autofocus');
    }
    if ('children' in node) for (const c of node.children) visit(c as Nodes);
  };
  visit(fromHtml(body, { fragment: true }));
  return problems;
}
