// redirect-destination: an entry of `redirects` that sends readers nowhere: its destination is no page, endpoint
// page, file or redirect of the site (directly, or at the end of a chain of redirects), or the redirects loop.
// Mintlify builds the site either way; readers who follow the old URL get a 404 or a browser's redirect error.
// Destinations that are URLs, or hold parameters or wildcards filled from the source, are taken on trust.
import { prop } from '../model/composedTree';
import { normalizeRoute, siteFactsOfFiles, withRoutes } from '../pages/siteFacts';
import { resolveRoute } from '../pages/mdx/linkTargets';
import { readRedirects } from '../pages/redirects';
import { defineRule } from './defineRule';

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

export const redirectDestinationRule = defineRule({
  id: 'redirect-destination',
  defaultSeverity: 'warning',
  description:
    'A redirect whose destination is no page, file or redirect of the site (also at the end of a chain), or redirects that loop.',
  reads: 'files',
  async check({ model, files, endpointPages, report }) {
    const list = prop(model.root, 'redirects');
    if (list?.type !== 'array' || !list.items?.length) return;
    const endpoints = await endpointPages();
    // The files' facts are built once per state of the files: this rule runs again on every docs.json keystroke.
    const site = withRoutes(siteFactsOfFiles(files), (route) => endpoints.has(route), readRedirects(model.root));
    for (const item of list.items) {
      const source = prop(item, 'source');
      const node = prop(item, 'destination');
      if (source?.type !== 'string' || node?.type !== 'string') continue;
      const destination = (node.value as string).trim();
      if (destination === '' || SCHEME.test(destination) || destination.startsWith('//')) continue;
      let route: string;
      try {
        route = normalizeRoute(decodeURI(destination));
      } catch {
        route = normalizeRoute(destination);
      }
      if (/[:*]/.test(route)) continue;
      const from = normalizeRoute(source.value as string);
      if (route === from) {
        report.at(
          node,
          `the redirect from "${source.value}" sends readers to the same address: they never arrive; remove it`,
        );
        continue;
      }
      const resolved = resolveRoute(site, route);
      if (resolved.kind === 'missing' || resolved.kind === 'extension') {
        const hint =
          resolved.kind === 'extension' ? `; the page is at "${resolved.route}" (Mintlify serves no .mdx address)` : '';
        report.at(
          node,
          `the redirect from "${source.value}" leads to "${destination}", which is not a page, file or redirect of this site${hint}`,
        );
      } else if (resolved.kind === 'redirect-broken') {
        report.at(
          node,
          `the redirect from "${source.value}" leads on through ${resolved.chain.map((r) => `"${r}"`).join(' → ')} to "${resolved.destination}", which is not a page, file or redirect of this site`,
        );
      } else if (resolved.kind === 'redirect-loop') {
        report.at(
          node,
          `the redirect from "${source.value}" leads into redirects that loop (${untilRepeat([from, ...resolved.chain])
            .map((r) => `"${r}"`)
            .join(' → ')}): readers never arrive`,
        );
      }
    }
  },
});

/** The routes up to and including the first one met again. */
function untilRepeat(routes: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of routes) {
    out.push(r);
    if (seen.has(r)) break;
    seen.add(r);
  }
  return out;
}
