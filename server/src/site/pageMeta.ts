// The front matter fields the navigation shows beside a page's title: `sidebarTitle` (the label in the sidebar),
// `icon`, `tag`, `url` (an entry that links out instead) and `openapi` (an endpoint page, shown with its method).
// Read only from front matter the core has already checked and found clean, with the core's reader (the YAML rules
// Mintlify's build applies), so the site shows what Mintlify would.
import { frontMatterFields, type FrontMatterResult } from '../core';
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

const MAX_FIELD_LENGTH = 500;

export function readPageMeta(text: string, frontMatter: FrontMatterResult): PageMeta {
  const meta: PageMeta = {};
  if (frontMatter.title !== undefined) meta.title = frontMatter.title;
  if (frontMatter.description !== undefined) meta.description = frontMatter.description;
  if (frontMatter.problems.length > 0) return meta;
  const fields = frontMatterFields(text);
  if (fields === undefined) return meta;
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
