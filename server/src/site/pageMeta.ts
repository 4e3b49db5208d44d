// The front matter fields the navigation shows beside a page's title: `sidebarTitle` (the label in the sidebar),
// `icon` (and `iconType`), `tag`, `url` (an entry that links out instead) and `openapi` (an endpoint page, shown with its method).
// Read from the core's one parse of the front matter (the YAML rules Mintlify's build applies), asked with its fields,
// and only when the core found it clean, so the site shows what Mintlify would.
import { parseFrontMatterEndpoint, type FrontMatterResult } from '../core';
import { externalHref } from './html';
import { iconRequestOf, type IconRequest } from './icons';

export interface PageMeta {
  title?: string;
  description?: string;
  sidebarTitle?: string;
  /** `icon`, with the Font Awesome style `iconType` names. */
  icon?: IconRequest;
  tag?: string;
  /** An external URL the sidebar entry points to instead of the page. */
  url?: string;
  /** Upper-case HTTP method of an endpoint page (`openapi: "GET /users"`). */
  method?: string;
  /** The endpoint the page documents, as its `openapi` (or `api`) front matter writes it. */
  endpoint?: string;
}

const MAX_FIELD_LENGTH = 500;

/** The fields of a page from its front matter, parsed with its fields (`parseFrontMatter(text, true)`). */
export function readPageMeta(frontMatter: FrontMatterResult): PageMeta {
  const meta: PageMeta = {};
  if (frontMatter.title !== undefined) meta.title = frontMatter.title;
  if (frontMatter.description !== undefined) meta.description = frontMatter.description;
  const fields = frontMatter.fields;
  // Fields are read when the build can read them: a missing title is advice, YAML it cannot read is not.
  if (frontMatter.problems.some((p) => p.fatal) || fields === undefined) return meta;
  const textField = (key: string) => {
    const v = fields.get(key);
    return typeof v === 'string' && v.trim() !== '' && v.length <= MAX_FIELD_LENGTH ? v : undefined;
  };
  const sidebarTitle = textField('sidebarTitle');
  if (sidebarTitle !== undefined) meta.sidebarTitle = sidebarTitle;
  const icon = iconRequestOf(fields.get('icon'), fields.get('iconType'));
  if (icon !== undefined) meta.icon = icon;
  const tag = textField('tag');
  if (tag !== undefined) meta.tag = tag;
  const url = textField('url');
  const href = url !== undefined ? externalHref(url) : undefined;
  if (href !== undefined) meta.url = href;
  const written = frontMatter.endpoint?.value;
  const endpoint = parseFrontMatterEndpoint(written);
  if (endpoint) {
    meta.method = endpoint.method.toUpperCase();
    meta.endpoint = written;
  }
  return meta;
}
