// swagger-parser's validate(), step by step, with its JSON Schema step precompiled (openapiSchemaCheck.ts) instead of
// compiled by Ajv on every call: dereference (swagger-parser's parse step checks the version on the way; a spec whose
// $refs are all plain local pointers is dereferenced by localDereference.ts), the schema, then the rules the schema
// cannot express. Its outcome is validate()'s: the same violations (validate() throws them
// as the `details` of its error) or the same error; server/test/openapi/specValidatorDifferential.test.ts compares.
import { dereferenceLocally } from './localDereference';
import { openapiSchemaViolations, type SchemaViolation } from './openapiSchemaCheck';

export type SwaggerOutcome =
  | { kind: 'valid' }
  | { kind: 'schema'; violations: SchemaViolation[] }
  /** Anything else validate() rejects with: unresolvable $refs, an unsupported version, a Swagger 2.0 rule. */
  | { kind: 'error'; error: unknown };

/** swagger-parser's check of what its JSON Schema cannot express (Swagger 2.0 only); it throws on a problem. */
type SpecRulesCheck = (api: unknown) => void;

/**
 * Validates the parsed main file of a spec. `value` becomes the dereferenced document: pass one nothing else uses.
 * `refParserOptions` say how the files it refers to are read and parsed.
 */
export async function validateLikeSwaggerParser(
  mainPath: string,
  value: unknown,
  refParserOptions: object,
): Promise<SwaggerOutcome> {
  // Loaded on first use, so that importing this module for its types costs nothing.
  const SwaggerParser = require('@apidevtools/swagger-parser');
  const checkSpecRules = require('@apidevtools/swagger-parser/lib/validators/spec') as SpecRulesCheck;
  try {
    const document = asJsonCopy(value);
    const parser = new SwaggerParser();
    if (!document.externalRefs) {
      // parse() is the first step of dereference(): it checks the version, with the same errors.
      const api: unknown = await parser.parse(mainPath, document.value, {
        ...refParserOptions,
        mutateInputSchema: true,
      });
      // Every $ref is local: most specs then need none of ref-parser's dereferencing (see localDereference.ts).
      if (dereferenceLocally(api)) return judge(api, checkSpecRules);
    }
    await parser.dereference(mainPath, document.value, {
      ...refParserOptions,
      // Without a $ref to another file, ref-parser's walk looking for them (a third of its time) finds nothing.
      ...(document.externalRefs
        ? {}
        : { resolve: { ...(refParserOptions as { resolve?: object }).resolve, external: false } }),
      // Circular $refs stay $refs, as validate() leaves them for its schema step.
      dereference: { circular: 'ignore' },
      // The document is ours (see asJsonCopy): dereferencing it in place spares copying a large spec twice.
      mutateInputSchema: true,
    });
    return judge(parser.api, checkSpecRules);
  } catch (error) {
    return { kind: 'error', error };
  }
}

/** validate()'s checks of a dereferenced document: its JSON Schema, then the rules the schema cannot express. */
function judge(api: unknown, checkSpecRules: SpecRulesCheck): SwaggerOutcome {
  const violations = openapiSchemaViolations(api as Parameters<typeof openapiSchemaViolations>[0]);
  if (violations.length > 0) return { kind: 'schema', violations };
  checkSpecRules(api);
  return { kind: 'valid' };
}

/**
 * validate() judges a JSON copy of the document it is given (JSON.parse(JSON.stringify(...))): non-finite numbers
 * (YAML's .inf and .nan, JSON's 1e999) are null there, -0 is 0, and no object is shared. A value from JSON.parse is
 * such a copy once its numbers are fixed, which is done here in place; only a value that is not a tree of plain
 * JSON values (YAML aliases share objects) is copied. Also says whether a $ref may name another file (a copy is
 * not searched: it may).
 */
function asJsonCopy(value: unknown): { value: unknown; externalRefs: boolean } {
  const seen = new Set<object>();
  let tree = true;
  let externalRefs = false;
  const visit = (parent: Record<string, unknown>, key: string): void => {
    const v = parent[key];
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) parent[key] = null;
      else if (Object.is(v, -0)) parent[key] = 0;
      return;
    }
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return;
    if (typeof v !== 'object' || seen.has(v) || !isPlain(v)) {
      tree = false;
      return;
    }
    seen.add(v);
    const ref = (v as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.length > 0 && ref[0] !== '#') externalRefs = true;
    stack.push(v as Record<string, unknown>);
  };
  const stack: Record<string, unknown>[] = [];
  const holder = { value };
  visit(holder, 'value');
  while (stack.length > 0 && tree) {
    const node = stack.pop()!;
    for (const key of Object.keys(node)) visit(node, key);
  }
  return tree
    ? { value: holder.value, externalRefs }
    : { value: JSON.parse(JSON.stringify(holder.value)), externalRefs: true };
}

/** An array without holes or an object as JSON.parse makes them. */
function isPlain(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return Array.isArray(v)
    ? proto === Array.prototype && Object.keys(v).length === v.length
    : proto === Object.prototype;
}
