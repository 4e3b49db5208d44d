// What the page handlers use: an open .mdx/.md document as the core's ParsedPage of its current text, and the
// PageFeatureSite that answers what the rest of the site offers (page routes, other pages' headings, files).
// The page is taken from the site's page store, which reads the same buffer: the check that runs after a keystroke
// and the requests about that text share one parse.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { createSiteFacts, type PageFeatureSite, type PageIndex, type ParsedPage, type SiteFacts } from '../core';
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
  const page = await currentPage(site, relPath, document.getText());
  return { site, document, relPath, page, feature: pageFeatureSite(site, await site.service.files()) };
}

/** The page store's parse when it is of this text (it reads the buffer), else a parse of the text itself. */
async function currentPage(site: Site, relPath: string, text: string): Promise<ParsedPage> {
  const pages = site.service.pages;
  const known = pages.pageIfParsed(relPath);
  if (known?.text === text) return known;
  const stored = await pages.page(relPath);
  return stored.text === text ? stored : pages.parseText(relPath, text);
}

/** One SiteFacts per state of the site's file set; other pages' facts are read from the page store when asked. */
const factsBySite = new WeakMap<Site, { index: PageIndex; version: number; facts: SiteFacts }>();

function pageFeatureSite(site: Site, index: PageIndex): PageFeatureSite {
  const pages = site.service.pages;
  return { site: siteFactsOf(site, index), page: (file) => pages.pageIfParsed(file) };
}

/** What pages may ask about the site's files: routes, files, and the facts of pages parsed so far. */
export function siteFactsOf(site: Site, index: PageIndex): SiteFacts {
  let kept = factsBySite.get(site);
  if (!kept || kept.index !== index || kept.version !== index.version) {
    const pages = site.service.pages;
    const facts: SiteFacts = {
      ...createSiteFacts({ files: index.allFiles() }),
      factsOf: (file) => pages.pageIfParsed(file)?.facts,
    };
    factsBySite.set(site, (kept = { index, version: index.version, facts }));
  }
  return kept.facts;
}

/** Every page and snippet file of the site, parsed (from the store's cache where it has them). */
export async function allPages(site: Site, index: PageIndex): Promise<ParsedPage[]> {
  const files = [...index.allFiles()].filter((f) => isPageDocument(f));
  return Promise.all(files.map((f) => site.service.pages.page(f)));
}
