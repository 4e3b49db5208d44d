// Page facts read straight from the parser's events, without building the mdast tree: building the tree is about a
// third of parsing a page, and a lint needs only the facts. The answer must be exactly what `extractPageFacts` gives
// from the tree, so this reader answers only when it can be certain and gives up (undefined: the caller builds the
// tree) on anything else: JSX tags that do not pair up as siblings (the tree builder turns those into mdx-syntax
// errors), character references where a fact would need them decoded, line endings inside heading text or
// attribute values, text that GFM's literal-autolink pass could split in a heading, markup in an image's
// alternative text, and any token in a heading it does not know.
import type { Event, Token } from 'micromark-util-types';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxjsEsm } from 'mdast-util-mdx';
import { assignAnchorIds } from './anchorIds';
import { opensWithQuote, typographicText, type TextPart } from './typography';
import {
  addElementLinks,
  definitionLink,
  elementFact,
  isTitledHeadingElement,
  jsxImage,
  markdownImage,
  markdownLink,
  readEsm,
  type ElementFact,
  type HeadingFact,
  type ImageFact,
  type ImportFact,
  type JsxElement,
  type LinkFact,
  type PageFacts,
  type Position,
} from './pageFacts';
import { AUTOLINK_CANDIDATE } from './autolinkCandidate';

/** Thrown to give up; caught once in `factsFromEvents`. */
class Unsure extends Error {}

interface OpenTag {
  token: Token;
  parent: Token | undefined;
  close: boolean;
  selfClosing: boolean;
  name: string;
  attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[];
  /** Inside an attribute value: its text so far. */
  value?: string;
}

interface OpenElement {
  name: string;
  /** Index in `elements`, -1 for a fragment (`<>`), which is not recorded. */
  index: number;
  node: JsxElement;
  /** The token the opening tag sits in: the closing tag must sit in the same one. */
  parent: Token | undefined;
  inFrame: boolean;
  /** Slot of its `<img>` image in `images`. */
  imageSlot?: number;
}

interface OpenHeading {
  slot: number;
  start: number;
  end: number;
  line: number;
  depth: number;
  parent: number;
  /** The finished text nodes and code spans. */
  parts: TextPart[];
  /** The text node being read. */
  run: string;
  /** Depth of skipped subtrees (link destinations, images, expressions, tags) below the heading text. */
  skip: number;
  /** Inside an inline code span: its text so far. */
  code?: string;
}

interface OpenLabelled {
  token: Token;
  kind: 'link' | 'image';
  slot: number;
  resource: boolean;
  url: string;
  /** Where the last node of the label ends (links) / the alternative text (images). */
  lastChildEnd?: number;
  alt: string;
  inFrame: boolean;
}

/** The parts of a JSX tag the reader uses, by token type (flow and text tags alike). */
const TAG_PARTS = new Map<string, string>(
  ['mdxJsxFlowTag', 'mdxJsxTextTag'].flatMap((prefix) =>
    [
      'ClosingMarker',
      'SelfClosingMarker',
      'Attribute',
      'ExpressionAttribute',
      'AttributeNamePrimary',
      'AttributeNameLocal',
      'AttributeValueLiteral',
      'AttributeValueLiteralValue',
      'AttributeValueExpression',
      'AttributeValueExpressionValue',
      'NamePrimary',
      'NameMember',
      'NameLocal',
    ].map((part): [string, string] => [prefix + part, part]),
  ),
);
const HEADING_TEXT = new Set(['atxHeadingText', 'setextHeadingText']);
/** Heading-text tokens that neither hold text nor make a node. */
const TRANSPARENT = new Set([
  'characterEscape',
  'escapeMarker',
  'emphasisSequence',
  'emphasisText',
  'strongSequence',
  'strongText',
  'strikethroughSequence',
  'strikethroughText',
  'label',
  'labelMarker',
  'labelText',
  'labelEnd',
]);
/** Heading-text tokens that make a node (so a text node ends before them and another starts after them). */
const NODES = new Set(['emphasis', 'strong', 'strikethrough', 'link']);
/** Heading-text tokens whose content is no part of the heading's text (nodes too). */
const SKIPPED = new Set([
  'resource',
  'reference',
  'image',
  'mdxTextExpression',
  'mathText',
  'mdxJsxTextTag',
  'gfmFootnoteCall',
]);
/** The indent of a continuation line (in a list item, a block quote): no text, no node. */
const INDENTS = new Set(['linePrefix', 'listItemIndent', 'blockQuotePrefix']);
/** Tokens that end a label's last node where they end. */
const LABEL_CHILDREN = new Set([
  'data',
  'emphasis',
  'strong',
  'codeText',
  'mdxJsxTextTag',
  'mdxTextExpression',
  'literalAutolink',
  'strikethrough',
  'mathText',
  'characterEscape',
  'characterReference',
  'image',
]);

export function factsFromEvents(
  events: readonly Event[],
  text: string,
  customIds: ReadonlyMap<number, string>,
): PageFacts | undefined {
  try {
    return new EventFactsReader(text, customIds).read(events);
  } catch (e) {
    if (e instanceof Unsure) return undefined;
    throw e;
  }
}

class EventFactsReader {
  private readonly headings: (HeadingFact | undefined)[] = [];
  private readonly links: (LinkFact | undefined)[] = [];
  private readonly images: (ImageFact | undefined)[] = [];
  private readonly imports: ImportFact[] = [];
  private readonly exportedNames: string[] = [];
  private readonly elements: (ElementFact | undefined)[] = [];

  private readonly stack: Token[] = [];
  private readonly openElements: OpenElement[] = [];
  private readonly labelled: OpenLabelled[] = [];
  private tag?: OpenTag;
  private heading?: OpenHeading;
  private inHeadingText = false;
  private definition?: { token: Token; url: string };
  private autolinkUrl = '';

  constructor(
    private readonly text: string,
    private readonly customIds: ReadonlyMap<number, string>,
  ) {}

  read(events: readonly Event[]): PageFacts {
    for (let i = 0; i < events.length; i++) {
      const [kind, token] = events[i];
      if (kind === 'enter') {
        this.enter(token);
        this.stack.push(token);
      } else {
        this.stack.pop();
        this.exit(token);
      }
    }
    if (this.openElements.length > 0 || this.heading || this.labelled.length > 0) throw new Unsure();
    return {
      headings: this.headings as HeadingFact[],
      links: this.links.filter((l): l is LinkFact => l !== undefined),
      images: this.images.filter((i): i is ImageFact => i !== undefined),
      imports: this.imports,
      exportedNames: this.exportedNames,
      elements: this.elements as ElementFact[],
      elementIds: assignAnchorIds(this.headings as HeadingFact[], this.elements as ElementFact[]),
    };
  }

  private slice(token: Token): string {
    return this.text.slice(token.start.offset, token.end.offset);
  }

  private get parentToken(): Token | undefined {
    return last(this.stack);
  }

  /** Index of the innermost open element (fragments are not elements), -1 at the top level. */
  private get parentElement(): number {
    for (let i = this.openElements.length - 1; i >= 0; i--) {
      if (this.openElements[i].index >= 0) return this.openElements[i].index;
    }
    return -1;
  }

  private get inFrame(): boolean {
    return this.openElements.some((e) => e.name === 'Frame');
  }

  private enter(token: Token): void {
    const type: string = token.type;
    if (this.heading && this.inHeadingText) this.enterHeadingText(token);
    if (this.tag) return this.enterInTag(token);
    const image = last(this.labelled);
    if (image?.kind === 'image' && this.parentToken?.type === 'labelText' && type !== 'data') throw new Unsure();
    switch (type) {
      case 'mdxJsxFlowTag':
      case 'mdxJsxTextTag':
        this.tag = { token, parent: this.parentToken, close: false, selfClosing: false, name: '', attributes: [] };
        return;
      case 'atxHeading':
      case 'setextHeading':
        this.heading = {
          slot: this.headings.push(undefined) - 1,
          start: token.start.offset,
          end: token.end.offset,
          line: token.start.line,
          depth: 0,
          parent: this.parentElement,
          parts: [],
          run: '',
          skip: 0,
        };
        return;
      case 'atxHeadingText':
      case 'setextHeadingText':
        if (this.heading) this.inHeadingText = true;
        return;
      case 'link':
      case 'image':
        this.labelled.push({
          token,
          kind: type,
          slot: type === 'link' ? this.links.push(undefined) - 1 : this.images.push(undefined) - 1,
          resource: false,
          url: '',
          alt: '',
          inFrame: this.inFrame,
        });
        return;
      case 'resource':
        if (this.labelled.length > 0) this.labelled[this.labelled.length - 1].resource = true;
        return;
      case 'definition':
        this.definition = { token, url: '' };
        return;
      case 'literalAutolink':
        this.autolinkUrl = '';
        return;
      case 'listItemPrefix':
        // A new list item ends the one an element was opened in: the closing tag would then be in another item.
        for (const element of this.openElements) if (element.parent === this.parentToken) throw new Unsure();
        return;
      case 'mdxjsEsm':
        readEsm(
          { data: { estree: (token as { estree?: unknown }).estree } } as MdxjsEsm,
          this.imports,
          this.exportedNames,
        );
        return;
      case 'data': {
        const image = last(this.labelled);
        if (image?.kind === 'image' && this.parentToken?.type === 'labelText') image.alt += this.slice(token);
        return;
      }
    }
  }

  private exit(token: Token): void {
    const type: string = token.type;
    if (this.tag) {
      if (type === 'mdxJsxFlowTag' || type === 'mdxJsxTextTag') this.exitTag(this.tag);
      else this.exitInTag(token, this.tag);
      if (this.heading && this.inHeadingText && this.heading.skip > 0 && type === 'mdxJsxTextTag') this.heading.skip--;
      return;
    }
    if (this.heading && this.inHeadingText) this.exitHeadingText(token);
    const own = last(this.labelled);
    if (own?.token === token) this.finishLabelled(own);
    // After its own record is done: a link or image ending is a child of the label around it, if any.
    const open = last(this.labelled);
    if (open && this.parentToken?.type === 'labelText' && !INDENTS.has(type)) {
      // A line ending in a label joins the text node before it, as in a paragraph; a line's indent is no text.
      if (!LABEL_CHILDREN.has(type) && type !== 'lineEnding') throw new Unsure();
      open.lastChildEnd = token.end.offset;
    }
    switch (type) {
      case 'atxHeadingSequence':
        if (this.heading && !this.heading.depth) this.heading.depth = token.end.offset - token.start.offset;
        return;
      case 'setextHeadingLineSequence':
        if (this.heading) this.heading.depth = this.text.codePointAt(token.start.offset) === 61 ? 1 : 2;
        return;
      case 'atxHeadingText':
      case 'setextHeadingText':
        this.inHeadingText = false;
        return;
      case 'atxHeading':
      case 'setextHeading':
        if (this.heading) this.finishHeading(this.heading);
        return;
      case 'resourceDestinationString':
        if (open) open.url = this.exactUrl(token);
        return;
      case 'definitionDestinationString':
        if (this.definition) this.definition.url = this.exactUrl(token);
        return;
      case 'definition':
        if (this.definition) this.links.push(definitionLink(this.definition.url, positionOf(token), this.text));
        this.definition = undefined;
        return;
      case 'literalAutolinkHttp':
        this.autolinkUrl = this.slice(token);
        return;
      case 'literalAutolinkWww':
        this.autolinkUrl = 'http://' + this.slice(token);
        return;
      case 'literalAutolinkEmail':
        this.autolinkUrl = 'mailto:' + this.slice(token);
        return;
      case 'literalAutolink':
        this.links.push(markdownLink(this.autolinkUrl, positionOf(token), undefined, this.text));
        return;
    }
  }

  /** A destination as the tree has it, when it is written as it resolves (no escapes or references to decode). */
  private exactUrl(token: Token): string {
    const url = this.slice(token);
    if (url.includes('\\') || url.includes('&')) throw new Unsure();
    return url;
  }

  private finishLabelled(open: OpenLabelled): void {
    this.labelled.pop();
    if (!open.resource) return; // a reference: no link or image fact, as in the tree
    const position = positionOf(open.token);
    if (open.kind === 'link') this.links[open.slot] = markdownLink(open.url, position, open.lastChildEnd, this.text);
    else this.images[open.slot] = markdownImage(open.url, open.alt, position, this.text, open.inFrame);
  }

  // --- JSX tags ---

  private enterInTag(token: Token): void {
    const tag = this.tag!;
    const type: string = token.type;
    const part = TAG_PARTS.get(type);
    if (part === 'ClosingMarker') {
      if (this.openElements.length === 0) throw new Unsure();
      tag.close = true;
    } else if (part === 'ExpressionAttribute' || part === 'Attribute') {
      if (tag.close) throw new Unsure();
      const start = { line: token.start.line, column: token.start.column, offset: token.start.offset };
      tag.attributes.push(
        part === 'ExpressionAttribute'
          ? { type: 'mdxJsxExpressionAttribute', value: '', position: { start, end: start } }
          : { type: 'mdxJsxAttribute', name: '', value: null, position: { start, end: start } },
      );
    } else if (part === 'SelfClosingMarker') {
      if (tag.close) throw new Unsure();
      tag.selfClosing = true;
    } else if (part === 'AttributeValueLiteral' || part === 'AttributeValueExpression') {
      tag.value = '';
    } else if (type === 'lineEnding' && tag.value !== undefined) {
      throw new Unsure();
    } else if (part === 'AttributeValueLiteralValue' || part === 'AttributeValueExpressionValue') {
      tag.value = (tag.value ?? '') + this.slice(token);
    }
  }

  private exitInTag(token: Token, tag: OpenTag): void {
    const part = TAG_PARTS.get(token.type);
    if (part === undefined) return;
    const attribute = last(tag.attributes);
    const end = { line: token.end.line, column: token.end.column, offset: token.end.offset };
    if (part === 'NamePrimary') tag.name = this.slice(token);
    else if (part === 'NameMember') tag.name += '.' + this.slice(token);
    else if (part === 'NameLocal') tag.name += ':' + this.slice(token);
    else if (part === 'AttributeNamePrimary' && attribute?.type === 'mdxJsxAttribute') {
      attribute.name = this.slice(token);
      attribute.position!.end = end;
    } else if (part === 'AttributeNameLocal' && attribute?.type === 'mdxJsxAttribute') {
      attribute.name += ':' + this.slice(token);
      attribute.position!.end = end;
    } else if (part === 'AttributeValueLiteral' && attribute?.type === 'mdxJsxAttribute') {
      // The tree decodes character references in a value; only `&` starts one.
      if (tag.value!.includes('&')) throw new Unsure();
      attribute.value = tag.value!;
      attribute.position!.end = end;
      tag.value = undefined;
    } else if (part === 'AttributeValueExpression' && attribute?.type === 'mdxJsxAttribute') {
      const estree = (token as { estree?: unknown }).estree;
      attribute.value = {
        type: 'mdxJsxAttributeValueExpression',
        value: tag.value!,
        ...(estree ? { data: { estree } } : {}),
      } as MdxJsxAttribute['value'];
      attribute.position!.end = end;
      tag.value = undefined;
    } else if (part === 'ExpressionAttribute' && attribute?.type === 'mdxJsxExpressionAttribute') {
      attribute.position!.end = end;
    }
  }

  private exitTag(tag: OpenTag): void {
    this.tag = undefined;
    if (tag.close) {
      const open = this.openElements.pop();
      const sameKind = (open?.node.type === 'mdxJsxTextElement') === ((tag.token.type as string) === 'mdxJsxTextTag');
      if (!open || open.name !== tag.name || open.parent !== tag.parent || !sameKind) throw new Unsure();
      this.closeElement(open, tag.token);
      return;
    }
    const inline = (tag.token.type as string) === 'mdxJsxTextTag';
    const node = {
      type: inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
      name: tag.name || null,
      attributes: tag.attributes,
      children: [],
      position: positionOf(tag.token),
    } as unknown as JsxElement;
    // Its anchor comes from its text, which only the tree gathers.
    if (isTitledHeadingElement(node)) throw new Unsure();
    const inFrame = this.inFrame;
    const open: OpenElement = { name: tag.name, index: -1, node, parent: tag.parent, inFrame };
    if (tag.name) {
      // Recorded where the tree walk meets it (before its children); completed at its closing tag.
      open.index = this.elements.push(undefined) - 1;
      const provisional = elementFact(node, this.text, this.parentElement);
      addElementLinks(provisional, open.index, this.links as LinkFact[]);
      if (tag.name === 'img') open.imageSlot = this.images.push(undefined) - 1;
    }
    this.openElements.push(open);
    if (tag.selfClosing) this.closeElement(this.openElements.pop()!, tag.token);
  }

  private closeElement(open: OpenElement, closingTag: Token): void {
    if (open.index < 0) return;
    open.node.position = { start: open.node.position!.start, end: positionOf(closingTag).end };
    const element = elementFact(open.node, this.text, this.parentElement);
    this.elements[open.index] = element;
    if (open.imageSlot !== undefined) this.images[open.imageSlot] = jsxImage(element, open.inFrame);
  }

  // --- Heading text ---

  private enterHeadingText(token: Token): void {
    const heading = this.heading!;
    const type: string = token.type;
    if (heading.skip > 0) {
      if (SKIPPED.has(type)) heading.skip++;
      return;
    }
    if (heading.code !== undefined) {
      if (type === 'codeTextData') heading.code += this.slice(token);
      else if (type !== 'codeTextSequence' && type !== 'codeTextPadding') throw new Unsure();
      return;
    }
    if (type === 'data' || type === 'characterEscapeValue') heading.run += this.slice(token);
    else if (type === 'codeText') {
      this.endTextNode(heading);
      heading.code = '';
    } else if (SKIPPED.has(type)) {
      this.endTextNode(heading);
      heading.skip = 1;
    } else if (NODES.has(type)) this.endTextNode(heading);
    // A line ending, a character reference, a break, a literal autolink, anything else: the tree decides.
    else if (!TRANSPARENT.has(type)) throw new Unsure();
  }

  private exitHeadingText(token: Token): void {
    const heading = this.heading!;
    const type: string = token.type;
    if (heading.skip > 0) {
      if (SKIPPED.has(type)) heading.skip--;
      if (heading.skip === 0) this.endTextNode(heading);
      return;
    }
    if (type === 'codeText') {
      heading.parts.push({ value: heading.code!, code: true });
      heading.code = undefined;
    } else if (NODES.has(type) || HEADING_TEXT.has(type)) this.endTextNode(heading);
  }

  private endTextNode(heading: OpenHeading): void {
    if (!heading.run) return;
    // GFM's literal-autolink pass would split this text node in the tree; the tree decides then.
    if (AUTOLINK_CANDIDATE.test(heading.run)) throw new Unsure();
    heading.parts.push({ value: heading.run, code: false });
    heading.run = '';
  }

  private finishHeading(heading: OpenHeading): void {
    this.endTextNode(heading);
    this.heading = undefined;
    // What a quote opening the heading becomes depends on the page's text before it: the tree decides then.
    if (opensWithQuote(heading.parts)) throw new Unsure();
    const plain = typographicText(heading.parts).trim();
    const custom = this.customIds.get(heading.line - 1);
    // The anchor ids are given once the page is read (assignAnchorIds); a custom one is kept until then.
    const id = custom ?? '';
    this.headings[heading.slot] = {
      depth: heading.depth,
      text: plain,
      id,
      customId: custom !== undefined,
      parent: heading.parent,
      start: heading.start,
      end: heading.end,
    };
  }
}

/** The last item of a list (reading past an array's end is a slow lookup in V8, and this runs for every event). */
function last<T>(list: readonly T[]): T | undefined {
  return list.length > 0 ? list[list.length - 1] : undefined;
}

function positionOf(token: Token): Position {
  return {
    start: { line: token.start.line, column: token.start.column, offset: token.start.offset },
    end: { line: token.end.line, column: token.end.column, offset: token.end.offset },
  };
}
