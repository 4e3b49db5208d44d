// link-broken: an internal link or image whose target the site does not serve: not a page (in the navigation or
// not), a generated endpoint page, a redirect source or a file of the docs root; a `#fragment` that matches no
// heading or anchor of the target page; a link to a page's `.mdx` file, which Mintlify does not serve. External
// URLs are never fetched. In a snippet, relative links and bare `#fragments` are left alone: they resolve on the
// page that imports the snippet.
import { defineRule } from '../defineRule';
import type { PageFacts } from '../../pages/mdx/pageFacts';
import { anchorsOf, looseAnchor, resolveLink, resolveRoute } from '../../pages/mdx/linkTargets';
import type { SiteFacts } from '../../pages/siteFacts';
import { closestLinkTargets } from '../../text/didYouMean';

export const linkBrokenRule = defineRule({
  id: 'link-broken',
  readsOtherPages: true,
  defaultSeverity: 'warning',
  description: 'An internal link or image whose page, file, redirect or #anchor does not exist.',
  reads: 'pages',
  checkPage({ page, site, report }) {
    const snippet = site.isSnippet(page.file);
    const anchorCache = new Map<string, Set<string>>();
    const anchors = (file: string, facts: PageFacts | undefined) => {
      let ids = anchorCache.get(file);
      if (!ids) anchorCache.set(file, (ids = anchorsOf(site, file, facts)));
      return ids;
    };

    // An index page is served at its folder (`/guides` for `guides/index.mdx`), where a browser resolves relative
    // links from the parent folder; either reading is accepted.
    const servedAs = /(^|\/)index\.mdx?$/.test(page.file) ? page.file.replace(/\/?index(\.mdx?)$/, '$1') : undefined;

    const check = (url: string, start: number, end: number, image: boolean) => {
      let target = resolveLink(page.file, url);
      if (servedAs && target.kind === 'route' && resolveRoute(site, target.route).kind === 'missing') {
        const alternative = resolveLink(servedAs, url);
        if (alternative.kind === 'route' && resolveRoute(site, alternative.route).kind !== 'missing')
          target = alternative;
      }
      if (target.kind === 'none' || target.kind === 'external') return;
      if (snippet && (target.kind === 'anchor' || !url.trim().startsWith('/'))) return;
      // Only a link found broken needs its line and column (most pages have none).
      const range = () => page.lines.rangeAt(start, end);
      if (target.kind === 'anchor') {
        const problem = anchorProblem(target.fragment, anchors(page.file, page.facts), 'this page');
        if (problem) report(range(), problem.message, problem.data);
        return;
      }
      if (target.route === '/') return; // the home page, or the first page when there is no index
      const resolved = resolveRoute(site, target.route);
      switch (resolved.kind) {
        case 'page': {
          if (!target.fragment) return;
          const problem = anchorProblem(
            target.fragment,
            anchors(resolved.file, site.factsOf(resolved.file)),
            `\`${target.route}\``,
            target.route,
          );
          if (problem) report(range(), problem.message, problem.data);
          return;
        }
        case 'extension': {
          const fixed =
            withoutExtension(page.file, url, resolved.route) ??
            resolved.route + (target.fragment ? '#' + target.fragment : '');
          report(
            range(),
            `Mintlify serves pages without their file extension, so \`${url.trim()}\` is not found: link to \`${fixed}\``,
            { candidates: [fixed], certain: true },
          );
          return;
        }
        case 'missing': {
          const candidates = suggestRoutes(site, target.route, image);
          const what = image ? 'the image' : 'the link';
          const hint = candidates.length ? `; did you mean \`${candidates[0]}\`?` : '';
          report(
            range(),
            `${what} \`${url.trim()}\` leads nowhere: \`${target.route}\` is not a page, file or redirect of this site${hint}`,
            candidates.length ? { candidates } : undefined,
          );
          return;
        }
        default:
          return;
      }
    };

    for (const link of page.facts.links) check(link.url, link.urlStart ?? link.start, link.urlEnd ?? link.end, false);
    for (const image of page.facts.images) {
      if (image.src) check(image.src, image.srcStart ?? image.start, image.srcEnd ?? image.end, true);
    }
  },
});

/**
 * The link as written (relative or from the root, with its `?query#fragment`) without the page file's extension,
 * when it then reaches `route`; undefined when it does not.
 */
function withoutExtension(file: string, url: string, route: string): string | undefined {
  const written = url.trim().replace(/\.mdx?(?=[?#]|$)/i, '');
  const target = resolveLink(file, written);
  return target.kind === 'route' && target.route === route ? written : undefined;
}

function anchorProblem(
  fragment: string,
  ids: Set<string>,
  where: string,
  route = '',
): { message: string; data?: { candidates: string[] } } | undefined {
  if (ids.has(fragment)) return undefined;
  // Ids we compute slightly differently from Mintlify (punctuation, case) are given the benefit of the doubt.
  const loose = looseAnchor(fragment);
  for (const id of ids) if (looseAnchor(id) === loose) return undefined;
  const candidates = closestLinkTargets(fragment, ids).map((id) => `${route}#${id}`);
  const hint = candidates.length ? `; did you mean \`${candidates[0]}\`?` : '';
  return {
    message: `\`#${fragment}\` matches no heading or anchor on ${where}${hint}`,
    data: candidates.length ? { candidates } : undefined,
  };
}

function suggestRoutes(site: SiteFacts, route: string, image: boolean): string[] {
  if (image) {
    const files: string[] = [];
    for (const f of site.files()) files.push('/' + f);
    return closestLinkTargets(route, files);
  }
  const routes: string[] = [];
  for (const r of site.routes()) routes.push(r.route);
  return closestLinkTargets(route, routes);
}
