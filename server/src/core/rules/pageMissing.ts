// page-missing: a page entry (or a group's root) whose file does not exist, with "did you mean" candidates, or the
// reason a file that is there is not a page.
import type { PageLookup } from '../pages/pageIndex';
import { titleFromPath } from '../pages/pageTitle';
import { languageCodes, originalOfTranslation } from '../pages/translationOf';
import { HTTP_METHODS } from '../openapi/types';
import type { EndpointPages } from '../routes/endpointPages';
import { endpointOwnerOf } from '../routes/routeOwners';
import { defineRule } from './defineRule';

const METHOD_WORDS: ReadonlySet<string> = new Set([...HTTP_METHODS, 'webhook']);

export const pageMissingRule = defineRule({
  id: 'page-missing',
  defaultSeverity: 'warning',
  description: 'A navigation page has no .mdx or .md file.',
  reads: 'files',
  async check({ model, files, pagesWithoutFile, endpointPages, report }) {
    let codes: string[] | undefined;
    let endpoints: EndpointPages | undefined;
    for (const entry of pagesWithoutFile()) {
      const ref = entry.ref;
      // page-path reports unusable strings; a dropped entry is already reported as ignored and never built.
      if (!ref.page || entry.dropped) continue;
      const found = files.lookup(ref.page);
      if (found.file) continue;
      // An endpoint page is built at this entry's URL and the entry leads to it: route-duplicate says so.
      endpoints ??= await endpointPages();
      if (endpointOwnerOf(endpoints, ref.page, () => false)) continue;
      const where = entry.role === 'root' ? 'root page' : 'page';
      const looked = `looked for ${found.lookedFor.join(', ')}`;
      const candidates: string[] = [];
      let hint = '';
      // The file is there under another spelling: a written extension or letter case, with one answer.
      let certain = false;
      const endpointHint = endpointLike(entry.value);
      if (ref.extension && files.lookup(ref.page.slice(0, -ref.extension.length)).file) {
        const bare = ref.page.slice(0, -ref.extension.length);
        candidates.push(bare);
        certain = true;
        hint = `; write it without the extension: "${bare}"`;
      } else if (found.excludedFile) {
        hint = `; ${notAPage(found)}`;
      } else if (found.looseMatch) {
        const match = found.looseMatch.replace(/\.(mdx|md)$/, '');
        candidates.push(match);
        certain = found.looseMatchOnly === true;
        hint = `; "${found.looseMatch}" differs only in letter case or accents, which passes on macOS and Windows but fails on Linux builds`;
      } else if (endpointHint) {
        hint = `; ${endpointHint}`;
      } else {
        const original = originalOfTranslation(ref.page, (codes ??= languageCodes(model)), files);
        if (original) hint = `; not translated yet: ${original} exists`;
        else {
          candidates.push(...files.suggestions(ref.page));
          if (candidates.length > 0) hint = `; did you mean ${candidates.map((c) => `"${c}"`).join(' or ')}?`;
        }
      }
      report.at(entry.node, `${where} "${entry.value}" has no file (${looked})${hint}`, {
        candidates,
        ...(certain && { certain }),
        createFile: ref.extension || found.excludedKind === 'snippet' ? undefined : `${ref.page}.mdx`,
        title: titleFromPath(ref.page),
      });
    }
  },
});

/** Why the file found for a page is not one. */
function notAPage(found: PageLookup): string {
  const file = found.excludedFile!;
  switch (found.excludedKind) {
    case 'snippet':
      return `${file} is a snippet: files under snippets/ and _snippets/ are never pages; import it into a page instead`;
    case 'md-name': {
      const renamed = `${file.slice(0, -3)}.mdx`;
      return `${file} exists, but .md files named README, LICENSE, CHANGELOG, CONTRIBUTING or CONTRIBUTE are never pages; rename it to ${renamed}`;
    }
    case 'skill':
      return `${file} is Mintlify's skill file for AI agents, published as it is and never a page`;
    case 'extension-case': {
      const lower = file.replace(/\.(mdx|md)$/i, (ext) => ext.toLowerCase());
      return `${file} exists, but a page file must end in ".mdx" or ".md" in lower case; rename it to ${lower}`;
    }
    default:
      return `${file} exists but is not a page file`;
  }
}

/**
 * What is wrong with a string that was probably meant as an endpoint entry ("METHOD /path", or "SPEC METHOD
 * /path"), or undefined when it does not look like one.
 */
function endpointLike(value: string): string | undefined {
  const words = value.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const methodAt = words.findIndex((w, i) => i < 2 && METHOD_WORDS.has(w.toLowerCase()) && words[i + 1] !== undefined);
  if (methodAt >= 0) {
    const target = words[methodAt + 1];
    // "delete account" is more likely a page name than an endpoint: only a path or a webhook name makes it one.
    if (!target.startsWith('/') && words[methodAt].toLowerCase() !== 'webhook') return undefined;
    if (words.length > methodAt + 2) {
      const extra = words.slice(methodAt + 2).join(' ');
      return `an endpoint entry is "METHOD /path" (optionally after its spec file) with nothing after the path; remove "${extra}"`;
    }
    return undefined;
  }
  if (/^[A-Za-z_]+$/.test(words[0]) && words[1].startsWith('/'))
    return `it looks like an endpoint entry, but "${words[0]}" is not an HTTP method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE) or "webhook"`;
  return undefined;
}
