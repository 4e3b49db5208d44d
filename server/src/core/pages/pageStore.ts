// Everything the core knows about the files under the docs root and the pages among them, in one place: which
// files exist (one walk, then file events), the front matter of page files (read from the first bytes only, in
// batches, or by the host's FrontMatterReader), and parsed pages (parsed once per distinct content, here or by the
// host's PageReader; with or without syntax trees). Every cache is dropped for a file when filesChanged names it.
import type { FileChange } from '../service/fileChange';
import type { Workspace } from '../workspace/workspace';
import { WorkspaceError } from '../workspace/workspace';
import { FrontMatterResult, frontMatterOfHead, parseFrontMatter } from './frontMatter';
import { FrontMatterReader, unreadablePageResult } from './frontMatterReader';
import { PageIndex } from './pageIndex';
import type { PageContent, ParsedPage } from './parsedPage';
import { pageOfContent, parsePage, parsePageContent } from './parsedPage';
import type { PageReader, ReadPage } from './pageReader';
import { DIRECTIVE_PREFIX } from '../suppressions/directives';

const FRONT_MATTER_HEAD_BYTES = 8192;
const FRONT_MATTER_SLICE = 100;
/** Below this many unread pages a reader's round trip is not worth it. */
const MIN_PAGES_FOR_READER = 200;
/** Front matter changes remembered by file, for rules that redo only the files whose front matter changed. */
const FRONT_MATTER_LOG = 4096;
/** How many changed files keep their last parse, for the next parse to re-use (the pages being edited). */
const KEPT_FOR_REPARSE = 8;

/** What a parsed text yields apart from its file name; shared by every file with that exact text. */
type ParsedContent = Omit<ParsedPage, 'file'>;

export interface PageParsing {
  /** Reads and parses many pages at once (the CLI's: threads and a cache); `prefetchPages` hands it the pages. */
  reader?: PageReader;
  /**
   * Keep the MDX syntax trees of parsed pages (default true). A one-shot lint drops them: page rules read only the
   * facts, and the trees of a large site are most of its memory. Pages read through a reader never have trees.
   */
  keepTrees?: boolean;
  /**
   * Reads and parses the pages of a background parse off this thread (an editor's worker), so that this thread only
   * stores the answers; pages parsed here (an open page, an edit) still keep their trees. See `readInBackground`.
   */
  backgroundReader?: PageReader;
}

/** Pages a background reader answered, with the change count they were asked at (see `adoptRead`). */
export interface BackgroundRead {
  pages: ReadonlyMap<string, ReadPage>;
  askedAt: number;
}

export class PageStore {
  private index?: Promise<PageIndex>;
  private readonly frontMatterReads = new Map<string, Promise<FrontMatterResult>>();
  /** Settled front matter, readable without a promise per page on every keystroke. */
  private readonly frontMattersRead = new Map<string, FrontMatterResult>();
  private readonly parsed = new Map<string, Promise<ParsedPage>>();
  private readonly parsedDone = new Map<string, ParsedPage>();
  /**
   * The front matter known of each file, read alone or with its page (the read alone wins): one lookup for the
   * rules that ask about every page file on every keystroke.
   */
  private readonly frontMatterKnown = new Map<string, FrontMatterResult>();
  /**
   * Parsed files whose text mentions a suppression comment or key: the few a check reads directives from, found
   * without a pass over every parsed page on each keystroke.
   */
  private readonly mentioningDirectives = new Set<string>();
  /** Parsed contents by text, with how many files hold each: a versioned site repeats most pages many times. */
  private readonly contents = new Map<string, { content: ParsedContent; files: number }>();
  /** The last parse of files that changed since (with a tree): a keystroke re-parses only the blocks around the edit. */
  private readonly beforeChange = new Map<string, ParsedPage>();
  /** Front matter being read by the reader while other work runs, and what it covers. */
  private prefetch?: { done: Promise<void>; files: number; beforeModel: boolean };
  /** Pages being read and parsed by the page reader, and which. */
  private pagePrefetch?: { done: Promise<void>; files: ReadonlySet<string> };
  private pageReader?: PageReader;
  private backgroundReader?: PageReader;
  private keepTrees = true;
  /** Counts every reported change; `changedAt` holds, per file, the count of its last change. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  private rescannedAt = -1;
  /** Increases with every file change, so that a batch read which began before one does not store stale results. */
  private generation = 0;
  /** Increases whenever what frontMatterIfRead answers may have changed. */
  private frontMatterChanges = 0;
  /** The file of each of the last front matter changes: the change that made version `logStart + i + 1` is [i]. */
  private frontMatterLog: string[] = [];
  private frontMatterLogStart = 0;
  /** How many texts were parsed (the editor's trace and tests read it: an edit must parse one page). */
  parses = 0;

  constructor(
    private readonly workspace: Workspace,
    private readonly reader?: FrontMatterReader,
  ) {}

  /** Changes whenever a file change was reported: what was derived from the store before may be stale. */
  get version(): number {
    return this.generation;
  }

  /** Changes whenever the front matter known for some file changed (read, parsed, or forgotten). */
  get frontMatterVersion(): number {
    return this.frontMatterChanges;
  }

  /**
   * The files whose front matter may have changed since `frontMatterVersion` was `version`, or undefined when that is
   * too long ago to say (then anything may have).
   */
  frontMatterChangesSince(version: number): Iterable<string> | undefined {
    if (version < this.frontMatterLogStart || version > this.frontMatterChanges) return undefined;
    return new Set(this.frontMatterLog.slice(version - this.frontMatterLogStart));
  }

  private frontMatterChanged(file: string): void {
    this.frontMatterChanges++;
    this.frontMatterLog.push(file);
    if (this.frontMatterLog.length > 2 * FRONT_MATTER_LOG) {
      const drop = this.frontMatterLog.length - FRONT_MATTER_LOG;
      this.frontMatterLog = this.frontMatterLog.slice(drop);
      this.frontMatterLogStart += drop;
    }
  }

  /** How pages are parsed from now on (pages already parsed are kept as they are). */
  configureParsing(parsing: PageParsing): void {
    this.pageReader = parsing.reader;
    this.backgroundReader = parsing.backgroundReader;
    this.keepTrees = parsing.keepTrees ?? true;
  }

  /** True when a background parse can hand its pages to a reader off this thread. */
  get readsInBackground(): boolean {
    return this.backgroundReader !== undefined;
  }

  /**
   * True while a background parse off this thread is under way: its pages bring their front matter with them, so
   * front matter is not also read here, a few heads at a time (see BackgroundFrontMatter). Set by the parse.
   */
  pagesComingFromReader = false;

  /**
   * Has the background reader read and parse these files, and answers what it read without storing it: the caller
   * stores the pages with `adoptRead` a few at a time, between other work. Empty when there is no reader or it
   * failed.
   */
  async readInBackground(files: readonly string[]): Promise<BackgroundRead> {
    const askedAt = this.changes;
    const reader = this.backgroundReader;
    const pages = reader ? await reader.read(files).catch(() => new Map<string, ReadPage>()) : new Map();
    return { pages, askedAt };
  }

  /**
   * Stores one page of a background read, unless the file changed since it was asked for (an editor opened or
   * edited it: its buffer wins over the disk the reader read) or it was parsed meanwhile. The stored page, or
   * undefined.
   */
  adoptRead(file: string, read: BackgroundRead): ParsedPage | undefined {
    const known = this.parsedDone.get(file);
    if (known) return known;
    if (this.parsed.has(file) || this.rescannedAt >= read.askedAt) return undefined;
    if ((this.changedAt.get(file) ?? -1) >= read.askedAt) return undefined;
    const page = read.pages.get(file);
    if (!page) return undefined;
    const parsed = this.pageOfContent(file, page.text, page.content);
    this.storeParsed(file, parsed);
    return parsed;
  }

  /** Every file under the root: one walk, kept up to date from file events. */
  files(): Promise<PageIndex> {
    this.index ??= this.workspace.listFiles().then((files) => new PageIndex(files));
    return this.index;
  }

  /** Forgets cached knowledge of these files. */
  filesChanged(changes: readonly FileChange[]): void {
    for (const change of changes) {
      this.changedAt.set(change.path, this.changes++);
      // Each forgotten on its own: a file may have its front matter read alone and its page parsed too.
      const reading = this.frontMatterReads.delete(change.path);
      const read = this.frontMattersRead.delete(change.path);
      const parsed = this.forgetParsed(change.path);
      const known = reading || read || parsed;
      if (known) {
        this.frontMatterKnown.delete(change.path);
        this.frontMatterChanged(change.path);
      }
      // A change to a file the store knows nothing of (docs.json, an image) leaves what it derived valid.
      if (known || change.kind !== 'changed') this.generation++;
      if (change.kind === 'changed') continue;
      // Keep the file set in step without a new walk: one add or delete per event.
      void this.index?.then((index) =>
        change.kind === 'created' ? index.add(change.path) : index.delete(change.path),
      );
    }
  }

  /** Forgets the file list (a folder was renamed or deleted: one event, many files). */
  rescan(): void {
    this.index = undefined;
    this.rescannedAt = this.changes++;
  }

  /** Front matter of a page file (cached until the file changes). */
  frontMatter(file: string): Promise<FrontMatterResult> {
    const known = this.frontMatterIfRead(file);
    if (known) return Promise.resolve(known);
    let pending = this.frontMatterReads.get(file);
    if (!pending) {
      const reading: Promise<FrontMatterResult> = this.workspace
        .readFile(file)
        .then(parseFrontMatter, (e: unknown) => unreadablePageResult((e as Error).message))
        .then((fm) => {
          // Not stored when the file changed while it was read.
          if (this.frontMatterReads.get(file) === reading) this.storeFrontMatter(file, fm);
          return fm;
        });
      this.frontMatterReads.set(file, (pending = reading));
    }
    return pending;
  }

  /** The front matter when already known: no promise, for the per-keystroke path. */
  frontMatterIfRead(file: string): FrontMatterResult | undefined {
    return this.frontMatterKnown.get(file);
  }

  /**
   * Front matter of many pages: known ones at once, the others read in batches when the workspace can (the first
   * 8 KB of each file, the whole file only when its front matter goes on past that).
   */
  async frontMatters(files: readonly string[]): Promise<Map<string, FrontMatterResult>> {
    if (this.prefetch) {
      this.reader?.join?.();
      await this.prefetch.done;
    }
    const out = new Map<string, FrontMatterResult>();
    const unread: string[] = [];
    for (const f of files) {
      const known = this.frontMatterIfRead(f);
      if (known) out.set(f, known);
      else unread.push(f);
    }
    if (unread.length === 0) return out;
    if (!this.workspace.readFileHeads) {
      await Promise.all(unread.map(async (f) => out.set(f, await this.frontMatter(f))));
      return out;
    }
    // In small slices: the heads of a 100,000-page site are never all in memory at once, and each slice dies young
    // (a large slice would outlive young-generation collections and raise the peak memory).
    for (let i = 0; i < unread.length; i += FRONT_MATTER_SLICE) {
      const slice = unread.slice(i, i + FRONT_MATTER_SLICE);
      const heads = await this.workspace.readFileHeads(slice, FRONT_MATTER_HEAD_BYTES);
      for (const f of slice) {
        const head = heads.get(f);
        let result: FrontMatterResult;
        if (!head || WorkspaceError.is(head))
          result = unreadablePageResult(head?.message ?? `"${f}" could not be read`);
        else result = frontMatterOfHead(head.text, head.complete) ?? (await this.frontMatter(f));
        this.storeFrontMatter(f, result);
        out.set(f, result);
      }
    }
    return out;
  }

  /**
   * Hands unread page files to the reader so that they are read while other work runs; `frontMatters()` waits for
   * it. `beforeModel`: the files are every page file of the folder, handed over before the navigation is known.
   */
  prefetchFrontMatters(candidates: Iterable<string>, beforeModel: boolean): void {
    const reader = this.reader;
    if (!reader) return;
    const files = new Set<string>();
    for (const file of candidates) if (!this.frontMatterIfRead(file)) files.add(file);
    if (this.prefetch) {
      // The read started before the navigation was known. When it uses fewer than half of the folder's page files
      // (a folder full of other Markdown), stop and read only the pages in use.
      const running = this.prefetch;
      if (!running.beforeModel || beforeModel || files.size * 2 >= running.files) return;
      reader.cancel?.();
      this.prefetch = undefined;
    }
    if (files.size < MIN_PAGES_FOR_READER) return;
    const generation = this.generation;
    const prefetch = { files: files.size, beforeModel, done: Promise.resolve() };
    prefetch.done = reader
      .read([...files])
      .then(
        (results) => {
          // A file changed meanwhile, or this read was replaced: the pages are read again the usual way.
          if (generation !== this.generation || this.prefetch !== prefetch) return;
          for (const [file, result] of results) this.storeFrontMatter(file, result);
        },
        () => undefined, // the reader failed: the pages are read the usual way
      )
      .finally(() => {
        if (this.prefetch === prefetch) this.prefetch = undefined;
      });
    this.prefetch = prefetch;
  }

  /**
   * Hands page files to the page reader, if there is one, so that they are read and parsed while other work runs
   * (every page file of the folder, before the navigation is known); `page()` waits for it for these files.
   */
  prefetchPages(candidates: Iterable<string>): void {
    const reader = this.pageReader;
    if (!reader || this.pagePrefetch) return;
    const files = new Set<string>();
    for (const file of candidates) if (!this.parsedDone.has(file) && !this.parsed.has(file)) files.add(file);
    if (files.size === 0) return;
    const generation = this.generation;
    const prefetch = { files: files as ReadonlySet<string>, done: Promise.resolve() };
    prefetch.done = reader
      .read([...files])
      .then(
        (read) => {
          // A file changed meanwhile: the pages are parsed again the usual way.
          if (generation !== this.generation) return;
          for (const [file, page] of read) {
            if (this.parsedDone.has(file) || this.parsed.has(file)) continue;
            this.storeParsed(file, this.pageOfContent(file, page.text, page.content));
          }
        },
        () => undefined, // the reader failed: the pages are parsed the usual way
      )
      .finally(() => {
        if (this.pagePrefetch === prefetch) this.pagePrefetch = undefined;
      });
    this.pagePrefetch = prefetch;
  }

  /** The parsed page (cached until the file changes; one parse per distinct text). */
  page(file: string): Promise<ParsedPage> {
    const done = this.parsedDone.get(file);
    if (done) return Promise.resolve(done);
    const prefetch = this.pagePrefetch;
    if (prefetch?.files.has(file) && !this.parsed.has(file)) return prefetch.done.then(() => this.page(file));
    let pending = this.parsed.get(file);
    if (!pending) {
      const parsing: Promise<ParsedPage> = this.workspace.readFile(file).then(
        (text) => {
          const page = this.pageOfText(file, text);
          // Not kept when the file changed while it was read.
          if (this.parsed.get(file) === parsing) this.storeParsed(file, page);
          else this.release(text);
          return page;
        },
        (e: unknown) => this.unreadablePage(file, e),
      );
      this.parsed.set(file, (pending = parsing));
    }
    return pending;
  }

  /** The parsed page when already known. */
  pageIfParsed(file: string): ParsedPage | undefined {
    return this.parsedDone.get(file);
  }

  /** The parsed files whose text mentions a suppression directive (parsed pages not listed here hold none). */
  parsedFilesMentioningDirectives(): Iterable<string> {
    return this.mentioningDirectives;
  }

  /** A parsed page for a text that is not (or not yet) the file's content on disk, e.g. an editor buffer. */
  parseText(file: string, text: string): ParsedPage {
    const shared = this.contents.get(text);
    return shared ? { file, ...shared.content } : this.parse(file, text);
  }

  private parse(file: string, text: string): ParsedPage {
    this.parses++;
    return this.keepTrees
      ? parsePage(file, text, this.beforeChange.get(file))
      : pageOfContent(file, text, parsePageContent(text));
  }

  private unreadablePage(file: string, e: unknown): ParsedPage {
    const reason = WorkspaceError.is(e)
      ? e
      : new WorkspaceError('io', file, `"${file}" could not be read: ${String(e)}`);
    return { ...parsePage(file, ''), frontMatter: unreadablePageResult(reason.message), unreadable: { reason } };
  }

  private pageOfText(file: string, text: string): ParsedPage {
    return this.shared(file, text, () => this.parse(file, text));
  }

  private pageOfContent(file: string, text: string, content: PageContent): ParsedPage {
    return this.shared(file, text, () => pageOfContent(file, text, content));
  }

  /** The page of a file from the content shared by every file with its text, made by `make` for the first. */
  private shared(file: string, text: string, make: () => ParsedPage): ParsedPage {
    let shared = this.contents.get(text);
    if (!shared) {
      const { file: _, ...content } = make();
      shared = { content, files: 0 };
      this.contents.set(text, shared);
    }
    shared.files++;
    return { file, ...shared.content };
  }

  private storeFrontMatter(file: string, result: FrontMatterResult): void {
    this.frontMattersRead.set(file, result);
    this.frontMatterKnown.set(file, result);
    this.frontMatterChanged(file);
  }

  /** A parsed page carries its front matter too. */
  private storeParsed(file: string, page: ParsedPage): void {
    this.parsedDone.set(file, page);
    if (page.text.includes(DIRECTIVE_PREFIX)) this.mentioningDirectives.add(file);
    // Front matter read alone before wins: then what frontMatterIfRead answers is the same as before.
    if (this.frontMattersRead.has(file)) return;
    this.frontMatterKnown.set(file, page.frontMatter);
    this.frontMatterChanged(file);
  }

  /** True when the file was parsed, or being parsed. */
  private forgetParsed(file: string): boolean {
    const pending = this.parsed.delete(file);
    const page = this.parsedDone.get(file);
    if (!page) return pending;
    this.parsedDone.delete(file);
    this.mentioningDirectives.delete(file);
    this.release(page.text);
    // A parse without a tree cannot be re-used: the last one with a tree is kept instead, and the edit that repairs
    // the page usually brings back a text close to it (often the very same text).
    if (page.mdx.tree || !this.beforeChange.has(file)) {
      this.beforeChange.delete(file);
      this.beforeChange.set(file, page);
    }
    if (this.beforeChange.size > KEPT_FOR_REPARSE) this.beforeChange.delete(this.beforeChange.keys().next().value!);
    return true;
  }

  private release(text: string): void {
    const shared = this.contents.get(text);
    if (shared && --shared.files <= 0) this.contents.delete(text);
  }
}
