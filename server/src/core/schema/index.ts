// Public surface of the docs.json schema module.
export { validateDocsJson, MAX_SCHEMA_ISSUES, MAX_SCHEMA_DEPTH, suggestLanguage } from './schemaValidator';
export type { SchemaIssue } from './schemaValidator';
export { knownKeysOf, rejectedKeysOf, themesReading, globalKindOf, labelKeyOf, NAVIGATION_KINDS } from './knownKeys';
export type { NavigationKind, KeyedKind } from './knownKeys';
export { schemaForUri, isDocsSchemaUri, DOCS_SCHEMA_URIS, MINTLIFY_SCHEMA_URL } from './schemaForUri';
export { LANGUAGE_CODES, THEME_NAMES, DOCS_SCHEMA_ID, languageName } from './schemaFacts';
export { DOCS_SCHEMA } from './bundledSchema';
export type { JsonSchemaObject } from './bundledSchema';
