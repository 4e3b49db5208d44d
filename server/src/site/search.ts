// The offline search index of one scope (pages of one product, language and version), built with MiniSearch and
// written as a script asset that hands it to the page's search box (a script works from file://, where fetch does
// not). Titles weigh most, then headings, then the text, of which the first MAX_TEXT characters are indexed.
import MiniSearch from 'minisearch';
import { scriptJson } from './html';

export interface SearchDocument {
  title: string;
  headings: string[];
  text: string;
  /** Root-relative HTML file of the page. */
  file: string;
  /** Where the page sits ("Guides / Getting started"), shown under the title. */
  where?: string;
}

const MAX_TEXT = 20_000;

/** Shared by the builder and the browser: field names are short because the index repeats them. */
export const SEARCH_OPTIONS = { fields: ['t', 'h', 'x'], storeFields: ['t', 'r', 's'] } as const;

export function buildSearchAsset(scope: string, documents: readonly SearchDocument[]): string {
  const index = new MiniSearch({ fields: [...SEARCH_OPTIONS.fields], storeFields: [...SEARCH_OPTIONS.storeFields] });
  index.addAll(
    documents.map((d, id) => ({
      id,
      t: d.title,
      h: d.headings.join(' '),
      x: d.text.length > MAX_TEXT ? d.text.slice(0, MAX_TEXT) : d.text,
      r: d.file,
      s: d.where ?? '',
    })),
  );
  return `window.djSearchLoaded&&window.djSearchLoaded(${scriptJson(scope)},${scriptJson({
    fields: SEARCH_OPTIONS.fields,
    storeFields: SEARCH_OPTIONS.storeFields,
  })},${scriptJson(index.toJSON())});\n`;
}
