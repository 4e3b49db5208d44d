// Renders small MDX texts the way the builder does, with a context that maps links and assets predictably and
// serves snippets from memory. Its link mapping passes unknown schemes through untouched, so the renderer's own
// URL checks are what the tests see.
import { parsePage, type ParsedPage } from '../../../src/core';
import { renderPageContent, type ContentContext, type RenderedContent } from '../../../src/site/content';

export interface TestSite {
  /** Root-relative path -> text, for snippets. */
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
      if (href.startsWith('#')) return href;
      if (href.startsWith('/')) return `${href.slice(1).replace(/#.*$/, '')}.html${/#.*$/.exec(href)?.[0] ?? ''}`;
      return href;
    },
    assetHref(src) {
      const rel = src.replace(/^\//, '');
      return site.assets?.includes(rel) ? `assets/${rel}` : undefined;
    },
    snippet(relPath) {
      snippetReads.push(relPath);
      const text = site.snippets?.[relPath];
      if (text === undefined) return undefined;
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
