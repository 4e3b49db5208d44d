// Document links in docs.json: every page entry with a file, every `openapi` file and every `$ref` include of the
// edited file becomes a clickable link. Computed from the model and the file set only (no disk access).
import type { Node as JsonNode } from 'jsonc-parser';
import { analyzePageRef } from '../pages/pageRef';
import { fileValueTarget } from './definition';
import { FeatureSite, pageFileFor } from './siteContext';
import { FileLink, ZERO_RANGE } from './types';

/**
 * Above this many page entries, pages are not sent as links (a 10,000-entry answer on every edit costs more than it
 * gives); go to definition still opens them.
 */
export const MAX_PAGE_LINKS = 5000;

export function findDocumentLinks(site: FeatureSite, maxPages = MAX_PAGE_LINKS): FileLink[] {
  const links: FileLink[] = [];
  const model = site.model;
  if (model && model.pages.length <= maxPages) {
    for (const entry of model.pages) {
      if (entry.node.filePath !== site.file.path) continue;
      const page = analyzePageRef(entry.value).page;
      const file = page ? pageFileFor(site.files, page) : undefined;
      if (file)
        links.push({
          originRange: site.file.rangeOfNode(entry.node.json),
          file,
          targetRange: ZERO_RANGE,
          tooltip: file,
        });
    }
  }
  // `openapi` values and includes, from the file's own tree (they may sit outside the navigation).
  const stack: JsonNode[] = site.file.root ? [site.file.root] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'property') {
      const key = node.children?.[0]?.value;
      const value = node.children?.[1];
      if (value && (key === 'openapi' || key === '$ref' || key === 'source')) {
        const strings =
          value.type === 'string'
            ? [value]
            : value.type === 'array'
              ? (value.children ?? []).filter((c) => c.type === 'string')
              : [];
        for (const s of strings) {
          const file = fileValueTarget(site, s);
          if (file) links.push({ originRange: site.file.rangeOfNode(s), file, targetRange: ZERO_RANGE, tooltip: file });
        }
      }
    }
    for (const child of node.children ?? [])
      if (child.type === 'object' || child.type === 'array' || child.type === 'property') stack.push(child);
  }
  return links.sort(
    (a, b) =>
      a.originRange.start.line - b.originRange.start.line ||
      a.originRange.start.character - b.originRange.start.character,
  );
}
