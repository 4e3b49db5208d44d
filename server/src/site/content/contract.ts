// What the site builder and the content renderer agree on (re-exported by index.ts).
import type { LinkRewrite, ParsedPage } from '../../core';
import type { ParsedScript } from './jsx/scriptModule';

export interface ContentContext {
  /** The href to write for a link found in page `fromFile` (root-relative path of the page file): a relative URL
   *  to the target's HTML file for internal pages (keeping #anchors), the URL itself for http/https/mailto,
   *  undefined when it must not become a link. `rewrite`: what Mintlify's render does to a relative URL of this
   *  kind of link (Markdown links, `<a>`, `<Card>`: `page`; others are left to the browser: `none`). */
  linkHref(href: string, fromFile: string, rewrite?: LinkRewrite): string | undefined;
  /** The URL to write for an image or other asset referenced from `fromFile`, undefined when it is not a file in
   *  the docs root (the builder copies the file to the output and records it). */
  assetHref(src: string, fromFile: string): string | undefined;
  /** A snippet file (root-relative) parsed, for inlining; undefined when it does not exist or is not .mdx/.md. */
  snippet(relPath: string): ParsedPage | undefined;
  /** A .jsx/.js file (root-relative) parsed (parseScript), never run; undefined when it does not exist. */
  script?(relPath: string): ParsedScript | undefined;
}

export interface RenderedHeading {
  depth: number;
  id: string;
  text: string;
}

export interface RenderedContent {
  /** Sanitized body HTML. */
  html: string;
  /** For the table of contents and search, in page order. */
  headings: RenderedHeading[];
  /** Plain text, for the search index. */
  text: string;
  /** Components (and expressions) shown with a "not rendered offline" marker, each once. */
  markers: string[];
  /** An endpoint page with its examples in a column of their own: the page has no "On this page" column, as on
   * Mintlify, where the examples take that place. */
  examplesColumn?: boolean;
}
