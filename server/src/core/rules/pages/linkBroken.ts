// link-broken: an internal link or image whose target the site does not serve: not a page (in the navigation or
// not), a generated endpoint page, a redirect source or a file of the docs root; a redirect source whose redirects
// end nowhere or loop; a `#fragment` that matches no heading or anchor of the target page; a link to a page's
// `.mdx` file, which Mintlify does not serve. External URLs are never fetched. Every snippet is checked once, where
// its links are written, whether pages include it or not (Mintlify's link checker reads every Markdown file); its
// relative links and bare `#fragments` are left alone: they resolve on the page that includes the snippet.
import { defineRule } from '../defineRule';
import { hasNoFacts, type PageFacts } from '../../pages/mdx/pageFacts';
import {
  anchorMatches,
  anchorsOf,
  resolveLink,
  resolveRoute,
  rewriteOfImage,
  rewriteOfLink,
  type LinkRewrite,
} from '../../pages/mdx/linkTargets';
import type { SiteFacts } from '../../pages/siteFacts';
import { closestLinkTargets } from '../../text/didYouMean';

export const linkBrokenRule = defineRule({
  id: 'link-broken',
  readsOtherPages: true,
  unusedSnippets: true,
  defaultSeverity: 'warning',
  description: 'An internal link or image whose page, file, redirect (followed to its end) or #anchor does not exist.',
  reads: 'pages',
  checkPage({ page, site, report }) {
    const snippet = site.isSnippet(page.file);
    const anchorCache = new Map<string, Set<string>>();
    const anchors = (file: string, facts: PageFacts | undefined) => {
      let ids = anchorCache.get(file);
      if (!ids) anchorCache.set(file, (ids = anchorsOf(site, file, facts)));
      return ids;
    };

    // An index page is served at its folder (`/guides` for `guides/index.mdx`), where a browser resolves a relative
    // link Mintlify leaves alone (`x`, not `./x`) from the parent folder; either reading is accepted for those.
    const servedAs = /(^|\/)index\.mdx?$/.test(page.file) ? page.file.replace(/\/?index(\.mdx?)$/, '$1') : undefined;

    const check = (url: string, start: number, end: number, image: boolean, rewrite: LinkRewrite) => {
      let target = resolveLink(page.file, url, rewrite);
      const leftToBrowser = rewrite === 'none' || !/^\s*\.\.?\//.test(url);
      if (servedAs && leftToBrowser && target.kind === 'route' && resolveRoute(site, target.route).kind === 'missing') {
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
          const facts = site.factsOf(resolved.file);
          // A page that does not parse (or is over a limit) has no facts to judge an anchor by: its own problem says
          // so. (A page that parses but holds nothing at all is taken for one too.)
          if (facts && hasNoFacts(facts)) return;
          const problem = anchorProblem(
            target.fragment,
            anchors(resolved.file, facts),
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
        case 'redirect-broken': {
          const via =
            resolved.chain.length > 2
              ? ` (through ${resolved.chain
                  .slice(1, -1)
                  .map((r) => `\`${r}\``)
                  .join(', ')})`
              : '';
          report(
            range(),
            `${image ? 'the image' : 'the link'} \`${url.trim()}\` is redirected to \`${resolved.destination}\`${via}, which is not a page, file or redirect of this site: link to the page it should reach, or fix the redirect in docs.json`,
          );
          return;
        }
        case 'redirect-loop':
          report(
            range(),
            `${image ? 'the image' : 'the link'} \`${url.trim()}\` leads into redirects that loop (${resolved.chain.map((r) => `\`${r}\``).join(' → ')}): readers never arrive; fix the redirects in docs.json`,
          );
          return;
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

    for (const link of page.facts.links) {
      check(link.url, link.urlStart ?? link.start, link.urlEnd ?? link.end, false, rewriteOfLink(link, page.facts));
    }
    for (const image of page.facts.images) {
      if (image.src)
        check(image.src, image.srcStart ?? image.start, image.srcEnd ?? image.end, true, rewriteOfImage(image));
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
  if (anchorMatches(fragment, ids)) return undefined;
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
