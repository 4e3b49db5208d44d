// Page bodies for the site builder, `docsjson dev` and the editor preview: an MDX page (or a generated endpoint
// page) to sanitized HTML, with its headings, its plain text and the components shown with a marker. MDX is read,
// never evaluated: imports, exports and {expressions} are syntax, and only literals are taken from them.
import type { ElementContent, Root as HastRoot } from 'hast';
import type { ParsedPage } from '../../core';
import type { ContentContext, RenderedContent } from './contract';
import { h, text } from './hast';
import type { RenderNode } from './nodes';
import { besideExamples, hasExamplesColumn } from './examplesColumn';
import { finish, renderWithLanguages, rootFrame } from './pipeline';
import { Renderer } from './renderer';

export type { ContentContext, RenderedContent, RenderedHeading } from './contract';
export { renderEndpointContent, type EndpointRenderInput } from './endpoint/endpointContent';

export async function renderPageContent(page: ParsedPage, ctx: ContentContext): Promise<RenderedContent> {
  const tree = page.mdx.tree;
  if (!tree) return finish(unparsable(page), new Renderer(ctx, page.file, rootFrame(page, ctx)));
  const nodes = tree.children.filter((n) => n.type !== 'yaml') as RenderNode[];
  const { renderer, root } = await renderWithLanguages(() => {
    const renderer = new Renderer(ctx, page.file, rootFrame(page, ctx));
    return { renderer, root: besideExamples(renderer.renderRoot(nodes).children as ElementContent[]) };
  });
  const rendered = finish(root, renderer);
  if (hasExamplesColumn(root)) rendered.examplesColumn = true;
  return rendered;
}

/** A page that does not parse: where and why, then its text as written, so the preview still shows it. */
function unparsable(page: ParsedPage): HastRoot {
  const error = page.mdx.error;
  const at = error ? page.lines.positionAt(error.start) : undefined;
  const where = at ? ` (line ${at.line + 1}, column ${at.character + 1})` : '';
  return {
    type: 'root',
    children: [
      h('div', { className: ['dj-parse-error'] }, [
        h('p', {}, [text(`This page cannot be read as MDX${where}: ${error?.reason ?? 'unknown error'}`)]),
        h('pre', { className: ['dj-code'] }, [h('code', {}, [text(page.text)])]),
      ]),
    ],
  };
}
