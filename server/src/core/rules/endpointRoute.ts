// endpoint-route: an endpoint page whose URL is not the one Mintlify's scheme gives it from the spec. Two operations
// (or an operation and a page file) that come out at the same URL: the later one gets "-1", "-2", as Mintlify
// numbers them, and a link written to the URL reaches the first. A URL segment too long to be a file name (a long
// summary, tag or `x-mint.href`) is shortened in the built site, and a URL in the builder's own folder moved out.
import { prop } from '../model/composedTree';
import { isSpecOnly, operationWords, type EndpointPage } from '../routes/endpointPages';
import { defineRule } from './defineRule';

export const endpointRouteRule = defineRule({
  id: 'endpoint-route',
  defaultSeverity: 'warning',
  description:
    'A page generated from an OpenAPI operation does not get the URL its summary, tag or x-mint.href give it: a clash, or a name too long for a file.',
  reads: 'files',
  async check({ model, endpointPages, report }) {
    const pages = await endpointPages();
    if (!pages.all.some((p) => p.change)) return;
    const told = new Set<EndpointPage>();
    for (const entry of model.endpoints) {
      const page = pages.of(entry);
      if (!page?.change || told.has(page)) continue;
      told.add(page);
      report.at(entry.node, explain(page));
    }
    for (const container of model.containers) {
      if (!isSpecOnly(container)) continue;
      const openapi = prop(container.node, 'openapi');
      for (const group of pages.generatedIn(container) ?? [])
        for (const page of group.pages) {
          if (!page.change || told.has(page) || !openapi) continue;
          told.add(page);
          report.at(openapi, explain(page));
        }
    }
  },
});

function explain(page: EndpointPage): string {
  const operation = operationWords(page.method, page.apiPath);
  const wanted = `/${page.wanted ?? page.route}`;
  switch (page.change) {
    case 'numbered':
      return (
        `${operation} gets the URL /${page.route}, because ${wanted} is already ${page.clash ?? 'taken'}: links to ` +
        `${wanted} lead there. Give the operation a summary of its own, or set x-mint.href on it`
      );
    case 'reserved':
      return `${operation} would get the URL ${wanted}, inside the folder the built site keeps for its own files; it is built at /${page.route}. Set another x-mint.href on it`;
    default:
      return (
        `${operation} would get a URL with a part too long to be a file name (${wanted.length} characters); the built ` +
        `site shortens it to /${page.route}. Give the operation a shorter summary, tag or x-mint.href`
      );
  }
}
