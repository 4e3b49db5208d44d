// openapi-unreadable: a local spec that is missing, unsafe, unparsable or structurally not OpenAPI. Reported once
// per spec file, at the first `openapi` value that names it, with the location inside the spec when known.
import { distinctOpenapiSources } from './openapiSources';
import type { Rule } from './rule';

const MAX_ERRORS_PER_SPEC = 20;

export const openapiUnreadableRule: Rule = {
  id: 'openapi-unreadable',
  async check({ model, spec, report }) {
    for (const source of distinctOpenapiSources(model)) {
      if (source.kind === 'invalid') {
        report.at(source.node, `OpenAPI spec "${source.written}" cannot be used: ${source.reason}`);
        continue;
      }
      if (source.kind !== 'file') continue;
      const index = await spec(source.path);
      const errors = index.errors.slice(0, MAX_ERRORS_PER_SPEC);
      for (const error of errors) {
        const where = error.file && error.range ? ` (${error.file}:${error.range.start.line + 1}:${error.range.start.character + 1})` : '';
        const prefix = index.unreadable ? `OpenAPI spec "${source.written}" cannot be read` : `OpenAPI spec "${source.written}" has a problem`;
        report.at(source.node, `${prefix}${where}: ${error.message}`);
      }
      if (index.errors.length > errors.length) report.at(source.node, `OpenAPI spec "${source.written}" has ${index.errors.length - errors.length} more problems`);
    }
  },
};
