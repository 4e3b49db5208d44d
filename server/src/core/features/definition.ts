// Go to definition in docs.json: a page entry opens its file, an `openapi` value opens the spec, an endpoint
// entry opens the spec at the operation, a `$ref` include opens the included file.
import type { Node as JsonNode } from 'jsonc-parser';
import { analyzePageRef } from '../pages/pageRef';
import { dirnameOf, joinInsideRoot, toSafeRelativePath } from '../workspace/safePath';
import { pathOfNode } from './cursor';
import { specOfEndpoint } from '../model/endpointSpec';
import { FeatureSite, findOperationIn, navNodeAt, pageFileFor } from './siteContext';
import { FileLink, ZERO_RANGE } from './types';

export async function findDefinition(site: FeatureSite, offset: number): Promise<FileLink[]> {
  if (offset < 0 || offset > site.file.text.length) return [];
  const node = site.file.nodeAt(offset, true);
  if (node?.type !== 'string' || (node.parent?.type === 'property' && node.parent.children?.[0] === node)) return [];
  const originRange = site.file.rangeOfNode(node);
  const nav = navNodeAt(site, node);
  if (nav?.kind === 'page') {
    const page = analyzePageRef(nav.value).page;
    const file = page ? pageFileFor(site.files, page) : undefined;
    return file ? [{ originRange, file, targetRange: ZERO_RANGE }] : [];
  }
  if (nav?.kind === 'endpoint') {
    const spec = specOfEndpoint(nav);
    if (spec?.kind !== 'file') return [];
    const index = await site.specIndex?.(spec.path).catch(() => undefined);
    const op = index ? findOperationIn(index, nav.method, nav.apiPath) : undefined;
    if (op?.location) return [{ originRange, file: op.location.file, targetRange: op.location.range }];
    return site.files?.hasFile(spec.path) ? [{ originRange, file: spec.path, targetRange: ZERO_RANGE }] : [];
  }
  const target = fileValueTarget(site, node);
  return target ? [{ originRange, file: target, targetRange: ZERO_RANGE }] : [];
}

/** The file an `openapi` value or a `$ref` include names, when it exists. */
export function fileValueTarget(site: FeatureSite, node: JsonNode): string | undefined {
  const path = pathOfNode(node);
  const value = String(site.file.valueOf(node));
  const last = path[path.length - 1];
  const isOpenapi =
    last === 'openapi' ||
    (typeof last === 'number' && path[path.length - 2] === 'openapi') ||
    (last === 'source' && path.includes('openapi'));
  let target: string | undefined;
  if (isOpenapi) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(value.trim())) return undefined;
    const safe = toSafeRelativePath(value.trim());
    target = safe.ok ? safe.path : undefined;
  } else if (last === '$ref') {
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes('#')) return undefined;
    const joined = joinInsideRoot(dirnameOf(site.file.path), value);
    target = joined.ok ? joined.path : undefined;
  }
  return target && site.files?.hasFile(target) ? target : undefined;
}
