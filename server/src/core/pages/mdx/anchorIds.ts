// The ids Mintlify gives a page's headings and components, from the facts of one page (docs/pages.md, "Anchors").
// Mintlify's pipeline, in its order:
//   1. headings of levels 1-4 get a slug numbered per page (`setup`, `setup-2`), in document order, wherever they
//      sit; levels 5 and 6 get none. A heading with a custom `{#id}` is written as an HTML heading with that id
//      first, so it takes no number here;
//   2. the table of contents then walks the page again and makes its entries unique (`-2`, `-3`): headings of
//      levels 1-4, custom ones included, `<h1>`-`<h4>` and `<Heading>` elements with an `id`, `<Update>`s by label,
//      and `<Step>`s whose title is shown as an h2 or h3 (`titleSize`, their own or their `<Steps>`'). Headings
//      inside an `Accordion`, `AccordionGroup`, `Expandable`, `Update`, `Prompt` or a `Visibility` for agents stay
//      out of it and keep their step-1 id;
//   3. the id on the page is that slug percent-decoded, without `?,;:!'"()[]{}` and emoji (`cleanAnchorId`);
//   4. tabs get the slug of their title, numbered among tabs, unless they have an `id`; accordions and views the
//      transliterated slug of their title (`-1`, `-2` for repeats); `ParamField`, `Param` and `ResponseField`
//      `param-<name>` (camel case split, `param-<name>-1` for repeats); any other element its `id` attribute,
//      except components that do not pass it to the page (callouts, cards, `Tabs`, `Expandable`...).
// Element anchors are collected only from block-level components, as Mintlify's pipeline visits only those.
import { attributeOf, type ElementFact, type HeadingFact } from './pageFacts';
import { cleanAnchorId, componentSlug, encodedSlug, fieldId, SlugCounter, SlugDeduplicator } from './slugs';

/** Their headings and sections are left out of the table of contents. */
const OUT_OF_CONTENTS = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);

/** Components that do not put their `id` attribute on the page: a link to it finds nothing. */
const NO_ID_ON_PAGE = new Set([
  'Info',
  'Warning',
  'Note',
  'Tip',
  'Check',
  'Danger',
  'Callout',
  'AccordionGroup',
  'Card',
  'CardGroup',
  'Tabs',
  'CodeGroup',
  'Column',
  'Columns',
  'CustomCode',
  'CustomComponent',
  'DynamicCustomComponent',
  'Expandable',
  'Frame',
  'GitHub',
  'Github',
  'Icon',
  'Latex',
  'Mermaid',
  'Panel',
  'Popup',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'SnippetGroup',
  'Steps',
  'Tile',
  'Tooltip',
  'Tree',
  'FileTree',
  'Variation',
  'Visibility',
  'MDX',
  'Badge',
  'Color',
  'ZoomImage',
]);

const HTML_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
const FIELDS = new Set(['ParamField', 'Param', 'ResponseField']);
const FIELD_LOCATIONS = ['query', 'path', 'body', 'header'];

/**
 * Sets each heading's `id` (the empty string for a heading with no anchor) and each element's `anchors` (the ids it
 * puts on the page, for a renderer to write), and returns the anchors elements make. On the way in, a heading with a
 * custom id has that id (as Mintlify writes it) in `id`.
 */
export function assignAnchorIds(headings: HeadingFact[], elements: readonly ElementFact[]): string[] {
  const elementIds = new ElementAnchors(elements);
  const hidden = hiddenFromContents(elements);
  const headingOut = (h: HeadingFact) => h.parent >= 0 && (hidden[h.parent] || hidesContents(elements[h.parent]));

  // 1. Numbered slugs of the Markdown headings of levels 1-4 without a custom id.
  const counter = new SlugCounter();
  const numbered = headings.map((h) => (!h.customId && h.depth <= 4 ? counter.next(encodedSlug(h.text)) : ''));

  // 2. The table of contents, headings and elements in document order.
  const contents = new SlugDeduplicator();
  const entry = (explicitId: string | undefined, title: string) => {
    const base = (explicitId ? cleanAnchorId(explicitId) : '') || encodedSlug(title);
    return cleanAnchorId(contents.next(base));
  };
  const inContents = new Set<number>();
  const inheritedTitleSize = stepTitleSizes(elements);
  let e = 0;
  for (let i = 0; i <= headings.length; i++) {
    const h = headings[i] as HeadingFact | undefined;
    for (; e < elements.length && (!h || elements[e].start < h.start); e++) {
      const element = elements[e];
      if (element.inline || hidden[e]) continue;
      const id = stringAttribute(element, 'id');
      let anchor: string | undefined;
      if (HTML_HEADINGS.has(element.name) || element.name === 'Heading') {
        // Without an id, from its text (`element.text`, read for block-level heading elements).
        if (id) anchor = entry(id, '');
        else if (element.text !== undefined) anchor = entry(undefined, element.text);
      } else if (element.name === 'Update') {
        // A label written as an expression counts as empty: such updates get `-2`, `-3`... in Mintlify.
        if (attributeOf(element, 'label')) anchor = entry(id, stringAttribute(element, 'label') ?? '');
      } else if (element.name === 'Step') {
        const title = stringAttribute(element, 'title');
        const size = stringAttribute(element, 'titleSize') ?? inheritedTitleSize.get(e);
        const noAnchor = attributeOf(element, 'noAnchor');
        if ((size === 'h2' || size === 'h3') && !(noAnchor && isTrue(noAnchor)) && title?.trim()) {
          anchor = entry(id, title);
        }
      }
      if (anchor === undefined) continue;
      inContents.add(e);
      if (anchor) elementIds.add(e, anchor);
    }
    if (!h) break;
    if (h.customId) {
      // Written as an HTML heading with the id: levels 1-4 join the contents (made unique there).
      if (h.depth <= 4 && !headingOut(h)) h.id = entry(h.id, h.text);
    } else if (h.depth > 4) h.id = '';
    else h.id = headingOut(h) ? cleanAnchorId(numbered[i]) : entry(numbered[i], h.text);
  }

  // 4. Components.
  tabIds(elements, elementIds);
  titledIds(elements, 'Accordion', elementIds);
  titledIds(elements, 'View', elementIds);
  fieldIds(elements, elementIds);
  elements.forEach((element, i) => {
    const id = stringAttribute(element, 'id');
    if (!id || NO_ID_ON_PAGE.has(element.name) || element.name === 'Tab' || inContents.has(i)) return;
    // These components clean the id they are given as headings' ids are.
    const cleaned = element.name === 'Heading' || element.name === 'Step' || element.name === 'Update';
    elementIds.add(i, cleaned ? cleanAnchorId(id) : id);
  });
  // `<a name="x">`: browsers scroll to it for `#x` (Mintlify's checker knows only ids).
  elements.forEach((element, i) => {
    const name = element.name === 'a' ? stringAttribute(element, 'name') : undefined;
    if (name) elementIds.add(i, name);
  });
  return elementIds.all();
}

/** The anchors elements make: each written onto its element (`anchors`), and all of them, each once. */
class ElementAnchors {
  private readonly ids = new Set<string>();

  constructor(private readonly elements: readonly ElementFact[]) {
    for (const element of elements) delete element.anchors;
  }

  add(element: number, id: string): void {
    this.ids.add(id);
    const e = this.elements[element];
    if (!e.anchors) e.anchors = [id];
    else if (!e.anchors.includes(id)) e.anchors.push(id);
  }

  all(): string[] {
    return [...this.ids];
  }
}

function stringAttribute(element: ElementFact, name: string): string | undefined {
  const value = attributeOf(element, name)?.value;
  return value?.kind === 'string' ? value.value : undefined;
}

/** `noAnchor`, `noAnchor="true"`, `noAnchor={true}`. */
function isTrue(attribute: NonNullable<ReturnType<typeof attributeOf>>): boolean {
  const v = attribute.value;
  return (v.kind === 'boolean' && v.value) || (v.kind === 'string' && v.value === 'true');
}

/** Per element: inside a component whose headings and sections stay out of the table of contents. */
function hiddenFromContents(elements: readonly ElementFact[]): boolean[] {
  const hidden: boolean[] = [];
  for (const element of elements) {
    const p = element.parent;
    hidden.push(p >= 0 && (hidden[p] || hidesContents(elements[p])));
  }
  return hidden;
}

function hidesContents(element: ElementFact): boolean {
  if (element.inline) return false;
  if (OUT_OF_CONTENTS.has(element.name)) return true;
  return element.name === 'Visibility' && stringAttribute(element, 'for') === 'agents';
}

/** A `<Steps titleSize>` applies to its own steps (not those of a `<Steps>` inside one). */
function stepTitleSizes(elements: readonly ElementFact[]): Map<number, string> {
  const sizes = new Map<number, string>();
  elements.forEach((element, i) => {
    if (element.name !== 'Step' || element.parent < 0) return;
    const parent = elements[element.parent];
    if (parent.name !== 'Steps') return;
    const size = stringAttribute(parent, 'titleSize');
    if (size) sizes.set(i, size);
  });
  return sizes;
}

function tabIds(elements: readonly ElementFact[], out: ElementAnchors): void {
  const taken = new Set<string>();
  for (const element of elements) {
    if (element.name !== 'Tab' || element.inline) continue;
    const id = stringAttribute(element, 'id');
    if (id) taken.add(id);
  }
  const counter = new SlugCounter();
  for (const [i, element] of elements.entries()) {
    if (element.name !== 'Tab' || element.inline) continue;
    const id = stringAttribute(element, 'id');
    if (id) {
      out.add(i, id);
      continue;
    }
    const title = stringAttribute(element, 'title');
    if (!title) continue;
    let slug = counter.next(encodedSlug(title));
    while (slug && taken.has(slug)) slug = counter.next(encodedSlug(title));
    if (!slug) continue;
    taken.add(slug);
    out.add(i, slug);
  }
}

/** Accordions and views without an `id`: the slug of the title, `-1`, `-2`... for repeats. */
function titledIds(elements: readonly ElementFact[], name: string, out: ElementAnchors): void {
  const counts = new Map<string, number>();
  for (const [i, element] of elements.entries()) {
    if (element.name !== name || element.inline || attributeOf(element, 'id')) continue;
    const title = stringAttribute(element, 'title');
    if (!title) continue;
    const base = componentSlug(title);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    const id = count > 0 ? `${base}-${count}` : base;
    if (id) out.add(i, id);
  }
}

/**
 * Parameter and response fields. Mintlify's page gives a field without an `id` the id of its name (`name` for a
 * `ResponseField`, else the first of `query`, `path`, `body`, `header`), avoiding ids taken by an `id`; its link
 * checker takes the first of those attributes written, `name` included, numbered per name. Both are accepted.
 */
function fieldIds(elements: readonly ElementFact[], out: ElementAnchors): void {
  const claimed = new Set<string>();
  for (const element of elements) {
    if (!FIELDS.has(element.name) || element.inline) continue;
    const id = stringAttribute(element, 'id');
    if (id) claimed.add(id);
  }
  const pageCounts = new Map<string, number>();
  const checkerCounts = new Map<string, number>();
  for (const [i, element] of elements.entries()) {
    if (!FIELDS.has(element.name) || element.inline) continue;
    const written = element.attributes.find(
      (a) => (FIELD_LOCATIONS.includes(a.name) || a.name === 'name') && a.value.kind === 'string' && a.value.value,
    );
    if (written && written.value.kind === 'string') {
      const count = checkerCounts.get(written.value.value) ?? 0;
      checkerCounts.set(written.value.value, count + 1);
      out.add(i, fieldId(written.value.value, count));
    }
    if (attributeOf(element, 'id')) continue;
    const name =
      element.name === 'ResponseField'
        ? stringAttribute(element, 'name') || undefined
        : FIELD_LOCATIONS.map((l) => stringAttribute(element, l)).find((v) => v);
    if (!name) continue;
    const base = fieldId(name, 0);
    let count = pageCounts.get(base) ?? 0;
    let id = fieldId(name, count);
    while (claimed.has(id)) id = fieldId(name, ++count);
    pageCounts.set(base, count + 1);
    claimed.add(id);
    out.add(i, id);
  }
}
