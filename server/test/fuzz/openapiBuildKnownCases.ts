// The OpenAPI build fuzzer with the names known to make the build fail today (see NameRange in
// openapiBuildCases.ts). Run with DOCSJSON_FUZZ=known only.
import { generateWith, type OpenapiCase } from './openapiBuildCases';

export { check } from './openapiBuildCases';

export function generate(seed: number, count: number): Generator<OpenapiCase> {
  return generateWith(seed, count, { knownFailures: true });
}
