// The steps every body render shares: render (again, once the languages its code blocks need are loaded), then
// sanitize, serialize, and collect the text, headings and markers.
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { anchorPlan, type ParsedPage } from '../../core';
import { loadLanguages, warmHighlighter } from './code/highlighter';
import type { ContentContext, RenderedContent } from './contract';
import { h, text } from './hast';
import { modulesOf } from './jsx/fileModules';
import type { Frame } from './nodes';
import { hastText } from './plainText';
import { MAX_ELEMENTS, Renderer } from './renderer';
import { sanitizeContent } from './sanitize';

/**
 * Renders once; when code blocks named languages whose grammar is not loaded yet, loads them and renders again
 * (highlighting itself is synchronous). In a warm process the second pass is rare.
 */
export async function renderWithLanguages<T extends { renderer: Renderer }>(render: () => T): Promise<T> {
  await warmHighlighter();
  const first = render();
  if (first.renderer.missingLanguages.size === 0) return first;
  await loadLanguages(first.renderer.missingLanguages);
  return render();
}

/** The page's own frame: its expressions see what the page declares and imports, its tags its components. */
export function rootFrame(page: ParsedPage, ctx: ContentContext): Frame {
  const modules = modulesOf(ctx);
  const module = modules.page(page);
  return {
    file: page.file,
    text: page.text,
    customIds: page.mdx.customIds,
    anchors: anchorPlan(page.facts),
    props: module,
    components: modules.components(module),
    chain: [],
  };
}

export function finish(root: HastRoot, renderer: Renderer): RenderedContent {
  if (renderer.truncated) {
    root.children.push(
      h('p', { className: ['dj-note'] }, [
        text(`⟨The rest of this page is not shown: it has more than ${MAX_ELEMENTS.toLocaleString('en')} elements⟩`),
      ]),
    );
  }
  const clean = sanitizeContent(root);
  return {
    html: toHtml(clean),
    headings: renderer.headings,
    text: hastText(clean.children),
    markers: [...renderer.markers],
  };
}
