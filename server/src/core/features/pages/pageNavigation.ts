// Go to definition and document links in MDX pages: a link opens the page it names (at the heading its `#anchor`
// names, when the host can give that page's text), an image or a static file opens the file, an import opens the
// snippet. Only targets that exist are offered; external URLs are left to the editor.
import type { ParsedPage } from '../../pages/parsedPage';
import { attributeOf } from '../../pages/mdx/pageFacts';
import {
  anchorMatches,
  importedFile,
  isPathImport,
  resolveLink,
  resolveRoute,
  rewriteOfImage,
  rewriteOfLink,
  snippetComponentFile,
  snippetComponentTargets,
  type LinkRewrite,
} from '../../pages/mdx/linkTargets';
import type { Range } from '../../problem';
import { FileLink, ZERO_RANGE } from '../types';
import type { PageFeatureSite } from './pageFeatureSite';

interface Reference {
  start: number;
  end: number;
  file: string;
  fragment?: string;
}

/** Every reference of the page that resolves to a file of the site. */
function references(page: ParsedPage, workspace: PageFeatureSite): Reference[] {
  const site = workspace.site;
  const out: Reference[] = [];
  const addUrl = (url: string, start: number | undefined, end: number | undefined, rewrite: LinkRewrite) => {
    if (start === undefined || end === undefined) return;
    const target = resolveLink(page.file, url, rewrite);
    if (target.kind === 'anchor') {
      out.push({ start, end, file: page.file, fragment: target.fragment });
      return;
    }
    if (target.kind !== 'route') return;
    const resolved = resolveRoute(site, target.route);
    if (resolved.kind === 'page') out.push({ start, end, file: resolved.file, fragment: target.fragment });
    else if (target.route.length > 1 && site.fileExists(target.route.slice(1))) {
      out.push({ start, end, file: target.route.slice(1) });
    }
  };
  for (const link of page.facts.links) addUrl(link.url, link.urlStart, link.urlEnd, rewriteOfLink(link, page.facts));
  for (const image of page.facts.images) addUrl(image.src, image.srcStart, image.srcEnd, rewriteOfImage(image));
  for (const i of page.facts.imports) {
    if (!isPathImport(i.source)) continue;
    const file = importedFile(page.file, i.source);
    if (file && site.fileExists(file)) out.push({ start: i.sourceStart, end: i.sourceEnd, file });
  }
  for (const element of page.facts.elements) {
    const name = snippetComponentFile(element);
    const attribute = attributeOf(element, 'file');
    if (name === undefined || attribute?.valueStart === undefined) continue;
    const file = snippetComponentTargets(name).find((f) => site.fileExists(f));
    if (file) out.push({ start: attribute.valueStart, end: attribute.valueEnd!, file });
  }
  return out;
}

function targetRange(reference: Reference, page: ParsedPage, workspace: PageFeatureSite): Range {
  if (!reference.fragment) return ZERO_RANGE;
  const target = reference.file === page.file ? page : workspace.page?.(reference.file);
  const heading = target?.facts.headings.find((h) => h.id && anchorMatches(reference.fragment!, new Set([h.id])));
  return heading && target ? target.lines.rangeAt(heading.start, heading.end) : ZERO_RANGE;
}

function toLink(reference: Reference, page: ParsedPage, workspace: PageFeatureSite): FileLink {
  return {
    originRange: page.lines.rangeAt(reference.start, reference.end),
    file: reference.file,
    targetRange: targetRange(reference, page, workspace),
    tooltip: reference.fragment ? `${reference.file}#${reference.fragment}` : reference.file,
  };
}

export function findPageDefinition(page: ParsedPage, offset: number, workspace: PageFeatureSite): FileLink[] {
  return references(page, workspace)
    .filter((r) => offset >= r.start && offset <= r.end)
    .map((r) => toLink(r, page, workspace));
}

export function findPageDocumentLinks(page: ParsedPage, workspace: PageFeatureSite): FileLink[] {
  return references(page, workspace)
    .filter((r) => r.file !== page.file)
    .map((r) => toLink(r, page, workspace));
}
