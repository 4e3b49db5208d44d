// Front matter fields of page files for a preview that is rendered on every keystroke: each file is read once and
// its fields kept while the core's front matter of that file stays the same object (the core drops it when the
// file changes, so a new one means a new text). A keystroke in docs.json therefore reads no page file.
import { parseFrontMatter, type FrontMatterResult } from '../core';
import { readPageMeta, type PageMeta } from './pageMeta';
import type { MetaLookup } from './pageTitles';

export interface PageMetaSource {
  /** The front matter as the core has it now, without reading (undefined when it was never read or was dropped). */
  knownFrontMatter(file: string): FrontMatterResult | undefined;
  /** The front matter, read when needed. */
  frontMatter(file: string): Promise<FrontMatterResult>;
  /** The file's text (the editor's buffer when it is open), undefined when it cannot be read. */
  readText(file: string): Promise<string | undefined>;
}

const READ_CONCURRENCY = 16;

export class PageMetaCache {
  private readonly entries = new Map<string, { frontMatter: FrontMatterResult; meta: PageMeta }>();

  constructor(private readonly source: PageMetaSource) {}

  /** The fields of these files, reading those that are new or changed. */
  async lookup(files: readonly string[]): Promise<MetaLookup> {
    const stale = files.filter((f) => {
      const entry = this.entries.get(f);
      return !entry || entry.frontMatter !== this.source.knownFrontMatter(f);
    });
    let next = 0;
    const reader = async () => {
      while (next < stale.length) await this.refresh(stale[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, stale.length) }, reader));
    return (file) => this.entries.get(file)?.meta;
  }

  private async refresh(file: string): Promise<void> {
    const frontMatter = await this.source.frontMatter(file);
    // Fields beyond title and description come from the text, read only when the core found the front matter clean
    // (the core keeps title and description alone, for memory), and parsed once with its fields.
    const text = frontMatter.problems.length === 0 ? await this.source.readText(file) : undefined;
    const meta: PageMeta =
      text === undefined
        ? { ...(frontMatter.title !== undefined ? { title: frontMatter.title } : {}) }
        : readPageMeta(parseFrontMatter(text, true));
    this.entries.set(file, { frontMatter, meta });
  }
}
