// Runs the rules that read page content. Every page file is parsed (once per distinct text, through the page
// store), the snippets pages import are parsed and checked where they are imported, and the facts about the site
// that do not depend on the navigation are gathered once per state of the files; only what depends on the
// navigation (which pages it names, its redirects) is redone for each check.
//
// What `checkPage` finds in a page depends on that page, on the files of the site, and on what the other pages it
// asks about (`factsOf`) offer to links (their anchors and imports). So its results are kept per parsed page with
// the pages it asked about, and reused until one of those changes: typing in one page re-checks that page and the
// pages that link into it. `checkSite` (which pages the navigation reaches) runs on every check, from kept link
// targets.
//
// In the background mode (an editor) a check never waits for a site's worth of parsing: pages are parsed a slice at a
// time between requests, the page rules report what they found last meanwhile, and the host is told when the parse
// is done.
import type { ProblemData, Range, Severity } from '../problem';
import { importedFile, isPathImport, snippetComponentFile, snippetComponentTargets } from '../pages/mdx/linkTargets';
import type { PageFacts } from '../pages/mdx/pageFacts';
import type { ParsedPage } from '../pages/parsedPage';
import { isPageFile } from '../pages/pageIndex';
import { siteFactsOfFiles, siteFactsOfFilesInSteps, type NavigationState, type SiteFacts } from '../pages/siteFacts';
import { readRedirects, redirectTable, type Redirect } from '../pages/redirects';
import type { SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';
import type { BackgroundRead, PageStore } from '../pages/pageStore';
import { pageRuleApplies, type PagesRule } from '../rules/defineRule';
import type { ReportInFile } from '../rules/ruleContext';
import { BackgroundWork, type UserActivity } from './backgroundWork';
import type { EndpointRoutes } from './endpointRoutes';
import type { ExternalLinkChecker } from '../links/externalLinkResult';

export interface PageRun {
  model: SiteModel | undefined;
  files: PageIndex;
  /** Where each rule reports. */
  reportFor(rule: PagesRule): ReportInFile;
  /** True for a page file some page entry of the model names. */
  inNavigation(file: string): boolean;
  /** Changes whenever the files `inNavigation` answers true for change. */
  navigationVersion: number;
  /** The files `inNavigation` changed its answer for since `version`; undefined when that cannot be said. */
  navigationChangesSince?(version: number): Iterable<string> | undefined;
  /** The pages generated for the model's endpoint entries (asked only once the pages are parsed). */
  endpointRoutes(): Promise<EndpointRoutes>;
  /** Files open in an editor: while the site is parsed in the background, their pages are checked at once. */
  openFiles?: Iterable<string>;
  /** Checks external URLs (only `docsjson lint --check-external` gives one). */
  externalLinks?: ExternalLinkChecker;
}

/** What one rule reported in one page, kept to be reported again while nothing it depends on changed. */
interface Report {
  file: string;
  range: Range;
  message: string;
  data?: ProblemData;
  severity?: Severity;
}

/** Pages, snippets and site facts for one state of the files. */
interface ParsedSite {
  index: PageIndex;
  indexVersion: number;
  storeVersion: number;
  pages: Map<string, ParsedPage>;
  snippets: Map<string, ParsedPage>;
  /** Snippet files (under snippets/ or _snippets/) no page includes: checked only by the rules that say so. */
  unusedSnippets: Map<string, ParsedPage>;
  fileFacts: SiteFacts;
  /** Changes whenever the file set changes. */
  filesEpoch: number;
  /** What each page offers other pages, to tell whether an edit changed it (found when first asked). */
  offered: Offerings;
}

/** One page's kept reports, with what they were found from. */
interface KeptReports {
  key: string;
  /** The other pages the rules asked about, with what each offered then. */
  reads: Map<string, string | undefined>;
  byRule: Map<string, Report[]>;
  /** The parsed site the reads were last found unchanged in: each rule asks, the reads are compared once. */
  validIn: ParsedSite;
  /** The site as this page's rules see it in `validIn` (noting what they read), made once for all the rules. */
  view?: { of: SiteFacts; site: SiteFacts };
}

/** In the background mode, up to this many unparsed pages are parsed within the check itself (an edited page). */
const INLINE_PARSES = 16;
/** In the background mode, up to this many pages without reports are checked within the check itself. */
const INLINE_CHECKS = 64;
/** Pages a background reader parsed, stored in one step of the background work (well under a millisecond). */
const ADOPT_BATCH = 64;
/** Pages read at once when a check waits for all of them: keeps the disk busy, bounds memory. */
const PARSE_BATCH = 64;
/** Files whose routes are gathered in one step of the background work, before the parsed site is put together. */
const ROUTES_BATCH = 1024;
/** Pages put into the parsed site in one step of putting it together. */
const ASSEMBLE_BATCH = 4096;

export class PageRuleRunner {
  private parsed?: ParsedSite;
  private filesCounter = 0;
  private readonly kept = new WeakMap<ParsedPage, KeptReports>();
  private lastSite = new Map<string, Report[]>();
  private lastKey = '';
  private readonly lastSiteOf = new Map<string, ParsedSite>();
  private readonly lastSiteKey = new Map<string, string>();
  /** Every page's reports of each rule, for one parsed site and key: typing in docs.json replays them as they are. */
  private siteReports?: { site: ParsedSite; key: string; byRule: Map<string, readonly Report[]> };
  /** Set for the background mode. */
  private readonly backgroundParse?: BackgroundWork;

  constructor(
    private readonly store: PageStore,
    /** Set for the background mode: called when a background parse has finished. */
    onBackgroundDone?: () => void,
    activity?: UserActivity,
    /** Nothing found is kept for a next check (a one-shot lint). */
    private readonly checksOnce = false,
  ) {
    if (onBackgroundDone) this.backgroundParse = new BackgroundWork(onBackgroundDone, activity);
  }

  async run(rules: readonly PagesRule[], run: PageRun): Promise<void> {
    const site = await this.parsedSite(run);
    if (!site) {
      // Parsing in the background: the open pages are checked now by the rules that read only the page itself;
      // everything else reports what it found last, so that nothing flickers away meanwhile.
      const early = await this.checkOpenPages(rules, run);
      this.replayKept(rules, run, early);
      return;
    }
    const redirects = redirectsOf(run.model);
    const endpoints = await run.endpointRoutes();
    const facts = withNavigation(site.fileFacts, run, site.pages, redirects, endpoints);
    // Kept page results stay valid while the files, the redirects (where they lead too: a link to a redirect is
    // checked to its end) and the generated endpoint pages are the same, and the pages they asked about offer the
    // same (checked per page).
    const redirectKey = redirects.pairs.map((r) => `${r.source}\u0002${r.destination ?? ''}`).join('\u0000');
    const fresh = `${site.filesEpoch}\u0000${redirectKey}\u0001${endpoints.signature}`;
    // The same string object as last time when equal: each page compares its key by identity, not character by
    // character.
    const key = fresh === this.lastKey ? this.lastKey : (this.lastKey = fresh);
    // A site rule reads the pages, the files the navigation reaches and whether there is a model at all: while
    // those are the same (typing on in a page path that names no file), its results are too.
    const siteKey = `${key}\u0002${redirects.destinations.join('\u0000')}\u0002${run.navigationVersion}\u0002${!!run.model}`;
    const siteReports = (rule: PagesRule) => this.siteRuleReports(rule, site, facts, siteKey, run);
    if (this.backgroundParse && !this.checkedInline(site, key)) {
      // A site's worth of pages to check (the parse just ended): checked a page at a time between other work, as
      // it was parsed; meanwhile the open pages are checked now and the rest reports what it found last.
      this.checkInBackground(rules, site, facts, key, siteReports);
      const early = await this.checkOpenPages(rules, run);
      this.replayKept(rules, run, early);
      return;
    }
    for (const rule of rules) {
      const report = run.reportFor(rule);
      if (rule.checkPage) {
        for (const r of this.reportsInPages(rule, site, facts, key)) {
          report(r.file, r.range, r.message, r.data, r.severity);
        }
      }
      if (rule.checkSite)
        for (const r of await siteReports(rule)) report(r.file, r.range, r.message, r.data, r.severity);
    }
  }

  /** A site rule's reports for a parsed site and site key: those kept for them, else found now (and kept). */
  private async siteRuleReports(
    rule: PagesRule,
    site: ParsedSite,
    facts: SiteFacts,
    siteKey: string,
    run: PageRun,
  ): Promise<readonly Report[]> {
    const kept = this.lastSite.get(rule.id);
    if (kept && this.lastSiteOf.get(rule.id) === site && this.lastSiteKey.get(rule.id) === siteKey) return kept;
    const found: Report[] = [];
    await rule.checkSite!({
      model: run.model,
      pages: site.pages,
      site: facts,
      externalLinks: run.externalLinks,
      report: (file, range, message, data, severity) => found.push({ file, range, message, data, severity }),
    });
    this.lastSite.set(rule.id, found);
    this.lastSiteOf.set(rule.id, site);
    this.lastSiteKey.set(rule.id, siteKey);
    return found;
  }

  /**
   * True when this check may check the site's pages itself: their reports are known, or few pages lack them (an
   * edited page and the pages that link into it).
   */
  private checkedInline(site: ParsedSite, key: string): boolean {
    if (this.siteReports?.site === site && this.siteReports.key === key) return true;
    // A background check under way ends with its reports, and checks again.
    if (this.backgroundParse?.busy) return false;
    let unchecked = 0;
    for (const page of site.pages.values()) {
      const kept = this.kept.get(page);
      if ((!kept || kept.key !== key) && ++unchecked > INLINE_CHECKS) return false;
    }
    return true;
  }

  /**
   * Checks every page of the site with the page rules, a page a step, between other work, and leaves the reports of
   * each rule for the check that follows; also does ahead, page by page, what the site rules will need of each page.
   */
  private checkInBackground(
    rules: readonly PagesRule[],
    site: ParsedSite,
    facts: SiteFacts,
    key: string,
    siteReports: (rule: PagesRule) => Promise<readonly Report[]>,
  ): void {
    const pageRules = rules.filter((r) => r.checkPage);
    const preparing = rules.filter((r) => r.preparePage || r.prepareSite);
    const siteRules = rules.filter((r) => r.checkSite);
    const byRule = new Map<string, Report[]>(pageRules.map((r) => [r.id, []]));
    const checkPage = (page: ParsedPage, kind: 'page' | 'snippet' | 'unused') => {
      for (const rule of pageRules) {
        if (kind === 'unused' && !rule.unusedSnippets) continue;
        const found = byRule.get(rule.id)!;
        for (const r of this.pageReports(rule, page, site, facts, key)) found.push(r);
      }
      if (kind === 'page') for (const rule of preparing) rule.preparePage?.(page, facts);
    };
    const finish = () => {
      if (this.parsed === site) this.siteReports = { site, key, byRule };
    };
    const groups: [ReadonlyMap<string, ParsedPage>, 'page' | 'snippet' | 'unused'][] = [
      [site.pages, 'page'],
      [site.snippets, 'snippet'],
      [site.unusedSnippets, 'unused'],
    ];
    this.backgroundParse!.start(
      (function* () {
        for (const [pages, kind] of groups) for (const page of pages.values()) yield async () => checkPage(page, kind);
        // What the site rules need of the whole site (page-orphan's link graph), so that the check these reports
        // go to does not build it while a keystroke waits.
        for (const rule of preparing)
          for (const step of rule.prepareSite?.(site.pages, facts) ?? []) yield async () => step();
        // The site rules themselves, for the navigation of the check that started this run: unless a keystroke
        // changed it meanwhile, the check these reports go to finds theirs kept.
        for (const rule of siteRules) yield async () => void (await siteReports(rule));
        yield async () => finish();
      })(),
    );
  }

  /** One rule's reports in every page and snippet of a parsed site. */
  private reportsInPages(rule: PagesRule, site: ParsedSite, facts: SiteFacts, key: string): readonly Report[] {
    if (this.siteReports?.site !== site || this.siteReports.key !== key) {
      this.siteReports = { site, key, byRule: new Map() };
    }
    let all = this.siteReports.byRule.get(rule.id);
    if (!all) {
      const found: Report[] = [];
      const unused = rule.unusedSnippets ? site.unusedSnippets : new Map<string, ParsedPage>();
      for (const pages of [site.pages, site.snippets, unused]) {
        for (const page of pages.values()) {
          const reports = this.checksOnce
            ? reportsOf(rule, page, facts)
            : this.pageReports(rule, page, site, facts, key);
          for (const r of reports) found.push(r);
        }
      }
      this.siteReports.byRule.set(rule.id, (all = found));
    }
    return all;
  }

  /** One rule's reports in one page: kept ones while the page and what it read of other pages are unchanged. */
  private pageReports(
    rule: PagesRule,
    page: ParsedPage,
    parsed: ParsedSite,
    site: SiteFacts,
    key: string,
  ): readonly Report[] {
    let kept = this.kept.get(page);
    if (!kept || kept.key !== key || (kept.validIn !== parsed && !sameReads(kept.reads, parsed.offered))) {
      this.kept.set(page, (kept = { key, reads: new Map(), byRule: new Map(), validIn: parsed }));
    }
    kept.validIn = parsed;
    let reports = kept.byRule.get(rule.id);
    if (!reports) {
      if (kept.view?.of !== site) kept.view = { of: site, site: noting(site, parsed, kept.reads) };
      kept.byRule.set(rule.id, (reports = reportsOf(rule, page, kept.view.site)));
    }
    return reports;
  }

  /**
   * The open page files, parsed now and checked by the page rules that read nothing of other pages; the files
   * checked (their kept results of those rules are stale).
   */
  private async checkOpenPages(rules: readonly PagesRule[], run: PageRun): Promise<ReadonlySet<string>> {
    const checked = new Set<string>();
    const selfContained = rules.filter((r) => r.checkPage && !r.readsOtherPages);
    if (selfContained.length === 0) return checked;
    const open = [...(run.openFiles ?? [])].filter((f) => isPageFile(f) && run.files.hasFile(f));
    if (open.length === 0) return checked;
    // Built once per state of the files: this runs on every keystroke while the site is parsed.
    const facts = siteFactsOfFiles(run.files);
    for (const file of open) {
      const page = this.store.pageIfParsed(file) ?? (await this.store.page(file));
      checked.add(file);
      for (const rule of selfContained) {
        if (!pageRuleApplies(rule, file)) continue;
        const report = run.reportFor(rule);
        rule.checkPage!({
          page,
          site: facts,
          report: (range, message, data, severity) => report(file, range, message, data, severity),
        });
      }
    }
    return checked;
  }

  private replayKept(rules: readonly PagesRule[], run: PageRun, checkedNow: ReadonlySet<string>): void {
    // The reports of the last site whose pages were all checked, as they were (no pass over the pages).
    const previous = this.siteReports;
    for (const rule of rules) {
      const report = run.reportFor(rule);
      if (rule.checkPage && previous) {
        const fresh = !rule.readsOtherPages;
        for (const r of previous.byRule.get(rule.id) ?? []) {
          if (fresh && checkedNow.has(r.file)) continue;
          report(r.file, r.range, r.message, r.data, r.severity);
        }
      }
      if (rule.checkSite) {
        for (const r of this.lastSite.get(rule.id) ?? []) report(r.file, r.range, r.message, r.data, r.severity);
      }
    }
  }

  /** The parsed site for the current files; undefined while a background parse is under way. */
  private async parsedSite(run: PageRun): Promise<ParsedSite | undefined> {
    const known = this.parsed;
    const storeVersion = this.store.version;
    const indexVersion = run.files.version;
    if (
      known &&
      known.index === run.files &&
      known.indexVersion === indexVersion &&
      known.storeVersion === storeVersion
    )
      return known;
    // While a background parse runs, its end checks again: no pass over every page file on each keystroke meanwhile.
    if (this.backgroundParse?.busy) return undefined;
    const pageFiles = [...run.files.allPageFiles()];
    const unparsed = pageFiles.filter((f) => !this.store.pageIfParsed(f));
    if (this.backgroundParse && unparsed.length > INLINE_PARSES) {
      this.parseInBackground(unparsed, run.files);
      return undefined;
    }
    return this.buildParsedSite(run.files, pageFiles);
  }

  /** The parsed site of these page files (parsed here when the store does not have them yet). */
  private async buildParsedSite(files: PageIndex, pageFiles: readonly string[]): Promise<ParsedSite> {
    let site: ParsedSite | undefined;
    for (const step of this.assembleSteps(files, pageFiles, (built) => (site = built))) await step();
    return site!;
  }

  /**
   * Puts the parsed site of these page files together (parsing here those the store does not have yet), in steps
   * of a few thousand pages each: the background parse runs them between keystrokes. `done` gets the site; it is
   * kept only when no file changed meanwhile.
   */
  private *assembleSteps(
    files: PageIndex,
    pageFiles: readonly string[],
    done: (site: ParsedSite) => void,
  ): Generator<() => Promise<void>> {
    const known = this.parsed;
    const storeVersion = this.store.version;
    const indexVersion = files.version;
    const pages = new Map<string, ParsedPage>();
    for (let i = 0; i < pageFiles.length; i += ASSEMBLE_BATCH) {
      const batch = pageFiles.slice(i, i + ASSEMBLE_BATCH);
      yield async () => {
        for (const [file, page] of await this.parseAll(batch)) pages.set(file, page);
      };
    }
    let snippets = new Map<string, ParsedPage>();
    let unusedSnippets = new Map<string, ParsedPage>();
    yield async () => {
      snippets = await this.importedSnippets(pages, files);
      unusedSnippets = await this.unusedSnippets(pages, snippets, files);
    };
    const facts = new Map<string, PageFacts>();
    const all = [...pages.values(), ...snippets.values()];
    for (let i = 0; i < all.length; i += ASSEMBLE_BATCH) {
      const batch = all.slice(i, i + ASSEMBLE_BATCH);
      yield async () => {
        for (const page of batch) facts.set(page.file, page.facts);
      };
    }
    yield async () => {
      const offered = new Offerings(facts, known?.offered);
      const sameFiles = known && known.index === files && known.indexVersion === indexVersion;
      const filesEpoch = sameFiles ? known.filesEpoch : ++this.filesCounter;
      const fileFacts = { ...siteFactsOfFiles(files), factsOf: (file: string) => facts.get(file) };
      const site: ParsedSite = {
        index: files,
        indexVersion,
        storeVersion,
        pages,
        snippets,
        unusedSnippets,
        fileFacts,
        filesEpoch,
        offered,
      };
      // Kept only when no file changed while the pages were read.
      if (this.store.version === storeVersion && files.version === indexVersion) this.parsed = site;
      done(site);
    };
  }

  private async parseAll(files: readonly string[]): Promise<Map<string, ParsedPage>> {
    const pages = new Map<string, ParsedPage>();
    const missing: string[] = [];
    for (const file of files) {
      const page = this.store.pageIfParsed(file);
      if (page) pages.set(file, page);
      else missing.push(file);
    }
    for (let i = 0; i < missing.length; i += PARSE_BATCH) {
      const batch = missing.slice(i, i + PARSE_BATCH);
      for (const page of await Promise.all(batch.map((f) => this.store.page(f)))) pages.set(page.file, page);
    }
    return pages;
  }

  /** Snippet files that pages (and snippets) import, parsed: they are checked where they are used. */
  private async importedSnippets(
    pages: ReadonlyMap<string, ParsedPage>,
    files: PageIndex,
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
      frontier = await Promise.all([...wanted].map((f) => this.store.pageIfParsed(f) ?? this.store.page(f)));
      for (const page of frontier) snippets.set(page.file, page);
    }
    return snippets;
  }

  /**
   * Snippet files no page or snippet includes, parsed: Mintlify's link checker reads every Markdown file, so their
   * links are checked once, where they are written.
   */
  private async unusedSnippets(
    pages: ReadonlyMap<string, ParsedPage>,
    used: ReadonlyMap<string, ParsedPage>,
    files: PageIndex,
  ): Promise<Map<string, ParsedPage>> {
    const unused = new Map<string, ParsedPage>();
    const wanted: string[] = [];
    for (const file of files.allSnippetFiles()) if (!used.has(file) && !pages.has(file)) wanted.push(file);
    for (let i = 0; i < wanted.length; i += PARSE_BATCH) {
      const batch = wanted.slice(i, i + PARSE_BATCH);
      for (const page of await Promise.all(batch.map((f) => this.store.pageIfParsed(f) ?? this.store.page(f)))) {
        unused.set(page.file, page);
      }
    }
    return unused;
  }

  /**
   * Parses pages a slice at a time, letting other work (requests, keystrokes) run between slices. With a reader off
   * this thread (an editor's worker) the pages are read and parsed there while this thread waits for nothing, then
   * stored here a few at a time; what the reader left out is parsed here, a page a step. The last steps put the
   * parsed site together (the routes of every file, a few thousand files a step, then the facts of every page),
   * which the check that follows would otherwise do while a keystroke waits for it.
   */
  private parseInBackground(files: readonly string[], index: PageIndex): void {
    const store = this.store;
    // The parsed site, when every page file is parsed by then (else the next check parses what is left).
    const assemble = (): Iterable<() => Promise<void>> => {
      const pageFiles = [...index.allPageFiles()];
      return pageFiles.every((f) => store.pageIfParsed(f)) ? this.assembleSteps(index, pageFiles, () => undefined) : [];
    };
    const offThread = store.readsInBackground && this.backgroundParse !== undefined;
    if (offThread) store.pagesComingFromReader = true;
    this.backgroundParse?.start(
      (function* () {
        let read: BackgroundRead | undefined;
        if (offThread) yield async () => (read = await store.readInBackground(files));
        const left: string[] = [];
        // Nothing came (no worker, a small site): front matter is read here again meanwhile, with the pages.
        if (read?.pages.size === 0) store.pagesComingFromReader = false;
        if (read) {
          for (let i = 0; i < files.length; i += ADOPT_BATCH) {
            const batch = files.slice(i, i + ADOPT_BATCH);
            yield async () => {
              for (const file of batch) {
                const page = store.adoptRead(file, read!);
                if (page) snippetFilesOf(page);
                else if (!store.pageIfParsed(file)) left.push(file);
              }
            };
          }
        }
        yield async () => (store.pagesComingFromReader = false);
        for (const file of read ? left : files) {
          yield async () => {
            // The snippets a page includes are found with it: the check that follows the parse needs them of every
            // page at once.
            snippetFilesOf(store.pageIfParsed(file) ?? (await store.page(file)));
          };
        }
        yield* snippetParseSteps(store, index);
        yield* siteFactsOfFilesInSteps(index, ROUTES_BATCH);
        yield* assemble();
      })(),
    );
  }
}

/**
 * The files the site's pages import (snippets, and what they import in turn) and the snippet files none imports,
 * parsed a file a step: the reader is given page files only, and putting the parsed site together would otherwise
 * parse them itself, in one step, and change the store under the site it puts together (which is then not kept, and
 * the check that follows puts it together again while a keystroke waits).
 */
function* snippetParseSteps(store: PageStore, index: PageIndex): Generator<() => Promise<void>> {
  const queued = new Set<string>();
  const queue: string[] = [];
  const add = (file: string) => {
    if (queued.has(file) || !index.hasFile(file) || index.isListedPageFile(file)) return;
    queued.add(file);
    queue.push(file);
  };
  const importsOf = (page: ParsedPage) => {
    for (const file of snippetFilesOf(page)) add(file);
  };
  const pageFiles = [...index.allPageFiles()];
  for (let i = 0; i < pageFiles.length; i += ASSEMBLE_BATCH) {
    const batch = pageFiles.slice(i, i + ASSEMBLE_BATCH);
    yield async () => {
      for (const file of batch) {
        const page = store.pageIfParsed(file);
        if (page) importsOf(page);
      }
    };
  }
  for (const file of index.allSnippetFiles()) add(file);
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    yield async () => importsOf(store.pageIfParsed(file) ?? (await store.page(file)));
  }
}

/**
 * What each page of one parsed site offers other pages, found for a page when a rule first asks about it: a lint
 * asks about the pages that are linked to, not about all of them. Unchanged pages keep what they offered before.
 */
class Offerings {
  private readonly found = new Map<string, string>();
  /** What the site before this one found (only that one: a chain of earlier sites would never be let go). */
  private readonly before?: { facts: ReadonlyMap<string, PageFacts>; found: ReadonlyMap<string, string> };

  constructor(
    private readonly facts: ReadonlyMap<string, PageFacts>,
    before?: Offerings,
  ) {
    if (before) this.before = { facts: before.facts, found: before.found };
  }

  /** Undefined for a file that is not a parsed page or snippet. */
  of(file: string): string | undefined {
    let offering = this.found.get(file);
    if (offering === undefined) {
      const facts = this.facts.get(file);
      if (!facts) return undefined;
      const kept = this.before?.facts.get(file) === facts ? this.before.found.get(file) : undefined;
      offering = kept ?? offeringOf(facts);
      this.found.set(file, offering);
    }
    return offering;
  }
}

/** What a page offers other pages: the anchors links can reach, the names imports can take, its own imports. */
function offeringOf(facts: PageFacts): string {
  return JSON.stringify([
    facts.headings.map((h) => h.id),
    facts.elementIds,
    facts.exportedNames,
    facts.imports.map((i) => i.source),
  ]);
}

/** What one rule finds in one page. */
function reportsOf(rule: PagesRule, page: ParsedPage, site: SiteFacts): Report[] {
  const found: Report[] = [];
  if (!pageRuleApplies(rule, page.file)) return found;
  rule.checkPage!({
    page,
    site,
    report: (range, message, data, severity) => found.push({ file: page.file, range, message, data, severity }),
  });
  return found;
}

/** The site facts, noting in `reads` each page asked about and what it offered then. */
function noting(site: SiteFacts, parsed: ParsedSite, reads: Map<string, string | undefined>): SiteFacts {
  return {
    ...site,
    factsOf: (file) => {
      reads.set(file, parsed.offered.of(file));
      return site.factsOf(file);
    },
  };
}

function sameReads(reads: ReadonlyMap<string, string | undefined>, offered: Offerings): boolean {
  for (const [file, offering] of reads) if (offered.of(file) !== offering) return false;
  return true;
}

/** The snippet files a page imports or embeds, kept per parsed page: gathered for every page on every change. */
const snippetFilesKept = new WeakMap<ParsedPage, readonly string[]>();

function snippetFilesOf(page: ParsedPage): readonly string[] {
  let files = snippetFilesKept.get(page);
  if (!files) snippetFilesKept.set(page, (files = [...findSnippetFiles(page)]));
  return files;
}

function* findSnippetFiles(page: ParsedPage): Iterable<string> {
  for (const i of page.facts.imports) {
    if (!isPathImport(i.source)) continue;
    const file = importedFile(page.file, i.source);
    if (file && /\.mdx?$/.test(file)) yield file;
  }
  for (const element of page.facts.elements) {
    const name = snippetComponentFile(element);
    if (name !== undefined) yield* snippetComponentTargets(name);
  }
}

/** The file facts with what the navigation adds: the pages it names and its redirects. */
function withNavigation(
  fileFacts: SiteFacts,
  run: PageRun,
  pages: ReadonlyMap<string, ParsedPage>,
  redirects: { sources: string[]; destinations: string[]; pairs: Redirect[] },
  endpoints: EndpointRoutes,
): SiteFacts {
  // Besides the files page entries name (asked of the run, not copied: 10,000 of them per keystroke), the pages
  // redirects lead to and the home page.
  const alsoReached = new Set<string>();
  for (const destination of redirects.destinations) {
    const page = destination.replace(/^\/+/, '').replace(/[?#].*$/, '');
    const file = run.files.fileOf(page) ?? run.files.fileOf(`${page}/index`);
    if (file) alsoReached.add(file);
  }
  const home = fileFacts.pageAtRoute('/');
  if (home && pages.has(home)) alsoReached.add(home);
  const table = redirectTable(redirects.pairs);
  const also = [...alsoReached].sort().join('\u0000');
  const navigationState: NavigationState = {
    version: run.navigationVersion,
    alsoReached: also,
    changesSince: (before) => (before.alsoReached === also ? run.navigationChangesSince?.(before.version) : undefined),
  };
  return {
    ...fileFacts,
    navigationState,
    isRedirectSource: (route) => table.match(route) !== undefined,
    redirectDestination: (route) => table.match(route)?.destination,
    isEndpointRoute: (route) => fileFacts.isEndpointRoute(route) || endpoints.has(route),
    // Asked of every page on every check (page-orphan): no detour when nothing else is reached.
    isInNavigation:
      alsoReached.size === 0 ? run.inNavigation : (file) => run.inNavigation(file) || alsoReached.has(file),
  };
}

function redirectsOf(model: SiteModel | undefined): { sources: string[]; destinations: string[]; pairs: Redirect[] } {
  const entries = readRedirects(model?.root);
  return {
    sources: entries.map((e) => e.source),
    destinations: entries.map((e) => e.destination),
    pairs: entries.map(({ source, destination }) => ({ source, destination })),
  };
}
