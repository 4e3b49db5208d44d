// Which spec a METHOD entry resolves against: the spec it names itself, else the first spec in force on its
// nearest ancestor (with an array of specs, only the first is used unless the entry names one).
import type { EndpointEntry, OpenApiSource } from './siteModel';
import { toSafeRelativePath } from '../workspace/safePath';

export type EndpointSpec =
  { kind: 'file'; path: string } | { kind: 'url'; url: string } | { kind: 'invalid'; written: string };

export function specOfEndpoint(entry: EndpointEntry): EndpointSpec | undefined {
  if (entry.spec !== undefined) {
    if (/^https?:\/\//i.test(entry.spec)) return { kind: 'url', url: entry.spec };
    const safe = toSafeRelativePath(entry.spec);
    return safe.ok ? { kind: 'file', path: safe.path } : { kind: 'invalid', written: entry.spec };
  }
  const first: OpenApiSource | undefined = entry.openapi[0];
  if (!first) return undefined;
  return first.kind === 'file'
    ? { kind: 'file', path: first.path }
    : first.kind === 'url'
      ? { kind: 'url', url: first.url }
      : { kind: 'invalid', written: first.written };
}
