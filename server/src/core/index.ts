// Public surface of the pure core.
export * from './problem';
export * from './workspace/workspace';
export * from './workspace/safePath';
export * from './rules/ruleMeta';
export * from './siteChecker';
// Used by the site builder (server/src/site/).
export type {
  SiteModel,
  NavNode,
  NavContainer,
  PageEntry,
  EndpointEntry,
  OpenApiSource,
  JsonPath,
} from './model/siteModel';
export { loadConfiguration, type LoadedConfiguration } from './model/loadConfiguration';
export { prop, stringProp, type ComposedNode } from './model/composedTree';
export { type ContainerKind, kindName } from './model/navigationKinds';
export { SourceFile } from './json/sourceFile';
export { parseMdx, type MdxParseResult } from './pages/mdx/parseMdx';
export { parseFrontMatter, type FrontMatterResult } from './pages/frontMatter';
export { readSimpleFrontMatter } from './pages/simpleFrontMatter';
export type { ParsedPage } from './pages/parsedPage';
export type { PageFacts } from './pages/mdx/pageFacts';
export { LineIndex } from './text/lineIndex';
export { PageIndex, isPageFile } from './pages/pageIndex';
export type { OpenApiIndex, OperationInfo } from './openapi/types';
export { parseSpecText } from './openapi/specParser';
export { SpecCache } from './openapi/specCache';
