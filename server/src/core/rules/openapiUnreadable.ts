// openapi-unreadable: a local spec that is missing, unsafe, unparsable or structurally not OpenAPI. Reported once
// per spec file, at the first `openapi` value that names it, with the location inside the spec when known. Spec
// findings that are only warnings (a duplicate operationId) or notes keep their milder severity (a file whose read
// did not finish in time is a note: nothing is known about it); remote `$ref`s inside a spec are openapi-remote's
// business.
import type { ComposedNode } from '../model/composedTree';
import { isDiscardedOnGroup } from '../model/buildSiteModel';
import { distinctOpenapiSources } from './openapiSources';
import { defineRule } from './defineRule';

const MAX_ERRORS_PER_SPEC = 20;

export const openapiUnreadableRule = defineRule({
  id: 'openapi-unreadable',
  defaultSeverity: 'error',
  description: 'An OpenAPI spec file is missing, unsafe, unparsable or not a valid OpenAPI document.',
  reads: 'files',
  async check({ model, spec, report }) {
    // On a group Mintlify drops an unusable `openapi` silently and the build goes on: a warning that says what the
    // group's endpoints resolve against instead.
    const droppedOnGroups = new Set<ComposedNode>();
    for (const group of model.containers) {
      if (group.kind !== 'group' || !group.ownOpenapi) continue;
      for (const source of group.ownOpenapi) {
        if (!isDiscardedOnGroup(source) || source.kind !== 'invalid') continue;
        droppedOnGroups.add(source.node);
        const first = group.openapi[0];
        const instead = first
          ? `uses the spec it inherits (${first.kind === 'file' ? first.path : first.kind === 'url' ? first.url : first.written})`
          : 'has no spec';
        report.at(
          source.node,
          `OpenAPI spec "${source.written}" cannot be used: ${source.reason}. Mintlify drops this group's "openapi" without a word, so the group ${instead}`,
          undefined,
          'warning',
        );
      }
    }
    for (const source of distinctOpenapiSources(model)) {
      if (droppedOnGroups.has(source.node)) continue;
      if (source.kind === 'url' && /^http:/i.test(source.url)) {
        report.at(
          source.node,
          `OpenAPI spec ${source.url} uses http://, which Mintlify's build does not accept: use an https:// URL or a file in the docs folder`,
        );
        continue;
      }
      if (source.kind === 'invalid') {
        report.at(source.node, `OpenAPI spec "${source.written}" cannot be used: ${source.reason}`);
        continue;
      }
      if (source.kind !== 'file') continue;
      const index = await spec(source.path);
      const findings = index.errors.filter((e) => e.code !== 'ref-remote');
      for (const error of findings.slice(0, MAX_ERRORS_PER_SPEC)) {
        const where =
          error.file && error.range
            ? ` (${error.file}:${error.range.start.line + 1}:${error.range.start.character + 1})`
            : '';
        // A read that did not finish in time says nothing about the spec: a note, in words that say so.
        const prefix =
          error.code === 'not-checked'
            ? `OpenAPI spec "${source.written}" was not checked fully`
            : index.unreadable
              ? `OpenAPI spec "${source.written}" cannot be read`
              : `OpenAPI spec "${source.written}" has a problem`;
        report.at(source.node, `${prefix}${where}: ${error.message}`, undefined, error.severity ?? 'error');
      }
      if (findings.length > MAX_ERRORS_PER_SPEC) {
        report.at(
          source.node,
          `OpenAPI spec "${source.written}" has ${findings.length - MAX_ERRORS_PER_SPEC} more problems`,
          undefined,
          'warning',
        );
      }
    }
  },
});
