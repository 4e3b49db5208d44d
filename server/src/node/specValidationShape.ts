// A full OpenAPI validation result as the lint cache file holds it, checked on the way in like every entry of that
// file: only what docsjson writes is taken (a crafted file yields nothing, never a wrong shape).
import type { DeepValidationResult } from '../core';
import { isString, isPlainObject, listOf, oneOf, optional, range, record, type Check } from './cacheEntryChecks';
import { isTextHash } from './textHash';

const specError = record({
  message: isString,
  severity: optional(oneOf('error', 'warning', 'info')),
  code: optional(isString),
  file: optional(isString),
  range: optional(range),
});

/** The files a result depends on, each with the hash of its text: at least one, or the result is never kept. */
const inputs: Check = (v) =>
  isPlainObject(v) &&
  Object.keys(v).length > 0 &&
  Object.entries(v).every(([file, hash]) => file !== '' && isTextHash(hash));

const keptValidation = record({ status: oneOf('valid', 'invalid'), errors: listOf(specError), inputs });

export function validationOfCacheEntry(value: unknown): DeepValidationResult | undefined {
  return keptValidation(value) ? (value as DeepValidationResult) : undefined;
}
