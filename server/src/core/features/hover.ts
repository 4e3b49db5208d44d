// Hover in docs.json: a page entry shows the page's front-matter title and description and its file; an endpoint
// entry shows the operation's summary from its spec; a property key (or enum value) shows the schema's text.
import type { Node as JsonNode } from 'jsonc-parser';
import { parseFrontMatter } from '../pages/frontMatter';
import { analyzePageRef } from '../pages/pageRef';
import type { EndpointEntry, PageEntry } from '../model/siteModel';
import { pathOfNode, propertyOfKey } from './cursor';
import { specOfEndpoint } from '../model/endpointSpec';
import { FeatureSite, findOperationIn, navNodeAt, pageFileFor } from './siteContext';
import type { Hover } from './types';
import { markdownCode, markdownText } from './markdown';

/** Bytes of a page read for its front matter. */
const FRONT_MATTER_BYTES = 64 * 1024;

export async function doHover(site: FeatureSite, offset: number): Promise<Hover | null> {
  if (offset < 0 || offset > site.file.text.length) return null;
  const node = site.file.nodeAt(offset);
  if (!node) return null;
  const range = site.file.rangeOfNode(node);
  const nav = node.type === 'string' ? navNodeAt(site, node) : undefined;
  if (nav?.kind === 'page') return markdown(await pageHover(site, nav), range);
  if (nav?.kind === 'endpoint') return markdown(await endpointHover(site, nav), range);
  if (node.type === 'string' && propertyOfKey(node)) return markdown(schemaHover(site, node, 'key'), range);
  if (node.type !== 'object' && node.type !== 'array' && node.parent?.type === 'property')
    return markdown(schemaHover(site, node, 'value'), range);
  return null;
}

async function pageHover(site: FeatureSite, entry: PageEntry): Promise<string | undefined> {
  const ref = analyzePageRef(entry.value);
  if (!ref.page) return ref.unsafe ? `Not a usable page path: ${markdownText(ref.unsafe)}.` : undefined;
  const file = pageFileFor(site.files, ref.page);
  if (!file)
    return `No page file: ${markdownCode(`${ref.page}.mdx`)} and ${markdownCode(`${ref.page}.md`)} do not exist.`;
  const text = await site.readFile?.(file).catch(() => undefined);
  const front = text !== undefined ? parseFrontMatter(text.slice(0, FRONT_MATTER_BYTES)) : undefined;
  const parts: string[] = [];
  if (front?.title) parts.push(`**${markdownText(front.title)}**`);
  if (front?.description) parts.push(markdownText(front.description));
  parts.push(markdownCode(file));
  return parts.join('\n\n');
}

async function endpointHover(site: FeatureSite, entry: EndpointEntry): Promise<string | undefined> {
  const spec = specOfEndpoint(entry);
  const label = `${entry.method.toUpperCase()} ${entry.apiPath}`;
  const code = markdownCode(label);
  if (!spec) return `${code}: no OpenAPI spec is set on this entry or above it.`;
  if (spec.kind === 'url') return `${code} from ${markdownCode(spec.url)} (a remote spec; not read offline).`;
  if (spec.kind === 'invalid') return `${code}: the spec ${markdownCode(spec.written)} cannot be used.`;
  const index = await site.specIndex?.(spec.path).catch(() => undefined);
  if (!index) return `${code} from ${markdownCode(spec.path)}`;
  const op = findOperationIn(index, entry.method, entry.apiPath);
  if (!op) return `${code} is not in ${markdownCode(spec.path)}.`;
  // The spec's own Markdown is shown as text: rendered, it could load remote images into the editor.
  const parts = [`**${markdownText(op.summary || label)}**`];
  if (op.deprecated) parts.push('*Deprecated.*');
  if (op.description) parts.push(markdownText(op.description));
  parts.push(`${code} in ${markdownCode(op.location?.file ?? index.file)}`);
  return parts.join('\n\n');
}

function schemaHover(site: FeatureSite, node: JsonNode, role: 'key' | 'value'): string | undefined {
  if (!site.schema) return undefined;
  const property = role === 'key' ? propertyOfKey(node)! : node.parent!;
  const valueNode = property.children?.[1];
  const path = valueNode
    ? pathOfNode(valueNode)
    : [...pathOfNode(property.parent ?? property), String(property.children?.[0]?.value)];
  if (role === 'value') {
    const value = site.file.valueOf(node);
    const found = site.schema.valuesAt(path, site.file.root).find((v) => v.value === value);
    const text = found?.markdownDescription ?? found?.description;
    if (text) return `${markdownCode(JSON.stringify(value))}: ${text}`;
    return undefined;
  }
  const doc = site.schema.documentationAt(path, site.file.root);
  return doc?.markdown ?? doc?.plain;
}

function markdown(value: string | undefined, range: Hover['range']): Hover | null {
  return value ? { contents: { kind: 'markdown', value }, range } : null;
}
