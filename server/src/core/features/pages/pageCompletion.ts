// Completion in MDX pages: component names after `<` (Mintlify's, then the page's own imports and exports), with
// their required attributes; attribute names and values from the component catalog, with its documentation; link
// targets after `](` and in `href`s (page routes, then the `#anchors` of the chosen page); module paths in imports.
// Snippet syntax only when the client says it understands it; otherwise plain text a client inserts as shown.
import type { CompletionItemKind, InsertTextFormat } from 'vscode-languageserver-types';
import type { ParsedPage } from '../../pages/parsedPage';
import type { CompletionResult } from '../completion';
import { CompletionItem, CompletionKind, PlainText } from '../types';
import { AttributeSpec, COMPONENTS, componentSpec, ComponentSpec } from '../../pages/mdx/components';
import { localNames } from '../../pages/mdx/pageFacts';
import { anchorsOf, relativeRoute, resolveLink } from '../../pages/mdx/linkTargets';
import { pageCursor, PageCursor } from './pageCursor';
import type { PageFeatureSite } from './pageFeatureSite';
import { attributeDocumentation, componentDocumentation } from './componentDocs';

export interface PageCompletionOptions {
  /** The client inserts snippet syntax (`$1` placeholders); otherwise items are plain text. */
  snippets?: boolean;
}

/** At most this many routes or files per answer; the list is then marked incomplete so the client asks again. */
export const MAX_PAGE_ITEMS = 100;

const SnippetFormat = 2 as InsertTextFormat;
const ComponentKind = 7 as CompletionItemKind; // Class
const ReferenceKind = 18 as CompletionItemKind;

const NOTHING: CompletionResult = { isIncomplete: false, items: [] };

export function completeInPage(
  page: ParsedPage,
  offset: number,
  workspace: PageFeatureSite,
  options: PageCompletionOptions = {},
): CompletionResult {
  const cursor = pageCursor(page.text, offset);
  switch (cursor.kind) {
    case 'componentName':
      return { isIncomplete: false, items: componentItems(page, cursor, options) };
    case 'attributeName':
      return { isIncomplete: false, items: attributeItems(page, cursor, options) };
    case 'attributeValue':
      return attributeValueItems(page, cursor, workspace);
    case 'linkTarget':
      return linkItems(page, cursor.prefix, cursor, workspace);
    case 'importPath':
      return importItems(page, cursor, workspace);
    default:
      return NOTHING;
  }
}

type Span = { start: number; end: number };

function edit(page: ParsedPage, span: Span, newText: string) {
  return { range: page.lines.rangeAt(span.start, span.end), newText };
}

function componentItems(
  page: ParsedPage,
  cursor: Extract<PageCursor, { kind: 'componentName' }>,
  options: PageCompletionOptions,
): CompletionItem[] {
  const items: CompletionItem[] = COMPONENTS.map((spec, i) => {
    const snippet = options.snippets ? componentSnippet(spec) : undefined;
    return {
      label: spec.name,
      kind: ComponentKind,
      detail: 'Mintlify component',
      documentation: { kind: 'markdown', value: componentDocumentation(spec) },
      sortText: `1${String(i).padStart(3, '0')}`,
      textEdit: edit(page, cursor, snippet ?? spec.name),
      insertTextFormat: snippet ? SnippetFormat : PlainText,
    };
  });
  for (const name of pageLocalNames(page)) {
    if (componentSpec(name)) continue;
    items.push({
      label: name,
      kind: ComponentKind,
      detail: 'imported or defined in this page',
      sortText: `0${name}`,
      textEdit: edit(page, cursor, name),
      insertTextFormat: PlainText,
    });
  }
  return items;
}

/** `Step title="$1">$0</Step>`: the name, its required attributes as placeholders, and its closing tag. */
function componentSnippet(spec: ComponentSpec): string {
  let n = 1;
  const attributes = spec.attributes.filter((a) => a.required).map((a) => ` ${attributeSnippet(a, n++)}`);
  if (spec.exactlyOneOf) attributes.unshift(` \${${n++}|${spec.exactlyOneOf.join(',')}|}="\${${n++}}"`);
  const open = `${spec.name}${attributes.join('')}`;
  return spec.empty ? `${open} />` : `${open}>$0</${spec.name}>`;
}

function attributeSnippet(a: AttributeSpec, n: number): string {
  switch (a.kind) {
    case 'boolean':
      return a.name;
    case 'number':
      return `${a.name}={\${${n}}}`;
    case 'list':
      return `${a.name}={[\${${n}}]}`;
    case 'enum':
      return `${a.name}="\${${n}|${(a.values ?? []).join(',')}|}"`;
    default:
      return `${a.name}="\${${n}}"`;
  }
}

/** Imports and exports of the page; when it does not parse while being typed, read from its import lines. */
function pageLocalNames(page: ParsedPage): string[] {
  if (page.mdx.tree) return [...localNames(page.facts)];
  const names = new Set<string>();
  for (const line of page.text.split('\n')) {
    if (line.startsWith('import ')) {
      const from = line.indexOf(' from ');
      if (from < 0) continue;
      const clause = line.slice('import '.length, from);
      const open = clause.indexOf('{');
      const close = clause.indexOf('}', open);
      const defaultName = (open < 0 ? clause : clause.slice(0, open)).replace(',', '').trim();
      if (/^[\w$]+$/.test(defaultName)) names.add(defaultName);
      if (open >= 0 && close > open) {
        for (const part of clause.slice(open + 1, close).split(',')) {
          const local = part.split(' as ').pop()!.trim();
          if (/^[\w$]+$/.test(local)) names.add(local);
        }
      }
    } else if (line.startsWith('export ')) {
      const declared = /^export (?:const|let|var|function|class) ([\w$]+)/.exec(line.slice(0, 200));
      if (declared) names.add(declared[1]);
    }
  }
  return [...names];
}

function attributeItems(
  page: ParsedPage,
  cursor: Extract<PageCursor, { kind: 'attributeName' }>,
  options: PageCompletionOptions,
): CompletionItem[] {
  const spec = componentSpec(cursor.element);
  if (!spec) return [];
  return spec.attributes
    .filter((a) => !cursor.present.includes(a.name))
    .map((a) => {
      const snippet = options.snippets ? attributeSnippet(a, 1) : undefined;
      return {
        label: a.name,
        kind: CompletionKind.Property,
        detail: a.required ? `${a.kind}, required` : a.kind,
        documentation: { kind: 'markdown', value: attributeDocumentation(spec, a) },
        sortText: `${a.required ? 0 : 1}${a.name}`,
        textEdit: edit(page, cursor, snippet ?? a.name),
        insertTextFormat: snippet ? SnippetFormat : PlainText,
      };
    });
}

function attributeValueItems(
  page: ParsedPage,
  cursor: Extract<PageCursor, { kind: 'attributeValue' }>,
  workspace: PageFeatureSite,
): CompletionResult {
  const spec = componentSpec(cursor.element);
  const attribute = spec?.attributes.find((a) => a.name === cursor.attribute);
  const linkLike =
    attribute?.kind === 'link' ||
    attribute?.kind === 'image' ||
    (!attribute && (cursor.attribute === 'href' || cursor.attribute === 'src'));
  if (linkLike) return linkItems(page, cursor.prefix, cursor, workspace);
  if (attribute?.kind === 'enum') {
    return {
      isIncomplete: false,
      items: (attribute.values ?? []).map((value) => ({
        label: value,
        kind: CompletionKind.EnumMember,
        detail: `${cursor.element} ${attribute.name}`,
        documentation: { kind: 'markdown', value: attributeDocumentation(spec!, attribute) },
        textEdit: edit(page, cursor, value),
        insertTextFormat: PlainText,
      })),
    };
  }
  if (cursor.element === 'Snippet' && cursor.attribute === 'file') {
    // Files of `_snippets/` (the folder `<Snippet>` reads) first, then those of `snippets/`, each name once.
    const items: CompletionItem[] = [];
    const named = new Set<string>();
    for (const folder of ['_snippets/', 'snippets/']) {
      for (const file of workspace.site.files()) {
        if (!file.startsWith(folder) || !/\.(mdx|md)$/.test(file)) continue;
        const name = file.slice(folder.length);
        if (named.has(name)) continue;
        named.add(name);
        items.push({
          label: name,
          kind: CompletionKind.File,
          detail: file,
          textEdit: edit(page, cursor, name),
          insertTextFormat: PlainText,
        });
      }
    }
    return bounded(items);
  }
  return NOTHING;
}

/** Page routes (and files for images), then, after `#`, the anchors of the page the link names. */
function linkItems(page: ParsedPage, prefix: string, span: Span, workspace: PageFeatureSite): CompletionResult {
  const site = workspace.site;
  const hash = prefix.indexOf('#');
  if (hash >= 0) {
    const path = prefix.slice(0, hash);
    let file: string | undefined = page.file;
    let facts = page.facts;
    if (path !== '') {
      const target = resolveLink(page.file, path);
      file = target.kind === 'route' ? site.pageAtRoute(target.route) : undefined;
      if (!file) return NOTHING;
      const targetFacts = workspace.page?.(file)?.facts ?? site.factsOf(file);
      // Not parsed yet (the editor parses pages in the background): nothing now, and the client asks again.
      if (!targetFacts) return { isIncomplete: true, items: [] };
      facts = targetFacts;
    }
    const headings = new Map(facts.headings.map((h) => [h.id, h.text]));
    const items: CompletionItem[] = [...anchorsOf(site, file, facts)].map((id) => ({
      label: `#${id}`,
      kind: ReferenceKind,
      detail: headings.get(id) ?? 'anchor',
      filterText: `${path}#${id}`,
      textEdit: edit(page, span, `${path}#${id}`),
      insertTextFormat: PlainText,
    }));
    return { isIncomplete: false, items };
  }
  const relative = prefix.startsWith('.');
  const typed = prefix.toLowerCase();
  const items: CompletionItem[] = [];
  let more = false;
  for (const { route, file } of site.routes()) {
    if (file === page.file) continue;
    const text = relative ? relativeRoute(page.file, route) : route;
    if (typed && !text.toLowerCase().includes(typed.replace(/^\.\/?/, ''))) continue;
    if (items.length >= MAX_PAGE_ITEMS) {
      more = true;
      break;
    }
    items.push({
      label: text,
      kind: file ? CompletionKind.File : ReferenceKind,
      detail: file ?? 'API endpoint page',
      sortText: text.toLowerCase().startsWith(typed) ? `0${text}` : `1${text}`,
      textEdit: edit(page, span, text),
      insertTextFormat: PlainText,
    });
  }
  return { isIncomplete: more, items };
}

function importItems(
  page: ParsedPage,
  cursor: Extract<PageCursor, { kind: 'importPath' }>,
  workspace: PageFeatureSite,
): CompletionResult {
  const typed = cursor.prefix.replace(/^\//, '').toLowerCase();
  const items: CompletionItem[] = [];
  let more = false;
  for (const file of workspace.site.files()) {
    if (!/\.(mdx|md|jsx|js|tsx)$/.test(file)) continue;
    if (typed && !file.toLowerCase().includes(typed)) continue;
    if (items.length >= MAX_PAGE_ITEMS) {
      more = true;
      break;
    }
    const path = '/' + file;
    items.push({
      label: path,
      kind: CompletionKind.File,
      sortText: file.startsWith('snippets/') ? `0${file}` : `1${file}`,
      textEdit: edit(page, cursor, path),
      insertTextFormat: PlainText,
    });
  }
  items.sort((a, b) => (a.sortText! < b.sortText! ? -1 : a.sortText! > b.sortText! ? 1 : 0));
  return { isIncomplete: more, items };
}

function bounded(items: CompletionItem[]): CompletionResult {
  return items.length > MAX_PAGE_ITEMS
    ? { isIncomplete: true, items: items.slice(0, MAX_PAGE_ITEMS) }
    : { isIncomplete: false, items };
}
