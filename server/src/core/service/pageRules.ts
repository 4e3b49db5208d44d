// Runs the rules that read page content. Every page file is parsed (once per distinct text, through the page
// store), the snippets pages import are parsed and checked where they are imported, and the facts about the site
// that do not depend on the navigation are gathered once per state of the files; only what depends on the
// navigation (which pages it names, its redirects) is redone for each check. `checkPage` results depend on the page
// and those file facts alone, so a check after typing in docs.json keeps them and runs only `checkSite` again.
import { importedFile, isPathImport } from '../pages/mdx/linkTargets';
import { attributeOf } from '../pages/mdx/pageFacts';
import type { ParsedPage } from '../pages/parsedPage';
import { createSiteFacts, redirectMatcher, type SiteFacts } from '../pages/siteFacts';
import { prop } from '../model/composedTree';
import type { SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';
import type { PageStore } from '../pages/pageStore';
import type { PagesRule } from '../rules/defineRule';
import type { ReportInFile } from '../rules/ruleContext';

/** Pages read at once: enough to keep the disk busy, few enough to bound memory on a large site. */
const PARSE_BATCH = 64;

/** Which parts of the page rules to run: per page, once over the site, or both. */
export type PageRuleParts = 'page' | 'site' | 'both';

export interface PageRun {
  model: SiteModel | undefined;
  files: PageIndex;
  store: PageStore;
  /** Where each rule reports. */
  reportFor(rule: PagesRule): ReportInFile;
  /** The page files of the model's page entries, resolved for this check. */
  navigationFiles: Iterable<string>;
  parts: PageRuleParts;
}

/** Pages, snippets and site facts for one state of the files, kept while the files do not change. */
interface ParsedSite {
  index: PageIndex;
  indexVersion: number;
  storeVersion: number;
  pages: Map<string, ParsedPage>;
  snippets: Map<string, ParsedPage>;
  fileFacts: SiteFacts;
}

const parsedSites = new WeakMap<PageStore, ParsedSite>();

export async function runPageRules(rules: readonly PagesRule[], run: PageRun): Promise<void> {
  const { pages, snippets, fileFacts } = await parsedSite(run);
  const site = withNavigation(fileFacts, run, pages);
  for (const rule of rules) {
    const report = run.reportFor(rule);
    if (rule.checkPage && run.parts !== 'site') {
      for (const page of [...pages.values(), ...snippets.values()]) {
        rule.checkPage({
          page,
          site,
          report: (range, message, data, severity) => report(page.file, range, message, data, severity),
        });
      }
    }
    if (rule.checkSite && run.parts !== 'page') await rule.checkSite({ model: run.model, pages, site, report });
  }
}

async function parsedSite(run: PageRun): Promise<ParsedSite> {
  const known = parsedSites.get(run.store);
  if (
    known &&
    known.index === run.files &&
    known.indexVersion === run.files.version &&
    known.storeVersion === run.store.version
  )
    return known;
  const storeVersion = run.store.version;
  const indexVersion = run.files.version;
  const pages = await parseAll([...run.files.allPageFiles()], run.store);
  const snippets = await importedSnippets(pages, run.files, run.store);
  const facts = new Map<string, ParsedPage['facts']>();
  for (const [file, page] of pages) facts.set(file, page.facts);
  for (const [file, page] of snippets) facts.set(file, page.facts);
  const fileFacts = createSiteFacts({ files: run.files.allFiles(), facts });
  const parsed = { index: run.files, indexVersion, storeVersion, pages, snippets, fileFacts };
  // Kept only when no file changed while the pages were read.
  if (run.store.version === storeVersion && run.files.version === indexVersion) parsedSites.set(run.store, parsed);
  return parsed;
}

async function parseAll(files: readonly string[], store: PageStore): Promise<Map<string, ParsedPage>> {
  const pages = new Map<string, ParsedPage>();
  for (let i = 0; i < files.length; i += PARSE_BATCH) {
    const batch = files.slice(i, i + PARSE_BATCH);
    for (const page of await Promise.all(batch.map((f) => store.page(f)))) pages.set(page.file, page);
  }
  return pages;
}

/** Snippet files that pages (and snippets) import, parsed: they are checked where they are used. */
async function importedSnippets(
  pages: ReadonlyMap<string, ParsedPage>,
  files: PageIndex,
  store: PageStore,
): Promise<Map<string, ParsedPage>> {
  const snippets = new Map<string, ParsedPage>();
  let frontier = [...pages.values()];
  while (frontier.length > 0) {
    const wanted = new Set<string>();
    for (const page of frontier) {
      for (const file of snippetFilesOf(page)) {
        if (!pages.has(file) && !snippets.has(file) && files.hasFile(file)) wanted.add(file);
      }
    }
    frontier = await Promise.all([...wanted].map((f) => store.page(f)));
    for (const page of frontier) snippets.set(page.file, page);
  }
  return snippets;
}

function* snippetFilesOf(page: ParsedPage): Iterable<string> {
  for (const i of page.facts.imports) {
    if (!isPathImport(i.source)) continue;
    const file = importedFile(page.file, i.source);
    if (file && /\.mdx?$/.test(file)) yield file;
  }
  for (const element of page.facts.elements) {
    if (element.name !== 'Snippet') continue;
    const file = attributeOf(element, 'file');
    if (file?.value.kind === 'string') yield `snippets/${file.value.value.replace(/^\/+/, '')}`;
  }
}

/** The file facts with what the navigation adds: the pages it names and its redirects. */
function withNavigation(fileFacts: SiteFacts, run: PageRun, pages: ReadonlyMap<string, ParsedPage>): SiteFacts {
  const redirects = redirectsOf(run.model);
  const navigation = new Set(run.navigationFiles);
  for (const destination of redirects.destinations) {
    const page = destination.replace(/^\/+/, '').replace(/[?#].*$/, '');
    const file = run.files.fileOf(page) ?? run.files.fileOf(`${page}/index`);
    if (file) navigation.add(file);
  }
  const home = fileFacts.pageAtRoute('/');
  if (home && pages.has(home)) navigation.add(home);
  const isRedirect = redirectMatcher(redirects.sources);
  return {
    ...fileFacts,
    isRedirectSource: isRedirect,
    isInNavigation: (file) => navigation.has(file),
  };
}

function redirectsOf(model: SiteModel | undefined): { sources: string[]; destinations: string[] } {
  const sources: string[] = [];
  const destinations: string[] = [];
  const list = model && prop(model.root, 'redirects');
  for (const item of list?.type === 'array' ? list.items! : []) {
    const source = prop(item, 'source');
    const destination = prop(item, 'destination');
    if (source?.type === 'string') sources.push(source.value as string);
    if (destination?.type === 'string') destinations.push(destination.value as string);
  }
  return { sources, destinations };
}
