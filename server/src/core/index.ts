// Public surface of the pure core.
export * from './problem';
export * from './workspace/workspace';
export * from './workspace/safePath';
export * from './rules/ruleMeta';
export * from './siteChecker';
export { parsePage, type ParsedPage } from './pages/parsedPage';
export {
  createSiteFacts,
  routeOfPageFile,
  isSnippetFile,
  type SiteFacts,
  type SiteFactsInput,
} from './pages/siteFacts';
export type { PageFacts, HeadingFact, LinkFact, ImageFact, ImportFact, ElementFact } from './pages/mdx/pageFacts';
export { COMPONENTS, componentSpec, type ComponentSpec, type AttributeSpec } from './pages/mdx/components';
export { PAGE_RULES } from './rules/pages';
export { completeInPage, type PageCompletionOptions } from './features/pages/pageCompletion';
export { hoverInPage } from './features/pages/pageHover';
export { findPageDefinition, findPageDocumentLinks } from './features/pages/pageNavigation';
export { getPageRenameEdits } from './features/pages/pageRename';
export type { PageFeatureSite } from './features/pages/pageFeatureSite';
