// What a page rule may ask about the rest of the site (routes, files, other pages' headings), answered by the check
// engine from the model, the page index and the page store. (Filled in with the page rules.)

export interface SiteFacts {
  /** True when a root-relative file exists under the docs root. */
  fileExists(relPath: string): boolean;
}
