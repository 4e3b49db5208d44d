// The bundled docs.json schema, deeply frozen: shared by the validator's messages, knownKeysOf and schemaForUri.
// Libraries that receive a schema often rewrite it in place (vscode-json-languageservice resolves $refs into the
// object it is given), so nothing may hand this object out: schemaForUri returns a fresh copy.
import { docsSchema } from './generated/docsSchema';

export type JsonSchemaObject = { readonly [key: string]: unknown };

function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
  }
  return value;
}

export const DOCS_SCHEMA: JsonSchemaObject = deepFreeze(docsSchema);
