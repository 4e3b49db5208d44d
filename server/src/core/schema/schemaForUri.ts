// Which `$schema` URIs mean "our bundled docs.json schema". Offline only: any other URI gives undefined and is
// never fetched (docsjson makes no network request).
import { DOCS_SCHEMA as docsSchema } from './bundledSchema';
import { DOCS_SCHEMA_ID } from './schemaFacts';

export const MINTLIFY_SCHEMA_URL = 'https://mintlify.com/docs.json';

/** host + path (lower-case host, no trailing slash) of every URI that names the docs.json schema. */
const KNOWN: ReadonlySet<string> = new Set([
  'mintlify.com/docs.json',
  'www.mintlify.com/docs.json',
  hostPath(DOCS_SCHEMA_ID),
]);

/** The canonical URIs (for editor settings such as json.schemas fileMatch / url). */
export const DOCS_SCHEMA_URIS: readonly string[] = Object.freeze([
  MINTLIFY_SCHEMA_URL,
  'http://mintlify.com/docs.json',
  'https://mintlify.com/docs.json/',
  'https://www.mintlify.com/docs.json',
  DOCS_SCHEMA_ID,
]);

function hostPath(uri: string): string {
  const m = /^https?:\/\/([^/?#]+)(\/[^?#]*)?(?:#.*)?$/i.exec(uri.trim());
  if (!m) return '';
  const host = m[1].toLowerCase().replace(/:(80|443)$/, '');
  const path = (m[2] ?? '/').replace(/\/+$/, '');
  return host + path;
}

/** True when `uri` names the docs.json schema (Mintlify's URL, http or https, trailing "/", or our `$id`). */
export function isDocsSchemaUri(uri: string): boolean {
  if (typeof uri !== 'string' || uri.length > 2048) return false;
  const hp = hostPath(uri);
  return hp !== '' && KNOWN.has(hp);
}

/**
 * The bundled schema for a known docs.json schema URI, as a fresh mutable copy (schema libraries rewrite the
 * schemas they are given); undefined for anything else (never fetched).
 */
export function schemaForUri(uri: string): { [key: string]: unknown } | undefined {
  return isDocsSchemaUri(uri) ? (structuredClone(docsSchema) as { [key: string]: unknown }) : undefined;
}
