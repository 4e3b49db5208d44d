// endpoint-no-spec: a METHOD entry with no OpenAPI spec on it or on any ancestor.
import { prop } from '../model/composedTree';
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
      // Mintlify reads "api.openapi" for the API playground only: navigation entries never resolve through it.
      const site = model.siteOpenapi[0];
      // Mintlify drops `openapi` written on `navigation` itself before building, so nothing below inherits it.
      const onNavigation = model.navigation && prop(model.navigation.node, 'openapi');
      const hint = onNavigation
        ? '; the "openapi" on "navigation" itself is ignored by Mintlify, so move it to a tab, anchor or group above this entry'
        : site
          ? `; "api.openapi" does not apply to navigation entries, so add "openapi": "${site.kind === 'file' ? site.written : site.kind === 'url' ? site.url : site.written}" to its group`
          : '; add "openapi": "<path of your spec>" to its group';
      report.at(
        entry.node,
        `"${entry.value}" is an endpoint entry, but no OpenAPI spec is set on it or on any parent${hint}`,
      );
    }
  },
});
