// The JSON Schema step of full OpenAPI validation, with the validators precompiled at build time
// (scripts/build-openapi-validators.js) instead of swagger-parser compiling its schema with Ajv on every call.
// It picks the schema as swagger-parser does: Swagger 2.0, else OpenAPI 3.1, else 3.0.

/** An Ajv error, as swagger-parser puts them in the `details` of its schema error. */
export interface SchemaViolation {
  instancePath: string;
  message?: string;
  params?: { additionalProperty?: string };
}

type PrecompiledValidator = ((data: unknown) => boolean) & { errors?: SchemaViolation[] | null };

interface PrecompiledValidators {
  validateSwagger20: PrecompiledValidator;
  validateOpenapi30: PrecompiledValidator;
  validateOpenapi31: PrecompiledValidator;
}

let validators: PrecompiledValidators | undefined;

function loadValidators(): PrecompiledValidators {
  // Written by `npm run build` next to the compiled sources, and bundled into the worker.
  return (validators ??= require('../../generated/openapiSchemaValidators.js') as PrecompiledValidators);
}

/**
 * The schema violations of a parsed and dereferenced document whose version swagger-parser accepted (its parse
 * step throws for any other), or an empty list.
 */
export function openapiSchemaViolations(api: { swagger?: unknown; openapi?: unknown }): SchemaViolation[] {
  const v = loadValidators();
  const validate = api.swagger
    ? v.validateSwagger20
    : String(api.openapi).startsWith('3.1')
      ? v.validateOpenapi31
      : v.validateOpenapi30;
  return validate(api) ? [] : (validate.errors ?? []);
}
