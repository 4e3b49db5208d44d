// What the site builder reads from disk, for `docsjson build` (all of it, once) and `docsjson dev` (what a request
// needs, kept until a file changes): page texts and their front matter fields, snippet files (.mdx, and the .jsx
// files components come from, parsed and never run), and the specs that endpoint pages come from (indexed by the
// core, which places those pages). All reads go through the Node workspace, so they stay inside the docs root.
import {
  endpointPagesOf,
  FrontMatterEndpoints,
  parseFrontMatter,
  SpecCache,
  type EndpointPages,
  type FrontMatterEndpointTarget,
  type OpenApiIndex,
  type ParsedPage,
  type SiteModel,
  WorkspaceError,
  type PageIndex,
} from '../core';
import {
  parseScript,
  readPageMeta,
  resolveSite,
  scanSnippetImports,
  type PageMeta,
  type ParsedScript,
  type ResolvedSite,
} from '../site';
import { parsePage } from '../core';
import type { NodeWorkspace } from './nodeWorkspace';

export type PageText = { text: string } | { error: string };

const READ_CONCURRENCY = 32;
const SYNC_SLICE = 256;
const MAX_SNIPPET_DEPTH = 8;

export class SiteSource {
  private readonly texts = new Map<string, PageText>();
  private readonly metas = new Map<string, PageMeta>();
  private readonly parsedSnippets = new Map<string, ParsedPage | undefined>();
  private readonly specs: (file: string) => Promise<OpenApiIndex>;
  private readonly specCache?: SpecCache;
  private readonly frontMatterEndpoints: FrontMatterEndpoints;
  /** What each page's `openapi`/`api` front matter documents, for the pages read that have one. */
  private readonly endpointTargets = new Map<string, FrontMatterEndpointTarget>();
  /** The model the site was last resolved from: front matter endpoints are looked up in the specs it names. */
  private model?: SiteModel;
  private readonly parsedScripts = new Map<string, ParsedScript | undefined>();

  /** `spec`: the indexes of a service that has them already (build's lint); else this source indexes specs itself. */
  constructor(
    readonly workspace: NodeWorkspace,
    public pages: PageIndex,
    spec?: (file: string) => Promise<OpenApiIndex>,
  ) {
    if (!spec) this.specCache = new SpecCache(workspace);
    this.specs = spec ?? ((file) => this.specCache!.get(file));
    this.frontMatterEndpoints = new FrontMatterEndpoints(workspace, this.specs);
  }

  /** What the front matter of a page read earlier documents (`openapi: "GET /x"`), undefined for other pages. */
  readonly endpointOf = (file: string): FrontMatterEndpointTarget | undefined => this.endpointTargets.get(file);

  /** The text of a page or snippet file, if it has been read. */
  text(file: string): PageText | undefined {
    return this.texts.get(file);
  }

  /** Front matter fields of a page file that has been read (undefined before). */
  readonly meta = (file: string): PageMeta | undefined => this.metas.get(file);

  /**
   * Reads these files (those not read yet), their front matter, and the snippets they import. Files with the same
   * text (a versioned site copies most pages into every version) keep one string and one front matter reading.
   */
  async read(files: Iterable<string>): Promise<void> {
    let wanted = [...new Set(files)].filter((f) => !this.texts.has(f));
    const oneOf = new Map<string, string>();
    const metaOfText = new Map<string, PageMeta>();
    const take = async (file: string, read: string) => {
      let text = oneOf.get(read);
      if (text === undefined) oneOf.set(read, (text = read));
      this.texts.set(file, { text });
      let meta = metaOfText.get(text);
      if (!meta) metaOfText.set(text, (meta = readPageMeta(parseFrontMatter(text, true))));
      if (meta.endpoint !== undefined) {
        // Titled per file below: the front matter reading stays shared.
        meta = { ...meta };
        const target = await this.frontMatterEndpoints.resolve(meta.endpoint!, this.model, this.pages);
        this.endpointTargets.set(file, target);
        // A page documenting an operation is titled by the operation's summary unless it sets a title.
        if (meta.title === undefined && target.kind === 'found' && target.operation.summary?.trim())
          meta.title = target.operation.summary.trim();
      }
      this.metas.set(file, meta);
    };
    const failed = (file: string, e: unknown) =>
      this.texts.set(file, { error: WorkspaceError.is(e) ? e.message : `"${file}" could not be read` });
    for (let depth = 0; wanted.length > 0 && depth <= MAX_SNIPPET_DEPTH; depth++) {
      // Files the walk vetted are read with synchronous calls, in slices that let other work run between them.
      const careful: string[] = [];
      for (let i = 0; i < wanted.length; i++) {
        if (i > 0 && i % SYNC_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
        const file = wanted[i];
        try {
          const text = this.workspace.readVettedFileSync(file);
          if (text === undefined) careful.push(file);
          else await take(file, text);
        } catch (e) {
          failed(file, e);
        }
      }
      await forEachLimited(careful, READ_CONCURRENCY, async (file) => {
        try {
          await take(file, await this.workspace.readFile(file));
        } catch (e) {
          failed(file, e);
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

  /** A .jsx/.js snippet parsed (read beforehand by read()), never run, for the body renderer. */
  readonly script = (relPath: string): ParsedScript | undefined => {
    if (!/\.(?:jsx?|mjs)$/i.test(relPath)) return undefined;
    if (!this.parsedScripts.has(relPath)) {
      const t = this.texts.get(relPath);
      this.parsedScripts.set(relPath, t && 'text' in t ? parseScript(relPath, t.text) : undefined);
    }
    return this.parsedScripts.get(relPath);
  };

  /** The endpoint pages of a model, from the specs as they are now (the core places them). */
  endpointPages(model: SiteModel): Promise<EndpointPages> {
    return endpointPagesOf(model, this.specs, this.pages);
  }

  /** The site of a model; `endpoints`: its endpoint pages, when the caller has them already (build's lint). */
  async resolve(model: SiteModel, endpoints?: EndpointPages): Promise<ResolvedSite> {
    this.model = model;
    return resolveSite(model, {
      fileOf: (page) => this.pages.fileOf(page),
      fileExists: (file) => this.pages.hasFile(file),
      pageFiles: () => this.pages.allPageFiles(),
      endpoints: endpoints ?? (await this.endpointPages(model)),
    });
  }

  /** Forgets what was read of these files (they changed on disk). */
  forget(files: readonly string[]): void {
    for (const f of files) {
      this.texts.delete(f);
      this.metas.delete(f);
    }
    // A spec that changed may change what any page documents.
    this.endpointTargets.clear();
    for (const [file, meta] of this.metas) if (meta.endpoint !== undefined) this.texts.delete(file);
    this.specCache?.invalidate([...files]);
    this.parsedSnippets.clear();
    this.parsedScripts.clear();
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
