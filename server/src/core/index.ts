// Public surface of the pure core.
export * from './problem';
export * from './workspace/workspace';
export * from './workspace/safePath';
export * from './rules/ruleMeta';
export * from './siteChecker';
export * from './workspace/notUtf8Error';
export { syntaxProblems, undecodableDocsProblems, undecodableFile, type SyntaxProblem } from './json/syntaxProblems';
