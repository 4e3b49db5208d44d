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

/** Page and snippet files a page links to or imports. */
function targetsOf(page: ParsedPage, site: SiteFacts): string[] {
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
