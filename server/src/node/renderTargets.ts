// The link targets of a site as plain data that crosses to worker threads: HTML files by URL and page path (and
// the redirect pages by their source), the files of the docs root, and the snippet texts pages import.
import { type ParsedPage, parsePage } from '../core';
import { parseScript, type LinkTargets, type ParsedScript, type RedirectPlan, type ResolvedSite } from '../site';

export interface TargetTable {
  /** [path, html file] for every route's URL path and page path. */
  html: Array<[string, string]>;
  /** Every file of the docs root, joined by "\0" (one string crosses threads fast). */
  files: string;
  snippets: Array<[string, string]>;
}

export function targetTable(
  site: ResolvedSite,
  files: Iterable<string>,
  snippets: Map<string, string>,
  redirects?: RedirectPlan,
): TargetTable {
  const html: Array<[string, string]> = [];
  for (const [p, r] of site.routeByUrl) html.push([p, r.file]);
  for (const [p, r] of site.routeByPage) if (!site.routeByUrl.has(p)) html.push([p, r.file]);
  // After the routes: a page of the site wins over a redirect page (planRedirects skips those anyway).
  const known = new Set(html.map(([p]) => p));
  for (const page of redirects?.pages ?? []) {
    if (!known.has(page.key)) html.push([page.key, page.file]);
  }
  return { html, files: [...files].join('\0'), snippets: [...snippets] };
}

export function linkTargetsFromTable(table: TargetTable): LinkTargets {
  const html = new Map(table.html);
  const files = new Set(table.files === '' ? [] : table.files.split('\0'));
  const snippetTexts = new Map(table.snippets);
  const parsed = new Map<string, ParsedPage | undefined>();
  const scripts = new Map<string, ParsedScript | undefined>();
  return {
    script: (relPath): ParsedScript | undefined => {
      if (!scripts.has(relPath)) {
        const text = snippetTexts.get(relPath);
        scripts.set(relPath, text === undefined ? undefined : parseScript(relPath, text));
      }
      return scripts.get(relPath);
    },
    htmlFileOf: (p) => html.get(p),
    fileExists: (f) => files.has(f),
    snippet: (relPath): ParsedPage | undefined => {
      if (!parsed.has(relPath)) {
        const text = snippetTexts.get(relPath);
        parsed.set(relPath, text === undefined ? undefined : parsePage(relPath, text));
      }
      return parsed.get(relPath);
    },
  };
}
