// Where the site's shared files are written, root-relative: our stylesheet and scripts, the search library and
// indexes, and the per-section sidebars. One folder, so that no page of the docs can collide with them.
export const ASSET_DIR = '_docsjson';
export const STYLESHEET_FILE = `${ASSET_DIR}/site.css`;
export const SCRIPT_FILE = `${ASSET_DIR}/site.js`;
export const THEME_SCRIPT_FILE = `${ASSET_DIR}/theme.js`;
/** The site's icons, one rule each (assets/iconStylesheet.ts). */
export const ICON_STYLESHEET_FILE = `${ASSET_DIR}/icons.css`;
export const SEARCH_LIBRARY_FILE = `${ASSET_DIR}/minisearch.js`;
export const sectionNavFile = (sectionId: string) => `${ASSET_DIR}/nav/${sectionId}.js`;
/** The section's navigation as a page (every entry, for readers without script): long lists link here. */
export const sectionNavPageFile = (sectionId: string) => `${ASSET_DIR}/nav/${sectionId}.html`;
export const searchIndexFile = (scope: string) => `${ASSET_DIR}/search/${scope}.js`;
