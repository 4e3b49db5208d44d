// openapi-remote: a spec given by URL. Nothing is fetched (no network unless a setting allows it), so its
// endpoint entries cannot be checked: a note, never an error.
import { distinctOpenapiSources } from './openapiSources';
import type { Rule } from './rule';

export const openapiRemoteRule: Rule = {
  id: 'openapi-remote',
  check({ model, report }) {
    for (const source of distinctOpenapiSources(model)) {
      if (source.kind === 'url') report.at(source.node, `OpenAPI spec ${source.url} is a URL and is not fetched, so its endpoint entries are not checked`);
    }
  },
};
