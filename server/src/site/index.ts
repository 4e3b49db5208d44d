// Public surface of the site builder: the core's model in, a resolved site and HTML strings out. Pure: no file
// system, no network, no Node modules; the adapters in server/src/node/ and server/src/cli/ do the rest.
export * from './resolvedSite';
export { resolveSite, type ResolveOptions } from './resolveNavigation';
export { resolveSection, type SectionFocus, type ResolvedSection } from './resolveSection';
export { renderNavigationPreview, type PreviewOptions } from './render/navigationPreview';
export * from './navigationQueries';
export { readSiteSettings, type SiteSettings } from './siteSettings';
export { markdownFileOf, routeMarkdown, wantsMarkdown, type ContextualSettings } from './contextual';
export { readPageMeta, type PageMeta } from './pageMeta';
export { routeTitle, sidebarLabel, type MetaLookup } from './pageTitles';
export { endpointRoute, endpointTitle, type EndpointFacts } from '../core/index';
export { urlPathOf, htmlFileOf, relativeHref } from './routes';
export { renderPage, type PageView, type LayoutOptions } from './render/layout';
export { renderNotFoundPage, NOT_FOUND_FILE } from './render/notFoundPage';
export * from './render/assetFiles';
export { renderSectionNavAsset } from './render/sectionAsset';
export { renderSectionNavPage } from './render/sectionPage';
export { buildSearchAsset, type SearchDocument } from './search';
export { createContentContext, type LinkTargets, type RecordingContext, type Resolution } from './linkResolver';
export { BodyCache, type RenderedBody } from './bodyCache';
export { isNavigable, linkTargetsOf, routeForHref } from './siteQueries';
export { assetContentType } from './assetTypes';
export { renderNotice, endpointRenderInput, EMPTY_BODY } from './pageBodies';
export { scanSnippetImports } from './snippetImports';
export { parseScript, type ParsedScript } from './content/jsx/scriptModule';
export {
  renderPageContent,
  renderEndpointContent,
  type RenderedContent,
  type ContentContext,
  type EndpointRenderInput,
} from './contentRenderer';
export { buildStylesheet, type SiteLook } from './assets/stylesheet';
export { buildIconStylesheet, type IconGlyph, type IconSource } from './assets/iconStylesheet';
export { iconClassesIn, type IconLibrary } from './icons';
export { SITE_SCRIPT, THEME_SCRIPT } from './assets/clientScript';
export { escapeHtml, externalHref, iconName, safeColor } from './html';
export {
  renderEditorPreview,
  navigationFocusAt,
  navigationNodeAt,
  type EditorPreview,
  type EditorPreviewSources,
} from './editorPreview';
export { PageMetaCache, type PageMetaSource } from './pageMetaCache';
export {
  planRedirects,
  redirectTarget,
  redirectResponse,
  renderRedirectPage,
  type RedirectPlan,
  type RedirectPage,
  type RedirectTarget,
} from './redirects';
