// Completion in docs.json: page paths in `pages` arrays and group `root`s, METHOD entries from the spec a group
// inherits, property names and enum values from the schema. Plain-text edits only (no snippets), so every client
// (Neovim 0.7's omnifunc included) inserts exactly what is shown.
import type { Node as JsonNode } from 'jsonc-parser';
import { analyzePageRef } from '../pages/pageRef';
import type { NavContainer } from '../model/siteModel';
import { CursorContext, cursorContext, keysOf, ValueEditRange } from './cursor';
import { allPages, endpointKey, endpointLabel, FeatureSite, firstSpec, navNodeAt } from './siteContext';
import type { SchemaObject } from './schemaNavigator';
import { CompletionItem, CompletionKind, PlainText } from './types';

export interface CompletionResult {
  isIncomplete: boolean;
  items: CompletionItem[];
}

/** Above this many page candidates, only those matching what was typed are sent (and the list is incomplete). */
export const MAX_UNFILTERED_PAGES = 2000;

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

async function completePageEntry(site: FeatureSite, context: Extract<CursorContext, { kind: 'pageEntry' }>): Promise<CompletionResult> {
  const used = new Set<string>();
  const usedEndpoints = new Set<string>();
  for (const item of context.arrayNode?.children ?? []) {
    if (item.type !== 'string' || item === context.stringNode) continue;
    const value = String(item.value);
    const page = analyzePageRef(value).page;
    if (page) used.add(page);
    const key = endpointKey(value);
    if (key) usedEndpoints.add(key);
  }
  const items: CompletionItem[] = [];
  const pages = allPages(site.files);
  let isIncomplete = false;
  const prefix = context.edit.prefix.replace(/^\.?\//, '');
  for (const [page, file] of pages) {
    if (pages.size > MAX_UNFILTERED_PAGES && !isSubsequence(prefix, page)) {
      isIncomplete = true;
      continue;
    }
    items.push(valueItem(page, context.edit, { kind: CompletionKind.File, detail: file, sortText: (used.has(page) ? '2' : '0') + page }));
  }
  if (context.role === 'entry') {
    const container = containerOf(site, context.ownerNode);
    const spec = firstSpec(container);
    if (spec?.kind === 'file' && site.specIndex) {
      const index = await site.specIndex(spec.path).catch(() => undefined);
      if (index) {
        const ops = [...[...index.paths.values()].flatMap((methods) => [...methods.values()]), ...index.webhooks.values()];
        for (const op of ops) {
          const label = endpointLabel(op);
          const isUsed = usedEndpoints.has(`${op.method} ${op.path}`);
          const docs = [op.summary, op.description].filter((s): s is string => !!s && s.trim() !== '');
          items.push(
            valueItem(label, context.edit, {
              kind: CompletionKind.Method,
              detail: op.summary ? `${op.summary} (${index.file})` : index.file,
              documentation: docs.length > 0 ? { kind: 'markdown', value: docs.join('\n\n') } : undefined,
              sortText: (isUsed ? '3' : '1') + label,
            }),
          );
        }
      }
    }
  }
  return { isIncomplete, items };
}

function containerOf(site: FeatureSite, ownerNode: JsonNode | undefined): NavContainer | undefined {
  const node = navNodeAt(site, ownerNode);
  return node && node.kind !== 'page' && node.kind !== 'endpoint' ? node : undefined;
}

function completePropertyKeys(site: FeatureSite, context: Extract<CursorContext, { kind: 'propertyKey' }>): CompletionItem[] {
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

function completeValues(site: FeatureSite, context: Extract<CursorContext, { kind: 'propertyValue' }>): CompletionItem[] {
  const items: CompletionItem[] = [];
  const last = context.path[context.path.length - 1];
  const key = typeof last === 'number' ? context.path[context.path.length - 2] : last;
  // `openapi` values: spec files of the site.
  if ((key === 'openapi' || (key === 'source' && context.path.includes('openapi'))) && site.files?.allFiles) {
    for (const f of site.files.allFiles()) {
      if (!/\.(ya?ml|json)$/i.test(f) || f === 'docs.json' || f.endsWith('/docs.json') || f.endsWith('package.json')) continue;
      items.push(valueItem(f, context.edit, { kind: CompletionKind.File, sortText: '0' + f }));
    }
  }
  if (!site.schema) return items;
  // Only scalar values are proposed, and only where a scalar is being written.
  if (context.valueNode && (context.valueNode.type === 'object' || context.valueNode.type === 'array')) return items;
  for (const v of site.schema.valuesAt(context.path, site.file.root)) {
    const documentationText = v.markdownDescription ?? v.description;
    if (typeof v.value === 'string') {
      items.push(
        valueItem(v.value, context.edit, {
          kind: CompletionKind.EnumMember,
          detail: v.description,
          documentation: documentationText ? { kind: 'markdown', value: documentationText } : undefined,
          sortText: '0' + String(items.length).padStart(4, '0'),
        }),
      );
    } else if (context.edit.quote) {
      const text = JSON.stringify(v.value);
      items.push({ label: text, kind: CompletionKind.Value, textEdit: { range: context.edit.range, newText: text }, insertTextFormat: PlainText, sortText: '0' + text });
    }
  }
  return items;
}

/** A completion that writes a string value: bare inside a string, quoted outside one. */
function valueItem(value: string, edit: ValueEditRange, extra: Partial<CompletionItem>): CompletionItem {
  const newText = edit.quote ? JSON.stringify(value) : JSON.stringify(value).slice(1, -1);
  return {
    label: value,
    filterText: newText,
    textEdit: { range: edit.range, newText },
    insertTextFormat: PlainText,
    ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)),
  };
}

function documentation(schema: SchemaObject): CompletionItem['documentation'] {
  if (schema.markdownDescription) return { kind: 'markdown', value: schema.markdownDescription };
  return schema.description;
}

function typeLabel(schema: SchemaObject): string | undefined {
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).slice(0, 6).join(' | ') + (schema.enum.length > 6 ? ' | …' : '');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type;
}

/** True when the characters of `needle` appear in order in `haystack` (case-insensitive). */
function isSubsequence(needle: string, haystack: string): boolean {
  if (needle === '') return true;
  const n = needle.toLowerCase();
  const h = haystack.toLowerCase();
  let i = 0;
  for (let j = 0; j < h.length && i < n.length; j++) if (h[j] === n[i]) i++;
  return i === n.length;
}
