// On a translated site a missing page is most often a page not translated yet: "ja/guides/setup" is missing while
// "guides/setup" or "en/guides/setup" exists. Language folders are the navigation's `language` codes; the page's
// first folder must be one of them.
import type { SiteModel } from '../model/siteModel';
import { prop } from '../model/composedTree';
import type { PageIndex } from './pageIndex';

/** The site's language codes, the default language first (then in navigation order). */
export function languageCodes(model: SiteModel): string[] {
  const codes: string[] = [];
  for (const c of model.containers) {
    if (c.kind !== 'language' || c.dropped || !c.label || codes.includes(c.label)) continue;
    if (prop(c.node, 'default')?.value === true) codes.unshift(c.label);
    else codes.push(c.label);
  }
  return codes;
}

/**
 * The file of the same page in another language, when `page` sits in a language folder and its original exists:
 * first the page without the language folder (sites often keep their main language at the root), then the same
 * page under each other language folder.
 */
export function originalOfTranslation(page: string, codes: readonly string[], files: PageIndex): string | undefined {
  const slash = page.indexOf('/');
  if (slash <= 0 || codes.length === 0) return undefined;
  const folder = page.slice(0, slash);
  if (!codes.includes(folder)) return undefined;
  const rest = page.slice(slash + 1);
  for (const candidate of [rest, ...codes.filter((c) => c !== folder).map((c) => `${c}/${rest}`)]) {
    const file = files.fileOf(candidate);
    if (file) return file;
  }
  return undefined;
}
