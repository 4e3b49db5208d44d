// page-orphan: a page file that no navigation entry, link or import reaches. Mintlify still builds and serves it,
// but readers only find it through search or a typed URL. Reachability starts from the pages the navigation names
// (and redirect targets and the home page) and follows links and imports from page to page.
import { defineRule } from '../defineRule';
import { isAgentFile, isPageFile } from '../../pages/pageIndex';
import { importedFile, isPathImport, resolvePageLink, resolveRoute } from '../../pages/mdx/linkTargets';
import type { ParsedPage } from '../../pages/parsedPage';
import type { NavigationState, SiteFacts } from '../../pages/siteFacts';

export const pageOrphanRule = defineRule({
  id: 'page-orphan',
  defaultSeverity: 'info',
  description: 'A page file that no navigation entry, link or import reaches.',
  reads: 'pages',
  // The links of each page, resolved ahead; the walk from the navigation then only follows them.
  preparePage: (page, site) => void targetsOf(page, site),
  // The graph of the whole site, a few thousand pages a step: the check after the pages' background check reads it.
  prepareSite: (pages, site) => linkGraphSteps(pages, site),
  checkSite({ model, pages, site, report }) {
    // Without a configuration there is no navigation to start from: every page would look unreachable.
    if (!model) return;
    const graph = linkGraphOf(pages, site);
    const reached = seedsOf(graph, site).slice();
    const queue: number[] = [];
    for (let i = 0; i < reached.length; i++) if (reached[i]) queue.push(i);
    while (queue.length > 0) {
      for (const next of graph.edges[queue.pop()!]) {
        if (reached[next]) continue;
        reached[next] = 1;
        queue.push(next);
      }
    }
    // The same pages reached as at the last check of this graph (a keystroke that changes the navigation's files
    // back and forth, a check after background results): the same pages reported, found without a pass over them.
    let orphans = graph.last && sameBytes(graph.last.reached, reached) ? graph.last.orphans : undefined;
    if (!orphans) {
      orphans = [];
      const mayBeOrphan = (graph.mayBeOrphan ??= pagesThatMayBeOrphans(graph.files, site));
      for (let i = 0; i < reached.length; i++) if (!reached[i] && mayBeOrphan[i]) orphans.push(i);
      graph.last = { reached, orphans };
    }
    for (const i of orphans) {
      // At the start of the page.
      const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
      report(graph.files[i], range, MESSAGE);
    }
  },
});

const MESSAGE =
  'no navigation entry, link or import leads to this page: add it to the navigation in docs.json, link to it, or delete it';

/** The pages and the pages each links to or imports, by index: kept while the pages and the files are the same. */
interface LinkGraph {
  files: string[];
  indexOf: Map<string, number>;
  edges: number[][];
  /** The pages the last check reached, and the unreached ones it reported. */
  last?: { reached: Uint8Array; orphans: number[] };
  /** 1 for the files that are reported when nothing reaches them (see pagesThatMayBeOrphans). */
  mayBeOrphan?: Uint8Array;
  /** The pages the navigation reached at the last check (1), and where the navigation stood then. */
  seeds?: { bits: Uint8Array; state: NavigationState };
}

/** Page files, not snippets and not agent files (those get agent-file's note instead): 1 at their index. */
function pagesThatMayBeOrphans(files: readonly string[], site: SiteFacts): Uint8Array {
  const out = new Uint8Array(files.length);
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    if (!site.isSnippet(file) && isPageFile(file) && !isAgentFile(file)) out[i] = 1;
  }
  return out;
}

/**
 * The pages the walk starts from: those the navigation reaches. Asking that of every page costs a lookup by name
 * per page (24,800 on the largest real site, on every keystroke that changes the files the navigation names); the
 * last answers are kept and only the files whose answer changed since are asked again.
 */
function seedsOf(graph: LinkGraph, site: SiteFacts): Uint8Array {
  const state = site.navigationState;
  const kept = graph.seeds;
  const changed = kept && state ? state.changesSince(kept.state) : undefined;
  if (kept && state && changed) {
    for (const file of changed) {
      const i = graph.indexOf.get(file);
      if (i !== undefined) kept.bits[i] = site.isInNavigation(file) ? 1 : 0;
    }
    kept.state = state;
    return kept.bits;
  }
  const bits = new Uint8Array(graph.files.length);
  for (let i = 0; i < graph.files.length; i++) if (site.isInNavigation(graph.files[i])) bits[i] = 1;
  graph.seeds = state ? { bits, state } : undefined;
  return bits;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const graphsByPages = new WeakMap<object, { fileSet: object; graph: LinkGraph }>();

function linkGraphOf(pages: ReadonlyMap<string, ParsedPage>, site: SiteFacts): LinkGraph {
  for (const step of linkGraphSteps(pages, site)) step();
  return graphsByPages.get(pages)!.graph;
}

/** Pages whose edges one step of `linkGraphSteps` finds. */
const GRAPH_PAGES_PER_STEP = 2048;

/** Builds and keeps the link graph of these pages, in steps; none when it is kept already. */
function* linkGraphSteps(pages: ReadonlyMap<string, ParsedPage>, site: SiteFacts): Generator<() => void> {
  const fileSet = site.files() as object;
  if (graphsByPages.get(pages)?.fileSet === fileSet) return;
  const files = [...pages.keys()];
  let indexOf: Map<string, number> | undefined;
  yield () => void (indexOf = new Map(files.map((f, i) => [f, i])));
  const edges: number[][] = [];
  for (let start = 0; start < files.length; start += GRAPH_PAGES_PER_STEP) {
    yield () => {
      for (const file of files.slice(start, start + GRAPH_PAGES_PER_STEP)) {
        const out: number[] = [];
        for (const target of targetsOf(pages.get(file)!, site)) {
          const i = indexOf!.get(target);
          if (i !== undefined) out.push(i);
        }
        edges.push(out);
      }
    };
  }
  yield () => void graphsByPages.set(pages, { fileSet, graph: { files, indexOf: indexOf!, edges } });
}

/**
 * Targets per page, for one set of files (`site.files()` is the same object while the files do not change): a
 * check after typing in docs.json follows the links again without resolving them again.
 */
const targetsByFileSet = new WeakMap<object, WeakMap<ParsedPage, string[]>>();

function targetsOf(page: ParsedPage, site: SiteFacts): string[] {
  const fileSet = site.files() as object;
  let memo = targetsByFileSet.get(fileSet);
  if (!memo) targetsByFileSet.set(fileSet, (memo = new WeakMap()));
  let targets = memo.get(page);
  if (!targets) memo.set(page, (targets = resolveTargets(page, site)));
  return targets;
}

/** Page and snippet files a page links to or imports. */
function resolveTargets(page: ParsedPage, site: SiteFacts): string[] {
  const out: string[] = [];
  for (const link of page.facts.links) {
    const target = resolvePageLink(page.file, link, page.facts);
    if (target.kind !== 'route') continue;
    const resolved = resolveRoute(site, target.route);
    if (resolved.kind === 'page' || resolved.kind === 'extension') out.push(resolved.file);
  }
  for (const i of page.facts.imports) {
    if (!isPathImport(i.source)) continue;
    const file = importedFile(page.file, i.source);
    if (file) out.push(file);
  }
  return out;
}
