// route-duplicate: two places of the navigation come out at the same URL. The one case that can happen: a page
// listed with no file at the URL an endpoint page is built at (core/routes/routeOwners.ts says who owns it). The
// site shows the endpoint page there and the entry leads to it.
import { prop } from '../model/composedTree';
import { isSpecOnly, operationWords, type EndpointPage, type EndpointPages } from '../routes/endpointPages';
import { routeClashes } from '../routes/routeOwners';
import type { SiteModel } from '../model/siteModel';
import type { ComposedNode } from '../model/composedTree';
import { defineRule } from './defineRule';

export const routeDuplicateRule = defineRule({
  id: 'route-duplicate',
  defaultSeverity: 'warning',
  description:
    'Two places in the navigation come out at the same URL: a page with no file where an endpoint page is built.',
  reads: 'files',
  async check({ model, pagesWithoutFile, endpointPages, report }) {
    const pages = await endpointPages();
    const clashes = routeClashes(pages, pagesWithoutFile());
    if (clashes.length === 0) return;
    const placeOf = ownerPlaces(model, pages);
    for (const { entry, owner } of clashes) {
      const where = placeOf(owner);
      report.at(
        entry.node,
        `page "${entry.value}" has no file, and its URL /${owner.route} is where the endpoint page of ` +
          `${operationWords(owner.method, owner.apiPath)} is built${where ? ` (${where})` : ''}: the site shows ` +
          'that endpoint page there and this entry leads to it. Remove the entry, or add its page file (the ' +
          'endpoint page then moves to a numbered URL)',
      );
    }
  },
});

/** Where an endpoint page is listed ("line 12", "nav/en.json:4"), for the message; found only when one is needed. */
function ownerPlaces(model: SiteModel, pages: EndpointPages): (owner: EndpointPage) => string | undefined {
  let nodes: Map<EndpointPage, ComposedNode> | undefined;
  return (owner) => {
    if (!nodes) {
      nodes = new Map();
      for (const entry of model.endpoints) {
        const page = pages.of(entry);
        if (page && !nodes.has(page)) nodes.set(page, entry.node);
      }
      for (const container of model.containers) {
        const openapi = isSpecOnly(container) ? prop(container.node, 'openapi') : undefined;
        if (!openapi) continue;
        for (const group of pages.generatedIn(container) ?? [])
          for (const page of group.pages) if (!nodes.has(page)) nodes.set(page, openapi);
      }
    }
    const node = nodes.get(owner);
    if (!node) return undefined;
    const source = model.source(node.filePath);
    if (!source) return undefined;
    const line = source.positionAt(source.offsetOf(node.json)).line + 1;
    return node.filePath === model.root.filePath ? `line ${line}` : `${node.filePath}:${line}`;
  };
}
