// Builds a resolved site from an in-memory docs folder, for unit tests of the pure site library.
import {
  endpointPagesOf,
  loadConfiguration,
  PageIndex,
  SourceFile,
  SpecCache,
  type EndpointPages,
  type SiteModel,
} from '../../src/core';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { resolveSite, type ResolvedSite, type Route } from '../../src/site';

export interface TestSite {
  model: SiteModel;
  site: ResolvedSite;
  pages: PageIndex;
  /** The endpoint pages the core placed, from the specs given. */
  endpoints: EndpointPages;
}

/**
 * `navigation` (or a whole docs.json object with `config`), page files that exist (with empty text), and spec files
 * by path (their text): endpoint pages are placed by the core from them, as `build` does.
 */
export async function testSite(
  docs: Record<string, unknown>,
  pageFiles: string[] = [],
  specs: Record<string, string> = {},
): Promise<TestSite> {
  const text = JSON.stringify({ name: 'Test', theme: 'mint', colors: { primary: '#112233' }, ...docs }, null, 2);
  const files: Record<string, string> = { 'docs.json': text, ...specs };
  for (const f of pageFiles) files[f] = '---\ntitle: x\n---\n';
  const ws = new MemoryWorkspace(files);
  const loaded = await loadConfiguration(new SourceFile('docs.json', text), ws);
  const pages = new PageIndex(Object.keys(files));
  const model = loaded.model!;
  const specCache = new SpecCache(ws);
  const endpoints = await endpointPagesOf(model, (f) => specCache.get(f), pages);
  const site = resolveSite(model, {
    fileOf: (p) => pages.fileOf(p),
    fileExists: (f) => pages.hasFile(f),
    endpoints,
  });
  return { model, site, pages, endpoints };
}

/** An OpenAPI 3.1 document (JSON text) with these operations: `{"/users": {"get": {"summary": "List"}}}`. */
export function specText(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths, ...extra });
}

/** Every page path of the navigation as an .mdx file. */
export function filesFor(...pagePaths: string[]): string[] {
  return pagePaths.map((p) => `${p}.mdx`);
}

export function route(site: ResolvedSite, urlPath: string): Route {
  const r = site.routeByUrl.get(urlPath);
  if (!r) throw new Error(`no route ${urlPath}; routes: ${[...site.routeByUrl.keys()].join(', ')}`);
  return r;
}
