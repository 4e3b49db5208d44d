// The set of files under the docs root, from one directory walk, kept up to date from file events; answers
// "which file is this page" and "which pages did the author probably mean" without touching the disk.

import { byName, TYPO_LIMIT } from '../text/didYouMean';
import { editDistance } from '../text/editDistance';

export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/**
 * Why a file is or is not a page, as Mintlify's build decides it (docs/format-pages-openapi.md):
 *   page            a page file;
 *   other           not Markdown at all;
 *   extension-case  ".MDX", ".Md"...: the extension must be written in lower case;
 *   snippet         under the root's snippets/ or _snippets/ folder: imported into pages, never a page itself;
 *   md-name         a ".md" file named readme, license, changelog, contributing or contribute (any case);
 *   skill           the root's skill.md (or .mintlify/skills/<name>/skill.md), any case: Mintlify's skill file
 *                   for AI agents, published as is, never a page.
 */
export type PageFileKind = 'page' | 'other' | 'extension-case' | 'snippet' | 'md-name' | 'skill';

/** ".md" files with these names (lower-cased) are repository files, not pages; ".mdx" files of these names are. */
const REPOSITORY_MD_NAMES: ReadonlySet<string> = new Set([
  'readme',
  'license',
  'changelog',
  'contributing',
  'contribute',
]);

export function pageFileKind(relPath: string): PageFileKind {
  const ext = pageExtensionLength(relPath);
  if (ext === 0) return 'other';
  if (ext === 3 && isSkillFile(relPath)) return 'skill';
  if (!relPath.endsWith(ext === 4 ? '.mdx' : '.md')) return 'extension-case';
  if (isUnderSnippets(relPath)) return 'snippet';
  if (ext === 3) {
    const base = relPath.slice(relPath.lastIndexOf('/') + 1, relPath.length - 3);
    if (base.length <= 12 && REPOSITORY_MD_NAMES.has(base.toLowerCase())) return 'md-name';
  }
  return 'page';
}

export function isPageFile(relPath: string): boolean {
  return pageFileKind(relPath) === 'page';
}

/** `skill.md` at the root or `.mintlify/skills/<name>/skill.md`, in any case (Mintlify lower-cases the path). */
function isSkillFile(relPath: string): boolean {
  if (relPath.length === 8) return relPath.toLowerCase() === 'skill.md';
  const lower = relPath.toLowerCase();
  return lower.startsWith('.mintlify/skills/') && lower.endsWith('/skill.md');
}

/** Files coding agents read, which a site publishes as pages unless `.mintignore` names them. */
const AGENT_FILE_NAMES: ReadonlySet<string> = new Set(['agents.md', 'claude.md', 'skill.md']);

/** A page file named AGENTS.md, CLAUDE.md or SKILL.md (any case): instructions for coding agents, not docs. */
export function isAgentFile(relPath: string): boolean {
  const base = relPath.slice(relPath.lastIndexOf('/') + 1);
  return base.length <= 9 && AGENT_FILE_NAMES.has(base.toLowerCase()) && isPageFile(relPath);
}

/** "snippets/a.mdx", "_Snippets/b/c.md": the snippet folders sit at the docs root and are matched in any case. */
export function isUnderSnippets(relPath: string): boolean {
  const c = relPath.charCodeAt(0);
  if (c !== 115 && c !== 83 && c !== 95) return false; // s, S, _
  const slash = relPath.indexOf('/');
  if (slash < 0) return false;
  const folder = relPath.slice(0, slash).toLowerCase();
  return folder === 'snippets' || folder === '_snippets';
}

/** "guides/intro.mdx" -> "guides/intro" */
export function pagePathOf(relPath: string): string {
  return relPath.slice(0, relPath.length - pageExtensionLength(relPath));
}

/**
 * Length of a page extension (".mdx" 4, ".md" 3, in any case) ending the path, 0 for other files. Character codes
 * rather than a lower-cased copy: the index of a 100,000-file site asks this of every file.
 */
function pageExtensionLength(p: string): number {
  const n = p.length;
  const lower = (i: number) => p.charCodeAt(i) | 0x20; // ASCII letters only; compared against letters below
  if (n >= 4 && p.charCodeAt(n - 4) === 46 && lower(n - 3) === 109 && lower(n - 2) === 100 && lower(n - 1) === 120)
    return 4;
  if (n >= 3 && p.charCodeAt(n - 3) === 46 && lower(n - 2) === 109 && lower(n - 1) === 100) return 3;
  return 0;
}

const NON_ASCII = /[^\x00-\x7f]/;

function looseKey(p: string): string {
  // Only non-ASCII names need Unicode normalization; most paths skip it.
  return NON_ASCII.test(p) ? p.normalize('NFC').toLowerCase() : p.toLowerCase();
}

function dirOf(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? '' : p.slice(0, i);
}

function baseOf(p: string): string {
  return p.slice(p.lastIndexOf('/') + 1);
}

export interface PageLookup {
  /** The file that serves the page, when there is one. */
  file?: string;
  /** Files looked for, in order. */
  lookedFor: string[];
  /** A file that matches only when case or Unicode normalization is ignored (passes on macOS, fails on Linux). */
  looseMatch?: string;
  /** `looseMatch` is the only page file that matches so (then renaming the entry to it is certain). */
  looseMatchOnly?: boolean;
  /** A file that would serve the page but is not a page file (a snippet, README.md, "x.MDX"...). */
  excludedFile?: string;
  /** Why `excludedFile` is not a page. */
  excludedKind?: Exclude<PageFileKind, 'page' | 'other'>;
}

/** Indexes needed only to explain a missing page; built on the first miss, then kept up to date. */
interface MissIndexes {
  loose: Map<string, string[]>;
  byDir: Map<string, Set<string>>;
  byBase: Map<string, Set<string>>;
}

export class PageIndex {
  private readonly files = new Set<string>();
  /** page path (no extension) -> file, for page files only. */
  private readonly pages = new Map<string, string>();
  /** Snippet files (under snippets/ or _snippets/, a page extension in lower case): pages include them. */
  private readonly snippets = new Set<string>();
  private miss?: MissIndexes;
  /** While `miss` is being built a slice at a time: the files still to index (a file added meanwhile comes too). */
  private missBuilding?: Iterator<string>;
  /** Misses explained so far: the first few are answered by scanning, after that indexes pay off. */
  private misses = 0;
  /**
   * Explanations of missing pages for the current version of the file set: the editor checks on every keystroke,
   * and a site with hundreds of missing pages must not explain them all again each time.
   */
  private explained = new Map<string, { lookup?: PageLookup; suggestions?: string[]; suggestionsMax?: number }>();
  private explainedVersion = -1;
  /** Increases with every change of the file set, so resolved page files can be kept until it moves. */
  version = 0;

  constructor(files: Iterable<string> = []) {
    for (const f of files) this.add(f);
  }

  get size(): number {
    return this.files.size;
  }

  hasFile(relPath: string): boolean {
    return this.files.has(relPath);
  }

  add(relPath: string): void {
    const before = this.files.size;
    this.files.add(relPath);
    if (this.files.size === before) return;
    this.version++;
    if (this.miss && !this.missBuilding) indexForMisses(this.miss, relPath);
    const kind = pageFileKind(relPath);
    if (kind === 'snippet') this.snippets.add(relPath);
    if (kind !== 'page') return;
    const page = pagePathOf(relPath);
    if (!this.pages.has(page) || relPath.endsWith('.mdx')) this.pages.set(page, relPath);
  }

  delete(relPath: string): void {
    if (!this.files.delete(relPath)) return;
    this.version++;
    this.miss = undefined; // rebuilt on the next miss; deletions are rare
    this.missBuilding = undefined;
    this.snippets.delete(relPath);
    if (!isPageFile(relPath)) return;
    const page = pagePathOf(relPath);
    const other = PAGE_EXTENSIONS.map((e) => page + e).find((f) => f !== relPath && this.files.has(f));
    if (other) this.pages.set(page, other);
    else this.pages.delete(page);
  }

  /** Every file under the root (root-relative), for completion of spec paths. */
  allFiles(): IterableIterator<string> {
    return this.files.values();
  }

  /** Every page path (without extension), for completion. */
  allPages(): IterableIterator<string> {
    return this.pages.keys();
  }

  /** Every snippet file with a page extension (`snippets/note.mdx`): no walk over every file to find them. */
  allSnippetFiles(): IterableIterator<string> {
    return this.snippets.values();
  }

  /** The file of every page path (the .mdx one where both exist). */
  allPageFiles(): IterableIterator<string> {
    return this.pages.values();
  }

  /** True for a file `allPageFiles` lists: a page file, and the one its page path is served from. */
  isListedPageFile(relPath: string): boolean {
    return isPageFile(relPath) && this.pages.get(pagePathOf(relPath)) === relPath;
  }

  /** The file of a page, given as a canonical root-relative path without extension; undefined when missing. */
  fileOf(page: string): string | undefined {
    return this.pages.get(page);
  }

  /**
   * The page file served at a route ("/guides/intro"; "/" is the home page; "/api" is also `api/index`), in the
   * navigation or not: Mintlify builds every page file.
   */
  pageAtRoute(route: string): string | undefined {
    const page = route.replace(/^\/+/, '');
    if (page === '') return this.pages.get('index');
    return this.pages.get(page) ?? this.pages.get(`${page}/index`);
  }

  /** File of a page given as a canonical root-relative path without extension, and why not when missing. */
  lookup(page: string): PageLookup {
    const lookedFor = PAGE_EXTENSIONS.map((e) => page + e);
    const direct = this.pages.get(page);
    if (direct) return { file: direct, lookedFor };
    const memo = this.memo(page);
    return (memo.lookup ??= this.explainMiss(page, lookedFor));
  }

  private memo(page: string): { lookup?: PageLookup; suggestions?: string[]; suggestionsMax?: number } {
    if (this.explainedVersion !== this.version) {
      this.explained = new Map();
      this.explainedVersion = this.version;
    }
    let memo = this.explained.get(page);
    if (!memo) {
      if (this.explained.size > 10_000) this.explained.clear();
      this.explained.set(page, (memo = {}));
    }
    return memo;
  }

  private explainMiss(page: string, lookedFor: string[]): PageLookup {
    const result: PageLookup = { lookedFor };
    const miss = ++this.misses > SCAN_MISSES || this.missReady ? this.missIndexes() : undefined;
    for (const candidate of lookedFor) {
      if (this.files.has(candidate)) return this.excluded(result, candidate); // exists, but is not a page file
    }
    for (const candidate of lookedFor) {
      const list = miss ? miss.loose.get(looseKey(candidate)) : undefined;
      const loose = miss ? (list?.find((f) => isPageFile(f)) ?? list?.[0]) : this.scanLoose(candidate);
      if (!loose) continue;
      if (isPageFile(loose)) {
        result.looseMatch = loose;
        result.looseMatchOnly = this.loosePageMatches(lookedFor, miss) === 1;
      } else this.excluded(result, loose);
      return result;
    }
    return result;
  }

  /** How many page files match any of `candidates` when case and Unicode normalization are ignored. */
  private loosePageMatches(candidates: readonly string[], miss: MissIndexes | undefined): number {
    const keys = new Set(candidates.map(looseKey));
    const found = new Set<string>();
    if (miss) {
      for (const key of keys) for (const f of miss.loose.get(key) ?? []) if (isPageFile(f)) found.add(f);
    } else {
      for (const f of this.files) if (keys.has(looseKey(f)) && isPageFile(f)) found.add(f);
    }
    return found.size;
  }

  private excluded(result: PageLookup, file: string): PageLookup {
    const kind = pageFileKind(file);
    if (kind !== 'page' && kind !== 'other') {
      result.excludedFile = file;
      result.excludedKind = kind;
    }
    return result;
  }

  /**
   * Pages the author probably meant, best first. Looks only at the same folder and at pages with the same file
   * name elsewhere, so the cost stays small on sites with tens of thousands of pages and hundreds of misses.
   */
  suggestions(page: string, max = 3): string[] {
    const memo = this.memo(page);
    if (!memo.suggestions || memo.suggestionsMax! < max) {
      memo.suggestions = this.findSuggestions(page, max);
      memo.suggestionsMax = max;
    }
    return memo.suggestions.slice(0, max);
  }

  private findSuggestions(page: string, max: number): string[] {
    const miss = this.misses > SCAN_MISSES || this.missReady ? this.missIndexes() : this.scanNeighbours(page);
    const scored: Array<[number, string]> = [];
    const seen = new Set<string>();
    const base = looseKey(baseOf(page));
    const limit = TYPO_LIMIT.pageName(base.length);
    const consider = (candidate: string) => {
      if (seen.has(candidate) || candidate === page) return;
      seen.add(candidate);
      const candidateBase = looseKey(baseOf(candidate));
      const d = editDistance(base, candidateBase, limit);
      if (d <= limit) scored.push([d, candidate]);
      else if (isAbbreviation(base, candidateBase)) scored.push([limit + 0.5, candidate]);
    };
    const sameDir = miss.byDir.get(dirOf(page));
    if (sameDir && sameDir.size <= 5000) for (const c of sameDir) consider(c);
    // A page whose folder was renamed: the same file name under another folder.
    for (const c of miss.byBase.get(base) ?? []) {
      if (!seen.has(c)) {
        seen.add(c);
        scored.push([editDistance(looseKey(page), looseKey(c), 2), c]);
      }
    }
    return scored
      .sort((a, b) => a[0] - b[0] || byName(a[1], b[1]))
      .slice(0, max)
      .map(([, c]) => c);
  }

  /**
   * A file equal to `candidate` but for case and Unicode normalization, by one pass over the file names; a page
   * file when there is one.
   */
  private scanLoose(candidate: string): string | undefined {
    const key = looseKey(candidate);
    let other: string | undefined;
    for (const f of this.files) {
      if (f.length === candidate.length || /[^\x00-\x7f]/.test(f)) {
        if (f === candidate || looseKey(f) !== key) continue;
        if (isPageFile(f)) return f;
        other ??= f;
      }
    }
    return other;
  }

  /** The two neighbour indexes restricted to one page: same folder, same file name. One pass over the pages. */
  private scanNeighbours(page: string): MissIndexes {
    const dir = dirOf(page);
    const base = looseKey(baseOf(page));
    const found: MissIndexes = { loose: new Map(), byDir: new Map(), byBase: new Map() };
    // Compared in place: slicing and lower-casing every page of a large site for each missing page would add up.
    const inDir =
      dir === ''
        ? (p: string) => !p.includes('/')
        : (p: string) =>
            p.length > dir.length &&
            p.charCodeAt(dir.length) === 47 &&
            p.startsWith(dir) &&
            p.indexOf('/', dir.length + 1) < 0;
    for (const p of this.pages.keys()) {
      if (inDir(p)) addTo(found.byDir, dir, p);
      const slash = p.lastIndexOf('/');
      // Same length for ASCII names; Unicode normalization can change the length of others.
      if ((p.length - slash - 1 === base.length || NON_ASCII.test(p)) && looseKey(p.slice(slash + 1)) === base)
        addTo(found.byBase, base, p);
    }
    return found;
  }

  private get missReady(): boolean {
    return this.miss !== undefined && this.missBuilding === undefined;
  }

  private missIndexes(): MissIndexes {
    if (!this.miss || this.missBuilding) {
      this.miss = { loose: new Map(), byDir: new Map(), byBase: new Map() };
      this.missBuilding = undefined;
      for (const f of this.files) indexForMisses(this.miss, f);
    }
    return this.miss;
  }

  /**
   * Builds the indexes that explain missing pages, `count` files at a time (an editor builds them between other work,
   * so that the first page path typed wrong in a site of 25,000 files needs no pass over them); true once they are
   * complete.
   */
  prepareForMisses(count: number): boolean {
    if (this.miss && !this.missBuilding) return true;
    if (!this.miss) {
      this.miss = { loose: new Map(), byDir: new Map(), byBase: new Map() };
      this.missBuilding = this.files.values();
    }
    for (let i = 0; i < count; i++) {
      const next = this.missBuilding!.next();
      if (next.done) {
        this.missBuilding = undefined;
        return true;
      }
      indexForMisses(this.miss, next.value);
    }
    return false;
  }
}

/** Up to this many missing pages are explained by scanning the file list; past it, indexes are built once. */
const SCAN_MISSES = 16;

function indexForMisses(miss: MissIndexes, relPath: string): void {
  const key = looseKey(relPath);
  const list = miss.loose.get(key);
  if (list) list.push(relPath);
  else miss.loose.set(key, [relPath]);
  if (!isPageFile(relPath)) return;
  const page = pagePathOf(relPath);
  addTo(miss.byDir, dirOf(page), page);
  addTo(miss.byBase, looseKey(baseOf(page)), page);
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/** "intro" for "introduction", "auth" for "authentication": one name is the start of the other. */
function isAbbreviation(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short);
}
