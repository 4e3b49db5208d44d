// The core's narrow door for a thread that only reads the heads of page files (their front matter), beside the
// full surface in index.ts. Lint starts such a thread on every large site, and its bundle then carries the front
// matter reader alone instead of the whole core (the configuration schema, the MDX and OpenAPI parsers), which it
// would otherwise read and compile before the first page.
export { frontMatterOfHead, parseFrontMatter } from './pages/frontMatter';
export type { FrontMatterResult } from './pages/frontMatter';
export { unreadablePageResult } from './pages/frontMatterReader';
export { WorkspaceError, MAX_FILE_BYTES } from './workspace/workspace';
