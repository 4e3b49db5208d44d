// openapi-invalid: a local spec that parses and names its operations but does not pass full OpenAPI validation
// (swagger-parser, run where the host provides a validator). Mintlify's build reports such specs, and its API pages
// may then be missing fields, so this is a warning, once per spec file, at the first `openapi` value naming it.
import { defineRule } from './defineRule';
import { distinctOpenapiSources } from './openapiSources';

const MAX_ERRORS_SHOWN = 3;

export const openapiInvalidRule = defineRule({
  id: 'openapi-invalid',
  defaultSeverity: 'warning',
  description: 'An OpenAPI spec file does not pass full OpenAPI validation.',
  reads: 'files',
  async check({ model, spec, validateSpec, report }) {
    for (const source of distinctOpenapiSources(model)) {
      if (source.kind !== 'file') continue;
      const index = await spec(source.path);
      if (index.unreadable) continue; // openapi-unreadable says why
      const validation = await validateSpec(source.path);
      if (!validation || validation.status === 'valid' || validation.status === 'skipped') continue;
      const first = validation.errors[0]?.message ?? 'no reason given';
      // A validation that ran out of time or whose worker died says nothing about the spec: one note, never a
      // warning, so that a busy machine cannot change what a lint finds or its exit code.
      if (validation.status !== 'invalid') {
        const what =
          validation.status === 'timeout'
            ? `was not checked against the OpenAPI schema (its endpoints still are)`
            : `could not be validated fully`;
        report.at(source.node, `OpenAPI spec "${source.written}" ${what}: ${first}`, undefined, 'info');
        continue;
      }
      const shown = validation.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => e.message);
      const more = validation.errors.length - shown.length;
      report.at(
        source.node,
        `OpenAPI spec "${source.written}" is not valid OpenAPI: ${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`,
      );
    }
  },
});
