// What the page handlers use: an open .mdx/.md document's site, and the core's view of its current text
// (EditorDocuments: its ParsedPage and what the rest of the site offers it).
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { PageFeatureSite, PageIndex, ParsedPage, SiteFacts } from '../core';
import type { ServerContext } from './context';
import { uriToFsPath } from './paths';
import type { Site } from './site';

export interface PageFeatures {
  site: Site;
  document: TextDocument;
  relPath: string;
  page: ParsedPage;
  feature: PageFeatureSite;
}

/** True for the documents the page handlers answer: MDX and Markdown files. */
export function isPageDocument(uri: string): boolean {
  return /\.(mdx|md)$/i.test(uri.replace(/[?#].*$/, ''));
}

/** The page features of an open page document of a site; undefined when it is not open or in no site. */
export async function pageFeatures(ctx: ServerContext, uri: string): Promise<PageFeatures | undefined> {
  const document = ctx.documents.get(uri);
  const fsPath = uriToFsPath(uri);
  if (!document || !fsPath || !isPageDocument(fsPath)) return undefined;
  if (ctx.registry.containing(fsPath).length === 0) await ctx.registry.ready;
  const site = ctx.registry.containing(fsPath)[0];
  if (!site) return undefined;
  site.activate();
  const relPath = site.relPath(fsPath)!;
  const { page, feature } = await site.documents.pageDocument(relPath, document.getText());
  return { site, document, relPath, page, feature };
}

/** What pages may ask about the site's files (the core's facts, kept per state of the file set). */
export function siteFactsOf(site: Site, index: PageIndex): SiteFacts {
  return site.documents.siteFacts(index);
}

/** Every page and snippet file of the site, parsed (from the store's cache where it has them). */
export async function allPages(site: Site, index: PageIndex): Promise<ParsedPage[]> {
  const files = [...index.allFiles()].filter((f) => isPageDocument(f));
  return Promise.all(files.map((f) => site.service.pages.page(f)));
}
