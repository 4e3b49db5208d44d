// Turns a page's syntax tree (and the snippets it inlines) into an HTML syntax tree: mdast-util-to-hast for the
// Markdown, one handler per MDX construct, the component registry for JSX. Keeps what one page render needs:
// page-wide ids, headings, markers, the languages still to load, and the file being walked (a stack of frames, as
// snippets inline other files). Nothing here runs code from the docs, and no handler recursion goes unbounded:
// nesting and element count are capped with a visible note.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type {
  Code,
  Heading,
  Image,
  ImageReference,
  Link,
  LinkReference,
  List,
  ListItem,
  Nodes as MdastNodes,
  Paragraph,
  Parents,
} from 'mdast';
import type {
  MdxFlowExpression,
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxTextExpression,
} from 'mdast-util-mdx';
import { defaultHandlers, toHast, type Handler, type State } from 'mdast-util-to-hast';
import { HeadingIdAllocator, headingSlug, anchorPlan, type LinkRewrite } from '../../core';
import { PARAGRAPH_ENDING } from './blockElements';
import { parseCodeMeta } from './code/codeMeta';
import { codeBlockElement } from './code/codeBlock';
import type { ComponentApi, ComponentCall } from './components/api';
import { htmlElement, isHtmlName, missingImage } from './components/htmlElements';
import { COMPONENTS } from './components/registry';
import type { ContentContext, RenderedHeading } from './contract';
import { h, text } from './hast';
import { callFunction, startEvaluation } from './jsx/evaluate';
import { modulesOf } from './jsx/fileModules';
import { envFor, valueNodes } from './jsx/jsxToNodes';
import { expressionOf, readValue, type EvalEnv } from './jsx/values';
import { iconClass } from '../icons';
import { limitDepth } from './depthLimit';
import { mathElement } from './math';
import type { ComponentSource, Frame, JsxValue, RenderNode, TooDeepNode } from './nodes';
import { inlineText, sourceText } from './plainText';
import { isExternalUrl, remoteMediaUrl, safeLinkUrl } from './urls';

/** Deeper content is shown as text (the handlers recurse once per level). */
export const MAX_NESTING = 64;
/** Elements rendered per page; the rest of a larger page is left out with a note. */
export const MAX_ELEMENTS = 200_000;
/** Snippets inside snippets (and components inside components) deeper than this are not inlined. */
export const MAX_SNIPPET_DEPTH = 8;

export class Renderer implements ComponentApi {
  readonly ids = new HeadingIdAllocator();
  readonly headings: RenderedHeading[] = [];
  readonly markers = new Set<string>();
  /** Languages met while rendering whose grammar is not loaded yet. */
  readonly missingLanguages = new Set<string>();
  /** True when the element cap cut the page short. */
  truncated = false;
  private frames: Frame[];
  private state: State | undefined;
  private nesting = 0;
  private elements = 0;
  private groups = 0;
  private readonly lists = new WeakMap<object, List>();
  /** Component nodes whose anchors a renderer has put on the page itself (anchorsOf). */
  private readonly placedAnchors = new WeakSet<object>();

  constructor(
    private readonly ctx: ContentContext,
    /** The page being rendered: links and assets resolve from it, snippets included (they are inlined into it). */
    private readonly pageFile: string,
    root: Frame,
  ) {
    this.frames = [root];
    for (const id of root.anchors?.ids ?? []) this.ids.reserve(id);
  }

  /** Renders nodes of the root frame's file into an HTML tree (footnotes appended as mdast-util-to-hast does). */
  renderRoot(nodes: RenderNode[]): HastRoot {
    startEvaluation();
    const root = { type: 'root', children: limitDepth(nodes, MAX_NESTING) } as unknown as MdastNodes;
    const result = toHast(root, {
      handlers: this.handlers(),
      unknownHandler: (state, node) => this.unknown(state, node),
      clobberPrefix: 'dj-',
      footnoteLabelProperties: { className: ['dj-footnotes-label'] },
    });
    return result.type === 'root' ? result : { type: 'root', children: [result as ElementContent] };
  }

  private get frame(): Frame {
    return this.frames[this.frames.length - 1];
  }

  // ---- handlers ---------------------------------------------------------------------------------------------

  private handlers(): Record<string, Handler> {
    const own: Record<string, Handler> = {
      paragraph: (state, node: Paragraph) => paragraphOrBlocks(state.all(node)),
      // mdast-util-to-hast works out a list's looseness again for every item (quadratic on a long list): once here.
      listItem: (state, node: ListItem, parent: Parents | undefined) =>
        defaultHandlers.listItem(state, node, parent ? this.looseness(parent) : undefined),
      heading: (state, node: Heading) => {
        const offset = node.position?.start.offset;
        const planned = offset === undefined ? undefined : this.frame.anchors?.heading(offset);
        const anchor = planned === undefined ? undefined : this.pageAnchor(planned);
        return this.heading(
          node.depth,
          state.all(node),
          anchor !== undefined ? { anchor } : { customId: this.customIdOf(node) },
        );
      },
      code: (_, node: Code) => this.codeBlock(node, true),
      math: (_, node: { value: string }) => mathElement(node.value, true),
      inlineMath: (_, node: { value: string }) => mathElement(node.value, false),
      // Mintlify's render rewrites relative Markdown links, not reference definitions.
      link: (state, node: Link) => this.linkElement(node.url, node.title, state.all(node), 'page'),
      linkReference: (state, node: LinkReference) => {
        const def = state.definitionById.get(String(node.identifier).toUpperCase());
        const children = state.all(node);
        return def ? this.linkElement(def.url, def.title, children) : [text('['), ...children, text(']')];
      },
      image: (_, node: Image) => this.imageElement(node.url, node.alt, node.title),
      imageReference: (state, node: ImageReference) => {
        const def = state.definitionById.get(String(node.identifier).toUpperCase());
        return def ? this.imageElement(def.url, node.alt, def.title) : text(`![${node.alt ?? ''}]`);
      },
      yaml: () => undefined,
      toml: () => undefined,
      definition: () => undefined,
      mdxjsEsm: () => undefined,
      // Raw HTML only occurs in plain Markdown (OpenAPI descriptions): shown as the text it is.
      html: (_, node: { value: string }) => text(node.value),
      mdxFlowExpression: (_, node: MdxFlowExpression) => this.expression(node, false),
      mdxTextExpression: (_, node: MdxTextExpression) => this.expression(node, true),
      mdxJsxFlowElement: (_, node: MdxJsxFlowElement) => this.component(this.callOf(node)!),
      mdxJsxTextElement: (_, node: MdxJsxTextElement) => this.component(this.callOf(node)!),
      djComponent: (_, node: RenderNode) => this.component(this.callOf(node)!),
      djFrame: (_, node: { frame: Frame; children: RenderNode[] }) => this.inFrame(node.frame, node.children),
      djExpression: (_, node: { source: string; inline: boolean; reason?: string }) =>
        this.expressionMarker(node.source, node.inline, node.reason),
      djTooDeep: (_, node: TooDeepNode) => tooDeepNote(node.text),
    };
    const all: Record<string, Handler> = { ...(defaultHandlers as Record<string, Handler>), ...own };
    const guarded: Record<string, Handler> = {};
    for (const [type, handler] of Object.entries(all)) {
      guarded[type] = (state, node, parent) => this.guard(state, node, () => handler(state, node, parent));
    }
    return guarded;
  }

  /** Counts every element and nesting level; past the caps, content is shown as text or left out with a note. */
  private guard(state: State, node: MdastNodes, render: () => ReturnType<Handler>): ReturnType<Handler> {
    this.state = state;
    if (this.truncated) return undefined;
    if (++this.elements > MAX_ELEMENTS) {
      this.truncated = true;
      return undefined;
    }
    if (this.nesting >= MAX_NESTING && (node as { type: string }).type !== 'djTooDeep') {
      return tooDeepNote(sourceText([node as RenderNode]));
    }
    this.nesting++;
    try {
      return render();
    } finally {
      this.nesting--;
    }
  }

  /** An empty list standing for `parent`, with its looseness worked out once. */
  private looseness(parent: Parents): List {
    let stand = this.lists.get(parent);
    if (!stand) {
      const items = parent.children as ListItem[];
      const loose =
        ('spread' in parent && parent.spread === true) ||
        items.some((i) => (i.spread === null || i.spread === undefined ? (i.children?.length ?? 0) > 1 : i.spread));
      stand = { type: 'list', spread: loose, children: [] };
      this.lists.set(parent, stand);
    }
    return stand;
  }

  private unknown(state: State, node: MdastNodes): ReturnType<Handler> {
    return 'children' in node ? state.all(node as Parents) : undefined;
  }

  // ---- ComponentApi -------------------------------------------------------------------------------------------

  all(nodes: readonly RenderNode[]): ElementContent[] {
    if (!this.state) return [];
    return this.state.all({ type: 'root', children: nodes } as unknown as Parents);
  }

  valueContent(value: JsxValue | undefined, inline: boolean): ElementContent[] {
    return value ? this.all(valueNodes(value, inline)) : [];
  }

  link(href: string | undefined, rewrite: LinkRewrite = 'none'): string | undefined {
    if (href === undefined || href === '') return undefined;
    return safeLinkUrl(this.ctx.linkHref(href, this.pageFile, rewrite));
  }

  asset(src: string | undefined): string | undefined {
    if (src === undefined || src === '') return undefined;
    const local = this.ctx.assetHref(src, this.pageFile);
    return local !== undefined ? safeLinkUrl(local) : remoteMediaUrl(src);
  }

  heading(
    depth: number,
    children: ElementContent[],
    options: { customId?: string; anchor?: string; className?: string[] } = {},
  ): Element {
    const plain = inlineText(children);
    let id: string | undefined;
    if (options.anchor !== undefined) id = options.anchor || undefined;
    else {
      const slug = options.customId ?? headingSlug(plain);
      id = slug ? this.ids.allocate(slug, options.customId !== undefined) : undefined;
    }
    if (id) this.headings.push({ depth, id, text: plain });
    const props: Element['properties'] = id ? { id } : {};
    if (options.className) props.className = options.className;
    return h(`h${Math.min(6, Math.max(1, depth))}`, props, children);
  }

  codeBlock(node: Code, showTitle: boolean): Element {
    return codeBlockElement(node.value, node.lang, parseCodeMeta(node.meta), { showTitle }, this.missingLanguages);
  }

  math(tex: string, display: boolean): Element {
    return mathElement(tex, display);
  }

  anchorsOf(call: ComponentCall): readonly string[] | undefined {
    const offset = (call.node as { position?: { start: { offset?: number } } }).position?.start.offset;
    if (offset === undefined || call.node.type === 'djComponent') return undefined;
    const anchors = this.frame.anchors?.element(offset);
    if (!anchors) return undefined;
    this.placedAnchors.add(call.node);
    return anchors.map((id) => this.pageAnchor(id));
  }

  /**
   * An id the core gives, as written on the page: the page's own as they are (reserved when the render starts); a
   * snippet's made unique on the page, as Mintlify numbers the headings of the page it inlines a snippet into.
   */
  private pageAnchor(id: string): string {
    return !id || this.frame === this.frames[0] ? id : this.ids.allocate(id, true);
  }

  groupId(): string {
    return this.ids.allocate(`dj-tabs-${++this.groups}`, false);
  }

  icon(value: JsxValue | undefined, iconType?: JsxValue): Element | undefined {
    if (value?.kind !== 'literal' || typeof value.value !== 'string') return undefined;
    const name = value.value.trim();
    const style = iconType?.kind === 'literal' && typeof iconType.value === 'string' ? iconType.value : undefined;
    const cls = iconClass({ name, style });
    if (cls) return h('span', { className: ['dj-icon', cls] }, []);
    // An icon given as an image: a file of the site or an http(s) URL; never inline markup.
    const src = /[/.]/.test(name) ? this.asset(name) : undefined;
    return src ? h('img', { className: ['dj-icon'], src, alt: '' }) : undefined;
  }

  marker(name: string, inline: boolean, children: ElementContent[], reason: string): Element {
    this.markers.add(name);
    // The reason is in the label, not only in the tooltip: a reader on a phone or a screen reader gets it too.
    const label = `⟨${name}: not rendered offline (${reason})⟩`;
    return inline
      ? h('span', { className: ['dj-marker'], title: reason }, [
          h('span', { className: ['dj-marker-label'] }, [text(label)]),
          ...children,
        ])
      : h('div', { className: ['dj-marker'], title: reason }, [
          h('p', { className: ['dj-marker-label'] }, [text(label)]),
          ...children,
        ]);
  }

  snippet(call: ComponentCall, file: string): ElementContent[] {
    return this.inlineSnippet(call, file);
  }

  findSnippet(files: readonly string[]): string | undefined {
    return files.find((f) => this.ctx.snippet(f) !== undefined);
  }

  /** A snippet that does not exist: said in the page, with the call's own content after it. */
  private missingFile(call: ComponentCall, file: string): ElementContent[] {
    const note = h(call.inline ? 'span' : 'p', { className: ['dj-note', 'dj-missing-file'] }, [
      text(`⟨${call.name}: the file ${file} is missing⟩`),
    ]);
    return [note, ...this.all(call.children)];
  }

  callOf(node: RenderNode): ComponentCall | undefined {
    if (node.type === 'djComponent') {
      return { name: node.name, attributes: node.attributes, children: node.children, inline: node.inline, node };
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
    return {
      name: node.name ?? '',
      attributes: this.readAttributes(node.attributes),
      children: node.children as RenderNode[],
      inline: node.type === 'mdxJsxTextElement',
      node,
    };
  }

  // ---- Markdown -----------------------------------------------------------------------------------------------

  private customIdOf(node: Heading): string | undefined {
    const line = node.position?.start.line;
    return line === undefined ? undefined : this.frame.customIds.get(line - 1);
  }

  private linkElement(
    url: string,
    title: string | null | undefined,
    children: ElementContent[],
    rewrite: LinkRewrite = 'none',
  ): ElementContent {
    const href = this.link(url, rewrite);
    if (!href) return h('span', { className: ['dj-unlinked'] }, children);
    const props: Element['properties'] = { href };
    if (isExternalUrl(href) && !href.startsWith('mailto:')) props.rel = ['noopener', 'noreferrer'];
    if (title) props.title = title;
    return h('a', props, children);
  }

  private imageElement(url: string, alt: string | null | undefined, title: string | null | undefined): Element {
    const src = this.asset(url);
    if (!src) return missingImage(url);
    const props: Element['properties'] = { src, alt: alt ?? '', loading: 'lazy' };
    if (title) props.title = title;
    return h('img', props);
  }

  // ---- MDX ----------------------------------------------------------------------------------------------------

  /** How expressions of the file being walked are worked out (evaluate.ts). */
  private get env(): EvalEnv {
    return envFor(this.frame.text);
  }

  private readAttributes(attributes: Array<MdxJsxAttribute | MdxJsxExpressionAttribute>): Map<string, JsxValue> {
    const out = new Map<string, JsxValue>();
    for (const attr of attributes) {
      // `{...spread}` would need evaluation: its attributes are not read.
      if (attr.type === 'mdxJsxExpressionAttribute') continue;
      const v = attr.value;
      if (v === null || v === undefined) out.set(attr.name, { kind: 'literal', value: true });
      else if (typeof v === 'string') out.set(attr.name, { kind: 'literal', value: v });
      else {
        const expr = expressionOf(v.data?.estree as never);
        if (expr === 'empty') continue;
        out.set(
          attr.name,
          expr ? readValue(expr, this.frame.props, v.value, this.env) : { kind: 'unknown', source: v.value },
        );
      }
    }
    return out;
  }

  private expression(node: MdxFlowExpression | MdxTextExpression, inline: boolean): ElementContent[] | undefined {
    const expr = expressionOf(node.data?.estree as never);
    if (expr === 'empty') return undefined; // a comment: {/* ... */}
    const value: JsxValue = expr
      ? readValue(expr, this.frame.props, node.value, this.env)
      : { kind: 'unknown', source: node.value };
    return this.all(valueNodes(value, inline));
  }

  /** An expression that cannot be worked out: its source and why; inside a component of the docs, named after it. */
  private expressionMarker(source: string, inline: boolean, reason: string | undefined): Element {
    const one = source.replace(/\s+/g, ' ');
    const shown = one.length > 60 ? `${one.slice(0, 57)}...` : one;
    const owner = this.frame.component;
    this.markers.add(owner ?? `{${shown}}`);
    const why = reason ? ` (${reason})` : '';
    const label = owner
      ? `⟨${owner}: {${shown}} not evaluated offline${why}⟩`
      : `⟨{${shown}}: not evaluated offline${why}⟩`;
    const props: Element['properties'] = { className: ['dj-marker', 'dj-expression'] };
    if (reason) props.title = reason;
    return h(inline ? 'code' : 'p', props, [text(label)]);
  }

  /**
   * A component as rendered, with the anchor ids the core gives it: written by its renderer where it belongs (a
   * heading's id, a tab's label), else put on the first element it renders (an accordion, a field, a `<div id>`).
   */
  private component(call: ComponentCall): ElementContent[] {
    const out = this.componentContent(call);
    if (this.placedAnchors.has(call.node)) return out;
    const anchors = this.anchorsOf(call);
    if (anchors) placeAnchors(out, anchors, call.inline);
    return out;
  }

  private componentContent(call: ComponentCall): ElementContent[] {
    if (!call.name) return this.all(call.children); // a fragment: <>...</>
    const source = this.frame.components.get(call.name);
    if (source) return this.fromSource(call, source);
    if (isHtmlName(call.name)) return htmlElement(call, this);
    const builtin = COMPONENTS.get(call.name);
    if (builtin) return builtin(call, this);
    return [
      this.marker(call.name, call.inline, this.all(call.children), 'it is not a component of the Mintlify format'),
    ];
  }

  private fromSource(call: ComponentCall, source: ComponentSource): ElementContent[] {
    if (source.kind === 'not-rendered') {
      return [this.marker(call.name, call.inline, this.all(call.children), source.reason)];
    }
    if (source.kind === 'snippet') return this.inlineSnippet(call, source.file);
    if (source.kind === 'missing') return this.missingFile(call, source.file);
    const key = `${source.file}#${call.name}`;
    const refused = this.refuseNesting(call, key);
    if (refused) return refused;
    const fn = source.value();
    const children = (): ElementContent[] => this.all(call.children);
    if (fn.kind === 'unknown') return [this.marker(call.name, call.inline, children(), fn.reason ?? 'it is computed')];
    if (fn.kind !== 'function') {
      return [this.marker(call.name, call.inline, children(), 'it is a value, not a component')];
    }
    const result = callFunction(fn, [this.propsOf(call)], envFor(fn.text), () => call.name);
    if (result.kind === 'unknown') {
      return [this.marker(call.name, call.inline, children(), result.reason ?? 'it is computed')];
    }
    const target = modulesOf(this.ctx).file(source.file);
    const module = 'module' in target ? target.module : undefined;
    const frame: Frame = {
      file: source.file,
      text: source.text,
      customIds: this.ctx.snippet(source.file)?.mdx.customIds ?? new Map(),
      props: module ?? EMPTY_SCOPE,
      components: module ? modulesOf(this.ctx).components(module) : this.frame.components,
      chain: [...this.frame.chain, key],
      component: call.name,
    };
    if (source.file === this.frames[0].file) {
      frame.customIds = this.frames[0].customIds;
      frame.props = this.frames[0].props;
      frame.components = this.frames[0].components;
    }
    return this.inFrame(frame, valueNodes(result, call.inline));
  }

  /** The props object a component of the docs is called with: its attributes and, as `children`, its content. */
  private propsOf(call: ComponentCall): JsxValue {
    const entries = new Map(call.attributes);
    if (call.children.length > 0)
      entries.set('children', {
        kind: 'nodes',
        nodes: [{ type: 'djFrame', frame: this.frame, children: call.children }],
      });
    return { kind: 'object', entries };
  }

  private inlineSnippet(call: ComponentCall, file: string): ElementContent[] {
    const refused = this.refuseNesting(call, file);
    if (refused) return refused;
    const page = this.ctx.snippet(file);
    if (!page) return this.missingFile(call, file);
    if (!page.mdx.tree) {
      return [this.marker(call.name, call.inline, this.all(call.children), `the snippet "${file}" does not parse`)];
    }
    const props = new Map(call.attributes);
    props.set('children', { kind: 'nodes', nodes: [{ type: 'djFrame', frame: this.frame, children: call.children }] });
    const modules = modulesOf(this.ctx);
    const target = modules.file(file);
    const module = 'module' in target ? target.module : undefined;
    const frame: Frame = {
      file,
      text: page.text,
      customIds: page.mdx.customIds,
      // The attributes it is called with, then what the snippet declares and imports itself.
      props: { get: (name) => props.get(name) ?? module?.get(name) },
      components: module ? modules.components(module) : new Map(),
      chain: [...this.frame.chain, file],
    };
    frame.anchors = anchorPlan(page.facts);
    let content = page.mdx.tree.children.filter((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm') as RenderNode[];
    // A snippet used among words that is one paragraph: its words, not a paragraph inside a paragraph.
    if (call.inline && content.length === 1 && content[0].type === 'paragraph') {
      content = content[0].children as RenderNode[];
    }
    return this.inFrame(frame, limitDepth(content, MAX_NESTING));
  }

  private refuseNesting(call: ComponentCall, key: string): ElementContent[] | undefined {
    const children = (): ElementContent[] => this.all(call.children);
    if (this.frame.chain.includes(key)) {
      return [this.marker(call.name, call.inline, children(), `it includes itself, through ${key}`)];
    }
    if (this.frame.chain.length >= MAX_SNIPPET_DEPTH) {
      return [this.marker(call.name, call.inline, children(), `snippets nest more than ${MAX_SNIPPET_DEPTH} deep`)];
    }
    return undefined;
  }

  private inFrame(frame: Frame, nodes: RenderNode[]): ElementContent[] {
    this.frames.push(frame);
    try {
      return this.all(nodes);
    } finally {
      this.frames.pop();
    }
  }
}

const EMPTY_SCOPE = { get: () => undefined };

function tooDeepNote(shown: string): Element {
  return h('p', { className: ['dj-note'] }, [
    text(`⟨Nested more than ${MAX_NESTING} levels deep: shown as text⟩ `),
    text(shown.length > 10_000 ? `${shown.slice(0, 10_000)}…` : shown),
  ]);
}

/**
 * A paragraph's content in a <p>, unless a component in it renders as a block (`<Note>` or `<Card>` written on
 * one line is a paragraph in MDX): then the blocks stand on their own and the words around them get their own <p>,
 * since a <p> cannot hold a block.
 */
function paragraphOrBlocks(children: ElementContent[]): ElementContent | ElementContent[] {
  // A link holding blocks (a Card) is a block too.
  const isBlock = (c: ElementContent): boolean =>
    c.type === 'element' && (PARAGRAPH_ENDING.has(c.tagName) || (c.tagName === 'a' && c.children.some(isBlock)));
  if (!children.some(isBlock)) return h('p', {}, children);
  const out: ElementContent[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.some((c) => c.type !== 'text' || c.value.trim() !== '')) out.push(h('p', {}, run));
    run = [];
  };
  for (const c of children) {
    if (isBlock(c)) {
      flush();
      out.push(c);
    } else run.push(c);
  }
  flush();
  return out;
}

/** Anchor ids on the first element of a component's output; one more than it can hold is an empty anchor in it. */
function placeAnchors(out: ElementContent[], anchors: readonly string[], inline: boolean): void {
  const first = out.find((n): n is Element => n.type === 'element');
  let rest = anchors;
  if (first && first.properties.id === undefined) {
    first.properties.id = anchors[0];
    rest = anchors.slice(1);
  }
  const marks = rest.map((id) => h('span', { id }, []));
  if (marks.length === 0) return;
  if (first) first.children.unshift(...marks);
  else out.unshift(...(inline ? marks : [h('div', {}, marks)]));
}
