// The front matter fields the navigation shows beside a page's title: `sidebarTitle` (the label in the sidebar),
// `icon`, `tag`, `url` (an entry that links out instead) and `openapi` (an endpoint page, shown with its method).
// Read only from front matter the core has already checked and found clean, so the YAML parser never sees text the
// core refused (alias bombs, deep nesting); the plain `key: value` form, nearly every page, skips the parser.
import { isMap, isScalar, parseDocument } from 'yaml';
import { readSimpleFrontMatter, type FrontMatterResult } from '../core';
import { externalHref, iconName } from './html';

export interface PageMeta {
  title?: string;
  description?: string;
  sidebarTitle?: string;
  icon?: string;
  tag?: string;
  /** An external URL the sidebar entry points to instead of the page. */
  url?: string;
  /** Upper-case HTTP method of an endpoint page (`openapi: "GET /users"`). */
  method?: string;
}

const MAX_ALIASES = 20;
const MAX_FIELD_LENGTH = 500;

export function readPageMeta(text: string, frontMatter: FrontMatterResult): PageMeta {
  const meta: PageMeta = {};
  if (frontMatter.title !== undefined) meta.title = frontMatter.title;
  if (frontMatter.description !== undefined) meta.description = frontMatter.description;
  if (frontMatter.problems.length > 0) return meta;
  const yamlText = frontMatterText(text);
  if (yamlText === undefined) return meta;
  const fields = readFields(yamlText);
  const textField = (key: string) => {
    const v = fields.get(key);
    return typeof v === 'string' && v.trim() !== '' && v.length <= MAX_FIELD_LENGTH ? v : undefined;
  };
  const sidebarTitle = textField('sidebarTitle');
  if (sidebarTitle !== undefined) meta.sidebarTitle = sidebarTitle;
  const icon = iconName(fields.get('icon'));
  if (icon !== undefined) meta.icon = icon;
  const tag = textField('tag');
  if (tag !== undefined) meta.tag = tag;
  const url = textField('url');
  const href = url !== undefined ? externalHref(url) : undefined;
  if (href !== undefined) meta.url = href;
  const openapi = textField('openapi');
  const method =
    openapi !== undefined
      ? /^\s*(?:\S+\s+)?(get|put|post|delete|options|head|patch|trace|webhook)\s+\S/i.exec(openapi)
      : null;
  if (method) meta.method = method[1].toUpperCase();
  return meta;
}

/** The YAML between the opening "---" line and the closing "---" or "..." line, if the page starts with one. */
function frontMatterText(text: string): string | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const lines = text.slice(start).split(/\r\n|\r|\n/);
  if (lines[0].trimEnd() !== '---') return undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].trimEnd();
    if (line === '---' || line === '...') return lines.slice(1, i).join('\n');
  }
  return undefined;
}

function readFields(yamlText: string): Map<string, unknown> {
  const simple = readSimpleFrontMatter(yamlText);
  if (simple) return simple;
  const fields = new Map<string, unknown>();
  try {
    const doc = parseDocument(yamlText, { uniqueKeys: true, resolveKnownTags: false, customTags: [] });
    if (doc.errors.length > 0 || !isMap(doc.contents)) return fields;
    doc.toJS({ maxAliasCount: MAX_ALIASES });
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key) || typeof pair.key.value !== 'string') continue;
      const value = pair.value;
      if (isScalar(value)) fields.set(pair.key.value, value.value);
      else if (isMap(value)) {
        // `icon: { name: rocket }`: only the name is kept.
        const name = value.get('name');
        if (typeof name === 'string') fields.set(pair.key.value, { name });
      }
    }
  } catch {
    // The core read this front matter without a problem; anything the parser still refuses just shows no extras.
  }
  return fields;
}
