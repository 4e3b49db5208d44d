// openapi-remote: a spec given by URL, or a local spec that `$ref`s a URL. Nothing is fetched (no network unless
// a setting allows it), so what lies behind the URL cannot be checked: a note, never an error.
import { distinctOpenapiSources } from './openapiSources';
import { defineRule } from './defineRule';

export const openapiRemoteRule = defineRule({
  id: 'openapi-remote',
  defaultSeverity: 'info',
  description: 'A spec given by URL cannot be checked offline; its endpoint entries are not checked.',
  reads: 'files',
  async check({ model, spec, report }) {
    for (const source of distinctOpenapiSources(model)) {
      // An http:// URL fails Mintlify's build: openapi-unreadable says so.
      if (source.kind === 'url' && !/^http:/i.test(source.url)) {
        report.at(
          source.node,
          `OpenAPI spec ${source.url} is a URL and is not fetched, so its endpoint entries are not checked`,
        );
      } else if (source.kind === 'file') {
        for (const error of (await spec(source.path)).errors) {
          if (error.code !== 'ref-remote') continue;
          const where =
            error.file && error.range
              ? ` (${error.file}:${error.range.start.line + 1}:${error.range.start.character + 1})`
              : '';
          report.at(
            source.node,
            `OpenAPI spec "${source.written}" refers to a URL${where} that is not fetched: ${error.message}`,
          );
        }
      }
    }
  },
});
