// The public surface of the core: everything the language server, the CLI, the Node adapters and the site builder
// may use. Nothing outside `core/` imports a deeper path (ESLint enforces it); what is not here is the core's own.
//
// Data flows one way: configuration text -> SourceFile (positioned tree) -> composed tree (includes resolved) ->
// SiteModel -> rules (problems), editor features and the site builder. A DocsService ties it together for one site.

// The service: checks a site and keeps what it learned between checks.
export { CheckSuperseded, createDocsService, DocsService, DocsFileError } from './service/docsService';
export type { DocsServiceOptions, CheckResult } from './service/docsService';
export type { FileChange } from './service/fileChange';

// Problems and positions.
export type { Problem, ProblemData, Position, Range, Severity, SeveritySetting } from './problem';

// Rules and settings.
export { RULES, ruleById, isRuleId, effectiveSeverity } from './rules/registry';
export { ruleDocsUrl, RULE_DOCS_BASE } from './rules/ruleDocs';
export { defineRule } from './rules/defineRule';
export type { RuleDefinition, RuleReads } from './rules/defineRule';
export { parseSeverity, SEVERITY_WORDS } from './config/severity';
export {
  CONFIG_FILE_NAME,
  parseDocsjsonConfig,
  ruleIdProblem,
  severityProblem,
  openapiTimeoutProblem,
  didYouMean,
} from './config/docsjsonConfig';
export type { DocsjsonConfig } from './config/docsjsonConfig';
export { runningSeverities, FilePolicy } from './config/filePolicy';
export type { FileOverride } from './config/filePolicy';

// mint.json sites: the docs.json Mintlify's upgrade writes, and what it drops.
export {
  upgradeMintJson,
  docsJsonTextFromMintJson,
  readDocsJsonFromMintJson,
  DOCS_JSON_FILE,
  MINT_JSON_FILE,
  type MintJsonText,
} from './migrate/mintJson';
export type { MintUpgrade } from './migrate/mintJson';

// Fixes: the certain ones among the editor's quick fixes (lint --fix), and applying text edits.
export { certainFixes } from './fixes/certainFixes';
export type { AppliedFix, FixSite, FixChoice } from './fixes/certainFixes';
export { altFromFileName } from './fixes/altFromFileName';
export { applyTextEdits } from './text/applyEdits';

// External links: where a site cites them (the core never requests them; the CLI's --check-external does).
export { externalLinkCitations, externalUrlOf, EXTERNAL_LINK_RULE } from './links/externalLinks';
export type { ExternalLinkCitation } from './links/externalLinks';
export type { ExternalLinkChecker, ExternalLinkResult } from './links/externalLinkResult';

// The only door to files.
export { WorkspaceError, MAX_FILE_BYTES } from './workspace/workspace';
export type { Workspace, FileStat, FileKind, FileHead, WorkspaceErrorCode } from './workspace/workspace';
export { MemoryWorkspace } from './workspace/memoryWorkspace';
export { OverlayWorkspace } from './workspace/overlayWorkspace';
export { toSafeRelativePath, describeUnsafeReason, joinInsideRoot, dirnameOf } from './workspace/safePath';
export { NotUtf8Error, notUtf8Error } from './workspace/notUtf8Error';
export { LoopDeadline, SYSTEM_CLOCK, withLoopDeadline, type DeadlineClock } from './workspace/loopDeadline';
export { letMessagesIn, UserActivity } from './service/backgroundWork';

// The configuration and its model.
export { SourceFile } from './json/sourceFile';
export { syntaxProblems, undecodableFile } from './json/syntaxProblems';
export { undecodableDocsProblems } from './service/undecodableDocs';
export type { SyntaxProblem } from './json/syntaxProblems';
export type {
  SiteModel,
  NavNode,
  NavContainer,
  PageEntry,
  EndpointEntry,
  OpenApiSource,
  JsonPath,
} from './model/siteModel';
export type { ContainerKind } from './model/navigationKinds';
export { LABEL_KEY, kindName } from './model/navigationKinds';
export type { ComposedNode, ComposedProperty } from './model/composedTree';
export { prop, stringProp, nodeAtPath, toPlainValue } from './model/composedTree';
export { specOfEndpoint } from './model/endpointSpec';
export type { EndpointSpec } from './model/endpointSpec';

// Routes the site has beyond its page files: the endpoint pages generated from specs (one owner for lint, the
// preview and the builder).
export { placeEndpointPages, isSpecOnly, NO_ENDPOINT_PAGES, UNTAGGED_GROUP_LABEL } from './routes/endpointPages';
export type { EndpointPage, EndpointPages, GeneratedEndpointGroup } from './routes/endpointPages';
export { endpointOwnerOf } from './routes/routeOwners';
export { endpointPagesOf, specFilesFor } from './service/endpointRoutes';
export { FrontMatterEndpoints } from './openapi/frontMatterEndpoints';
export type { FrontMatterEndpointTarget } from './openapi/frontMatterEndpoints';
export { boundedRoute, MAX_SEGMENT_BYTES, RESERVED_FIRST_SEGMENTS } from './routes/routeNames';

// Pages.
export { PageIndex, isPageFile, pagePathOf, PAGE_EXTENSIONS } from './pages/pageIndex';
export { analyzePageRef } from './pages/pageRef';
export type { PageRefAnalysis } from './pages/pageRef';
export { frontMatterFields, parseFrontMatter } from './pages/frontMatter';
export type { FrontMatterResult, FrontMatterProblem } from './pages/frontMatter';
export { unreadablePageResult } from './pages/frontMatterReader';
export type { FrontMatterReader } from './pages/frontMatterReader';
export { titleFromPath } from './pages/pageTitle';
export { parsePage } from './pages/parsedPage';
export type { ParsedPage } from './pages/parsedPage';
export type { PageFacts } from './pages/mdx/pageFacts';
export { parseMdx } from './pages/mdx/parseMdx';
export type { MdxParseResult, MdxSyntaxError } from './pages/mdx/parseMdx';
export { PageStore } from './pages/pageStore';
export { LineIndex } from './text/lineIndex';
export { encodeUriComponent, wellFormed } from './text/wellFormed';

// OpenAPI.
export * from './openapi/index';

// The docs.json schema.
export * from './schema/index';

// Editor features (pure: positions and paths in, plain data out; the LSP layer converts).
export { doComplete } from './features/completion';
export { doHover } from './features/hover';
export { markdownAsPlainText } from './features/markdown';
export { printable, printableLines } from './text/printable';
export { findDefinition } from './features/definition';
export { findDocumentLinks } from './features/documentLinks';
export { getDocumentSymbols } from './features/documentSymbols';
export { getFoldingRanges } from './features/foldingRanges';
export { getSelectionRanges } from './features/selectionRanges';
export { getCodeActions, getFileFixes } from './features/codeActions';
export { getPageCodeActions } from './features/pages/pageCodeActions';
export { getRenameEdits } from './features/fileRename';
export { SchemaNavigator } from './features/schemaNavigator';
export type { SchemaObject } from './features/schemaNavigator';
export { includePath } from './features/siteContext';
export type { FeatureSite, SiteFiles } from './features/siteContext';
export type {
  CompletionItem,
  DocumentSymbol,
  FoldingRange,
  Hover,
  SelectionRange,
  TextEdit,
  FileLink,
  FileLocation,
  SiteEdit,
  SiteCodeAction,
  OptInFix,
} from './features/types';

// One operation of a spec in full (servers, security, parameters, bodies, responses as field trees), for
// generated endpoint pages.
export { OperationReader } from './openapi/operationDetails';
export type { OperationReaderOptions } from './openapi/operationDetails';
export type * from './openapi/operationView';
export { exampleFromSchema, exampleJson } from './openapi/schemaExample';
export { SiteFileFilter, MINTIGNORE_FILE } from './workspace/siteFileFilter';
export { pageFileKind } from './pages/pageIndex';
export type { PageFileKind } from './pages/pageIndex';

// Pages: parsing, facts, the component catalog, what page rules may ask of the site, and page editor features.
export {
  createSiteFacts,
  routeOfPageFile,
  isSnippetFile,
  type SiteFacts,
  type SiteFactsInput,
} from './pages/siteFacts';
export {
  readRedirects,
  compileRedirect,
  redirectDestination,
  isRedirectPattern,
  type RedirectEntry,
  type RedirectRule,
} from './pages/redirects';
export { normalizeRoute } from './pages/route';
export { snippetElementFiles } from './pages/snippetElement';
export type { HeadingFact, LinkFact, ImageFact, ImportFact, ElementFact } from './pages/mdx/pageFacts';
export { COMPONENTS, componentSpec, type ComponentSpec, type AttributeSpec } from './pages/mdx/components';
export { headingSlug, HeadingIdAllocator } from './pages/mdx/headingIds';
export { anchorPlan, type AnchorPlan } from './pages/mdx/anchorPlan';
export { cleanAnchorId } from './pages/mdx/slugs';
export { completeInPage, type PageCompletionOptions } from './features/pages/pageCompletion';
export { hoverInPage } from './features/pages/pageHover';
export { findPageDefinition, findPageDocumentLinks } from './features/pages/pageNavigation';
export { getPageRenameEdits } from './features/pages/pageRename';
export type { PageFeatureSite } from './features/pages/pageFeatureSite';
// Used by the site builder (server/src/site/) besides the above.
export { loadConfiguration, type LoadedConfiguration } from './model/loadConfiguration';
export { readSimpleFrontMatter } from './pages/simpleFrontMatter';
export { SpecCache } from './openapi/specCache';
export { parsePageContent, pageOfContent } from './pages/parsedPage';
export type { PageContent } from './pages/parsedPage';
export type { PageReader, ReadPage } from './pages/pageReader';
export type { PageParsing } from './pages/pageStore';
export type { JsxAttributeFact, AttributeValue } from './pages/mdx/pageFacts';
export type { PageLimitProblem } from './pages/mdx/pageLimits';
export {
  AA_LARGE,
  AA_TEXT,
  contrastRatio,
  isHexColor,
  mixColors,
  readableColor,
  relativeLuminance,
  THEME_BACKGROUNDS,
} from './colors/contrast';
export { EditorDocuments, type ConfigDocumentOptions } from './service/editorDocuments';
export { resolveLink as resolveLinkTarget, type LinkRewrite, type LinkTarget } from './pages/mdx/linkTargets';
