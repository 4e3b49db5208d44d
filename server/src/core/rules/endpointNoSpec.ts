// endpoint-no-spec: a METHOD entry with no OpenAPI spec on it or on any ancestor.
import { specOfEndpoint } from '../model/endpointSpec';
import { defineRule } from './defineRule';

export const endpointNoSpecRule = defineRule({
  id: 'endpoint-no-spec',
  defaultSeverity: 'error',
  description: 'A "METHOD /path" entry has no OpenAPI spec on it or on any ancestor.',
  reads: 'navigation',
  check({ model, report }) {
    for (const entry of model.endpoints) {
      if (specOfEndpoint(entry)) continue;
      report.at(
        entry.node,
        `"${entry.value}" is an endpoint entry, but no OpenAPI spec is set here, on any parent or in "api.openapi"; add "openapi": "<path of your spec>" to its group`,
      );
    }
  },
});
