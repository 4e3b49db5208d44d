// frontmatter-endpoint: a page whose `openapi` (or `api`) front matter names an operation that no OpenAPI spec of
// the site has. Mintlify builds the page, but without the endpoint's reference (method, parameters, responses),
// so readers get the prose alone. Reported at the value, with the close paths of the spec when there are some.
import type { FrontMatterResult } from '../pages/frontMatter';
import { defineRule } from './defineRule';

export const frontmatterEndpointRule = defineRule({
  id: 'frontmatter-endpoint',
  defaultSeverity: 'warning',
  description:
    "A page's openapi front matter names an operation that no OpenAPI spec of the site has, so it shows no reference.",
  reads: 'files',
  async check({ frontMatters, endpointFrontMatters, frontMatterEndpoint, report }) {
    // Every page file's front matter, as kept between checks: no pass over the site's pages per keystroke.
    const scanned = endpointFrontMatters();
    const unread = [...scanned.unread];
    const withEndpoint: Array<[string, FrontMatterResult]> = [...scanned.withEndpoint];
    if (unread.length > 0)
      for (const [file, result] of await frontMatters(unread)) if (result.endpoint) withEndpoint.push([file, result]);
    for (const [file, { endpoint }] of withEndpoint) {
      const target = await frontMatterEndpoint(endpoint!.value);
      if (target.kind !== 'missing') continue;
      const close =
        target.candidates.length > 0 ? `; did you mean ${target.candidates.map((c) => `"${c}"`).join(', ')}?` : '';
      report.inFile(
        file,
        endpoint!.range,
        `${endpoint!.key}: "${endpoint!.value}": ${target.reason}, so the page shows no reference for it${close}`,
        target.candidates.length > 0 ? { candidates: target.candidates } : undefined,
      );
    }
  },
});
