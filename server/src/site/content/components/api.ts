// What a component renderer gets: the call (name, attributes read as literals, children) and the renderer's
// services. Renderers build HTML syntax trees only; links, assets, ids and markers go through the API so every
// component gets the same safety and the same page-wide ids.
import type { Element, ElementContent } from 'hast';
import type { Code } from 'mdast';
import type { LinkRewrite } from '../../../core';
import type { JsxValue, RenderNode } from '../nodes';
import { valueFlag, valueText } from '../jsx/values';

export interface ComponentCall {
  name: string;
  attributes: ReadonlyMap<string, JsxValue>;
  children: RenderNode[];
  /** Written among text (a JSX text element): render phrasing content. */
  inline: boolean;
  /** The node the call was read from. */
  node: RenderNode;
}

export interface ComponentApi {
  /** Renders nodes in the current context. */
  all(nodes: readonly RenderNode[]): ElementContent[];
  /** An attribute value as content: text for literals, rendered nodes for JSX, a marker for expressions. */
  valueContent(value: JsxValue | undefined, inline: boolean): ElementContent[];
  /**
   * The href to write for a link written in the page, or undefined when it must not be a link. `page` for the
   * elements whose relative URLs Mintlify's render rewrites (`<a>`, `<Card>`); others are left to the browser.
   */
  link(href: string | undefined, rewrite?: LinkRewrite): string | undefined;
  /** The URL to write for an image, video or icon file, or undefined when there is none to show. */
  asset(src: string | undefined): string | undefined;
  /** A heading with its page-unique id, listed for the table of contents. */
  /** `anchor`: the id the core gives it, written as it is ('' for none); else one made from `customId` or the text. */
  heading(
    depth: number,
    children: ElementContent[],
    options?: { customId?: string; anchor?: string; className?: string[] },
  ): Element;
  codeBlock(node: Code, showTitle: boolean): Element;
  math(tex: string, display: boolean): Element;
  /**
   * The anchor ids the core gives this component (links to them are accepted by the page rules), for a renderer that
   * puts them where they belong itself; a component whose renderer does not ask gets them on its first element.
   */
  anchorsOf(call: ComponentCall): readonly string[] | undefined;
  /** A new page-unique id prefix for a group of tabs. */
  groupId(): string;
  /**
   * An icon named by `icon="..."` (a name of the site's icon library, or an image file / URL), in the Font Awesome
   * style `iconType` names when given; undefined when there is none.
   */
  icon(value: JsxValue | undefined, iconType?: JsxValue): Element | undefined;
  /** Content shown with a visible "not rendered offline" marker; listed in RenderedContent.markers. */
  marker(name: string, inline: boolean, children: ElementContent[], reason: string): Element;
  /** Inlines a snippet file (root-relative) as `<Snippet file>` does; a file that does not exist is named as missing. */
  snippet(call: ComponentCall, file: string): ElementContent[];
  /** The first of these root-relative files that is a snippet the page can inline. */
  findSnippet(files: readonly string[]): string | undefined;
  /** A JSX child node (from jsxChildren) as a call, its attributes read in the current context. */
  callOf(node: RenderNode): ComponentCall | undefined;
}

export type ComponentRenderer = (call: ComponentCall, api: ComponentApi) => ElementContent[];

export function attrText(call: ComponentCall, name: string): string | undefined {
  return valueText(call.attributes.get(name));
}

export function attrFlag(call: ComponentCall, name: string): boolean {
  return valueFlag(call.attributes.get(name));
}

/** A call's children split into its component children (by name) and the rest (white space left out). */
export function jsxChildren(
  api: ComponentApi,
  nodes: readonly RenderNode[],
): { calls: ComponentCall[]; other: RenderNode[] } {
  const calls: ComponentCall[] = [];
  const other: RenderNode[] = [];
  for (const node of nodes) {
    if (isBlank(node)) continue;
    if (node.type === 'paragraph' && node.children.every((c) => c.type === 'mdxJsxTextElement' || isBlank(c))) {
      // Components written on one line (`<Tab title="a">x</Tab>`) end up inside a paragraph.
      const inner = jsxChildren(api, node.children);
      calls.push(...inner.calls);
      other.push(...inner.other);
      continue;
    }
    const call = api.callOf(node);
    if (call) calls.push(call);
    else other.push(node);
  }
  return { calls, other };
}

function isBlank(node: RenderNode): boolean {
  return node.type === 'text' && node.value.trim() === '';
}
