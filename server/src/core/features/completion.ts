// Completion in docs.json: page paths in `pages` arrays and group `root`s, METHOD entries from the spec a group
// inherits, property names and enum values from the schema. Plain-text edits only (no snippets), so every client
// (Neovim 0.7's omnifunc included) inserts exactly what is shown.
import type { Node as JsonNode } from 'jsonc-parser';
import { analyzePageRef } from '../pages/pageRef';
import type { NavContainer } from '../model/siteModel';
import { CursorContext, cursorContext, keysOf, ValueEditRange } from './cursor';
import { endpointKey, endpointLabel, FeatureSite, firstSpec, navNodeAt, type SiteFiles } from './siteContext';
import type { SchemaObject } from './schemaNavigator';
import { CompletionItem, CompletionKind, PlainText } from './types';
import type { CompletionItemKind } from 'vscode-languageserver-types';
import type { Range } from '../problem';
import type { OpenApiIndex, OperationInfo } from '../openapi/types';
import { markdownText } from './markdown';
import { isSubsequence, type PageList, prefixRange, rankPages } from './pageRanking';

export interface CompletionResult {
  isIncomplete: boolean;
  items: CompletionItem[];
}

/**
 * At most this many pages (and as many endpoints) are sent per answer, those matching what was typed, best first; the list
 * is then marked incomplete so the client asks again as the author types (a 10,000-page site stays fast).
 */
export const MAX_ITEMS = 100;

const EMPTY: CompletionResult = { isIncomplete: false, items: [] };

export async function doComplete(site: FeatureSite, offset: number): Promise<CompletionResult> {
  const context = cursorContext(site.file, offset);
  switch (context.kind) {
    case 'pageEntry':
      return completePageEntry(site, context);
    case 'propertyKey':
      return { isIncomplete: false, items: completePropertyKeys(site, context) };
    case 'propertyValue':
      return { isIncomplete: false, items: completeValues(site, context) };
    default:
      return EMPTY;
  }
}

async function completePageEntry(
  site: FeatureSite,
  context: Extract<CursorContext, { kind: 'pageEntry' }>,
): Promise<CompletionResult> {
  const used = new Set<string>();
  const usedEndpoints = new Set<string>();
  const groupDirs = new Set<string>();
  for (const item of context.arrayNode?.children ?? []) {
    if (item.type !== 'string' || item === context.stringNode) continue;
    const value = String(item.value);
    const key = endpointKey(value);
    if (key) {
      usedEndpoints.add(key);
      continue;
    }
    const page = analyzePageRef(value).page;
    if (page) {
      used.add(page);
      groupDirs.add(dirOf(page));
    }
  }
  const prefix = context.edit.prefix.replace(/^\.?\//, '').toLowerCase();
  const range = context.edit.range;
  let isIncomplete = false;

  // Endpoints of the spec the group inherits, found first: whether one continues what was typed decides the edit.
  const endpoints: Array<{ label: string; op: OperationInfo; file: string; isUsed: boolean }> = [];
  if (context.role === 'entry') {
    const container = await containerAt(site, context.ownerNode);
    const spec = firstSpec(container);
    if (spec?.kind === 'file' && site.specIndex) {
      const index = await site.specIndex(spec.path).catch(() => undefined);
      if (index) {
        for (const op of operationsOf(index)) {
          const label = endpointLabel(op);
          if (prefix !== '' && !isSubsequence(prefix, label.toLowerCase())) continue;
          if (endpoints.length >= MAX_ITEMS) {
            isIncomplete = true;
            break;
          }
          endpoints.push({ label, op, file: index.file, isUsed: usedEndpoints.has(`${op.method} ${op.path}`) });
        }
      }
    }
  }

  const sorted = site.files ? pageList(site.files) : undefined;
  const segment = lastSegmentEdit(context.edit, sorted, endpoints);
  const items: CompletionItem[] = [];

  // Pages: those beside the group's other pages first, then the rest, then those already in the group.
  if (site.files && sorted) {
    // After a folder only the pages under it can match: the sorted list holds them side by side.
    const under = segment ? prefixRange(sorted.pages, segment.pagePrefix) : ([0, sorted.pages.length] as const);
    const answer = rankPages(sorted, { prefix, range: under, used, groupDirs, max: MAX_ITEMS });
    if (answer.incomplete) isIncomplete = true;
    for (const [rank, page] of answer.ranked) {
      const file = site.files.lookup(page).file;
      // The file is shown only when it is not the obvious `<page>.mdx` (keeps answers small on big sites).
      const item = valueItem(
        page,
        context.edit,
        range,
        CompletionKind.File,
        rank + page,
        file === page + '.mdx' ? undefined : file,
      );
      items.push(segment ? completeSegment(item, page.slice(segment.pagePrefix.length), segment.range) : item);
    }
  }

  for (const { label, op, file, isUsed } of endpoints) {
    if (segment && !label.startsWith(segment.typed)) continue;
    let item = valueItem(
      label,
      context.edit,
      range,
      CompletionKind.Method,
      (isUsed ? '3' : '1') + label,
      op.summary ? `${op.summary} (${file})` : file,
    );
    if (segment) item = completeSegment(item, label.slice(segment.typed.length), segment.range);
    const docs = [op.summary, op.description].filter((s): s is string => !!s && s.trim() !== '');
    // The spec's Markdown shown as text: rendered, it could load remote images into the editor.
    if (docs.length > 0) item.documentation = { kind: 'markdown', value: docs.map(markdownText).join('\n\n') };
    items.push(item);
  }
  return { isIncomplete, items };
}

/**
 * Some clients filter and insert only the word before the cursor: Emacs eglot takes the text after the last
 * character that is not a letter, digit or "_" ("in" of "guides/in") and keeps the items whose filter text (or
 * insert text) starts with it; Neovim's omnifunc does the same with its keywords. When what was typed ends in such
 * a word after a "/" (or "-", " ", ".") and some candidates continue the typed text up to it, the answer offers
 * only those, each replacing from that point on ("install" for "guides/install"). VS Code then filters on the same
 * word. Undefined (the whole string is replaced, as before) when nothing was typed before a separator, when no
 * candidate continues it (a typo in the folder: the fuzzy match over whole paths is more useful), or when the
 * string holds escapes (the typed text is then not the value).
 */
function lastSegmentEdit(
  edit: ValueEditRange,
  pages: PageList | undefined,
  endpoints: ReadonlyArray<{ label: string }>,
): { typed: string; pagePrefix: string; range: Range } | undefined {
  const text = edit.prefix;
  if (edit.quote || /[\\\r\n]/.test(text)) return undefined;
  const k = TRAILING_WORD.exec(text)!.index;
  if (k === 0) return undefined;
  const typed = text.slice(0, k);
  // Page paths are written with or without a leading "/" or "./"; the page index has them without.
  const pagePrefix = typed.slice(/^\.?\//.exec(typed)?.[0].length ?? 0);
  const under = pages && prefixRange(pages.pages, pagePrefix);
  const continued = endpoints.some((e) => e.label.startsWith(typed)) || (under !== undefined && under[1] > under[0]);
  if (!continued) return undefined;
  const start = { line: edit.range.start.line, character: edit.range.start.character + k };
  return { typed, pagePrefix, range: { start, end: edit.range.end } };
}

/**
 * Page lists by file set, kept while the set's `version` (the checker's PageIndex has one) does not move:
 * completion runs on every keystroke, and sorting or lower-casing 20,000 paths each time would cost more than the
 * rest of the answer.
 */
const pageLists = new WeakMap<SiteFiles, PageList & { version: number }>();

/** Builds the page list of a file set ahead of the first completion (an editor opening a large site). */
export function preparePageCompletion(files: SiteFiles): void {
  pageList(files);
}

function pageList(files: SiteFiles): PageList {
  const version = (files as { version?: unknown }).version;
  const known = pageLists.get(files);
  if (known && known.version === version) return known;
  const pages = [...files.allPages()].sort();
  const list = { pages, lower: pages.map((p) => p.toLowerCase()) };
  if (typeof version === 'number') pageLists.set(files, { ...list, version });
  return list;
}

/** The letters, digits and "_" at the end of a text: what editors take for the word being typed in JSON. */
const TRAILING_WORD = /[\p{L}\p{N}_]*$/u;

/** The item rewritten to insert only `rest` from the segment's start; filter and insert text say the same. */
function completeSegment(item: CompletionItem, rest: string, range: Range): CompletionItem {
  const newText = JSON.stringify(rest).slice(1, -1);
  return { ...item, textEdit: { range, newText }, filterText: newText, insertText: newText };
}

/** Every operation of a spec, then its webhooks, without copying them into one list (2,000 on large specs). */
function* operationsOf(index: OpenApiIndex): Iterable<OperationInfo> {
  for (const methods of index.paths.values()) yield* methods.values();
  yield* index.webhooks.values();
}

function containerOf(site: FeatureSite, ownerNode: JsonNode | undefined): NavContainer | undefined {
  const node = navNodeAt(site, ownerNode);
  return node && node.kind !== 'page' && node.kind !== 'endpoint' ? node : undefined;
}

/**
 * The navigation container written at `ownerNode`. Without a model for this text, one is built only when an
 * `openapi` key is written on the owner or an ancestor (so plain page completion never waits for it).
 */
async function containerAt(site: FeatureSite, ownerNode: JsonNode | undefined): Promise<NavContainer | undefined> {
  const mayInherit = site.file.path !== 'docs.json'; // an included file inherits from the file that includes it
  if (site.model || !site.loadModel || !ownerNode || !(mayInherit || openapiAbove(ownerNode)))
    return containerOf(site, ownerNode);
  const loaded = await site.loadModel();
  if (!loaded.model) return undefined;
  const at = site.file.offsetOf(ownerNode);
  let owner: JsonNode | undefined = loaded.file.nodeAt(at);
  while (owner && !(owner.type === 'object' && loaded.file.offsetOf(owner) === at)) owner = owner.parent;
  return containerOf({ ...site, file: loaded.file, model: loaded.model }, owner);
}

/** True when an object from `node` up to the file's root has an `openapi` key (or is an include, which may). */
function openapiAbove(node: JsonNode): boolean {
  for (let n: JsonNode | undefined = node; n; n = n.parent) {
    if (n.type !== 'object') continue;
    const keys = keysOf(n);
    if (keys.has('openapi') || keys.has('$ref')) return true;
  }
  return false;
}

function completePropertyKeys(
  site: FeatureSite,
  context: Extract<CursorContext, { kind: 'propertyKey' }>,
): CompletionItem[] {
  if (!site.schema) return [];
  const present = keysOf(context.objectNode);
  if (context.keyNode) present.delete(String(context.keyNode.value));
  const items: CompletionItem[] = [];
  for (const [name, schema] of site.schema.propertiesAt(context.objectPath, site.file.root)) {
    if (present.has(name) || schema.doNotSuggest) continue;
    const newText = context.edit.quote ? `${JSON.stringify(name)}: ` : name;
    items.push({
      label: name,
      kind: CompletionKind.Property,
      detail: typeLabel(schema),
      documentation: documentation(schema),
      filterText: context.edit.quote ? JSON.stringify(name) : name,
      sortText: (name === '$ref' ? '9' : '0') + name,
      textEdit: { range: context.edit.range, newText },
      insertTextFormat: PlainText,
      ...(schema.deprecationMessage ? { tags: [1 as const] } : {}),
    });
  }
  return items;
}

function completeValues(
  site: FeatureSite,
  context: Extract<CursorContext, { kind: 'propertyValue' }>,
): CompletionItem[] {
  const items: CompletionItem[] = [];
  const last = context.path[context.path.length - 1];
  const key = typeof last === 'number' ? context.path[context.path.length - 2] : last;
  // `openapi` values: spec files of the site.
  if ((key === 'openapi' || (key === 'source' && context.path.includes('openapi'))) && site.files?.allFiles) {
    for (const f of site.files.allFiles()) {
      if (!/\.(ya?ml|json)$/i.test(f) || f === 'docs.json' || f.endsWith('/docs.json') || f.endsWith('package.json'))
        continue;
      items.push(valueItem(f, context.edit, context.edit.range, CompletionKind.File, '0' + f));
    }
  }
  if (!site.schema) return items;
  // Only scalar values are proposed, and only where a scalar is being written.
  if (context.valueNode && (context.valueNode.type === 'object' || context.valueNode.type === 'array')) return items;
  for (const v of site.schema.valuesAt(context.path, site.file.root)) {
    const documentationText = v.markdownDescription ?? v.description;
    if (typeof v.value === 'string') {
      const item = valueItem(
        v.value,
        context.edit,
        context.edit.range,
        CompletionKind.EnumMember,
        '0' + String(items.length).padStart(4, '0'),
        v.description,
      );
      if (documentationText) item.documentation = { kind: 'markdown', value: documentationText };
      items.push(item);
    } else if (context.edit.quote) {
      const text = JSON.stringify(v.value);
      items.push({
        label: text,
        kind: CompletionKind.Value,
        textEdit: { range: context.edit.range, newText: text },
        insertTextFormat: PlainText,
        sortText: '0' + text,
      });
    }
  }
  return items;
}

/** A completion that writes a string value: bare inside a string, quoted outside one. Kept small: big sites send many. */
function valueItem(
  value: string,
  edit: ValueEditRange,
  range: Range,
  kind: CompletionItemKind,
  sortText: string,
  detail?: string,
): CompletionItem {
  const newText = edit.quote ? JSON.stringify(value) : JSON.stringify(value).slice(1, -1);
  const item: CompletionItem = {
    label: value,
    kind,
    sortText,
    textEdit: { range, newText },
    insertTextFormat: PlainText,
  };
  if (newText !== value) item.filterText = newText;
  if (detail !== undefined) item.detail = detail;
  return item;
}

function documentation(schema: SchemaObject): CompletionItem['documentation'] {
  if (schema.markdownDescription) return { kind: 'markdown', value: schema.markdownDescription };
  return schema.description;
}

function typeLabel(schema: SchemaObject): string | undefined {
  if (schema.enum)
    return (
      schema.enum
        .map((v) => JSON.stringify(v))
        .slice(0, 6)
        .join(' | ') + (schema.enum.length > 6 ? ' | …' : '')
    );
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type;
}

/** True when the characters of `needle` appear in order in `haystack` (both lower-case). */
function dirOf(page: string): string {
  const slash = page.lastIndexOf('/');
  return slash < 0 ? '' : page.slice(0, slash);
}
