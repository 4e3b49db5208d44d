// endpoint-no-spec: a METHOD entry with no OpenAPI spec on it or on any ancestor.
import { specOfEndpoint } from './endpointSpec';
import type { Rule } from './rule';

export const endpointNoSpecRule: Rule = {
  id: 'endpoint-no-spec',
  check({ model, report }) {
    for (const entry of model.endpoints) {
      if (specOfEndpoint(entry)) continue;
      report.at(
        entry.node,
        `"${entry.value}" is an endpoint entry, but no OpenAPI spec is set here, on any parent or in "api.openapi"; add "openapi": "<path of your spec>" to its group`,
      );
    }
  },
};
