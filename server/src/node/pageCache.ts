// The lint cache (`docsjson lint --cache`): what parsing each distinct page text gave (front matter, the parse's
// outcome, the facts), keyed by a hash of the text, so that a rerun on unchanged pages parses nothing. Only
// per-text results are kept, never problems: every rule still runs, and rules that look across pages (links,
// orphans) work from the facts of the pages as they are now. The file names the docsjson version that wrote it and
// is ignored on any other. A file that is not exactly what docsjson writes (truncated, foreign, crafted) is
// ignored with one note and replaced; it is only ever read as JSON. It is written to a temporary file and renamed,
// so a run that stops half-way never leaves half a cache.
import * as fs from 'fs';
import * as path from 'path';
import type { DeepValidationResult, PageContent } from '../core';
import type { KeptValidations } from './cachedSpecValidator';
import { validationOfCacheEntry } from './specValidationShape';
import { cacheEntryOf, contentOfCacheEntry } from './pageCacheShape';

/** The default file name, in the current folder or in a folder given as the location (ESLint's `.eslintcache`). */
export const DEFAULT_CACHE_FILE = '.docsjsoncache';
/** Raised whenever the shape of an entry changes, so that a cache written by another build is not misread. */
const CACHE_FORMAT = 2;
const MARK = 'docsjson-page-cache';
/** A cache this large is not one docsjson wrote for any real site (24,000 pages take a few tens of megabytes). */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;
const HASH = /^[A-Za-z0-9_-]{43}$/;

export class PageCache implements KeptValidations {
  private readonly known: Map<string, PageContent>;
  /** Entries of this run (used or new): the only ones written back, so deleted pages leave the cache. */
  private readonly used = new Map<string, PageContent>();
  /** Full OpenAPI validations by spec file (see cachedSpecValidator.ts), kept and used as the pages are. */
  private readonly knownSpecs: Map<string, DeepValidationResult>;
  private readonly usedSpecs = new Map<string, DeepValidationResult>();
  /**
   * Whether the file must be written: it was not a cache of this version, or this run added an entry. Left false,
   * and with every entry used, the file already holds what `save` would write (rewriting 10k pages' entries costs
   * about a tenth of a cached lint).
   */
  private changed: boolean;

  private constructor(
    readonly file: string,
    private readonly version: string,
    known: Map<string, PageContent>,
    loaded: boolean,
    knownSpecs = new Map<string, DeepValidationResult>(),
  ) {
    this.known = known;
    this.knownSpecs = knownSpecs;
    this.changed = !loaded;
  }

  /**
   * The cache in `file` for this docsjson version: empty when there is none yet, when another version wrote it,
   * and (with a note for the user) when it cannot be used.
   */
  static load(file: string, version: string): { cache: PageCache; note?: string } {
    const empty = () => new PageCache(file, version, new Map(), false);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(file);
    } catch (e) {
      // Not there (yet): the save says so if it cannot be written there either.
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return { cache: empty() };
      return { cache: empty(), note: ignoredNote(file, `it cannot be read (${(e as NodeJS.ErrnoException).code})`) };
    }
    if (!stat.isFile()) return { cache: empty(), note: ignoredNote(file, 'it is not a regular file') };
    if (stat.size > MAX_CACHE_BYTES) return { cache: empty(), note: ignoredNote(file, 'it is far too large') };
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      const reason = e instanceof SyntaxError ? 'it is not complete JSON' : 'it cannot be read';
      return { cache: empty(), note: ignoredNote(file, reason) };
    }
    const header = data as { mark?: unknown; format?: unknown; version?: unknown; pages?: unknown; specs?: unknown };
    if (typeof header !== 'object' || header === null || header.mark !== MARK || !Array.isArray(header.pages))
      return { cache: empty(), note: ignoredNote(file, 'it is not a docsjson cache') };
    // Another version (or build) of docsjson may parse differently: start again, as after any upgrade.
    if (header.format !== CACHE_FORMAT || header.version !== version) return { cache: empty() };
    const known = new Map<string, PageContent>();
    for (const pair of header.pages as unknown[]) {
      const content = Array.isArray(pair) && pair.length === 2 && HASH.test(pair[0]) && contentOfCacheEntry(pair[1]);
      if (!content) return { cache: empty(), note: ignoredNote(file, 'an entry in it is not one docsjson writes') };
      known.set(pair[0] as string, content);
    }
    const knownSpecs = new Map<string, DeepValidationResult>();
    // Every cache of this format has the list, empty or not.
    for (const pair of Array.isArray(header.specs) ? (header.specs as unknown[]) : [undefined]) {
      const result =
        Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && validationOfCacheEntry(pair[1]);
      if (!result) return { cache: empty(), note: ignoredNote(file, 'an entry in it is not one docsjson writes') };
      knownSpecs.set(pair[0] as string, result);
    }
    return { cache: new PageCache(file, version, known, true, knownSpecs) };
  }

  get validations(): number {
    return this.knownSpecs.size;
  }

  getValidation(relPath: string): DeepValidationResult | undefined {
    const result = this.knownSpecs.get(relPath);
    if (result) this.usedSpecs.set(relPath, result);
    return result;
  }

  setValidation(relPath: string, result: DeepValidationResult): void {
    this.changed = true;
    this.knownSpecs.set(relPath, result);
    this.usedSpecs.set(relPath, result);
  }

  /** Every hash the cache knows. */
  hashes(): ReadonlySet<string> {
    return new Set(this.known.keys());
  }

  get(hash: string): PageContent | undefined {
    const content = this.known.get(hash);
    if (content) this.used.set(hash, content);
    return content;
  }

  set(hash: string, content: PageContent): void {
    if (!this.known.has(hash)) this.changed = true;
    this.known.set(hash, content);
    this.used.set(hash, content);
  }

  /** Writes the entries of this run; a note when the file cannot be written (the lint itself is not affected). */
  save(): string | undefined {
    if (!this.changed && this.used.size === this.known.size && this.usedSpecs.size === this.knownSpecs.size)
      return undefined;
    const pages = [...this.used].map(([hash, content]) => [hash, cacheEntryOf(content)]);
    const specs = [...this.usedSpecs];
    const text = JSON.stringify({ mark: MARK, format: CACHE_FORMAT, version: this.version, pages, specs });
    const temporary = path.join(path.dirname(this.file), `.${path.basename(this.file)}.${process.pid}.tmp`);
    try {
      fs.writeFileSync(temporary, text, { flag: 'wx' });
      fs.renameSync(temporary, this.file);
      return undefined;
    } catch (e) {
      try {
        fs.rmSync(temporary, { force: true });
      } catch {
        // nothing was written there
      }
      return `docsjson: the cache could not be written to ${this.file} (${(e as NodeJS.ErrnoException).code ?? e})\n`;
    }
  }
}

function ignoredNote(file: string, reason: string): string {
  return `docsjson: the cache file ${file} was ignored because ${reason}; this run writes a new one\n`;
}

/** Where `--cache-location` points: a folder (existing, or written with a trailing slash) gets the default name. */
export function cacheFileOf(location: string | undefined, cwd: string): string {
  if (location === undefined) return path.join(cwd, DEFAULT_CACHE_FILE);
  const abs = path.resolve(cwd, location);
  let isFolder = /[\\/]$/.test(location);
  try {
    isFolder ||= fs.statSync(abs).isDirectory();
  } catch {
    // not there yet: a file of that name
  }
  return isFolder ? path.join(abs, DEFAULT_CACHE_FILE) : abs;
}
