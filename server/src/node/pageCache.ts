// The lint cache (`docsjson lint --cache`): what parsing each distinct page text gave (front matter, the parse's
// outcome, the facts), keyed by a hash of the text, so that a rerun on unchanged pages parses nothing. Only
// per-text results are kept, never problems: every rule still runs, and rules that look across pages (links,
// orphans) work from the facts of the pages as they are now. The file names the docsjson version that wrote it and
// is ignored on any other. A file that is not exactly what docsjson writes (truncated, foreign, crafted) is
// ignored with one note and replaced; it is only ever read as JSON. It is written to a temporary file and renamed,
// so a run that stops half-way never leaves half a cache.
//
// The file is two lines: a small head (the hashes known, the spec results) and the page entries in the order of
// the hashes. The head is all a run needs to start (which pages need no parsing); the entries, most of the file,
// are parsed by `prepare`, which the lint calls once the pages are being read elsewhere, so that parsing them
// overlaps the reads instead of delaying everything.
import * as fs from 'fs';
import * as path from 'path';
import type { DeepValidationResult, PageContent } from '../core';
import type { KeptValidations } from './cachedSpecValidator';
import { validationOfCacheEntry } from './specValidationShape';
import { cacheEntryOf, contentOfCacheEntry } from './pageCacheShape';
import { isTextHash } from './textHash';

/** The default file name, in the current folder or in a folder given as the location (ESLint's `.eslintcache`). */
export const DEFAULT_CACHE_FILE = '.docsjsoncache';
/**
 * Raised whenever the shape or the meaning of an entry changes (5: the anchor ids on their elements), so that a cache written
 * by another build is not misread.
 */
const CACHE_FORMAT = 5;
const MARK = 'docsjson-page-cache';
/** A cache this large is not one docsjson wrote for any real site (24,000 pages take a few tens of megabytes). */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;
const NEWLINE = 0x0a;

export class PageCache implements KeptValidations {
  /** The hashes whose entries the file holds; their contents once `prepare` has read them. */
  private readonly knownHashes: ReadonlySet<string>;
  private known = new Map<string, PageContent>();
  /** The entries line of the file, until `prepare` reads it. */
  private entries?: { bytes: Buffer; hashes: readonly string[] };
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
  private noteOfEntries?: string;

  private constructor(
    readonly file: string,
    private readonly version: string,
    entries?: { bytes: Buffer; hashes: readonly string[] },
    knownSpecs = new Map<string, DeepValidationResult>(),
  ) {
    this.entries = entries;
    this.knownHashes = new Set(entries?.hashes);
    this.knownSpecs = knownSpecs;
    this.changed = !entries;
  }

  /**
   * The cache in `file` for this docsjson version: empty when there is none yet, when another version wrote it,
   * and (with a note for the user) when it cannot be used. Only the head is read here: entries that are not what
   * docsjson writes are found by `prepare`.
   */
  static load(file: string, version: string): { cache: PageCache; note?: string } {
    const empty = () => new PageCache(file, version);
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
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch {
      return { cache: empty(), note: ignoredNote(file, 'it cannot be read') };
    }
    const end = bytes.indexOf(NEWLINE);
    let data: unknown;
    try {
      data = JSON.parse(bytes.toString('utf8', 0, end < 0 ? bytes.length : end));
    } catch (e) {
      const reason = e instanceof SyntaxError ? 'it is not complete JSON' : 'it cannot be read';
      return { cache: empty(), note: ignoredNote(file, reason) };
    }
    const head = data as { mark?: unknown; format?: unknown; version?: unknown; hashes?: unknown; specs?: unknown };
    if (typeof head !== 'object' || head === null || head.mark !== MARK)
      return { cache: empty(), note: ignoredNote(file, 'it is not a docsjson cache') };
    // Another version (or build) of docsjson may parse differently: start again, as after any upgrade.
    if (head.format !== CACHE_FORMAT || head.version !== version) return { cache: empty() };
    const crafted = () => ({ cache: empty(), note: ignoredNote(file, 'an entry in it is not one docsjson writes') });
    if (end < 0 || !Array.isArray(head.hashes) || !Array.isArray(head.specs)) return crafted();
    const hashes = head.hashes as unknown[];
    if (!hashes.every(isTextHash) || new Set(hashes).size !== hashes.length) return crafted();
    const knownSpecs = new Map<string, DeepValidationResult>();
    for (const pair of head.specs as unknown[]) {
      const result =
        Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && validationOfCacheEntry(pair[1]);
      if (!result) return crafted();
      knownSpecs.set(pair[0] as string, result);
    }
    const entries = { bytes: bytes.subarray(end + 1), hashes: hashes as string[] };
    return { cache: new PageCache(file, version, entries, knownSpecs) };
  }

  /**
   * Reads the entries of the file (once; `get` does it when needed). Entries that are not what docsjson writes
   * leave the cache knowing no page, and give a note; the pages are then parsed as if there were no cache.
   */
  prepare(): string | undefined {
    const entries = this.entries;
    if (!entries) return this.noteOfEntries;
    this.entries = undefined;
    let list: unknown;
    try {
      list = JSON.parse(entries.bytes.toString('utf8'));
    } catch {
      list = undefined;
    }
    const known = new Map<string, PageContent>();
    const complete =
      Array.isArray(list) &&
      list.length === entries.hashes.length &&
      list.every((entry, i) => {
        const content = contentOfCacheEntry(entry);
        if (content) known.set(entries.hashes[i], content);
        return !!content;
      });
    if (complete) {
      this.known = known;
    } else {
      this.changed = true;
      this.noteOfEntries = ignoredNote(this.file, 'an entry in it is not one docsjson writes');
    }
    return this.noteOfEntries;
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

  /** Every hash the cache holds an entry for (whose content `get` gives unless `prepare` found entries unusable). */
  hashes(): ReadonlySet<string> {
    return new Set(this.entries ? this.knownHashes : this.known.keys());
  }

  get(hash: string): PageContent | undefined {
    this.prepare();
    const content = this.known.get(hash);
    if (content) this.used.set(hash, content);
    return content;
  }

  set(hash: string, content: PageContent): void {
    this.prepare();
    if (!this.known.has(hash)) this.changed = true;
    this.known.set(hash, content);
    this.used.set(hash, content);
  }

  /** Writes the entries of this run; a note when the file cannot be written (the lint itself is not affected). */
  save(): string | undefined {
    const knownPages = this.entries ? this.knownHashes.size : this.known.size;
    if (!this.changed && this.used.size === knownPages && this.usedSpecs.size === this.knownSpecs.size)
      return undefined;
    const hashes = [...this.used.keys()];
    const specs = [...this.usedSpecs];
    const head = JSON.stringify({ mark: MARK, format: CACHE_FORMAT, version: this.version, hashes, specs });
    const text = `${head}\n${JSON.stringify([...this.used.values()].map(cacheEntryOf))}`;
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
