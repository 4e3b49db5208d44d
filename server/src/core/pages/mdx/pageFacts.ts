// What page rules, editor features and the site builder read from an MDX syntax tree, extracted in one walk:
// headings with the anchor ids Mintlify gives them, links and images with the offsets of their targets, imports
// and the names a page defines, and every JSX element with its attributes read as literals and its parent.
// Offsets are 0-based UTF-16 offsets into the page text. A page that does not parse has empty facts.
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm } from 'mdast-util-mdx';
import { assignAnchorIds } from './anchorIds';
import { opensWithQuote, typographicText, type TextPart } from './typography';
import { AttributeValue, JsxAttributeFact, readAttribute } from './jsxAttributes';

export type { AttributeValue, JsxAttributeFact } from './jsxAttributes';

export interface Span {
  start: number;
  end: number;
}

export interface HeadingFact extends Span {
  depth: number;
  /** Plain text, as the reader sees it (typographic quotes, dashes and ellipses, as Mintlify's SmartyPants). */
  text: string;
  /**
   * The anchor id Mintlify gives the heading (from a custom `{#id}` when there is one), unique on the page; the
   * empty string when it has none (levels 5 and 6).
   */
  id: string;
  customId: boolean;
  /** The JSX element the heading is inside (index into `elements`), -1 at the top level. */
  parent: number;
}

export type LinkSource = 'markdown' | 'definition' | 'autolink' | 'jsx';

export interface LinkFact extends Span {
  url: string;
  source: LinkSource;
  /** Offsets of the URL as written in the page; absent when it cannot be located exactly (escapes, entities). */
  urlStart?: number;
  urlEnd?: number;
  /** For links written as JSX attributes: the element (index into `elements`) and attribute name. */
  element?: number;
  attribute?: string;
}

export interface ImageFact extends Span {
  src: string;
  /** The alternative text; undefined when an `<img>` has no `alt` attribute, or it is an expression (`alt={…}`). */
  alt?: string;
  altIsExpression: boolean;
  source: 'markdown' | 'jsx';
  srcStart?: number;
  srcEnd?: number;
  /** Inside a `<Frame>`. */
  inFrame: boolean;
}

export interface ImportFact extends Span {
  /** The module as written (`/snippets/intro.mdx`). */
  source: string;
  /** Offsets of the module string's content (inside the quotes). */
  sourceStart: number;
  sourceEnd: number;
  /** Local names the import binds. */
  names: string[];
}

export interface ElementFact extends Span {
  /** `Card`, `Tree.Folder`, `div`. Fragments (`<>`) are not recorded. */
  name: string;
  nameStart: number;
  nameEnd: number;
  /** Where the name of the closing tag starts, when the element has one. */
  closingNameStart?: number;
  attributes: JsxAttributeFact[];
  /** The element has a `{...spread}`, so any attribute may be given through it. */
  hasSpread: boolean;
  /** Index of the enclosing element in `elements`, -1 at the top level. */
  parent: number;
  inline: boolean;
  /**
   * For a block-level heading written as an element (`<h2>`, `<Heading>`) without an `id`: its text, from which
   * Mintlify makes its anchor.
   */
  text?: string;
  /** The anchor ids the element puts on the page (`assignAnchorIds`), page order; absent when it makes none. */
  anchors?: string[];
}

export interface PageFacts {
  headings: readonly HeadingFact[];
  links: readonly LinkFact[];
  images: readonly ImageFact[];
  imports: readonly ImportFact[];
  /** Names the page's `export` statements define (`export const Banner = …`). */
  exportedNames: readonly string[];
  elements: readonly ElementFact[];
  /**
   * Link targets made by elements rather than headings: `id` attributes (`<div id="setup">`), parameter fields
   * (`<ParamField path="onError">` is `#param-on-error`), update labels and accordion titles.
   */
  elementIds: readonly string[];
}

export const EMPTY_FACTS: PageFacts = Object.freeze({
  headings: [],
  links: [],
  images: [],
  imports: [],
  exportedNames: [],
  elements: [],
  elementIds: [],
});

/** True for the facts of a page that did not parse (they may have crossed a thread: compared by content). */
export function hasNoFacts(facts: PageFacts): boolean {
  return (
    facts.headings.length === 0 &&
    facts.links.length === 0 &&
    facts.images.length === 0 &&
    facts.imports.length === 0 &&
    facts.exportedNames.length === 0 &&
    facts.elements.length === 0 &&
    facts.elementIds.length === 0
  );
}

/** Element names by index, up its parent chain: the element itself first. */
export function ancestorsOf(facts: PageFacts, index: number): ElementFact[] {
  const chain: ElementFact[] = [];
  for (let i = index; i >= 0 && chain.length <= facts.elements.length; i = facts.elements[i].parent) {
    chain.push(facts.elements[i]);
  }
  return chain;
}

/** Every name the page can use as a component without importing it from Mintlify: imports and exports. */
export function localNames(facts: PageFacts): Set<string> {
  const names = new Set<string>(facts.exportedNames);
  for (const i of facts.imports) for (const n of i.names) names.add(n);
  return names;
}

export function attributeOf(element: ElementFact, name: string): JsxAttributeFact | undefined {
  for (let i = element.attributes.length - 1; i >= 0; i--) {
    if (element.attributes[i].name === name) return element.attributes[i];
  }
  return undefined;
}

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface Frame {
  node: Nodes;
  /** Element index of the nearest enclosing JSX element. */
  parent: number;
  inFrame: boolean;
}

export function extractPageFacts(tree: Root, text: string, customIds: ReadonlyMap<number, string>): PageFacts {
  const headings: HeadingFact[] = [];
  const links: LinkFact[] = [];
  const images: ImageFact[] = [];
  const imports: ImportFact[] = [];
  const exportedNames: string[] = [];
  const elements: ElementFact[] = [];
  // The end of the page's text so far, as SmartyPants reads it (blocks joined by spaces, code as letters).
  let textSoFar = '';

  // Iterative, in document order: deep trees never reach the call stack's limit.
  const stack: Frame[] = [{ node: tree, parent: -1, inFrame: false }];
  while (stack.length > 0) {
    const { node, parent, inFrame } = stack.pop()!;
    let childParent = parent;
    let childInFrame = inFrame;
    if (textSoFar.length > 256) textSoFar = textSoFar.slice(-TEXT_BEFORE);
    switch (node.type) {
      case 'text':
        textSoFar += node.value;
        break;
      case 'inlineCode':
        textSoFar += 'A'.repeat(Math.min(node.value.length, TEXT_BEFORE));
        break;
      case 'paragraph':
      case 'tableCell':
        textSoFar += ' ';
        break;
      case 'heading': {
        const start = node.position?.start.offset ?? 0;
        const custom = node.position ? customIds.get(node.position.start.line - 1) : undefined;
        const before = textSoFar.slice(-TEXT_BEFORE);
        textSoFar += ' ';
        headings.push({
          depth: node.depth,
          text: headingText(node, before),
          // The anchor ids are given once the page is read (assignAnchorIds); a custom one is kept until then.
          id: custom ?? '',
          customId: custom !== undefined,
          parent,
          start,
          end: node.position?.end.offset ?? start,
        });
        break;
      }
      case 'link':
        if (node.position) links.push(markdownLink(node.url, node.position, lastChildEnd(node), text));
        break;
      case 'definition':
        if (node.position) links.push(definitionLink(node.url, node.position, text));
        break;
      case 'image':
        if (node.position) images.push(markdownImage(node.url, node.alt, node.position, text, inFrame));
        break;
      case 'mdxjsEsm':
        readEsm(node, imports, exportedNames);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (!node.name || !node.position) break;
        const index = elements.length;
        const element = elementFact(node, text, parent);
        if (isTitledHeadingElement(node)) element.text = headingText(node, textSoFar.slice(-TEXT_BEFORE));
        elements.push(element);
        childParent = index;
        if (node.name === 'Frame') childInFrame = true;
        addElementLinks(element, index, links);
        if (node.name === 'img') images.push(jsxImage(element, inFrame));
        break;
      }
    }
    // A heading's children are walked too: its links, images and inline elements count like any other.
    if ('children' in node) {
      const children = node.children as Nodes[];
      for (let i = children.length - 1; i >= 0; i--) {
        stack.push({ node: children[i], parent: childParent, inFrame: childInFrame });
      }
    }
  }
  const elementIds = assignAnchorIds(headings, elements);
  return { headings, links, images, imports, exportedNames, elements, elementIds };
}

const HEADING_ELEMENTS = new Set(['h1', 'h2', 'h3', 'h4', 'Heading']);

/** A block-level `<h1>`-`<h4>` or `<Heading>` without an `id`: Mintlify makes its anchor from its text. */
export function isTitledHeadingElement(node: JsxElement): boolean {
  return (
    node.type === 'mdxJsxFlowElement' &&
    HEADING_ELEMENTS.has(node.name ?? '') &&
    !node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')
  );
}

/** The links an element's attributes hold (its `<img>` image is the caller's). */
export function addElementLinks(element: ElementFact, index: number, links: LinkFact[]): void {
  for (const a of element.attributes) {
    if (isLinkAttribute(element.name, a.name) && a.value.kind === 'string') {
      links.push(attributeLink(a, a.value.value, index));
    }
  }
}

/** How much of the page's text before a heading decides a quote opening it (the end of the last sentence). */
const TEXT_BEFORE = 64;

/**
 * The heading's text as rendered: text made typographic, inline code as written, nothing from `{…}`. A heading
 * that opens with a quote reads the text before it (`before`).
 */
function headingText(heading: Nodes, before: string): string {
  const parts: TextPart[] = [];
  const stack: Nodes[] = [heading];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text') parts.push({ value: node.value, code: false });
    else if (node.type === 'inlineCode') parts.push({ value: node.value, code: true });
    else if ('children' in node) {
      const children = node.children as Nodes[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return typographicText(parts, opensWithQuote(parts) ? before : '').trim();
}

function lastChildEnd(node: { children: Nodes[] }): number | undefined {
  const last = node.children[node.children.length - 1];
  return last?.position?.end.offset;
}

export type Position = NonNullable<Nodes['position']>;

export function markdownLink(url: string, position: Position, labelEnd: number | undefined, text: string): LinkFact {
  const start = position.start.offset!;
  const end = position.end.offset!;
  if (text[start] !== '[') {
    // A GFM autolink literal: the text is the URL (with `mailto:` or `http://` added when written without).
    return { url, source: 'autolink', start, end, urlStart: start, urlEnd: end };
  }
  const close = text.indexOf('](', labelEnd ?? start + 1);
  const at = close >= 0 && close < end ? locateDestination(text, close + 2, end, url) : undefined;
  return { url, source: 'markdown', start, end, ...(at && { urlStart: at.start, urlEnd: at.end }) };
}

export function definitionLink(url: string, position: Position, text: string): LinkFact {
  const start = position.start.offset!;
  const end = position.end.offset!;
  const colon = text.indexOf(']:', start);
  const at = colon >= 0 && colon < end ? locateDestination(text, colon + 2, end, url) : undefined;
  return { url, source: 'definition', start, end, ...(at && { urlStart: at.start, urlEnd: at.end }) };
}

export function markdownImage(
  src: string,
  alt: string | null | undefined,
  position: Position,
  text: string,
  inFrame: boolean,
): ImageFact {
  const start = position.start.offset!;
  const end = position.end.offset!;
  // The alternative text ends at the last `](` before the destination; search from the end of the image.
  const close = text.lastIndexOf('](', end);
  const at = close > start ? locateDestination(text, close + 2, end, src) : undefined;
  return {
    src,
    alt: alt ?? '',
    altIsExpression: false,
    source: 'markdown',
    start,
    end,
    inFrame,
    ...(at && { srcStart: at.start, srcEnd: at.end }),
  };
}

/** Where a destination `url` is written between `from` and `end` (skipping spaces and `<…>`), when exactly. */
function locateDestination(text: string, from: number, end: number, url: string): Span | undefined {
  let i = from;
  while (i < end && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  if (text[i] === '<') i++;
  return text.startsWith(url, i) && i + url.length <= end ? { start: i, end: i + url.length } : undefined;
}

export function readEsm(node: MdxjsEsm, imports: ImportFact[], exportedNames: string[]): void {
  const program = node.data?.estree as { body?: EsmStatement[] } | undefined;
  for (const statement of program?.body ?? []) {
    if (statement.type === 'ImportDeclaration' && statement.source && typeof statement.source.value === 'string') {
      imports.push({
        source: statement.source.value,
        sourceStart: statement.source.start + 1,
        sourceEnd: statement.source.end - 1,
        names: (statement.specifiers ?? []).map((s) => s.local?.name).filter((n): n is string => !!n),
        start: statement.start,
        end: statement.end,
      });
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      const declaration = statement.declaration;
      if (declaration.id?.name) exportedNames.push(declaration.id.name);
      for (const d of declaration.declarations ?? []) if (d.id?.name) exportedNames.push(d.id.name);
    }
  }
}

interface EsmStatement {
  type: string;
  start: number;
  end: number;
  source?: { value: unknown; start: number; end: number } | null;
  specifiers?: Array<{ local?: { name: string } }>;
  declaration?: { id?: { name?: string } | null; declarations?: Array<{ id?: { name?: string } }> } | null;
}

export function elementFact(node: JsxElement, text: string, parent: number): ElementFact {
  const start = node.position!.start.offset!;
  const end = node.position!.end.offset!;
  const name = node.name!;
  let nameStart = start + 1;
  while (nameStart < end && /\s/.test(text[nameStart])) nameStart++;
  const attributes: JsxAttributeFact[] = [];
  let hasSpread = false;
  for (const a of node.attributes) {
    const fact = readAttribute(a, text);
    if (fact) attributes.push(fact);
    else hasSpread = true;
  }
  const closing = text.lastIndexOf('</', end);
  const closingNameStart =
    closing > start && text.startsWith(name, skipSpaces(text, closing + 2)) ? skipSpaces(text, closing + 2) : undefined;
  return {
    name,
    nameStart,
    nameEnd: nameStart + name.length,
    ...(closingNameStart !== undefined && { closingNameStart }),
    attributes,
    hasSpread,
    parent,
    inline: node.type === 'mdxJsxTextElement',
    start,
    end,
  };
}

function skipSpaces(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i])) i++;
  return i;
}

/** Attributes that hold a URL: `href` on any element, `src` on media elements, `img` on cards. */
function isLinkAttribute(element: string, attribute: string): boolean {
  if (attribute === 'href') return true;
  if (attribute === 'src')
    return element === 'video' || element === 'audio' || element === 'source' || element === 'iframe';
  return attribute === 'img' && element === 'Card';
}

function attributeLink(a: JsxAttributeFact, url: string, element: number): LinkFact {
  const exact = a.valueStart !== undefined && a.valueEnd !== undefined && a.valueEnd - a.valueStart === url.length;
  return {
    url,
    source: 'jsx',
    start: a.start,
    end: a.end,
    element,
    attribute: a.name,
    ...(exact && { urlStart: a.valueStart, urlEnd: a.valueEnd }),
  };
}

export function jsxImage(element: ElementFact, inFrame: boolean): ImageFact {
  const src = attributeValue(element, 'src');
  const alt = element.attributes.find((a) => a.name === 'alt');
  const srcAttribute = element.attributes.find((a) => a.name === 'src');
  const exact =
    srcAttribute?.value.kind === 'string' &&
    srcAttribute.valueStart !== undefined &&
    srcAttribute.valueEnd! - srcAttribute.valueStart === srcAttribute.value.value.length;
  return {
    src: src?.kind === 'string' ? src.value : '',
    alt: alt?.value.kind === 'string' ? alt.value.value : undefined,
    altIsExpression: alt !== undefined && alt.value.kind !== 'string',
    source: 'jsx',
    start: element.start,
    end: element.end,
    inFrame,
    ...(exact && { srcStart: srcAttribute!.valueStart, srcEnd: srcAttribute!.valueEnd }),
  };
}

function attributeValue(element: ElementFact, name: string): AttributeValue | undefined {
  return attributeOf(element, name)?.value;
}
