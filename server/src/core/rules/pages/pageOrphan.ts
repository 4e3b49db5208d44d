// page-orphan: a page file that no navigation entry, link or import reaches. Mintlify still builds and serves it,
// but readers only find it through search or a typed URL. Reachability starts from the pages the navigation names
// (and redirect targets and the home page) and follows links and imports from page to page.
import { defineRule } from '../defineRule';
import { isPageFile } from '../../pages/pageIndex';
import { importedFile, isPathImport, resolveLink, resolveRoute } from '../../pages/mdx/linkTargets';
import type { ParsedPage } from '../../pages/parsedPage';
import type { SiteFacts } from '../../pages/siteFacts';

export const pageOrphanRule = defineRule({
  id: 'page-orphan',
  defaultSeverity: 'info',
  description: 'A page file that no navigation entry, link or import reaches.',
  reads: 'pages',
  checkSite({ model, pages, site, report }) {
    // Without a configuration there is no navigation to start from: every page would look unreachable.
    if (!model) return;
    const reached = new Set<string>();
    const queue: string[] = [];
    const reach = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      queue.push(file);
    };
    for (const file of pages.keys()) if (site.isInNavigation(file)) reach(file);
    while (queue.length > 0) {
      const page = pages.get(queue.pop()!);
      if (page) for (const next of targetsOf(page, site)) reach(next);
    }
    for (const [file, page] of pages) {
      if (reached.has(file) || site.isSnippet(file) || !isPageFile(file)) continue;
      report(
        file,
        page.lines.rangeAt(0, 0),
        'no navigation entry, link or import leads to this page: add it to the navigation in docs.json, link to it, or delete it',
      );
    }
  },
});

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
    const target = resolveLink(page.file, link.url);
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
