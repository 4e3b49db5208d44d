// What the site builder reads from disk, for `docsjson build` (all of it, once) and `docsjson dev` (what a request
// needs, kept until a file changes): page texts and their front matter fields, snippet files, and the specs that
// endpoint entries name. All reads go through the Node workspace, so they stay inside the docs root.
import {
  parseFrontMatter,
  parseSpecText,
  type ParsedPage,
  type SiteModel,
  WorkspaceError,
  type PageIndex,
} from '../core';
import {
  endpointFactsFromSpec,
  readPageMeta,
  resolveSite,
  scanSnippetImports,
  specKeyOf,
  type EndpointFacts,
  type PageMeta,
  type ResolvedSite,
} from '../site';
import { parsePage } from '../core';
import type { NodeWorkspace } from './nodeWorkspace';

export type PageText = { text: string } | { error: string };

const READ_CONCURRENCY = 32;
const MAX_SNIPPET_DEPTH = 8;

export class SiteSource {
  private readonly texts = new Map<string, PageText>();
  private readonly metas = new Map<string, PageMeta>();
  private readonly parsedSnippets = new Map<string, ParsedPage | undefined>();
  private readonly specs = new Map<string, unknown>();

  constructor(
    readonly workspace: NodeWorkspace,
    public pages: PageIndex,
  ) {}

  /** The text of a page or snippet file, if it has been read. */
  text(file: string): PageText | undefined {
    return this.texts.get(file);
  }

  /** Front matter fields of a page file that has been read (undefined before). */
  readonly meta = (file: string): PageMeta | undefined => this.metas.get(file);

  /** Reads these files (those not read yet), their front matter, and the snippets they import. */
  async read(files: Iterable<string>): Promise<void> {
    let wanted = [...new Set(files)].filter((f) => !this.texts.has(f));
    for (let depth = 0; wanted.length > 0 && depth <= MAX_SNIPPET_DEPTH; depth++) {
      await forEachLimited(wanted, READ_CONCURRENCY, async (file) => {
        try {
          const text = await this.workspace.readFile(file);
          this.texts.set(file, { text });
          this.metas.set(file, readPageMeta(text, parseFrontMatter(text)));
        } catch (e) {
          this.texts.set(file, { error: WorkspaceError.is(e) ? e.message : `"${file}" could not be read` });
        }
      });
      const imported = new Set<string>();
      for (const file of wanted) {
        const t = this.texts.get(file);
        if (t && 'text' in t)
          for (const s of scanSnippetImports(t.text, file))
            if (!this.texts.has(s) && this.pages.hasFile(s)) imported.add(s);
      }
      wanted = [...imported];
    }
  }

  /** A snippet file parsed (read beforehand by read()), for the body renderer. */
  readonly snippet = (relPath: string): ParsedPage | undefined => {
    if (!/\.mdx?$/i.test(relPath)) return undefined;
    if (!this.parsedSnippets.has(relPath)) {
      const t = this.texts.get(relPath);
      this.parsedSnippets.set(relPath, t && 'text' in t ? parsePage(relPath, t.text) : undefined);
    }
    return this.parsedSnippets.get(relPath);
  };

  /** Reads and parses every local spec file the model's endpoint entries resolve against. */
  async readSpecs(model: SiteModel): Promise<void> {
    const files = new Set<string>();
    for (const e of model.endpoints) {
      const spec = e.spec !== undefined ? { kind: 'named' as const, written: e.spec } : e.openapi[0];
      if (!spec || spec.kind === 'url' || spec.kind === 'invalid') continue;
      if (spec.kind === 'named' && /^https?:/i.test(spec.written)) continue;
      files.add(specKeyOf(spec));
    }
    for (const file of files) {
      if (this.specs.has(file)) continue;
      try {
        const parsed = parseSpecText(file, await this.workspace.readFile(file));
        this.specs.set(file, parsed.ok ? parsed.value : undefined);
      } catch {
        this.specs.set(file, undefined);
      }
    }
  }

  readonly endpointFacts = (spec: string, method: string, apiPath: string): EndpointFacts | undefined =>
    endpointFactsFromSpec(this.specs.get(spec), method, apiPath);

  resolve(model: SiteModel): ResolvedSite {
    return resolveSite(model, {
      fileOf: (page) => this.pages.fileOf(page),
      fileExists: (file) => this.pages.hasFile(file),
      endpointFacts: this.endpointFacts,
    });
  }

  /** Forgets what was read of these files (they changed on disk). */
  forget(files: Iterable<string>): void {
    for (const f of files) {
      this.texts.delete(f);
      this.metas.delete(f);
      this.specs.delete(f);
    }
    this.parsedSnippets.clear();
  }
}

/** Runs `work` over the items with at most `limit` at a time. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
