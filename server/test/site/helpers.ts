// Builds a resolved site from an in-memory docs folder, for unit tests of the pure site library.
import { loadConfiguration, PageIndex, SourceFile, type SiteModel } from '../../src/core';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { resolveSite, type EndpointFacts, type ResolvedSite, type Route } from '../../src/site';

export interface TestSite {
  model: SiteModel;
  site: ResolvedSite;
  pages: PageIndex;
}

/** `navigation` (or a whole docs.json object with `config`) and page files that exist (with empty text). */
export async function testSite(
  docs: Record<string, unknown>,
  pageFiles: string[] = [],
  facts?: (spec: string, method: string, path: string) => EndpointFacts | undefined,
): Promise<TestSite> {
  const text = JSON.stringify({ name: 'Test', theme: 'mint', colors: { primary: '#112233' }, ...docs }, null, 2);
  const files: Record<string, string> = { 'docs.json': text };
  for (const f of pageFiles) files[f] = '---\ntitle: x\n---\n';
  const ws = new MemoryWorkspace(files);
  const loaded = await loadConfiguration(new SourceFile('docs.json', text), ws);
  const pages = new PageIndex(Object.keys(files));
  const model = loaded.model!;
  const site = resolveSite(model, {
    fileOf: (p) => pages.fileOf(p),
    fileExists: (f) => pages.hasFile(f),
    endpointFacts: facts,
  });
  return { model, site, pages };
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
