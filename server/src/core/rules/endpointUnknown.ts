// endpoint-unknown: a METHOD entry whose path is not in its spec, or whose method is not on that path. All such
// entries are reported at once (the builder stops at the first).
import { findOperation, type OperationLookup } from '../openapi/findOperation';
import type { OpenApiIndex } from '../openapi/types';
import { specOfEndpoint } from '../model/endpointSpec';
import { defineRule } from './defineRule';

export const endpointUnknownRule = defineRule({
  id: 'endpoint-unknown',
  defaultSeverity: 'error',
  description: 'A "METHOD /path" entry names a path or method that is not in its OpenAPI spec.',
  reads: 'files',
  async check({ model, spec, report }) {
    const indexes = new Map<string, OpenApiIndex>();
    for (const entry of model.endpoints) {
      const source = specOfEndpoint(entry);
      if (source?.kind !== 'file') continue; // no spec: endpoint-no-spec; URL: openapi-remote; invalid: openapi-unreadable
      let index = indexes.get(source.path);
      if (!index) indexes.set(source.path, (index = await spec(source.path)));
      if (index.unreadable) continue; // openapi-unreadable says why
      const method = entry.method.toLowerCase();
      const found = lookUp(index, method, entry.apiPath);
      // `unknown`: the path item is a remote or broken $ref, reported by openapi-unreadable; `method-invalid` cannot
      // happen for a parsed METHOD entry.
      if (found.kind === 'found' || found.kind === 'unknown' || found.kind === 'method-invalid') continue;
      const specName = source.path;
      if (found.kind === 'method-missing') {
        const has = found.methods.map((m) => m.toUpperCase()).join(', ');
        report.at(
          entry.node,
          `"${entry.value}": ${specName} has path ${entry.apiPath} but no ${entry.method.toUpperCase()} operation on it (it has ${has})`,
          {
            candidates: found.methods.map((m) => `${m.toUpperCase()} ${found.path}`),
          },
        );
        continue;
      }
      if (method === 'webhook') {
        report.at(
          entry.node,
          `"${entry.value}": ${specName} has no webhook named "${entry.apiPath}"${didYouMean(found.candidates)}`,
          {
            candidates: found.candidates.map((c) => `webhook ${c}`),
          },
        );
        continue;
      }
      if (found.sameShape) {
        report.at(
          entry.node,
          `"${entry.value}": ${specName} writes this path as ${found.sameShape} (the parameter names differ); use "${entry.method.toUpperCase()} ${found.sameShape}"`,
          {
            candidates: [`${entry.method.toUpperCase()} ${found.sameShape}`],
          },
        );
        continue;
      }
      report.at(
        entry.node,
        `"${entry.value}": ${specName} has no path ${entry.apiPath}${didYouMean(found.candidates)}`,
        {
          candidates: found.candidates.map((c) => `${entry.method.toUpperCase()} ${c}`),
        },
      );
    }
  },
});

/**
 * Lookups kept per spec index (a new index when the spec changes): a keystroke elsewhere in a navigation with
 * thousands of METHOD entries looks none of them up again.
 */
const lookups = new WeakMap<OpenApiIndex, Map<string, Map<string, OperationLookup>>>();

function lookUp(index: OpenApiIndex, method: string, apiPath: string): OperationLookup {
  let byMethod = lookups.get(index);
  if (!byMethod) lookups.set(index, (byMethod = new Map()));
  let byPath = byMethod.get(method);
  if (!byPath) byMethod.set(method, (byPath = new Map()));
  let found = byPath.get(apiPath);
  if (!found) byPath.set(apiPath, (found = findOperation(index, method, apiPath)));
  return found;
}

function didYouMean(candidates: readonly string[]): string {
  return candidates.length > 0
    ? `; did you mean ${candidates
        .slice(0, 3)
        .map((c) => `"${c}"`)
        .join(' or ')}?`
    : '';
}
