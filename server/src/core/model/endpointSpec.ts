// Which spec a METHOD entry resolves against: the spec it names itself, else the first spec in force on its
// nearest ancestor (with an array of specs, only the first is used unless the entry names one). A spec the entry
// names is read by the same rules as an `openapi` value of docs.json (readOpenapiString): one reading of URLs and
// paths for the model, the rules, the preview and the builder.
import type { EndpointEntry, OpenApiSource } from './siteModel';
import { readOpenapiString } from './buildSiteModel';

export type EndpointSpec =
  { kind: 'file'; path: string } | { kind: 'url'; url: string } | { kind: 'invalid'; written: string };

export function specOfEndpoint(entry: EndpointEntry): EndpointSpec | undefined {
  if (entry.spec !== undefined) {
    const read = readOpenapiString(entry.spec);
    return read.kind === 'invalid' ? { kind: 'invalid', written: entry.spec } : read;
  }
  const first: OpenApiSource | undefined = entry.openapi[0];
  if (!first) return undefined;
  return first.kind === 'file'
    ? { kind: 'file', path: first.path }
    : first.kind === 'url'
      ? { kind: 'url', url: first.url }
      : { kind: 'invalid', written: first.written };
}
